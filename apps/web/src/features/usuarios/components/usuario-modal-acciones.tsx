import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import type { ModoUsuario } from '../utils/formulario-usuario';

interface Props {
  modo: ModoUsuario;
  /** The form inside the modal, submitted by the main button from outside it. */
  idFormulario: string;
  ocupado: boolean;
  /** The user is loaded (or none is needed), so the form can be submitted. */
  listo: boolean;
  onCerrar: () => void;
}

/** The modal's footer: only 'Cerrar' when viewing; 'Cancelar' and create/update otherwise. */
export function UsuarioModalAcciones({ modo, idFormulario, ocupado, listo, onCerrar }: Props) {
  return (
    <DialogActions>
      {modo === 'ver' ? (
        <Button variant="contained" onClick={onCerrar}>
          Cerrar
        </Button>
      ) : (
        <>
          <Button onClick={onCerrar} disabled={ocupado}>
            Cancelar
          </Button>
          <BotonEnviar form={idFormulario} enviando={ocupado} disabled={!listo}>
            {ocupado ? 'Procesando...' : modo === 'crear' ? 'Crear Usuario' : 'Actualizar Usuario'}
          </BotonEnviar>
        </>
      )}
    </DialogActions>
  );
}

import Button from '@mui/material/Button';
import { BotonEnviar } from './boton-enviar';

interface Props {
  soloLectura: boolean;
  /** Saving or just saved: nothing can be pressed. */
  ocupado: boolean;
  /** The request is on its way: the spinner on the main button. */
  enviando: boolean;
  /** The main button's text, e.g. 'Crear Rol'. */
  textoEnviar: string;
  /** The main button stays off for another reason too (e.g. the form shows errors). */
  deshabilitarEnvio?: boolean;
  /** 'Cerrar' as the contained main button (side panels) or as a plain one (dialogs). */
  cerrarDestacado?: boolean;
  onCerrar: () => void;
  /** Cancelar: asks first when there are unsaved changes. */
  onCancelar: () => void;
  /** From view mode, switch to edit; no 'Editar' without it. */
  onEditar?: (() => void) | undefined;
}

/** A create/edit/view form's buttons: 'Editar' and 'Cerrar' when only viewing, else 'Cancelar' and save. */
export function AccionesFormulario({
  soloLectura,
  ocupado,
  enviando,
  textoEnviar,
  deshabilitarEnvio = false,
  cerrarDestacado = true,
  onCerrar,
  onCancelar,
  onEditar,
}: Props) {
  if (soloLectura) {
    return (
      <>
        {onEditar && <Button onClick={onEditar}>Editar</Button>}
        <Button variant={cerrarDestacado ? 'contained' : 'text'} onClick={onCerrar}>
          Cerrar
        </Button>
      </>
    );
  }
  return (
    <>
      <Button onClick={onCancelar} disabled={ocupado}>
        Cancelar
      </Button>
      <BotonEnviar enviando={enviando} disabled={ocupado || deshabilitarEnvio}>
        {textoEnviar}
      </BotonEnviar>
    </>
  );
}

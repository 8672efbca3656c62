import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MENSAJES_ROLES, type TRol } from '@app/contract/roles';
import { ConfirmDialog, type PropsDialogoDe } from '../../../components/confirm-dialog';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { mensajeDeError } from '../../../lib/api-client';
import { useCambiarEstadoRol } from '../api/cambiar-estado-rol';
import { useExitoRol } from '../hooks/use-exito-rol';
import { esRolActivo } from '../utils/estado-rol';
import { CuerpoEstadoRol, textosEstadoRol } from './cuerpo-estado-rol';

export { textosEstadoRol } from './cuerpo-estado-rol';

export const ERROR_ESTADO_ROL = 'Error al cambiar el estado del rol';
export const ANCHO_DIALOGO_ESTADO_ROL = 450;

/**
 * Activate / deactivate a role after confirmation (docs/producto.md, «Roles»). Closes 1.5 s after a success.
 * Without a role it shows nothing.
 */
export function EstadoRolDialog({ rol, onCerrar }: PropsDialogoDe<'rol', TRol>) {
  const idDescripcion = useId();
  const cambiar = useCambiarEstadoRol();
  const [error, setError] = useState<string | null>(null);
  const { exito, setExito, anunciar } = useExitoRol();

  // A different role (or none) starts clean.
  const [rolMostrado, setRolMostrado] = useState(rol?.id ?? null);
  if ((rol?.id ?? null) !== rolMostrado) {
    setRolMostrado(rol?.id ?? null);
    setError(null);
    setExito(null);
  }

  if (!rol) return null;

  const activo = esRolActivo(rol.estado);
  const textos = textosEstadoRol(activo, rol.numeroPersonas ?? 0);
  const procesando = cambiar.isPending;
  const bloqueado = procesando || exito !== null;

  const confirmar = async () => {
    setError(null);
    try {
      const respuesta = await cambiar.mutateAsync(rol.id);
      anunciar(respuesta.message || MENSAJES_ROLES.estadoCambiado, onCerrar);
    } catch (e) {
      setError(mensajeDeError(e, ERROR_ESTADO_ROL));
    }
  };

  return (
    <ConfirmDialog
      open
      title={textos.titulo}
      ancho={ANCHO_DIALOGO_ESTADO_ROL}
      idDescripcion={idDescripcion}
      confirmLabel={procesando ? 'Procesando...' : textos.confirmar}
      confirmColor={activo ? 'error' : 'success'}
      busy={bloqueado}
      indicadorOcupado={false}
      onCancel={onCerrar}
      onConfirm={() => void confirmar()}
      content={
        <>
          <CuerpoEstadoRol rol={rol} activo={activo} textos={textos} idDescripcion={idDescripcion} />

          {procesando && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">Cambiando estado del rol...</Typography>
            </Box>
          )}
          {exito && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {exito}
            </Alert>
          )}
          <AlertaError mensaje={error} onCerrar={() => setError(null)} sx={{ mt: 2 }} />
        </>
      }
    />
  );
}

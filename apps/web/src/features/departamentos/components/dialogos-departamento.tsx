import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TDepartamento } from '@app/contract/departamentos';
import { ConfirmDialog, type PropsDialogoDe } from '../../../components/confirm-dialog';
import { EstadoActivoChip } from '../../../components/estado-chip';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { useCambiarEstadoDepartamento, useEliminarDepartamento } from '../api/departamentos';
import { motivoNoEliminable, textosEstadoDepartamento } from '../utils/textos-departamento';

/** Who the dialog is about: its code and name, and its state. */
function Encabezado({ d }: { d: TDepartamento }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {`${d.codigo} – ${d.nombre}`}
      </Typography>
      <EstadoActivoChip estado={d.activo ? 'Activo' : 'Inactivo'} />
    </Box>
  );
}

/** Activate or deactivate after confirmation; deactivating warns how many active employees stay in it. */
export function EstadoDepartamentoDialog({
  departamento: d,
  onCerrar,
}: PropsDialogoDe<'departamento', TDepartamento>) {
  const idDescripcion = useId();
  const cambiar = useCambiarEstadoDepartamento();
  const notificar = useNotificar();
  const [error, setError] = useState<string | null>(null);
  const [mostrado, setMostrado] = useState(d?.id ?? null);
  if ((d?.id ?? null) !== mostrado) {
    setMostrado(d?.id ?? null);
    setError(null);
  }
  if (!d) return null;
  const textos = textosEstadoDepartamento(d.activo, d.empleadosActivos);

  const confirmar = async () => {
    setError(null);
    try {
      const r = await cambiar.mutateAsync({ id: d.id, activo: !d.activo });
      notificar.exito(r.message);
      onCerrar();
    } catch (e) {
      setError(mensajeDeError(e, 'Error al cambiar el estado del departamento'));
    }
  };

  return (
    <ConfirmDialog
      open
      title={textos.titulo}
      ancho={450}
      idDescripcion={idDescripcion}
      confirmLabel={cambiar.isPending ? 'Procesando...' : textos.confirmar}
      confirmColor={d.activo ? 'error' : 'success'}
      busy={cambiar.isPending}
      onCancel={onCerrar}
      onConfirm={() => void confirmar()}
      content={
        <>
          <Encabezado d={d} />
          <Box id={idDescripcion}>
            <Typography sx={{ mb: 1 }}>{textos.pregunta}</Typography>
            <Typography variant="body2" color="text.secondary">
              {textos.consecuencia}
            </Typography>
          </Box>
          {textos.advertencia && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {textos.advertencia.titulo}
              </Typography>
              <Typography variant="body2">{textos.advertencia.detalle}</Typography>
            </Alert>
          )}
          <AlertaError mensaje={error} onCerrar={() => setError(null)} sx={{ mt: 2 }} />
        </>
      }
    />
  );
}

/**
 * Delete after confirmation. A department someone belongs to cannot be deleted: the dialog says so up front
 * (the list's counts), and the server's 409 is shown if that changed meanwhile.
 */
export function EliminarDepartamentoDialog({
  departamento: d,
  onCerrar,
}: PropsDialogoDe<'departamento', TDepartamento>) {
  const idDescripcion = useId();
  const eliminar = useEliminarDepartamento();
  const notificar = useNotificar();
  const [error, setError] = useState<string | null>(null);
  const [mostrado, setMostrado] = useState(d?.id ?? null);
  if ((d?.id ?? null) !== mostrado) {
    setMostrado(d?.id ?? null);
    setError(null);
  }
  if (!d) return null;
  const motivo = motivoNoEliminable(d);

  const confirmar = async () => {
    setError(null);
    try {
      const r = await eliminar.mutateAsync(d.id);
      notificar.exito(r.message);
      onCerrar();
    } catch (e) {
      setError(mensajeDeError(e, 'Error al eliminar el departamento'));
    }
  };

  return (
    <ConfirmDialog
      open
      title="Eliminar Departamento"
      ancho={450}
      idDescripcion={idDescripcion}
      confirmLabel={eliminar.isPending ? 'Eliminando...' : 'Eliminar'}
      confirmColor="error"
      busy={eliminar.isPending}
      confirmDisabled={motivo !== null}
      onCancel={onCerrar}
      onConfirm={() => void confirmar()}
      content={
        <>
          <Encabezado d={d} />
          <Box id={idDescripcion}>
            {motivo ? (
              <Alert severity="warning">{`No se puede eliminar. ${motivo}`}</Alert>
            ) : (
              <Typography>
                ¿Está seguro que desea eliminar este departamento? Esta acción no se puede deshacer.
              </Typography>
            )}
          </Box>
          <AlertaError mensaje={error} onCerrar={() => setError(null)} sx={{ mt: 2 }} />
        </>
      }
    />
  );
}

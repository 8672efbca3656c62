import type { ReactNode } from 'react';
import type { TSolicitudDetalle } from '@app/contract/solicitudes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocumentosSolicitud } from '../../documentos';
import { textoInterrupcion } from '../../equipo';
import { CargandoDetalle, DialogoLectura } from '../../../components/dialogo-lectura';
import { EstadoChip } from '../../../components/estado-chip';
import { DatoApilado as Dato, RejillaDatos, TextoDetalle as Texto } from '../../../components/form/dato';
import { useUltimoValor } from '../../../lib/use-ultimo-valor';
import { formatearDiaNegocio, formatearFecha } from '../../../utils/formato';
import { useSolicitud } from '../api/get-solicitud';
import { etiquetaTipo } from '../utils/formato-solicitud';

/** Decided by a substitute (ADR 033): " por delegación de <manager>". */
export const porDelegacion = (nombre: string | null | undefined) =>
  nombre ? ` por delegación de ${nombre}` : '';

export const MENSAJE_ERROR_DETALLE = 'No se pudo cargar el detalle de la solicitud.';

function Contenido({ s }: { s: TSolicitudDetalle }) {
  const cancelada = s.estado === 'Cancelada';
  return (
    <Stack spacing={2}>
      <RejillaDatos columnas={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }}>
        <Dato etiqueta="Tipo">{etiquetaTipo(s.tipoVacaciones)}</Dato>
        <Dato etiqueta="Días">{s.diasSolicitados}</Dato>
        <Dato etiqueta="Estado">
          <EstadoChip estado={s.estado} />
        </Dato>
        <Dato etiqueta="Período">{s.periodo}</Dato>
        <Dato etiqueta="Fecha de inicio">{formatearFecha(s.fechaInicio)}</Dato>
        <Dato etiqueta="Fecha de fin">{formatearFecha(s.fechaFin)}</Dato>
        <Dato etiqueta="Fecha de solicitud">{formatearDiaNegocio(s.fechaSolicitud)}</Dato>
        <Dato etiqueta="Fecha de gestión">{formatearDiaNegocio(s.fechaAprobacion)}</Dato>
        <Dato etiqueta="Manager">{s.nombreJefeDirecto || 'Sin asignar'}</Dato>
        <Dato etiqueta="Aprobado por">
          {s.nombreAprobador ? `${s.nombreAprobador}${porDelegacion(s.nombreDelegadoDe)}` : '-'}
        </Dato>
        {cancelada && <Dato etiqueta="Fecha de cancelación">{formatearDiaNegocio(s.fechaCancelacion)}</Dato>}
      </RejillaDatos>
      <Divider />
      <Texto titulo="Observaciones">{s.observaciones || 'Sin observaciones'}</Texto>
      <Texto titulo="Comentarios del aprobador">{s.comentarios || 'Sin comentarios'}</Texto>
      {cancelada && <Texto titulo="Motivo de cancelación">{s.motivoCancelacion || '-'}</Texto>}
      {s.fechaFinSolicitada && (
        <Alert severity="info" role="note">
          {textoInterrupcion(s)}
        </Alert>
      )}
      {s.motivoInterrupcion && <Texto titulo="Motivo de la interrupción">{s.motivoInterrupcion}</Texto>}
      {s.advertencias.length > 0 && (
        <Alert severity="warning" role="note">
          <Typography variant="subtitle2" component="h3">
            Advertencias
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {s.advertencias.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Stack>
  );
}

interface Props {
  /** The request to show; null keeps the dialog closed. */
  solicitudId: number | null;
  onCerrar: () => void;
  /** When given, a cancellable request offers 'Cancelar solicitud' here too. */
  onCancelar?: (id: number) => void;
}

/** Read-only detail of one of the user's requests (docs/producto.md, «Mis solicitudes»). */
export function DetalleSolicitudDialog({ solicitudId, onCerrar, onCancelar }: Props) {
  const idVisible = useUltimoValor(solicitudId);
  const detalle = useSolicitud(idVisible);

  let cuerpo: ReactNode;
  if (detalle.isError) {
    cuerpo = <Alert severity="error">{MENSAJE_ERROR_DETALLE}</Alert>;
  } else if (!detalle.data) {
    cuerpo = <CargandoDetalle />;
  } else {
    cuerpo = (
      <Stack spacing={2}>
        <Contenido s={detalle.data} />
        <Divider />
        <DocumentosSolicitud solicitudId={detalle.data.id} />
      </Stack>
    );
  }

  const puedeCancelar = Boolean(onCancelar && detalle.data?.puedeCancelar);
  return (
    <DialogoLectura
      abierto={solicitudId !== null}
      titulo={`Detalle de la solicitud #${idVisible ?? ''}`}
      onCerrar={onCerrar}
      divisores
      cerrarDestacado
      acciones={
        puedeCancelar &&
        idVisible !== null && (
          <Button color="error" onClick={() => onCancelar?.(idVisible)}>
            Cancelar solicitud
          </Button>
        )
      }
    >
      {cuerpo}
    </DialogoLectura>
  );
}

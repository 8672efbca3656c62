import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { TSolicitudDetalle } from '@app/contract/solicitudes';
import { CargandoDetalle, DialogoLectura } from '../../../components/dialogo-lectura';
import { EstadoChip, normalizarEstado } from '../../../components/estado-chip';
import { DatoApilado as Dato, RejillaDatos, TextoDetalle } from '../../../components/form/dato';
import { useUltimoValor } from '../../../lib/use-ultimo-valor';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFecha, formatearFechaHora } from '../../../utils/formato';
import { useSolicitudEquipo } from '../api/get-solicitud-equipo';
import { ETIQUETAS_TIPO } from '../utils/filtros';
import { DocumentosSolicitud } from '../../documentos';

export const ERROR_DETALLE = 'Error al cargar el detalle de la solicitud.';
export const SIN_TEXTOS = 'No hay observaciones ni comentarios para esta solicitud';

/** Requested span and actual span of an interrupted request, in one sentence. */
export function textoInterrupcion(d: TSolicitudDetalle): string {
  const quien = d.nombreInterrumpidoPor ? ` por ${d.nombreInterrumpidoPor}` : '';
  const cuando = d.fechaInterrupcion ? ` el ${formatearFechaHora(d.fechaInterrupcion)}` : '';
  return `Interrumpida${quien}${cuando}. Solicitado: del ${formatearFecha(d.fechaInicio)} al ${formatearFecha(d.fechaFinSolicitada)} (${d.diasSolicitadosOriginales ?? '-'} días). Descanso real: del ${formatearFecha(d.fechaInicio)} al ${formatearFecha(d.fechaFin)} (${d.diasSolicitados} días).`;
}

const SEPARADO = { mt: 2 };

/** The read-only content of the manager's request detail (docs/producto.md, «Gestión de solicitudes»). */
export function ContenidoDetalleSolicitud({ detalle }: { detalle: TSolicitudDetalle }) {
  const observaciones = detalle.observaciones?.trim();
  const comentarios = detalle.comentarios?.trim();
  const cancelada = normalizarEstado(detalle.estado) === 'cancelada';
  return (
    <>
      <RejillaDatos columnas={{ xs: '1fr', sm: 'repeat(2, 1fr)' }}>
        <Dato etiqueta="Solicitante">{detalle.nombreSolicitante}</Dato>
        <Dato etiqueta="Email">{detalle.emailSolicitante}</Dato>
        <Dato etiqueta="Jefe directo">{detalle.nombreJefeDirecto || 'Sin asignar'}</Dato>
        <Dato etiqueta="Período">{detalle.periodo}</Dato>
        <Dato etiqueta="Tipo de vacaciones">{ETIQUETAS_TIPO[detalle.tipoVacaciones]}</Dato>
        <Dato etiqueta="Días solicitados">{detalle.diasSolicitados}</Dato>
        <Dato etiqueta="Estado">
          <EstadoChip estado={detalle.estado} />
        </Dato>
        <Dato etiqueta="Aprobador">
          {detalle.nombreAprobador
            ? `${detalle.nombreAprobador}${detalle.nombreDelegadoDe ? ` por delegación de ${detalle.nombreDelegadoDe}` : ''}`
            : 'Pendiente de gestión'}
        </Dato>
        {detalle.nombreEscaladaA && detalle.estado === 'Pendiente' && (
          <Dato etiqueta="Escalada a">{detalle.nombreEscaladaA}</Dato>
        )}
        <Dato etiqueta="Fecha de solicitud">{formatearFechaHora(detalle.fechaSolicitud)}</Dato>
        <Dato etiqueta="Fecha de inicio">{formatearFecha(detalle.fechaInicio)}</Dato>
        <Dato etiqueta="Fecha de fin">{formatearFecha(detalle.fechaFin)}</Dato>
        <Dato etiqueta="Fecha de gestión">{formatearFechaHora(detalle.fechaAprobacion, 'Pendiente')}</Dato>
        {cancelada && detalle.fechaCancelacion && (
          <Dato etiqueta="Fecha de cancelación">{formatearFechaHora(detalle.fechaCancelacion)}</Dato>
        )}
      </RejillaDatos>
      {detalle.fechaFinSolicitada && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {textoInterrupcion(detalle)}
        </Alert>
      )}
      {detalle.advertencias.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {detalle.advertencias.join(' ')}
        </Alert>
      )}
      <Divider sx={{ mt: 2 }} />
      {observaciones && (
        <TextoDetalle titulo="Observaciones del solicitante" sx={SEPARADO}>
          {observaciones}
        </TextoDetalle>
      )}
      {comentarios && (
        <TextoDetalle titulo="Comentarios del aprobador" sx={SEPARADO}>
          {comentarios}
        </TextoDetalle>
      )}
      {detalle.motivoInterrupcion?.trim() && (
        <TextoDetalle titulo="Motivo de la interrupción" sx={SEPARADO}>
          {detalle.motivoInterrupcion.trim()}
        </TextoDetalle>
      )}
      {cancelada && detalle.motivoCancelacion?.trim() && (
        <TextoDetalle titulo="Motivo de cancelación" sx={SEPARADO}>
          {detalle.motivoCancelacion.trim()}
        </TextoDetalle>
      )}
      {!observaciones && !comentarios && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {SIN_TEXTOS}
        </Typography>
      )}
    </>
  );
}

interface Props {
  /** The request to show; null closes the dialog. */
  solicitudId: number | null;
  onCerrar: () => void;
  /** Buttons next to 'Cerrar' (the team calendar offers Aprobar/Rechazar when the viewer may decide it). */
  acciones?: ReactNode;
}

/** 'Ver detalle' of the team view: loads GET /api/solicitud-vacaciones/{id} and shows it read-only. */
export function DetalleSolicitudEquipoDialog({ solicitudId, onCerrar, acciones }: Props) {
  const id = useUltimoValor(solicitudId);
  const { data, isPending, isError, error } = useSolicitudEquipo(id);
  let contenido: ReactNode;
  if (isError) {
    contenido = <Alert severity="error">{mensajeDeError(error, ERROR_DETALLE)}</Alert>;
  } else if (isPending || !data) {
    contenido = <CargandoDetalle />;
  } else {
    contenido = (
      <>
        <ContenidoDetalleSolicitud detalle={data} />
        <Divider sx={{ my: 2 }} />
        <DocumentosSolicitud solicitudId={data.id} />
      </>
    );
  }
  return (
    <DialogoLectura
      abierto={solicitudId !== null}
      titulo={id !== null ? `Detalle de la solicitud #${id}` : 'Detalle de la solicitud'}
      onCerrar={onCerrar}
      divisores
      enfocable
      acciones={acciones}
    >
      {contenido}
    </DialogoLectura>
  );
}

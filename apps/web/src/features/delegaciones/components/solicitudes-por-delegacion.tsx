import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TSolicitudPorDelegacion } from '@app/contract/delegaciones';
import { formatearEntero } from '@app/contract/formato-numeros';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { formatearFecha } from '../../../utils/formato';
import { DecidirSolicitudDialog, DetalleSolicitudEquipoDialog, type AccionDecision } from '../../equipo';
import { useMisDelegaciones, useSolicitudesPorDelegacion } from '../api/delegaciones';

export const ERROR_POR_DELEGACION = 'Error al cargar las solicitudes por delegación.';

/**
 * "Por delegación" (ADR 033): the pending requests a substitute may approve or reject today on behalf of a manager
 * who delegated to them. Shown only to whoever received a delegation in force or ahead.
 */
export function SolicitudesPorDelegacion() {
  const delegaciones = useMisDelegaciones();
  const consulta = useSolicitudesPorDelegacion();
  const [detalleId, setDetalleId] = useState<number | null>(null);
  const [decision, setDecision] = useState<{
    accion: AccionDecision;
    solicitud: TSolicitudPorDelegacion;
    abierto: boolean;
  } | null>(null);
  const recibidas = delegaciones.data?.recibidas ?? [];
  const solicitudes = consulta.isError ? [] : (consulta.data?.solicitudes ?? []);
  if (recibidas.length === 0 && solicitudes.length === 0 && !consulta.isError) return null;

  return (
    <Box component="section" aria-labelledby="titulo-por-delegacion" sx={{ mb: 3 }}>
      <Typography id="titulo-por-delegacion" variant="h6" component="h2" sx={{ mb: 1 }}>
        {`Por delegación (${formatearEntero(solicitudes.length)})`}
      </Typography>
      {recibidas.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {recibidas
            .map(
              (d) =>
                `${d.nombreJefe} le delegó sus aprobaciones ${
                  d.automatica
                    ? 'mientras esté de vacaciones'
                    : `del ${formatearFecha(d.fechaDesde)} al ${formatearFecha(d.fechaHasta)}`
                }${d.vigente ? ' (vigente hoy)' : ''}.`,
            )
            .join(' ')}
        </Typography>
      )}
      <AlertaErrorConsulta consulta={consulta} respaldo={ERROR_POR_DELEGACION} />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="titulo-por-delegacion">
          <TableHead>
            <TableRow>
              <TableCell>Solicitante</TableCell>
              <TableCell>Por delegación de</TableCell>
              <TableCell>Fechas</TableCell>
              <TableCell align="right">Días</TableCell>
              <TableCell align="right">Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {consulta.isPending ? (
              <TableRow>
                <TableCell colSpan={5}>Cargando solicitudes...</TableCell>
              </TableRow>
            ) : solicitudes.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>
                  No hay solicitudes pendientes que pueda decidir por delegación hoy.
                </TableCell>
              </TableRow>
            ) : (
              solicitudes.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.nombreSolicitante}</TableCell>
                  <TableCell>{s.nombreDelegadoDe}</TableCell>
                  <TableCell>{`${formatearFecha(s.fechaInicio)} – ${formatearFecha(s.fechaFin)}`}</TableCell>
                  <TableCell align="right">{s.diasSolicitados}</TableCell>
                  <TableCell align="right">
                    <Box
                      sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
                    >
                      <Button
                        size="small"
                        onClick={() => setDetalleId(s.id)}
                        aria-label={`Ver detalle de la solicitud de ${s.nombreSolicitante}`}
                      >
                        Ver detalle
                      </Button>
                      {s.puedeAprobar && (
                        <>
                          <Button
                            size="small"
                            color="success"
                            variant="outlined"
                            onClick={() => setDecision({ accion: 'aprobar', solicitud: s, abierto: true })}
                            aria-label={`Aprobar la solicitud de ${s.nombreSolicitante}`}
                          >
                            Aprobar
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            variant="outlined"
                            onClick={() => setDecision({ accion: 'rechazar', solicitud: s, abierto: true })}
                            aria-label={`Rechazar la solicitud de ${s.nombreSolicitante}`}
                          >
                            Rechazar
                          </Button>
                        </>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <DetalleSolicitudEquipoDialog solicitudId={detalleId} onCerrar={() => setDetalleId(null)} />
      <DecidirSolicitudDialog
        accion={decision?.accion ?? 'aprobar'}
        open={decision?.abierto ?? false}
        solicitud={decision?.solicitud ?? null}
        onCerrar={() => setDecision((d) => (d ? { ...d, abierto: false } : null))}
        onCerrado={() => setDecision(null)}
      />
    </Box>
  );
}

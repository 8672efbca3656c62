import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  COLUMNAS_NUMEROS_KARDEX,
  NOMBRES_ESTADO_PERIODO,
  tipoSolicitudKardex,
  type TPeriodoKardex,
} from '@app/contract/kardex';
import { EstadoChip } from '../../../components/estado-chip';
import { formatearFecha, formatearFechaHora, formatearNumero } from '../../../utils/formato';
import { avisoIndemnizacion } from '../../saldos';

/** One period of the statement: its dates and status, its numbers, and every request charged to it. */
export function PeriodoKardex({ periodo: p }: { periodo: TPeriodoKardex }) {
  const idTitulo = `kardex-periodo-${p.periodo}`;
  const aviso = avisoIndemnizacion(p);
  return (
    <Paper component="section" aria-labelledby={idTitulo} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id={idTitulo} variant="h6" component="h2">
        Período {p.periodo}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Del {formatearFecha(p.inicio)} al {formatearFecha(p.fin)} · Plazo de goce hasta el{' '}
        {formatearFecha(p.finVentana)} · Estado: {NOMBRES_ESTADO_PERIODO[p.estado]}
      </Typography>
      {aviso && (
        <Typography variant="body2" sx={{ color: aviso.color }}>
          {aviso.texto}
        </Typography>
      )}
      <TableContainer sx={{ mt: 1 }}>
        <Table size="small" aria-label={`Saldos del período ${p.periodo}`}>
          <TableHead>
            <TableRow>
              {COLUMNAS_NUMEROS_KARDEX.map(([titulo]) => (
                <TableCell key={titulo} align="right">
                  {titulo}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {COLUMNAS_NUMEROS_KARDEX.map(([titulo, clave]) => (
                <TableCell key={titulo} align="right">
                  {formatearNumero(p[clave])}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 2 }}>
        {p.solicitudes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Sin solicitudes en este período.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={`Solicitudes del período ${p.periodo}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Desde</TableCell>
                  <TableCell>Hasta</TableCell>
                  <TableCell align="right">Días</TableCell>
                  <TableCell>Tipo</TableCell>
                  <TableCell>Estado</TableCell>
                  <TableCell>Decidió</TableCell>
                  <TableCell>Fecha de decisión</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {p.solicitudes.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>{formatearFecha(s.fechaInicio)}</TableCell>
                    <TableCell>{formatearFecha(s.fechaFin)}</TableCell>
                    <TableCell align="right">{s.dias}</TableCell>
                    <TableCell>{tipoSolicitudKardex(s)}</TableCell>
                    <TableCell>
                      <EstadoChip estado={s.estado} />
                    </TableCell>
                    <TableCell>{s.decididoPor ?? '—'}</TableCell>
                    <TableCell>{formatearFechaHora(s.fechaDecision, '—')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </Paper>
  );
}

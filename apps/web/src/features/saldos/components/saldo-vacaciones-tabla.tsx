import { useId, useState } from 'react';
import type { TFilaHistorial } from '@app/contract/solicitudes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFecha, formatearNumero } from '../../../utils/formato';
import { useHistorial } from '../api/get-historial';
import { avisoIndemnizacion, rangoPeriodo, textoEstadoPeriodo } from '../utils/periodo';

export const MENSAJE_ERROR_HISTORIAL = 'Error al cargar el historial de vacaciones';
export const MENSAJE_SIN_HISTORIAL = 'No hay datos de historial disponibles';

const COLUMNAS_NUMERICAS = [
  { clave: 'vencidas', titulo: 'Vencidas' },
  { clave: 'pendientes', titulo: 'Pendientes' },
  { clave: 'truncas', titulo: 'Truncas' },
  { clave: 'diasLibres', titulo: 'Días Libres' },
  { clave: 'diasBloque', titulo: 'Días Bloque' },
] as const satisfies readonly { clave: keyof TFilaHistorial; titulo: string }[];

/** Second line under the year: what the period's status means in dates. */
const detalleEstado = (fila: TFilaHistorial) => {
  const estado = textoEstadoPeriodo(fila.estado);
  if (fila.estado === 'CURSO') return estado;
  if (fila.estado === 'PENDIENTE') return `${estado} hasta el ${formatearFecha(fila.finVentana)}`;
  return `${estado} (plazo de goce hasta el ${formatearFecha(fila.finVentana)})`;
};

/** 'Saldo de Vacaciones' (spec 01 §2): the signed-in user's balance per period, two decimals es-ES. */
export function SaldoVacacionesTabla() {
  const idTitulo = useId();
  const historial = useHistorial();
  const [errorOculto, setErrorOculto] = useState<unknown>(null);
  const filas = historial.data?.historial ?? [];
  const mostrarError = historial.isError && errorOculto !== historial.error;

  let cuerpo;
  if (historial.isPending) {
    cuerpo = (
      <TableRow>
        <TableCell colSpan={6}>
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 3 }}
          >
            <CircularProgress size={24} aria-hidden />
            <Typography>Cargando saldo de vacaciones...</Typography>
          </Box>
        </TableCell>
      </TableRow>
    );
  } else if (filas.length === 0) {
    cuerpo = (
      <TableRow>
        <TableCell colSpan={6} sx={{ py: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{MENSAJE_SIN_HISTORIAL}</Typography>
        </TableCell>
      </TableRow>
    );
  } else {
    cuerpo = filas.map((fila) => (
      <TableRow key={fila.periodo} hover>
        <TableCell component="th" scope="row">
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {fila.periodo}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {rangoPeriodo(fila)}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {detalleEstado(fila)}
          </Typography>
          <AvisoIndemnizacion fila={fila} />
          {fila.truncasSinMesMinimo && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {NOTA_TRUNCAS_SIN_MES}
            </Typography>
          )}
        </TableCell>
        {COLUMNAS_NUMERICAS.map((col) => (
          <TableCell
            key={col.clave}
            align="right"
            sx={
              col.clave === 'vencidas' && fila.vencidas > 0
                ? { color: 'error.main', fontWeight: 600 }
                : undefined
            }
          >
            {formatearNumero(fila[col.clave])}
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <Box>
      <Typography id={idTitulo} variant="h6" component="h2" sx={{ mb: 1 }}>
        Saldo de Vacaciones
      </Typography>
      {mostrarError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <>
              <Button color="inherit" size="small" onClick={() => void historial.refetch()}>
                Reintentar
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label="Cerrar mensaje"
                onClick={() => setErrorOculto(historial.error)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          {mensajeDeError(historial.error, MENSAJE_ERROR_HISTORIAL)}
        </Alert>
      )}
      <Paper variant="outlined">
        <TableContainer tabIndex={0} role="region" aria-labelledby={idTitulo} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={idTitulo} aria-busy={historial.isPending || undefined}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Período</TableCell>
                {COLUMNAS_NUMERICAS.map((col) => (
                  <TableCell key={col.clave} align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {col.titulo}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{cuerpo}</TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}

/** Rules §3.1: truncas are payable from one month of service. */
export const NOTA_TRUNCAS_SIN_MES = 'Truncas en 0 hasta cumplir un mes de servicio (art. 23 D.S. 012-92-TR)';

function AvisoIndemnizacion({ fila }: { fila: TFilaHistorial }) {
  const aviso = avisoIndemnizacion(fila);
  if (!aviso) return null;
  return (
    <Typography component="span" variant="caption" sx={{ display: 'block', color: aviso.color }}>
      {aviso.texto}
    </Typography>
  );
}

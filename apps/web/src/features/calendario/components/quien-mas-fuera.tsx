import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { esFechaValida } from '@app/contract/fechas';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFecha } from '../../../utils/formato';
import { hoyNegocio } from '../../../utils/negocio';
import { useCalendarioDepartamento } from '../api/get-calendario';
import { rangoDeVista } from '../utils/rejilla';

export const ERROR_QUIEN_MAS = 'No se pudo cargar quién más estará fuera.';

/** The chosen span when both ends are known, otherwise the current month. */
export function rangoConsultado(inicio: string | undefined, fin: string | undefined) {
  if (inicio && fin && esFechaValida(inicio) && esFechaValida(fin) && inicio <= fin)
    return { desde: inicio, hasta: fin };
  return rangoDeVista(hoyNegocio(), 'mes');
}

/**
 * "¿Quién más estará fuera?" of the request form: a disclosure with the approved and pending absences of
 * the employee's own department in the chosen span (names and dates only).
 */
export function QuienMasEstaraFuera({ inicio, fin }: { inicio?: string; fin?: string }) {
  const [abierto, setAbierto] = useState(false);
  const idPanel = useId();
  const rango = rangoConsultado(inicio, fin);
  const consulta = useCalendarioDepartamento(rango, abierto);
  const datos = consulta.data;
  return (
    <Box>
      <Button
        variant="text"
        onClick={() => setAbierto((a) => !a)}
        aria-expanded={abierto}
        aria-controls={idPanel}
        endIcon={abierto ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        ¿Quién más estará fuera?
      </Button>
      {abierto && (
        <Box id={idPanel} role="region" aria-label="Quién más estará fuera" sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`Del ${formatearFecha(rango.desde)} al ${formatearFecha(rango.hasta)}`}
            {datos?.departamento ? ` en ${datos.departamento}` : ''}
          </Typography>
          {consulta.isError ? (
            <Alert severity="error">{mensajeDeError(consulta.error, ERROR_QUIEN_MAS)}</Alert>
          ) : !datos ? (
            <CircularProgress size={20} aria-label="Cargando ausencias" />
          ) : datos.ausencias.length === 0 ? (
            <Typography variant="body2">Nadie de su departamento estará fuera en esas fechas.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {datos.ausencias.map((a, i) => (
                <li key={`${a.nombre}-${a.fechaInicio}-${i}`}>
                  <Typography variant="body2" component="span">
                    {`${a.nombre}: del ${formatearFecha(a.fechaInicio)} al ${formatearFecha(a.fechaFin)} `}
                  </Typography>
                  <Chip size="small" variant="outlined" label={a.estado} />
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

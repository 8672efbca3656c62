import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TCalendarioEquipoRespuesta } from '@app/contract/calendario';
import { formatearFecha } from '../../../utils/formato';

/** Under the grid: the days over a department's coverage limit, then the period's holidays (each only if any). */
export function ResumenCalendario({ datos }: { datos: TCalendarioEquipoRespuesta }) {
  return (
    <>
      {datos.excesos.length > 0 && (
        <Box component="section" aria-labelledby="titulo-excesos">
          <Typography id="titulo-excesos" variant="subtitle2" component="h3">
            Días sobre el límite de cobertura
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {datos.excesos.map((e) => (
              <li key={`${e.fecha}-${e.departamentoId}`}>
                {`${formatearFecha(e.fecha)}: ${e.departamento}, ${e.fuera} fuera (límite ${e.limite}, ${e.exceso} de más)`}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {datos.feriados.length > 0 && (
        <Box component="section" aria-labelledby="titulo-feriados">
          <Typography id="titulo-feriados" variant="subtitle2" component="h3">
            Feriados
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {datos.feriados.map((f) => (
              <li key={f.fecha}>{`${formatearFecha(f.fecha)}: ${f.nombre}`}</li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

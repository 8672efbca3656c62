import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSolicitudCalendario } from '@app/contract/calendario';
import { estiloTipo } from './rejilla-calendario';

const MUESTRAS: { texto: string; barra: Pick<TSolicitudCalendario, 'estado' | 'tipo'> }[] = [
  { texto: 'Aprobada', barra: { estado: 'Aprobada', tipo: 'libres' } },
  { texto: 'Pendiente', barra: { estado: 'Pendiente', tipo: 'libres' } },
  { texto: 'Rechazada', barra: { estado: 'Rechazada', tipo: 'libres' } },
  { texto: 'Cancelada', barra: { estado: 'Cancelada', tipo: 'libres' } },
  { texto: 'Bloque (borde)', barra: { estado: 'Aprobada', tipo: 'bloque' } },
  { texto: 'Adelanto (rayas)', barra: { estado: 'Aprobada', tipo: 'adelanto' } },
];

/** What the colours and marks of the grid mean (each bar also says it in its label). */
export function LeyendaCalendario() {
  return (
    <Box component="section" aria-label="Leyenda del calendario">
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {MUESTRAS.map((m) => (
          <Stack key={m.texto} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden="true"
              sx={(t) => ({ width: 24, height: 14, borderRadius: 0.5, ...estiloTipo(t, m.barra) })}
            />
            <Typography variant="caption">{m.texto}</Typography>
          </Stack>
        ))}
        <Typography variant="caption">F: feriado · !: día sobre el límite de cobertura</Typography>
      </Stack>
    </Box>
  );
}

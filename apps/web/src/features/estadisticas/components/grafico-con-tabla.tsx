import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TGraficoEstadisticas } from '@app/contract/estadisticas';
import { ExportarExcel } from '../../../components/exportar-excel';
import type { ValorQuery } from '../../../lib/api-client';
import type { TablaDatos } from './tablas-estadisticas';

/**
 * One chart, its data table (the screen reader's alternative: the chart is a figure described in words) and its
 * Excel download with the page's filters.
 */
export function GraficoConTabla({
  grafico,
  titulo,
  descripcion,
  tabla,
  query,
  children,
}: {
  grafico: TGraficoEstadisticas;
  titulo: string;
  descripcion: string;
  tabla: TablaDatos;
  query: Record<string, ValorQuery>;
  children: ReactNode;
}) {
  const id = `grafico-${grafico}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-titulo`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1 }}>
        <Typography id={`${id}-titulo`} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {titulo}
        </Typography>
        <ExportarExcel
          ruta={`/reportes/estadisticas/exportar/${grafico}`}
          query={query}
          texto={`Descargar Excel de «${titulo}»`}
          variant="text"
        />
      </Box>
      <Box component="figure" aria-label={`Gráfico: ${titulo}`} aria-describedby={`${id}-desc`} sx={{ m: 0 }}>
        {children}
        <Typography id={`${id}-desc`} component="figcaption" variant="body2" color="text.secondary">
          {descripcion}
        </Typography>
      </Box>
      {/* Many departments make it wide: a scrollable region reachable by keyboard. */}
      <TableContainer tabIndex={0} role="region" aria-label={`Tabla de datos: ${titulo}`} sx={{ mt: 2 }}>
        <Table size="small">
          <caption>{`Datos del gráfico «${titulo}»`}</caption>
          <TableHead>
            <TableRow>
              {tabla.encabezados.map((h, i) => (
                <TableCell key={h} align={i === 0 ? 'left' : 'right'} scope="col">
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {tabla.filas.map(([nombre, ...cifras]) => (
              <TableRow key={nombre}>
                <TableCell component="th" scope="row">
                  {nombre}
                </TableCell>
                {cifras.map((c, i) => (
                  <TableCell key={tabla.encabezados[i + 1]} align="right">
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

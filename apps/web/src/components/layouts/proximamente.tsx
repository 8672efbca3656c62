import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EncabezadoPagina } from './encabezado-pagina';

/** Placeholder pages of spec 01 §2 / spec 02 §2: a title and one sentence. */
export function Proximamente({ titulo }: { titulo: string }) {
  return (
    <>
      <EncabezadoPagina titulo={titulo} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>Esta sección estará disponible próximamente.</Typography>
      </Paper>
    </>
  );
}

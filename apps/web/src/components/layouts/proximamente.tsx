import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EncabezadoPagina } from './encabezado-pagina';

/** A placeholder page: a title and one sentence. */
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

import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A dashboard card that leads to another screen: a title, one line of what is there, and the way in. */
export function TarjetaAcceso(props: {
  titulo: string;
  descripcion: string;
  textoEnlace: string;
  ruta: string;
  icono: ReactNode;
}) {
  const idTitulo = useId();
  return (
    <Paper component="section" aria-labelledby={idTitulo} variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flex: 1 }}>
          <Typography id={idTitulo} variant="h6" component="h2">
            {props.titulo}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {props.descripcion}
          </Typography>
        </Stack>
        <Button variant="outlined" component={Link} to={props.ruta} startIcon={props.icono}>
          {props.textoEnlace}
        </Button>
      </Stack>
    </Paper>
  );
}

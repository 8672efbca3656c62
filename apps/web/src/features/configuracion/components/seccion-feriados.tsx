import Typography from '@mui/material/Typography';

/** Issue 15: 'Feriados' of /administracion/configuracion (being built in this session). */
export function SeccionFeriados() {
  return <Typography>Feriados</Typography>;
}

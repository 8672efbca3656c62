import Typography from '@mui/material/Typography';

/** Issue 15: 'Política de vacaciones' of /administracion/configuracion (being built in this session). */
export function SeccionPoliticaVacaciones() {
  return <Typography>Política de vacaciones</Typography>;
}

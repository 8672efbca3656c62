import Typography from '@mui/material/Typography';

/** Issue 15: 'Datos de la empresa' of /administracion/configuracion (being built in this session). */
export function SeccionEmpresa() {
  return <Typography>Datos de la empresa</Typography>;
}

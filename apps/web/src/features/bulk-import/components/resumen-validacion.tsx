import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TResultadoValidacion } from '@app/contract/bulk-import';
import { formatearEntero } from '@app/contract/formato-numeros';
import { StatCard } from '../../../components/stat-card';

/** The validation's three counters, then the errors of the file as a whole (if any). */
export function ResumenValidacion({ validacion: v }: { validacion: TResultadoValidacion }) {
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        <StatCard title="Total Registros" value={formatearEntero(v.usuariosEncontrados)} color="primary" />
        <StatCard
          title="Errores"
          value={formatearEntero(v.totalErrores + v.erroresArchivo.length)}
          color="error"
        />
        <StatCard title="Advertencias" value={formatearEntero(v.totalAdvertencias)} color="warning" />
      </Box>
      {v.erroresArchivo.length > 0 && (
        <Alert severity="error">
          <Typography variant="subtitle2" component="h3">
            Errores del archivo
          </Typography>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {v.erroresArchivo.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TResultadoProcesamiento } from '@app/contract/bulk-import';
import { formatearDuracion, formatearEntero } from '@app/contract/formato-numeros';
import { StatCard } from '../../../components/stat-card';
import { tasaDeExito } from '../utils/formato-bulk-import';

/** The result's four counters, then how long it took and how fast. */
export function EstadisticasProcesamiento({
  estadisticas: e,
}: {
  estadisticas: TResultadoProcesamiento['estadisticas'];
}) {
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
        <StatCard title="Total Procesados" value={formatearEntero(e.totalRegistrosProcesados)} />
        <StatCard title="Exitosos" value={formatearEntero(e.usuariosCreados)} color="success" />
        <StatCard title="Con Errores" value={formatearEntero(e.registrosFallidos)} color="error" />
        <StatCard
          title="Tasa de Éxito (%)"
          value={`${tasaDeExito(e.usuariosCreados, e.totalRegistrosProcesados)}%`}
          color="info"
        />
      </Box>
      <Typography variant="body2">
        Tiempo transcurrido: {formatearDuracion(e.tiempoProcesamiento)} · Velocidad promedio:{' '}
        {formatearEntero(e.registrosPorSegundo)} registros/segundo
      </Typography>
    </>
  );
}

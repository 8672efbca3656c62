import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupsIcon from '@mui/icons-material/Groups';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import TimerIcon from '@mui/icons-material/Timer';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { MESES, TITULOS_GRAFICOS, type TEstadisticas } from '@app/contract/estadisticas';
import { formatearDias, formatearEntero } from '@app/contract/formato-numeros';
import { ESTADOS_SOLICITUD } from '@app/contract/solicitudes';
import { Cargando } from '../../../components/feedback/cargando';
import { TarjetasResumen } from '../../../components/stat-card';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFecha } from '../../../utils/formato';
import { hoyNegocio } from '../../../utils/negocio';
import { filtrosEstadisticas, useEstadisticas } from '../api/get-estadisticas';
import { GraficoConTabla } from './grafico-con-tabla';
import { tablasDeEstadisticas, textoTiempoAprobacion } from './tablas-estadisticas';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import { SelectorAnio } from '../../../components/lista/selector-anio';

const ALTO = 300;
const MESES_CORTOS = MESES.map((m) => m.slice(0, 3));

function Tarjetas({ e }: { e: TEstadisticas }) {
  const t = e.tarjetas;
  return (
    <TarjetasResumen
      etiqueta="Resumen"
      tarjetas={[
        ['Personas', t.personas, <GroupsIcon key="i" />, 'primary'],
        ['Días gozados', t.diasGozados, <BeachAccessIcon key="i" />, 'success'],
        ['Días pendientes', formatearDias(t.diasPendientes), <HourglassBottomIcon key="i" />, 'info'],
        ['Días vencidos', formatearDias(t.diasVencidos), <EventBusyIcon key="i" />, 'error'],
        ['Personas con un período en riesgo', t.personasEnRiesgo, <ReportProblemIcon key="i" />, 'warning'],
        [
          'Tiempo promedio de aprobación',
          textoTiempoAprobacion(t.horasPromedioAprobacion),
          <TimerIcon key="i" />,
          'secondary',
        ],
      ]}
    />
  );
}

function Graficos({ e }: { e: TEstadisticas }) {
  const tablas = tablasDeEstadisticas(e);
  const query = filtrosEstadisticas(e.anio, e.departamentoId);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <GraficoConTabla
        grafico="dias-gozados"
        titulo={TITULOS_GRAFICOS['dias-gozados']}
        descripcion={`Barras apiladas por departamento: ${formatearEntero(e.tarjetas.diasGozados)} días gozados en ${e.anio} hasta hoy. Los datos están en la tabla siguiente.`}
        tabla={tablas['dias-gozados']}
        query={query}
      >
        <BarChart
          height={ALTO}
          xAxis={[{ scaleType: 'band', data: MESES_CORTOS }]}
          series={e.departamentos.map((d, i) => ({
            label: d.nombre,
            stack: 'dias',
            data: e.diasGozadosPorMes.map((m) => m.dias[i] ?? 0),
          }))}
        />
      </GraficoConTabla>
      <GraficoConTabla
        grafico="solicitudes-estado"
        titulo={TITULOS_GRAFICOS['solicitudes-estado']}
        descripcion={`Barras apiladas por estado actual, según el mes en que se pidió cada solicitud de ${e.anio}. Los datos están en la tabla siguiente.`}
        tabla={tablas['solicitudes-estado']}
        query={query}
      >
        <BarChart
          height={ALTO}
          xAxis={[{ scaleType: 'band', data: MESES_CORTOS }]}
          series={ESTADOS_SOLICITUD.map((s) => ({
            label: s,
            stack: 'estado',
            data: e.solicitudesPorEstadoPorMes.map((m) => m.porEstado[s]),
          }))}
        />
      </GraficoConTabla>
      <GraficoConTabla
        grafico="vencidos-riesgo"
        titulo={TITULOS_GRAFICOS['vencidos-riesgo']}
        descripcion={`Al ${formatearFecha(e.hoy)}: días vencidos y días de períodos que vencen dentro de 90 días, por departamento. Los datos están en la tabla siguiente.`}
        tabla={tablas['vencidos-riesgo']}
        query={query}
      >
        <BarChart
          height={ALTO}
          xAxis={[{ scaleType: 'band', data: e.vencidosRiesgoPorDepartamento.map((d) => d.nombre) }]}
          series={[
            { label: 'Días vencidos', data: e.vencidosRiesgoPorDepartamento.map((d) => d.diasVencidos) },
            { label: 'Días en riesgo', data: e.vencidosRiesgoPorDepartamento.map((d) => d.diasEnRiesgo) },
          ]}
        />
      </GraficoConTabla>
      <GraficoConTabla
        grafico="antiguedad-pendientes"
        titulo={TITULOS_GRAFICOS['antiguedad-pendientes']}
        descripcion={`Solicitudes pendientes hoy, por días transcurridos desde que se pidieron. Los datos están en la tabla siguiente.`}
        tabla={tablas['antiguedad-pendientes']}
        query={query}
      >
        <BarChart
          height={ALTO}
          xAxis={[{ scaleType: 'band', data: e.antiguedadPendientes.map((t) => t.etiqueta) }]}
          series={[
            { label: 'Solicitudes pendientes', data: e.antiguedadPendientes.map((t) => t.solicitudes) },
          ]}
        />
      </GraficoConTabla>
    </Box>
  );
}

/** Estadísticas (ADR 040): filters, cards and the four charts with their tables and Excel. */
export function EstadisticasPanel({ hoy = hoyNegocio() }: { hoy?: string }) {
  const actual = Number(hoy.slice(0, 4));
  const [anio, setAnio] = useState(actual);
  const [departamentoId, setDepartamentoId] = useState<number | null>(null);
  const consulta = useEstadisticas(anio, departamentoId);
  const e = consulta.data;

  return (
    <Box>
      <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }} aria-label="Filtros">
        <SelectorAnio
          anio={anio}
          anios={Array.from({ length: 6 }, (_, i) => actual + 1 - i)}
          onCambiar={setAnio}
        />
        <FiltroSelect
          label="Departamento"
          todos="Todos"
          valor={departamentoId ?? ''}
          onCambiar={(v) => setDepartamentoId(v === '' ? null : Number(v))}
          opciones={(e?.opcionesDepartamento ?? []).map((d) => ({ valor: d.id, etiqueta: d.nombre }))}
          sx={{ minWidth: 220 }}
        />
      </Box>
      {consulta.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {mensajeDeError(consulta.error, 'No se pudieron cargar las estadísticas. Intente nuevamente.')}
        </Alert>
      )}
      {consulta.isPending && <Cargando etiqueta="Cargando estadísticas" />}
      {e && (
        <Box aria-busy={consulta.isFetching || undefined}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {`${e.alcance === 'EMPRESA' ? 'Toda la empresa' : 'Su equipo (todos los niveles)'} · año ${e.anio}. Saldos, riesgo y pendientes al ${formatearFecha(e.hoy)}.`}
          </Typography>
          <Tarjetas e={e} />
          {e.tarjetas.personas === 0 && e.tarjetas.diasGozados === 0 ? (
            <Alert severity="info">No hay personas ni días gozados con estos filtros.</Alert>
          ) : (
            <Graficos e={e} />
          )}
        </Box>
      )}
    </Box>
  );
}

import type { TFilaHistorial } from '@app/contract/solicitudes';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { formatearFecha, formatearNumero } from '../../../utils/formato';
import { useHistorial } from '../api/get-historial';
import { avisoIndemnizacion, rangoPeriodo, textoEstadoPeriodo } from '../utils/periodo';

export const MENSAJE_ERROR_HISTORIAL = 'Error al cargar el historial de vacaciones';
export const MENSAJE_SIN_HISTORIAL = 'No hay datos de historial disponibles';

const COLUMNAS_NUMERICAS = [
  { clave: 'vencidas', titulo: 'Vencidas' },
  { clave: 'pendientes', titulo: 'Pendientes' },
  { clave: 'truncas', titulo: 'Truncas' },
  { clave: 'diasLibres', titulo: 'Días Libres' },
  { clave: 'diasBloque', titulo: 'Días Bloque' },
] as const satisfies readonly { clave: keyof TFilaHistorial; titulo: string }[];

/** Second line under the year: what the period's status means in dates. */
const detalleEstado = (fila: TFilaHistorial) => {
  const estado = textoEstadoPeriodo(fila.estado);
  if (fila.estado === 'CURSO') return estado;
  if (fila.estado === 'PENDIENTE') return `${estado} hasta el ${formatearFecha(fila.finVentana)}`;
  return `${estado} (plazo de goce hasta el ${formatearFecha(fila.finVentana)})`;
};

/**
 * 'Saldo de Vacaciones' (docs/producto.md, «Solicitar vacaciones»): the signed-in user's balance per period, two
 * decimals.
 */
export function SaldoVacacionesTabla() {
  const historial = useHistorial();
  const columnas: DataTableColumn<TFilaHistorial>[] = [
    {
      key: 'periodo',
      header: 'Período',
      encabezadoFila: true,
      enTarjeta: 'titulo',
      render: (fila) => (
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {fila.periodo}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {rangoPeriodo(fila)}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {detalleEstado(fila)}
          </Typography>
          <AvisoIndemnizacion fila={fila} />
          {fila.truncasSinMesMinimo && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {NOTA_TRUNCAS_SIN_MES}
            </Typography>
          )}
        </>
      ),
    },
    ...COLUMNAS_NUMERICAS.map((col): DataTableColumn<TFilaHistorial> => ({
      key: col.clave,
      header: col.titulo,
      align: 'right',
      render: (fila) =>
        col.clave === 'vencidas' && fila.vencidas > 0 ? (
          <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
            {formatearNumero(fila.vencidas)}
          </Box>
        ) : (
          formatearNumero(fila[col.clave])
        ),
    })),
  ];

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Saldo de Vacaciones
      </Typography>
      <AlertaErrorConsulta
        consulta={historial}
        respaldo={MENSAJE_ERROR_HISTORIAL}
        onReintentar={() => void historial.refetch()}
      />
      <DataTable<TFilaHistorial>
        label="Saldo de Vacaciones"
        columns={columnas}
        rows={historial.data?.historial ?? []}
        getRowId={(fila) => fila.periodo}
        loading={historial.isPending}
        loadingText="Cargando saldo de vacaciones..."
        error={historial.isError}
        emptyState={<Typography color="text.secondary">{MENSAJE_SIN_HISTORIAL}</Typography>}
      />
    </Box>
  );
}

/** docs/reglas-vacaciones.md, «Truncas»: truncas are payable from one month of service. */
export const NOTA_TRUNCAS_SIN_MES = 'Truncas en 0 hasta cumplir un mes de servicio (art. 23 D.S. 012-92-TR)';

function AvisoIndemnizacion({ fila }: { fila: TFilaHistorial }) {
  const aviso = avisoIndemnizacion(fila);
  if (!aviso) return null;
  return (
    <Typography component="span" variant="caption" sx={{ display: 'block', color: aviso.color }}>
      {aviso.texto}
    </Typography>
  );
}

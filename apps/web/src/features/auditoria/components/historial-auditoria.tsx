import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { TAuditoriaRegistro, TModuloAuditoria } from '@app/contract/auditoria';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { mensajeDeError } from '../../../lib/api-client';
import { ExportarExcel } from '../../../components/exportar-excel';
import { consultaAuditoria, RUTA_EXPORTAR_AUDITORIA, useAuditoria } from '../api/get-auditoria';
import { useFiltrosAuditoria } from '../hooks/use-filtros-auditoria';
import { formatearFechaAuditoria, nombreEjecutor } from '../utils/formato-auditoria';
import { ResumenCambios } from './cambios-auditoria';
import { DetalleRapidoAuditoria } from './detalle-rapido-auditoria';
import { FiltrosAuditoriaBarra } from './filtros-auditoria';
import { SeveridadChip } from './severidad-chip';

export const TITULO_AUDITORIA_POR_DEFECTO = 'Historial de Auditoría';
export const ERROR_AUDITORIA = 'Error al cargar los datos de auditoría';
export const TAMANOS_PAGINA_HISTORIAL = [5, 10, 15, 25, 50] as const;
const TAMANO_PAGINA_INICIAL = 10;

/** 'N registro(s) encontrado(s)'. */
export const textoConteoAuditoria = (total: number) => `${total} registro(s) encontrado(s)`;

export interface HistorialAuditoriaProps {
  /** Heading of the section. Default 'Historial de Auditoría'. */
  titulo?: string;
  /** Only records of this module, e.g. 'GESTION_USUARIOS' (`MODULOS_AUDITORIA` in @app/contract/auditoria). */
  modulo?: TModuloAuditoria;
  /** Only records about this table (compared case-insensitively by the server). */
  tablaAfectada?: string;
  /** Only records this user did or that affected this user. */
  usuarioId?: number;
  /** Second line of the empty state, under 'No hay registros de auditoría'. */
  textoVacio?: string;
  /** When given, each row and the quick detail offer 'Ver detalle completo', which calls it with the record. */
  onVerDetalleCompleto?: (registro: TAuditoriaRegistro) => void;
}

/**
 * The reusable audit history (docs/producto.md, «Auditoría»): a count line, a refresh button and a server-paged
 * table of records, newest first (page sizes 5, 10, 15, 25, 50; 10 by default), each with a quick-detail dialog.
 * Changing `modulo`, `tablaAfectada` or `usuarioId` goes back to page 1. It reloads every time it is shown.
 * Filters (dates, action, severity, who acted, who was affected, free text) sent to the server and kept in
 * the URL; each row lists what changed, and a name in the Usuario column filters by that user.
 * The caller must hold AUDITORIA-VER (otherwise the server's refusal shows as the error bar).
 *
 * @example
 * <HistorialAuditoria
 *   modulo="GESTION_USUARIOS"
 *   titulo="Auditoría de Gestión de Usuarios"
 *   textoVacio="No se encontraron acciones realizadas en la gestión de usuarios"
 * />
 */
export function HistorialAuditoria({
  titulo = TITULO_AUDITORIA_POR_DEFECTO,
  modulo,
  tablaAfectada,
  usuarioId,
  textoVacio = 'No se encontraron acciones registradas.',
  onVerDetalleCompleto,
}: HistorialAuditoriaProps) {
  const idTitulo = useId();
  const { filtros, cambiar, limpiar } = useFiltrosAuditoria();
  // An inverted range is pointed out on the field and not sent (the server would refuse it).
  const rangoValido = !filtros.desde || !filtros.hasta || filtros.desde <= filtros.hasta;
  const claveFiltros = JSON.stringify([modulo ?? null, tablaAfectada ?? null, usuarioId ?? null, filtros]);
  const [paginacion, setPaginacion] = useState({
    claveFiltros,
    pagina: 1,
    tamanoPagina: TAMANO_PAGINA_INICIAL,
  });
  // New filters from the parent start again at page 1.
  if (paginacion.claveFiltros !== claveFiltros) setPaginacion((p) => ({ ...p, claveFiltros, pagina: 1 }));

  const [detalle, setDetalle] = useState<TAuditoriaRegistro | null>(null);
  const [detalleAbierto, setDetalleAbierto] = useState(false);
  const abrirDetalle = (registro: TAuditoriaRegistro) => {
    setDetalle(registro);
    setDetalleAbierto(true);
  };
  const parametros = {
    modulo,
    tablaAfectada,
    usuarioId,
    tipoAccion: filtros.tipoAccion,
    severidad: filtros.severidad,
    desde: rangoValido ? filtros.desde : undefined,
    hasta: rangoValido ? filtros.hasta : undefined,
    usuarioEjecutorId: filtros.ejecutor?.id,
    usuarioAfectadoId: filtros.afectado?.id,
    busqueda: filtros.busqueda,
  };
  const consulta = useAuditoria({
    ...parametros,
    pagina: paginacion.pagina,
    tamanoPagina: paginacion.tamanoPagina,
  });

  const datos = consulta.isError ? undefined : consulta.data;
  const registros = datos?.registros ?? [];
  const total = datos?.totalRegistros ?? 0;
  const totalPaginas = Math.max(1, Math.ceil(total / paginacion.tamanoPagina));
  if (datos && !consulta.isPlaceholderData && paginacion.pagina > totalPaginas) {
    setPaginacion((p) => ({ ...p, pagina: totalPaginas }));
  }

  // A page out of range, or the current one, is ignored.
  const irAPagina = (pagina: number) => {
    if (pagina < 1 || pagina > totalPaginas || pagina === paginacion.pagina) return;
    setPaginacion((p) => ({ ...p, pagina }));
  };

  const columnas: DataTableColumn<TAuditoriaRegistro>[] = [
    {
      key: 'fechaHora',
      header: 'Fecha y Hora',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatearFechaAuditoria(r.fechaHora)}</Box>,
    },
    {
      key: 'accion',
      header: 'Acción',
      render: (r) => (
        <>
          <Typography variant="body2">{r.mensajeCorto}</Typography>
          {r.motivo && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontStyle: 'italic', display: 'block' }}
            >
              {r.motivo}
            </Typography>
          )}
          <ResumenCambios cambios={r.cambios} />
        </>
      ),
    },
    {
      key: 'usuario',
      header: 'Usuario',
      render: (r) => (
        <>
          <Typography variant="body2">
            {r.usuarioEjecutorId !== null && r.usuarioEjecutorNombre ? (
              <Link
                component="button"
                type="button"
                variant="body2"
                title="Filtrar por el usuario que actuó"
                aria-label={`Filtrar por usuario que actuó: ${r.usuarioEjecutorNombre}`}
                onClick={() =>
                  cambiar({ ejecutor: { id: r.usuarioEjecutorId!, nombre: r.usuarioEjecutorNombre! } })
                }
                sx={{ textAlign: 'left' }}
              >
                {r.usuarioEjecutorNombre}
              </Link>
            ) : (
              nombreEjecutor(r.usuarioEjecutorNombre)
            )}
          </Typography>
          {r.usuarioAfectadoNombre && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {'Afectado: '}
              {r.usuarioAfectadoId !== null ? (
                <Link
                  component="button"
                  type="button"
                  variant="caption"
                  title="Filtrar por el usuario afectado"
                  aria-label={`Filtrar por usuario afectado: ${r.usuarioAfectadoNombre}`}
                  onClick={() =>
                    cambiar({ afectado: { id: r.usuarioAfectadoId!, nombre: r.usuarioAfectadoNombre! } })
                  }
                  sx={{ textAlign: 'left' }}
                >
                  {r.usuarioAfectadoNombre}
                </Link>
              ) : (
                r.usuarioAfectadoNombre
              )}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'severidad', header: 'Severidad', render: (r) => <SeveridadChip severidad={r.severidad} /> },
    { key: 'ip', header: 'IP', render: (r) => r.ipAddress || '-' },
    {
      key: 'acciones',
      header: 'Acciones',
      isActions: true,
      render: (r) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Tooltip title="Ver detalle rápido">
            <IconButton
              size="small"
              aria-label={`Ver detalle rápido: ${r.mensajeCorto}`}
              onClick={() => abrirDetalle(r)}
            >
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {onVerDetalleCompleto && (
            <Tooltip title="Ver detalle completo">
              <IconButton
                size="small"
                aria-label={`Ver detalle completo: ${r.mensajeCorto}`}
                onClick={() => onVerDetalleCompleto(r)}
              >
                <OpenInNewIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ),
    },
  ];

  return (
    <Paper component="section" variant="outlined" aria-labelledby={idTitulo} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography id={idTitulo} variant="h6" component="h2">
            {titulo}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {textoConteoAuditoria(total)}
          </Typography>
        </Box>
        {/* Every record this tab's filters match, in the table's order. */}
        <ExportarExcel
          ruta={RUTA_EXPORTAR_AUDITORIA}
          query={consultaAuditoria(parametros)}
          disabled={total === 0}
        />
        <Tooltip title="Actualizar">
          <span>
            <IconButton
              aria-label="Actualizar historial de auditoría"
              onClick={() => void consulta.refetch()}
              disabled={consulta.isFetching}
            >
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>

      <FiltrosAuditoriaBarra modulo={modulo} filtros={filtros} onCambiar={cambiar} onLimpiar={limpiar} />

      {consulta.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {mensajeDeError(consulta.error, ERROR_AUDITORIA)}
        </Alert>
      )}

      <DataTable<TAuditoriaRegistro>
        label={`Registros de ${titulo}`}
        columns={columnas}
        rows={registros}
        getRowId={(r) => r.id}
        total={total}
        pageNumber={paginacion.pagina}
        pageSize={paginacion.tamanoPagina}
        pageSizeOptions={TAMANOS_PAGINA_HISTORIAL}
        onPageChange={irAPagina}
        onPageSizeChange={(tamanoPagina) => setPaginacion((p) => ({ ...p, pagina: 1, tamanoPagina }))}
        loading={consulta.isFetching}
        loadingText="Cargando auditoría..."
        emptyState={
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              No hay registros de auditoría
            </Typography>
            <Typography color="text.secondary">{textoVacio}</Typography>
          </>
        }
      />

      <DetalleRapidoAuditoria
        abierto={detalleAbierto}
        registro={detalle}
        onCerrar={() => setDetalleAbierto(false)}
        onVerDetalleCompleto={onVerDetalleCompleto}
      />
    </Paper>
  );
}

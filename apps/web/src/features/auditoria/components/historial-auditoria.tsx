import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TAuditoriaRegistro, TModuloAuditoria } from '@app/contract/auditoria';
import { DataTable } from '../../../components/data-table/data-table';
import { mensajeDeError } from '../../../lib/api-client';
import { useFiltrosAuditoria } from '../hooks/use-filtros-auditoria';
import { usePaginacionAuditoria } from '../hooks/use-paginacion-auditoria';
import { columnasAuditoria } from './columnas-auditoria';
import { DetalleRapidoAuditoria } from './detalle-rapido-auditoria';
import { EncabezadoAuditoria } from './encabezado-auditoria';
import { FiltrosAuditoriaBarra } from './filtros-auditoria';

export { textoConteoAuditoria } from './encabezado-auditoria';

export const TITULO_AUDITORIA_POR_DEFECTO = 'Historial de Auditoría';
export const ERROR_AUDITORIA = 'Error al cargar los datos de auditoría';
export const TAMANOS_PAGINA_HISTORIAL = [5, 10, 15, 25, 50] as const;

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
  const pagina = usePaginacionAuditoria({ modulo, tablaAfectada, usuarioId }, filtros);
  const { consulta, total } = pagina;

  const [detalle, setDetalle] = useState<TAuditoriaRegistro | null>(null);
  const [detalleAbierto, setDetalleAbierto] = useState(false);
  const abrirDetalle = (registro: TAuditoriaRegistro) => {
    setDetalle(registro);
    setDetalleAbierto(true);
  };
  const columnas = columnasAuditoria({
    onFiltrar: cambiar,
    onDetalleRapido: abrirDetalle,
    onVerDetalleCompleto,
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={idTitulo} sx={{ p: 2 }}>
      <EncabezadoAuditoria
        idTitulo={idTitulo}
        titulo={titulo}
        total={total}
        parametros={pagina.parametros}
        actualizando={consulta.isFetching}
        onActualizar={() => void consulta.refetch()}
      />

      <FiltrosAuditoriaBarra modulo={modulo} filtros={filtros} onCambiar={cambiar} onLimpiar={limpiar} />

      {consulta.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {mensajeDeError(consulta.error, ERROR_AUDITORIA)}
        </Alert>
      )}

      <DataTable<TAuditoriaRegistro>
        label={`Registros de ${titulo}`}
        columns={columnas}
        rows={pagina.registros}
        getRowId={(r) => r.id}
        total={total}
        pageNumber={pagina.pagina}
        pageSize={pagina.tamanoPagina}
        pageSizeOptions={TAMANOS_PAGINA_HISTORIAL}
        onPageChange={pagina.irAPagina}
        onPageSizeChange={pagina.cambiarTamano}
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

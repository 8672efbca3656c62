import { useState } from 'react';
import type { TModuloAuditoria } from '@app/contract/auditoria';
import { useAuditoria } from '../api/get-auditoria';
import type { FiltrosAuditoria } from './use-filtros-auditoria';

const TAMANO_PAGINA_INICIAL = 10;

interface Alcance {
  modulo?: TModuloAuditoria | undefined;
  tablaAfectada?: string | undefined;
  usuarioId?: number | undefined;
}

/**
 * The history's page of records for the parent's scope and the URL's filters: new filters go back to page 1, and a
 * page left beyond the end (after records disappeared) moves to the last one.
 */
export function usePaginacionAuditoria(
  { modulo, tablaAfectada, usuarioId }: Alcance,
  filtros: FiltrosAuditoria,
) {
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
  const total = datos?.totalRegistros ?? 0;
  const totalPaginas = Math.max(1, Math.ceil(total / paginacion.tamanoPagina));
  if (datos && !consulta.isPlaceholderData && paginacion.pagina > totalPaginas) {
    setPaginacion((p) => ({ ...p, pagina: totalPaginas }));
  }

  return {
    consulta,
    /** The filters as sent, without the page: the Excel export uses them too. */
    parametros,
    registros: datos?.registros ?? [],
    total,
    pagina: paginacion.pagina,
    tamanoPagina: paginacion.tamanoPagina,
    // A page out of range, or the current one, is ignored.
    irAPagina: (pagina: number) => {
      if (pagina < 1 || pagina > totalPaginas || pagina === paginacion.pagina) return;
      setPaginacion((p) => ({ ...p, pagina }));
    },
    cambiarTamano: (tamanoPagina: number) => setPaginacion((p) => ({ ...p, pagina: 1, tamanoPagina })),
  };
}

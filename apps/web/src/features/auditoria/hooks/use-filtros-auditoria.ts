import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  ACCIONES_AUDITORIA,
  SEVERIDADES,
  type TAccionAuditoria,
  type TSeveridad,
} from '@app/contract/auditoria';
import { esFechaValida } from '@app/contract/fechas';

/** A user a filter names: the id goes to the server, the name is what the chip shows. */
export interface UsuarioFiltro {
  id: number;
  nombre: string;
}

/** The audit screens' filters. Empty means "all". */
export interface FiltrosAuditoria {
  tipoAccion?: TAccionAuditoria | undefined;
  severidad?: TSeveridad | undefined;
  /** Calendar days in Lima, 'YYYY-MM-DD'. */
  desde?: string | undefined;
  hasta?: string | undefined;
  ejecutor?: UsuarioFiltro | undefined;
  afectado?: UsuarioFiltro | undefined;
  busqueda?: string | undefined;
}

/**
 * Query-string names, prefixed so they never clash with the page's own (its tab, the list's filters). The list
 * kit's shared list-state hook will replace this one; until then a reload or a shared link keeps the audit view.
 */
const P = {
  tipoAccion: 'audAccion',
  severidad: 'audSeveridad',
  desde: 'audDesde',
  hasta: 'audHasta',
  ejecutor: 'audEjecutor',
  ejecutorNombre: 'audEjecutorNombre',
  afectado: 'audAfectado',
  afectadoNombre: 'audAfectadoNombre',
  busqueda: 'audBuscar',
} as const;

const usuarioDe = (params: URLSearchParams, id: string, nombre: string): UsuarioFiltro | undefined => {
  const n = Number(params.get(id));
  return Number.isInteger(n) && n > 0 ? { id: n, nombre: params.get(nombre) || `Usuario #${n}` } : undefined;
};

/** Reads the filters from the URL, ignoring values the server would refuse (a hand-edited link). */
export function leerFiltros(params: URLSearchParams): FiltrosAuditoria {
  const accion = params.get(P.tipoAccion) ?? '';
  const severidad = params.get(P.severidad) ?? '';
  const fecha = (clave: string) => {
    const v = params.get(clave) ?? '';
    return esFechaValida(v) ? v : undefined;
  };
  return {
    tipoAccion: Object.hasOwn(ACCIONES_AUDITORIA, accion) ? (accion as TAccionAuditoria) : undefined,
    severidad: Object.hasOwn(SEVERIDADES, severidad) ? (severidad as TSeveridad) : undefined,
    desde: fecha(P.desde),
    hasta: fecha(P.hasta),
    ejecutor: usuarioDe(params, P.ejecutor, P.ejecutorNombre),
    afectado: usuarioDe(params, P.afectado, P.afectadoNombre),
    busqueda: params.get(P.busqueda)?.slice(0, 100) || undefined,
  };
}

function escribir(params: URLSearchParams, f: FiltrosAuditoria) {
  const poner = (clave: string, valor: string | number | undefined) => {
    if (valor === undefined || valor === '') params.delete(clave);
    else params.set(clave, String(valor));
  };
  poner(P.tipoAccion, f.tipoAccion);
  poner(P.severidad, f.severidad);
  poner(P.desde, f.desde);
  poner(P.hasta, f.hasta);
  poner(P.ejecutor, f.ejecutor?.id);
  poner(P.ejecutorNombre, f.ejecutor?.nombre);
  poner(P.afectado, f.afectado?.id);
  poner(P.afectadoNombre, f.afectado?.nombre);
  poner(P.busqueda, f.busqueda);
}

export const hayFiltros = (f: FiltrosAuditoria) => Object.values(f).some((v) => v !== undefined);

/** The audit filters kept in the URL: `cambiar` merges a change, `limpiar` removes them all. */
export function useFiltrosAuditoria() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => leerFiltros(params), [params]);
  const cambiar = useCallback(
    (cambio: Partial<FiltrosAuditoria>) =>
      setParams(
        (previos) => {
          const siguientes = new URLSearchParams(previos);
          escribir(siguientes, { ...leerFiltros(previos), ...cambio });
          return siguientes;
        },
        { replace: true },
      ),
    [setParams],
  );
  const limpiar = useCallback(
    () =>
      setParams(
        (previos) => {
          const siguientes = new URLSearchParams(previos);
          Object.values(P).forEach((clave) => siguientes.delete(clave));
          return siguientes;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filtros, cambiar, limpiar };
}

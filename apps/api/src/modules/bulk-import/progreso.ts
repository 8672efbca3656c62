import {
  MENSAJES_IMPORTACION,
  type TFaseImportacion,
  type TProgresoImportacion,
} from '@app/contract/bulk-import';
import { AppError } from '../../lib/app-error';

/** Where each phase sits on the bar (0–100). Reading has no known total: it creeps towards its end. */
const TRAMOS: Record<TFaseImportacion, [number, number]> = {
  recibiendo: [0, 5],
  leyendo: [5, 30],
  validando: [30, 35],
  creando: [35, 99],
  completado: [100, 100],
  fallido: [100, 100],
  cancelado: [0, 0],
  interrumpido: [0, 0],
};

const MENSAJES_FASE: Record<TFaseImportacion, (p: { procesados: number; total: number }) => string> = {
  recibiendo: () => 'Recibiendo el archivo…',
  leyendo: (p) => `Leyendo el archivo: ${p.procesados} filas`,
  validando: (p) => `Validando ${p.total} registros…`,
  creando: (p) => `Creando usuarios: ${p.procesados} de ${p.total}`,
  completado: () => 'Importación terminada',
  fallido: () => 'La importación terminó sin crear usuarios',
  cancelado: () => MENSAJES_IMPORTACION.cancelado,
  interrumpido: () => 'La importación se interrumpió antes de terminar: no se creó ningún usuario',
};

export function porcentajeDe(fase: TFaseImportacion, procesados: number, total: number): number {
  const [desde, hasta] = TRAMOS[fase];
  if (desde === hasta) return desde;
  const fraccion = total > 0 ? Math.min(1, procesados / total) : procesados / (procesados + 2_000);
  return Math.round(desde + (hasta - desde) * fraccion);
}

export interface Seguimiento {
  fase(fase: TFaseImportacion, procesados?: number, total?: number): void;
  terminar(fase: 'completado' | 'fallido' | 'cancelado', mensaje?: string): void;
}

interface Entrada {
  usuarioId: number;
  progreso: TProgresoImportacion;
}

/**
 * Progress of the runs of THIS process, in memory only (never written inside an import's transaction), kept a
 * few minutes after the end so a last poll still finds the outcome.
 */
export function crearRegistroProgreso(opciones: { retencionMs?: number } = {}) {
  const retencionMs = opciones.retencionMs ?? 10 * 60_000;
  const entradas = new Map<string, Entrada>();

  /** Starts following a run; `oyente` receives every change (the streamed reply). */
  function iniciar(
    clave: string | undefined,
    usuarioId: number,
    oyente?: (p: TProgresoImportacion) => void,
  ): Seguimiento {
    if (clave) {
      const previa = entradas.get(clave);
      if (previa && !previa.progreso.terminado)
        throw new AppError('CONFLICTO', MENSAJES_IMPORTACION.ejecucionEnCurso);
    }
    const progreso: TProgresoImportacion = {
      claveEjecucion: clave ?? '',
      fase: 'recibiendo',
      porcentaje: 0,
      procesados: 0,
      total: 0,
      mensaje: MENSAJES_FASE.recibiendo({ procesados: 0, total: 0 }),
      terminado: false,
    };
    if (clave) entradas.set(clave, { usuarioId, progreso });
    const avisar = () => oyente?.({ ...progreso });
    avisar();
    return {
      fase(fase, procesados = 0, total = 0) {
        Object.assign(progreso, {
          fase,
          procesados,
          total,
          porcentaje: porcentajeDe(fase, procesados, total),
          mensaje: MENSAJES_FASE[fase]({ procesados, total }),
        });
        avisar();
      },
      terminar(fase, mensaje) {
        Object.assign(progreso, {
          fase,
          porcentaje: porcentajeDe(fase, progreso.procesados, progreso.total),
          mensaje: mensaje ?? MENSAJES_FASE[fase]({ procesados: progreso.procesados, total: progreso.total }),
          terminado: true,
        });
        avisar();
        if (clave) {
          const entrada = entradas.get(clave);
          setTimeout(() => {
            if (entradas.get(clave) === entrada) entradas.delete(clave);
          }, retencionMs).unref();
        }
      },
    };
  }

  /** The progress of a run this user started in this process, if it is still known here. */
  function obtener(clave: string, usuarioId: number): TProgresoImportacion | undefined {
    const e = entradas.get(clave);
    return e && e.usuarioId === usuarioId ? { ...e.progreso } : undefined;
  }

  return {
    iniciar,
    obtener,
    mensajeDe: (fase: TFaseImportacion) => MENSAJES_FASE[fase]({ procesados: 0, total: 0 }),
  };
}

export type RegistroProgreso = ReturnType<typeof crearRegistroProgreso>;

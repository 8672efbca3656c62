import { hoyEnZona } from '@app/contract/fechas';

/**
 * The one clock: every "today" in business logic comes from here, in the business time zone. The zone can change
 * while the server runs (Configuración → Empresa, ADR 026): the app switches it with `cambiarZona`.
 */
export interface Reloj {
  hoy(): string;
  ahora(): Date;
  /** The business time zone in force (IANA). */
  zona(): string;
  cambiarZona(zona: string): void;
}

export function crearReloj(opciones: { zona: string; hoyFijo?: string | undefined }): Reloj {
  let zona = opciones.zona;
  return {
    hoy: () => opciones.hoyFijo ?? hoyEnZona(zona, new Date()),
    ahora: () => new Date(),
    zona: () => zona,
    cambiarZona(nueva: string) {
      zona = nueva;
    },
  };
}

/** A clock tests can move: `fijar('2025-06-30')` for the business date, `adelantar(ms)` for instants. */
export function crearRelojAjustable(inicial?: string, zonaInicial = 'America/Lima') {
  let fijo = inicial;
  let desfaseMs = 0;
  let zona = zonaInicial;
  return {
    hoy: () => fijo ?? hoyEnZona(zona, new Date(Date.now() + desfaseMs)),
    ahora: () => new Date(Date.now() + desfaseMs),
    zona: () => zona,
    cambiarZona(nueva: string) {
      zona = nueva;
    },
    fijar(fecha: string | undefined) {
      fijo = fecha;
    },
    adelantar(ms: number) {
      desfaseMs += ms;
    },
  } satisfies Reloj & Record<string, unknown>;
}

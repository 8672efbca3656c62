import { hoyEnZona } from '@app/contract/fechas';

/** The one clock: every "today" in business logic comes from here, in the business time zone. */
export interface Reloj {
  hoy(): string;
  ahora(): Date;
}

export function crearReloj(opciones: { zona: string; hoyFijo?: string | undefined }): Reloj {
  return {
    hoy: () => opciones.hoyFijo ?? hoyEnZona(opciones.zona, new Date()),
    ahora: () => new Date(),
  };
}

/** A clock tests can move: `fijar('2025-06-30')` for the business date, `adelantar(ms)` for instants. */
export function crearRelojAjustable(inicial?: string) {
  let fijo = inicial;
  let desfaseMs = 0;
  return {
    hoy: () => fijo ?? hoyEnZona('America/Lima', new Date(Date.now() + desfaseMs)),
    ahora: () => new Date(Date.now() + desfaseMs),
    fijar(fecha: string | undefined) {
      fijo = fecha;
    },
    adelantar(ms: number) {
      desfaseMs += ms;
    },
  } satisfies Reloj & Record<string, unknown>;
}

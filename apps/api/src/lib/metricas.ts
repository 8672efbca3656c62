/**
 * The last backup of this process, for the /metrics gauge «last backup age» (ADR 045). The backup code calls
 * registrarRespaldo when a backup has been written; nothing else is read: until then the gauge reports NaN.
 */
let ultimoRespaldo: Date | undefined;

export function registrarRespaldo(fecha: Date | undefined): void {
  ultimoRespaldo = fecha;
}

export const fechaUltimoRespaldo = (): Date | undefined => ultimoRespaldo;

/**
 * The last backup this process knows of, for the /metrics gauge «last backup age» (ADR 045): the backups service
 * sets it from the newest file in RESPALDO_DIR when it starts and after each backup it writes; until then the
 * gauge reports NaN.
 */
let ultimoRespaldo: Date | undefined;

export function registrarRespaldo(fecha: Date | undefined): void {
  ultimoRespaldo = fecha;
}

export const fechaUltimoRespaldo = (): Date | undefined => ultimoRespaldo;

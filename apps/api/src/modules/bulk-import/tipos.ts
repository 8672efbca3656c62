/** A cell as a parser hands it over: plain values, or a formula with the value Excel last computed. */
export type ValorSimple = string | number | boolean | Date | null;
export type ValorCelda = ValorSimple | { formula: string; resultado: ValorSimple };

/** One spreadsheet row: its number as the user sees it (first row is 1) and its cells by column (0-based). */
export interface FilaCruda {
  numeroFila: number;
  celdas: ValorCelda[];
}

/** A fault of the whole file: nothing in it can be imported. The message is shown to the user as is. */
export class ErrorArchivo extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = 'ErrorArchivo';
  }
}

export const esFormula = (v: ValorCelda): v is { formula: string; resultado: ValorSimple } =>
  v !== null && typeof v === 'object' && !(v instanceof Date);

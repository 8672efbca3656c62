import {
  COLUMNAS_IMPORTACION,
  MENSAJES_IMPORTACION,
  normalizarEncabezado,
  type TAdvertenciaImportacion,
  type TColumnaImportacion,
} from '@app/contract/bulk-import';
import { esFormula, type FilaCruda, type ValorCelda } from './tipos';

export interface RegistroLeido {
  numeroFila: number;
  valores: Partial<Record<TColumnaImportacion, ValorCelda>>;
}

export interface Lectura {
  registros: RegistroLeido[];
  columnas: TColumnaImportacion[];
  erroresArchivo: string[];
  advertencias: TAdvertenciaImportacion[];
}

const POR_NOMBRE = new Map<string, TColumnaImportacion>(
  COLUMNAS_IMPORTACION.map((c) => [normalizarEncabezado(c.nombre), c.nombre]),
);

/** Excel's column letters (0 → A, 26 → AA). */
export function letraColumna(indice: number): string {
  let n = indice + 1;
  let letras = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letras = String.fromCharCode(65 + r) + letras;
    n = Math.floor((n - 1) / 26);
  }
  return letras;
}

const textoEncabezado = (v: ValorCelda | undefined): string => {
  const s = esFormula(v ?? null) ? (v as { resultado: unknown }).resultado : v;
  if (s === null || s === undefined) return '';
  return (s instanceof Date ? s.toISOString() : String(s)).trim();
};

const estaVacia = (v: ValorCelda | undefined) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Reads the rows: the first non-empty row holds the headers (matched by name, whatever their case, accents or
 * spaces), blank rows are skipped, and reading stops as soon as the file exceeds `maxRegistros` data rows.
 */
export async function leerRegistros(
  filas: AsyncIterable<FilaCruda>,
  opciones: { maxRegistros: number; alAvanzar?: (leidos: number) => void },
): Promise<Lectura> {
  const erroresArchivo: string[] = [];
  const advertencias: TAdvertenciaImportacion[] = [];
  const registros: RegistroLeido[] = [];
  let indices: [number, TColumnaImportacion][] | undefined;
  let columnas: TColumnaImportacion[] = [];

  for await (const fila of filas) {
    if (fila.celdas.every(estaVacia)) continue;
    if (!indices) {
      const vistos = new Map<TColumnaImportacion, number>();
      indices = [];
      fila.celdas.forEach((v, i) => {
        const texto = textoEncabezado(v);
        if (!texto) return;
        const columna = POR_NOMBRE.get(normalizarEncabezado(texto));
        if (!columna) {
          advertencias.push({
            numeroFila: fila.numeroFila,
            campo: null,
            mensaje: `La columna '${texto.slice(0, 60)}' (${letraColumna(i)}) no se reconoce y se ignorará`,
            sugerencia: `Las columnas esperadas son: ${COLUMNAS_IMPORTACION.map((c) => c.nombre).join(', ')}.`,
          });
          return;
        }
        const anterior = vistos.get(columna);
        if (anterior !== undefined) {
          erroresArchivo.push(
            `La columna '${columna}' aparece más de una vez (columnas ${letraColumna(anterior)} y ${letraColumna(i)})`,
          );
          return;
        }
        vistos.set(columna, i);
        indices!.push([i, columna]);
      });
      columnas = indices.map(([, c]) => c);
      const faltan = COLUMNAS_IMPORTACION.filter((c) => c.requerido && !vistos.has(c.nombre)).map(
        (c) => c.nombre,
      );
      if (faltan.length)
        erroresArchivo.push(
          `Faltan columnas obligatorias en la primera fila: ${faltan.join(', ')}. Descargue la plantilla para ver los encabezados esperados.`,
        );
      if (erroresArchivo.length) break;
      continue;
    }
    if (registros.length >= opciones.maxRegistros) {
      erroresArchivo.push(MENSAJES_IMPORTACION.demasiadosRegistros);
      break;
    }
    const valores: RegistroLeido['valores'] = {};
    for (const [i, columna] of indices) valores[columna] = fila.celdas[i] ?? null;
    registros.push({ numeroFila: fila.numeroFila, valores });
    if (registros.length % 1000 === 0) {
      opciones.alAvanzar?.(registros.length);
      await new Promise((r) => setImmediate(r));
    }
  }

  if (!indices) erroresArchivo.push(MENSAJES_IMPORTACION.sinDatos);
  else if (erroresArchivo.length === 0 && registros.length === 0)
    erroresArchivo.push(MENSAJES_IMPORTACION.sinDatos);
  if (erroresArchivo.length) return { registros: [], columnas, erroresArchivo, advertencias };
  return { registros, columnas, erroresArchivo, advertencias };
}

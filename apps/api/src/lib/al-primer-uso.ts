/**
 * `cargar` run on the first call only; every call gets that same promise. For modules too heavy to load at start
 * that only some requests need (ADR 055): `const pdfkit = alPrimerUso(() => import('pdfkit'))`.
 */
export function alPrimerUso<T>(cargar: () => Promise<T>): () => Promise<T> {
  let cargado: Promise<T> | undefined;
  return () => (cargado ??= cargar());
}

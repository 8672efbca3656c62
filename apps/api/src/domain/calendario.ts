import { compararFechas, sumarDias } from '@app/contract/fechas';

/**
 * Per day of [desde, hasta], how many distinct people have a span covering it (a person with two overlapping
 * spans counts once). Only days with someone out appear, in date order.
 */
export function fueraPorDia(
  spans: readonly { usuarioId: number; fechaInicio: string; fechaFin: string }[],
  desde: string,
  hasta: string,
): { fecha: string; fuera: number }[] {
  const porDia = new Map<string, Set<number>>();
  for (const s of spans) {
    const inicio = compararFechas(s.fechaInicio, desde) < 0 ? desde : s.fechaInicio;
    const fin = compararFechas(s.fechaFin, hasta) > 0 ? hasta : s.fechaFin;
    for (let d = inicio; d <= fin; d = sumarDias(d, 1)) {
      let personas = porDia.get(d);
      if (!personas) porDia.set(d, (personas = new Set()));
      personas.add(s.usuarioId);
    }
  }
  return [...porDia]
    .map(([fecha, personas]) => ({ fecha, fuera: personas.size }))
    .sort((a, b) => compararFechas(a.fecha, b.fecha));
}

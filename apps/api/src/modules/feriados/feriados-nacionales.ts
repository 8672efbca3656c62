import { alPrimerUso } from '../../lib/al-primer-uso';

/**
 * The rule date-holidays gives Easter Sunday. The library lists it as a public holiday of Peru, but D. Leg. 713
 * art. 6 (and its amendments) does not: it is always a Sunday anyway, so it is left out (ADR 028).
 */
const DOMINGO_DE_PASCUA = 'easter';

// Loaded and built once, on first use: the library holds every country's data (~8 MB of heap) and a server only
// needs it the first time it meets a year (ADR 055); it parses a country's data on construction. Its
// data ships inside the package, so no network is involved.
const peru = alPrimerUso(() =>
  import('date-holidays').then(
    ({ default: Holidays }) => new Holidays('PE', { languages: ['es'], types: ['public'] }),
  ),
);

/**
 * Peru's national holidays of `anio` (type `public` in date-holidays, country PE, names in Spanish), one per date,
 * ordered by date.
 */
export async function feriadosNacionales(anio: number): Promise<{ fecha: string; nombre: string }[]> {
  const porFecha = new Map<string, string>();
  for (const h of (await peru()).getHolidays(anio, 'es')) {
    if (h.type !== 'public' || h.rule === DOMINGO_DE_PASCUA) continue;
    const fecha = h.date.slice(0, 10);
    if (!porFecha.has(fecha)) porFecha.set(fecha, h.name.slice(0, 120));
  }
  return [...porFecha].sort(([a], [b]) => (a < b ? -1 : 1)).map(([fecha, nombre]) => ({ fecha, nombre }));
}

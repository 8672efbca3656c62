import { describe, expect, it } from 'vitest';
import { feriadosNacionales } from './feriados-nacionales';

describe('feriadosNacionales (date-holidays, PE)', async () => {
  it('da los feriados nacionales de 2026 del Perú, incluidos los recientes, ordenados por fecha', async () => {
    const f = await feriadosNacionales(2026);
    expect(f.map((x) => x.fecha)).toEqual([
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-06-07',
      '2026-06-29',
      '2026-07-23',
      '2026-07-28',
      '2026-07-29',
      '2026-08-06',
      '2026-08-30',
      '2026-10-08',
      '2026-11-01',
      '2026-12-08',
      '2026-12-09',
      '2026-12-25',
    ]);
    const nombre = (fecha: string) => f.find((x) => x.fecha === fecha)?.nombre;
    expect(nombre('2026-06-07')).toMatch(/Arica/);
    expect(nombre('2026-08-06')).toMatch(/Junín/);
    expect(nombre('2026-12-09')).toMatch(/Ayacucho/);
  });

  it('deja fuera el Domingo de Pascua, que la ley peruana no declara feriado', async () => {
    // Easter 2027 is 28 March; Jueves y Viernes Santo stay.
    const fechas = (await feriadosNacionales(2027)).map((x) => x.fecha);
    expect(fechas).toContain('2027-03-25');
    expect(fechas).toContain('2027-03-26');
    expect(fechas).not.toContain('2027-03-28');
  });

  it('sigue las fechas móviles de Semana Santa de cada año', async () => {
    const fechas = (await feriadosNacionales(2028)).map((x) => x.fecha);
    expect(fechas).toContain('2028-04-13');
    expect(fechas).toContain('2028-04-14');
  });

  it('no da el 7 de junio antes de 2024 (la ley que lo declaró feriado es de 2023)', async () => {
    expect((await feriadosNacionales(2022)).map((x) => x.fecha)).not.toContain('2022-06-07');
  });
});

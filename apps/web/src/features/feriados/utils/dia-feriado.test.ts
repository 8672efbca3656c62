import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { aniosDelSelector, nombresPorFecha, propsDeDia } from './dia-feriado';

const estado = (fecha: string, fuera = false) =>
  ({ day: dayjs(fecha), isDayOutsideMonth: fuera }) as Parameters<ReturnType<typeof propsDeDia>>[0];

describe('propsDeDia', () => {
  const props = propsDeDia(nombresPorFecha([{ fecha: '2026-07-28', nombre: 'Fiestas Patrias' }]));

  it('un feriado lleva su nombre en la etiqueta accesible y en el título', () => {
    expect(props(estado('2026-07-28'))).toMatchObject({
      'aria-label': '28, feriado: Fiestas Patrias',
      title: 'Feriado: Fiestas Patrias',
    });
  });

  it('un día cualquiera, o el feriado mostrado fuera de su mes, queda como está', () => {
    expect(props(estado('2026-07-27'))).toEqual({});
    expect(props(estado('2026-07-28', true))).toEqual({});
  });
});

describe('aniosDelSelector', () => {
  it('el año en pantalla y los del primer y último día del período, sin repetir', () => {
    expect(aniosDelSelector(2026, '', '')).toEqual([2026]);
    expect(aniosDelSelector(2026, '2026-12-20', '2027-01-03')).toEqual([2026, 2027]);
    expect(aniosDelSelector(2028, '2026-12-20', '2026-12-26')).toEqual([2026, 2028]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fijarContextoNegocio } from '../../../utils/negocio';
import { rangoConsultado } from './quien-mas-fuera';

describe('¿Quién más estará fuera?: el rango que consulta', () => {
  afterEach(() => fijarContextoNegocio({ zonaHoraria: 'America/Lima', hoy: null }));

  it('usa el período elegido cuando tiene inicio y fin', () => {
    expect(rangoConsultado('2025-03-10', '2025-03-14')).toEqual({ desde: '2025-03-10', hasta: '2025-03-14' });
  });

  it('sin fechas completas usa el mes del día del negocio', () => {
    fijarContextoNegocio({ zonaHoraria: 'America/Lima', hoy: '2026-02-10' });
    expect(rangoConsultado('', undefined)).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(rangoConsultado('2026-02-12', '')).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
  });
});

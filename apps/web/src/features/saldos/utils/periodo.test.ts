import { describe, expect, it } from 'vitest';
import type { TFilaHistorial } from '@app/contract/solicitudes';
import { filaHistorialDePrueba } from '../../../testing/datos-prueba';
import { avisoIndemnizacion, diasDisponibles, rangoPeriodo } from './periodo';

const fila = (parcial: Partial<TFilaHistorial>) => filaHistorialDePrueba(2024, parcial);

describe('periodo', () => {
  it('escribe el año de servicio con sus fechas', () => {
    expect(rangoPeriodo(fila({}))).toBe('21/09/2024 – 20/09/2025');
  });

  it('suma libres y bloque de los períodos completos y, del período en curso, a lo más sus truncas', () => {
    const historial = [
      fila({ estado: 'VENCIDA', vencidas: 10, diasLibres: 10 }),
      fila({ pendientes: 30, diasLibres: 15, diasBloque: 15 }),
      fila({ estado: 'CURSO', truncas: 5, diasLibres: 5, diasBloque: 5 }),
    ];
    expect(diasDisponibles(historial)).toBe(45);
    expect(diasDisponibles([])).toBe(0);
  });
});

describe('avisoIndemnizacion', () => {
  it('dice qué vigilar de cada período, con la fecha límite en formato peruano', () => {
    expect(avisoIndemnizacion(fila({ riesgoIndemnizacion: 'INDEMNIZACION_POSIBLE' }))?.texto).toBe(
      'Indemnización vacacional posible (art. 23 D. Leg. 713)',
    );
    expect(
      avisoIndemnizacion(fila({ riesgoIndemnizacion: 'ALERTA_30_DIAS', fechaLimiteGoce: '2026-03-15' })),
    ).toEqual({ texto: 'Iniciar el goce a más tardar el 15/03/2026', color: 'warning.main' });
    expect(
      avisoIndemnizacion(fila({ riesgoIndemnizacion: 'PLAZO_INSUFICIENTE', fechaLimiteGoce: '2026-03-15' }))
        ?.texto,
    ).toBe('Ya no alcanza para gozarlo a tiempo (límite 15/03/2026)');
    expect(avisoIndemnizacion(fila({}))).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { filaHistorialDePrueba } from '../../../testing/datos-prueba';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { SaldoVacacionesTabla } from './saldo-vacaciones-tabla';

const FILA_2024 = filaHistorialDePrueba(2024, { estado: 'VENCIDA', vencidas: 10, diasLibres: 10 });
const FILA_2026 = filaHistorialDePrueba(2026, {
  estado: 'CURSO',
  truncas: 5.083333,
  diasLibres: 5.083333,
  diasBloque: 5.083333,
});

let respuesta: () => Response;
beforeEach(() => {
  respuesta = () => respuestaJson({ historial: [FILA_2024, FILA_2026] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => respuesta()),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// MUI selects and pickers driven by user-event are slow on a busy 2-core machine.
describe('SaldoVacacionesTabla', { timeout: 30_000 }, () => {
  it('sin un mes de servicio muestra truncas 0 con la nota, y el aviso de indemnización del período', async () => {
    respuesta = () =>
      respuestaJson({
        historial: [
          { ...FILA_2024, riesgoIndemnizacion: 'INDEMNIZACION_POSIBLE', indemnizacionPosible: true },
          { ...FILA_2026, truncas: 0, truncasSinMesMinimo: true, fechaLimiteGoce: '2028-08-22' },
        ],
      });
    renderConProveedores(<SaldoVacacionesTabla />);
    expect(
      await screen.findByText('Truncas en 0 hasta cumplir un mes de servicio (art. 23 D.S. 012-92-TR)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Indemnización vacacional posible (art. 23 D. Leg. 713)')).toBeInTheDocument();
    expect(screen.getByText('Iniciar el goce a más tardar el 22/08/2028')).toBeInTheDocument();
  });

  it('muestra cada período con su rango de fechas, su estado y los saldos con dos decimales', async () => {
    renderConProveedores(<SaldoVacacionesTabla />);
    const tabla = await screen.findByRole('table', { name: 'Saldo de Vacaciones' });
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Período', 'Vencidas', 'Pendientes', 'Truncas', 'Días Libres', 'Días Bloque']);
    const periodo2024 = await within(tabla).findByRole('rowheader', { name: /^2024/ });
    expect(periodo2024).toHaveTextContent('21/09/2024 – 20/09/2025');
    expect(periodo2024).toHaveTextContent('Vencida (plazo de goce hasta el 20/09/2026)');
    const fila2026 = within(tabla).getByRole('rowheader', { name: /^2026/ }).closest('tr')!;
    expect(
      within(fila2026)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0.00', '0.00', '5.08', '5.08', '5.08']);
    expect(within(fila2026).getByRole('rowheader')).toHaveTextContent('En curso');
  });

  it('sin filas muestra "No hay datos de historial disponibles"', async () => {
    respuesta = () => respuestaJson({ historial: [] });
    renderConProveedores(<SaldoVacacionesTabla />);
    expect(await screen.findByText('No hay datos de historial disponibles')).toBeInTheDocument();
  });

  it('si no carga muestra "Error al cargar el historial de vacaciones"', async () => {
    respuesta = () => {
      throw new TypeError('Failed to fetch');
    };
    renderConProveedores(<SaldoVacacionesTabla />);
    expect(
      await screen.findByText('Error al cargar el historial de vacaciones', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar mensaje' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ADVERTENCIA_INDEMNIZACION } from '@app/contract/riesgo';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { TarjetaRiesgoVencimiento } from './tarjeta-riesgo-vencimiento';

const RUTA = 'GET /api/riesgo-vencimiento/mio';
const api = usarApiFalsa();

describe('TarjetaRiesgoVencimiento', { timeout: 30_000 }, () => {
  it('muestra por período la fecha de vencimiento, los días, la fecha límite y el nivel en texto', async () => {
    api.rutas[RUTA] = () =>
      respuestaJson({
        periodos: [
          {
            periodo: 2022,
            fechaVencimiento: '2024-04-09',
            diasPendientes: 10,
            fechaLimiteInicio: '2024-03-31',
            diasRestantes: -5,
            nivel: 'VENCIDO',
            advertencia: ADVERTENCIA_INDEMNIZACION,
          },
          {
            periodo: 2023,
            fechaVencimiento: '2025-04-09',
            diasPendientes: 26,
            fechaLimiteInicio: '2025-03-15',
            diasRestantes: 30,
            nivel: '30',
            advertencia: null,
          },
        ],
      });
    renderConProveedores(<TarjetaRiesgoVencimiento />);
    const tarjeta = screen.getByRole('region', { name: 'Riesgo de vencimiento' });
    const vencido = await within(tarjeta).findByRole('listitem', { name: /Período 2022/ });
    expect(within(vencido).getByText('Vencido')).toBeInTheDocument();
    expect(within(vencido).getByText('09/04/2024')).toBeInTheDocument();
    expect(within(vencido).getByText('10.00')).toBeInTheDocument();
    expect(within(vencido).getByRole('alert')).toHaveTextContent(
      'Goce extemporáneo: genera indemnización vacacional (art. 23 D. Leg. 713).',
    );
    const proximo = within(tarjeta).getByRole('listitem', { name: /Período 2023/ });
    expect(within(proximo).getByText('Vence en 30 días o menos')).toBeInTheDocument();
    expect(within(proximo).getByText('15/03/2025')).toBeInTheDocument();
    expect(within(proximo).getByText('26.00')).toBeInTheDocument();
    expect(within(proximo).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sin períodos en riesgo lo dice', async () => {
    api.rutas[RUTA] = () => respuestaJson({ periodos: [] });
    renderConProveedores(<TarjetaRiesgoVencimiento />);
    expect(await screen.findByText('No tiene períodos en riesgo')).toBeInTheDocument();
  });

  it('si no carga, avisa el error', async () => {
    api.rutas[RUTA] = () => respuestaJson({ message: 'Falla' }, 500);
    renderConProveedores(<TarjetaRiesgoVencimiento />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('No tiene períodos en riesgo')).not.toBeInTheDocument();
  });
});

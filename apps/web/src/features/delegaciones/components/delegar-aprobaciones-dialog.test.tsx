import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDelegacion } from '@app/contract/delegaciones';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { DelegarAprobacionesDialog } from './delegar-aprobaciones-dialog';

const api = usarApiFalsa();
const LENTO = { timeout: 30_000 };

const DELEGACION: TDelegacion = {
  id: 7,
  jefeId: 3,
  nombreJefe: 'Jorge Ramírez Salazar',
  sustitutoId: 2,
  nombreSustituto: 'Ana Torres Quispe',
  fechaDesde: '2025-06-02',
  fechaHasta: '2025-06-06',
  automatica: false,
  motivo: 'Viaje de trabajo',
  vigente: true,
  fechaCreacion: '2025-06-01T15:00:00Z',
};

beforeEach(() => {
  api.rutas['GET /api/delegaciones'] = () => respuestaJson({ otorgadas: [DELEGACION], recibidas: [] });
  api.rutas['GET /api/delegaciones/sustitutos'] = () =>
    respuestaJson([{ id: 2, nombreCompleto: 'Ana Torres Quispe', email: 'admin@descanso.pe' }]);
  api.rutas['POST /api/delegaciones'] = () => respuestaJson({ ...DELEGACION, id: 8, automatica: true });
  api.rutas['DELETE /api/delegaciones/7'] = () => respuestaJson({ message: 'Delegación revocada' });
});

describe('Delegar aprobaciones', () => {
  it('lista las delegaciones, revoca y valida antes de enviar', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<DelegarAprobacionesDialog abierto onCerrar={() => {}} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Delegar aprobaciones' });
    const fila = await within(dialogo).findByText('Ana Torres Quispe, del 02/06/2025 al 06/06/2025');
    expect(fila).toBeInTheDocument();
    expect(within(dialogo).getByText('Vigente hoy · Viaje de trabajo')).toBeInTheDocument();

    await usuario.click(within(dialogo).getByRole('button', { name: 'Delegar' }));
    expect(
      await within(dialogo).findByText('Seleccione a quién delega sus aprobaciones'),
    ).toBeInTheDocument();
    expect(api.cuerpos('POST /api/delegaciones')).toEqual([]);

    await usuario.click(
      within(dialogo).getByRole('button', { name: 'Revocar la delegación a Ana Torres Quispe' }),
    );
    await waitFor(() => expect(api.llamadas('DELETE /api/delegaciones/7')).toHaveLength(1));
  });

  it('delega mientras el jefe está de vacaciones, sin fechas', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<DelegarAprobacionesDialog abierto onCerrar={() => {}} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Delegar aprobaciones' });
    await usuario.click(within(dialogo).getByRole('combobox', { name: /Sustituto/ }));
    await usuario.click(await screen.findByRole('option', { name: /Ana Torres Quispe/ }));
    await usuario.click(within(dialogo).getByRole('combobox', { name: 'Cuándo' }));
    await usuario.click(await screen.findByRole('option', { name: 'Mientras estoy de vacaciones' }));
    expect(within(dialogo).queryByRole('group', { name: 'Desde' })).not.toBeInTheDocument();
    await usuario.click(within(dialogo).getByRole('button', { name: 'Delegar' }));
    await waitFor(() =>
      expect(api.cuerpos('POST /api/delegaciones')).toEqual([{ sustitutoId: 2, automatica: true }]),
    );
  });
});

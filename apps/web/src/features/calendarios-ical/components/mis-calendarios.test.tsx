import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCalendarioCreado, TCalendarioIcal } from '@app/contract/calendarios-ical';
import { PERMISOS } from '@app/contract/permisos';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { MisCalendarios } from './mis-calendarios';

const api = usarApiFalsa();
const LENTO = { timeout: 30_000 };
const EMPLEADO = [PERMISOS.MIS_SOLICITUDES, PERMISOS.SOLICITAR_VACACIONES];

const ACTIVO: TCalendarioIcal = {
  id: 4,
  alcance: 'DEPARTAMENTO',
  activo: true,
  fechaCreacion: '2025-06-01T15:00:00Z',
  fechaRevocacion: null,
  ultimaLectura: null,
};
const CREADO: TCalendarioCreado = {
  id: 5,
  alcance: 'PROPIAS',
  activo: true,
  fechaCreacion: '2025-06-02T15:00:00Z',
  fechaRevocacion: null,
  ultimaLectura: null,
  url: `https://descanso.empresa.pe/api/calendario/ical/${'a'.repeat(43)}.ics`,
};

beforeEach(() => {
  api.rutas['GET /api/calendario/feeds'] = () => respuestaJson({ calendarios: [ACTIVO] });
  api.rutas['POST /api/calendario/feeds'] = () => respuestaJson(CREADO);
  api.rutas['DELETE /api/calendario/feeds/4'] = () =>
    respuestaJson({ message: 'Calendario revocado: la dirección deja de funcionar ahora mismo' });
});

describe('Mis calendarios', () => {
  it('un empleado no ve la opción del equipo; un jefe sí', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    const { unmount } = renderConProveedores(<MisCalendarios />, { permisos: EMPLEADO });
    await usuario.click(await screen.findByRole('combobox', { name: /Qué mostrar/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Mis solicitudes',
      'Mi departamento (aprobadas)',
    ]);
    unmount();
    renderConProveedores(<MisCalendarios />, { permisos: [...EMPLEADO, PERMISOS.PROGRAMACION_VACACIONES] });
    await usuario.click(await screen.findByRole('combobox', { name: /Qué mostrar/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toContain('Mi equipo');
  });

  it('crea, muestra la dirección una vez y la copia con una confirmación visible', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderConProveedores(<MisCalendarios />, { permisos: EMPLEADO });
    await usuario.click(await screen.findByRole('button', { name: 'Crear calendario' }));
    await waitFor(() => expect(api.cuerpos('POST /api/calendario/feeds')).toEqual([{ alcance: 'PROPIAS' }]));
    expect(await screen.findByRole('textbox', { name: 'Dirección del calendario' })).toHaveValue(CREADO.url);
    await usuario.click(screen.getByRole('button', { name: 'Copiar dirección' }));
    expect(writeText).toHaveBeenCalledWith(CREADO.url);
    expect(await screen.findByText('Dirección copiada')).toBeInTheDocument();
  });

  it('revoca tras confirmar', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<MisCalendarios />, { permisos: EMPLEADO });
    await usuario.click(
      await screen.findByRole('button', { name: /^Revocar el calendario Mi departamento/ }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Revocar calendario' });
    expect(api.llamadas('DELETE /api/calendario/feeds/4')).toHaveLength(0);
    await usuario.click(within(dialogo).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(api.llamadas('DELETE /api/calendario/feeds/4')).toHaveLength(1));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores } from '../../../testing/test-utils';
import type { FiltrosGestionSolicitudes } from '../api/get-gestion-solicitudes';
import { FILTROS_GESTION_INICIALES } from '../utils/filtros';
import { FiltrosGestionSolicitudesPanel } from './filtros-gestion-solicitudes';

// MUI menus, selects and dialogs on a busy CI machine: give queries and tests room.
configure({ asyncUtilTimeout: 5000 });

const renderPanel = (filtros: Partial<FiltrosGestionSolicitudes>) => {
  const onCambiar = vi.fn();
  renderConProveedores(
    <FiltrosGestionSolicitudesPanel
      filtros={{ ...FILTROS_GESTION_INICIALES, ...filtros }}
      onCambiar={onCambiar}
      empleados={[]}
      onBuscarEmpleado={vi.fn()}
      onLimpiar={vi.fn()}
      onActualizar={vi.fn()}
    />,
  );
  return { onCambiar, usuario: userEvent.setup() };
};

const escribirFecha = async (usuario: ReturnType<typeof userEvent.setup>, campo: string, texto: string) => {
  const grupo = screen.getByRole('group', { name: campo });
  await usuario.click(within(grupo).getAllByRole('spinbutton')[0] as HTMLElement);
  await usuario.keyboard(texto);
};

describe('FiltrosGestionSolicitudesPanel: Desde y Hasta', { timeout: 30_000 }, () => {
  it('un Hasta anterior al Desde vacía el Desde', async () => {
    const { onCambiar, usuario } = renderPanel({ desde: '2026-03-10' });
    await escribirFecha(usuario, 'Hasta', '01032026');
    expect(onCambiar).toHaveBeenLastCalledWith(expect.objectContaining({ desde: null, hasta: '2026-03-01' }));
  });

  it('un Desde posterior al Hasta vacía el Hasta', async () => {
    const { onCambiar, usuario } = renderPanel({ hasta: '2026-03-10' });
    await escribirFecha(usuario, 'Desde', '15032026');
    expect(onCambiar).toHaveBeenLastCalledWith(expect.objectContaining({ desde: '2026-03-15', hasta: null }));
  });

  it('una fecha a medio escribir no se envía', async () => {
    const { onCambiar, usuario } = renderPanel({});
    await escribirFecha(usuario, 'Desde', '1503');
    expect(onCambiar).not.toHaveBeenCalled();
  });
});

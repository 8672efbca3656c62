import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { CambiarEstadoUsuarioDialog, type UsuarioEstado } from './cambiar-estado-usuario-dialog';

const ACTIVO: UsuarioEstado = {
  id: 4,
  nombreCompleto: 'Elena Flores Huamán',
  email: 'empleado@descanso.pe',
  estado: 'Activo',
};
const LENTO = { timeout: 15_000 };

const api = usarApiFalsa();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const abrir = (usuario: UsuarioEstado) => {
  const onCerrar = vi.fn();
  renderConProveedores(<CambiarEstadoUsuarioDialog usuario={usuario} onCerrar={onCerrar} />);
  return { onCerrar, usuario: userEvent.setup({ delay: null }) };
};

describe('CambiarEstadoUsuarioDialog', () => {
  it(
    'para un usuario activo se titula "Desactivar Usuario" con nombre, email, estado y la advertencia',
    LENTO,
    () => {
      abrir(ACTIVO);
      const dialogo = screen.getByRole('dialog', { name: 'Desactivar Usuario' });
      expect(within(dialogo).getByText('Elena Flores Huamán')).toBeInTheDocument();
      expect(within(dialogo).getByText('empleado@descanso.pe')).toBeInTheDocument();
      expect(within(dialogo).getByText('Estado actual')).toBeInTheDocument();
      expect(within(dialogo).getByText('Activo')).toBeInTheDocument();
      expect(
        within(dialogo).getByText('No podrá acceder al sistema ni realizar ninguna acción.'),
      ).toBeInTheDocument();
      expect(within(dialogo).getByText('Sus datos se conservarán.')).toBeInTheDocument();
      expect(within(dialogo).getByText('Su cuenta quedará en estado inactivo.')).toBeInTheDocument();
      expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
      expect(within(dialogo).getByRole('button', { name: 'Desactivar' })).toBeEnabled();
    },
  );

  it(
    'para un usuario inactivo se titula "Activar Usuario" y dice que podrá acceder según sus permisos',
    LENTO,
    () => {
      abrir({ ...ACTIVO, estado: 'Inactivo' });
      const dialogo = screen.getByRole('dialog', { name: 'Activar Usuario' });
      expect(within(dialogo).getByText('Inactivo')).toBeInTheDocument();
      expect(
        within(dialogo).getByText(
          'Al activar este usuario: podrá acceder nuevamente al sistema y realizar acciones según los permisos asignados.',
        ),
      ).toBeInTheDocument();
      expect(within(dialogo).queryByText(/No podrá acceder/)).not.toBeInTheDocument();
      expect(within(dialogo).getByRole('button', { name: 'Activar' })).toBeInTheDocument();
    },
  );

  it('al confirmar cambia el estado, muestra el mensaje del servidor y cierra', LENTO, async () => {
    api.rutas['POST /api/usuarios-admin/4/toggle-status'] = () =>
      respuestaJson({ message: 'Estado del usuario cambiado exitosamente', estaActivo: false });
    const { usuario, onCerrar } = abrir(ACTIVO);
    await usuario.click(screen.getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(onCerrar).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Estado del usuario cambiado exitosamente')).toBeInTheDocument();
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it(
    'si el servidor lo rechaza muestra su mensaje dentro del diálogo, que sigue abierto',
    LENTO,
    async () => {
      api.rutas['POST /api/usuarios-admin/4/toggle-status'] = () =>
        respuestaJson({ code: 'CONFLICTO', message: 'No puede desactivar su propia cuenta' }, 409);
      const { usuario, onCerrar } = abrir(ACTIVO);
      await usuario.click(screen.getByRole('button', { name: 'Desactivar' }));
      const dialogo = screen.getByRole('dialog', { name: 'Desactivar Usuario' });
      expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
        'No puede desactivar su propia cuenta',
      );
      expect(onCerrar).not.toHaveBeenCalled();
      expect(within(dialogo).getByRole('button', { name: 'Desactivar' })).toBeEnabled();
    },
  );
});

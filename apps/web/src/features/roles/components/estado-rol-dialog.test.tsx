import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRol } from '@app/contract/roles';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { rolDePrueba } from '../testing/datos-prueba';
import { EstadoRolDialog } from './estado-rol-dialog';

const rol = (extra: Partial<TRol> = {}) =>
  rolDePrueba(3, { name: 'Jefe', descripcion: 'Jefe de equipo', numeroPersonas: 10, ...extra });

const api = usarApiFalsa();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('EstadoRolDialog', () => {
  it('para un rol activo con usuarios pide confirmar la desactivación y avisa de los usuarios asignados', () => {
    renderConProveedores(<EstadoRolDialog rol={rol()} onCerrar={vi.fn()} />);
    const dialogo = screen.getByRole('dialog', { name: 'Desactivar Rol' });
    expect(dialogo).toHaveTextContent('Jefe');
    expect(dialogo).toHaveTextContent('Estado actual');
    expect(dialogo).toHaveTextContent('¿Está seguro que desea desactivar este rol?');
    expect(dialogo).toHaveTextContent('El rol pasará a estado inactivo');
    expect(dialogo).toHaveTextContent('conservarán su asignación');
    expect(dialogo).toHaveTextContent('Este rol tiene 10 usuario(s) asignado(s)');
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
  });

  it('para un rol inactivo sin usuarios pide confirmar la activación y no muestra advertencia', () => {
    renderConProveedores(
      <EstadoRolDialog rol={rol({ estado: 'Inactivo', numeroPersonas: 0 })} onCerrar={vi.fn()} />,
    );
    const dialogo = screen.getByRole('dialog', { name: 'Activar Rol' });
    expect(dialogo).toHaveTextContent('¿Está seguro que desea activar este rol?');
    expect(dialogo).toHaveTextContent(
      'El rol pasará a estado activo y volverá a estar disponible para asignarse.',
    );
    expect(dialogo).not.toHaveTextContent('usuario(s) asignado(s)');
    expect(within(dialogo).getByRole('button', { name: 'Activar' })).toBeInTheDocument();
  });

  it('sin rol no muestra nada', () => {
    renderConProveedores(<EstadoRolDialog rol={null} onCerrar={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(
    'al confirmar muestra "Procesando...", luego el éxito, y cierra a los 1,5 s',
    { timeout: 15_000 },
    async () => {
      let responder: (r: Response) => void = () => {};
      api.rutas['PUT /api/rol/cambiar-estado-rol/3'] = () => new Promise<Response>((r) => (responder = r));
      const onCerrar = vi.fn();
      renderConProveedores(<EstadoRolDialog rol={rol()} onCerrar={onCerrar} />);
      await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
      expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
      expect(screen.getByText('Cambiando estado del rol...')).toBeInTheDocument();
      responder(respuestaJson({ message: 'Estado del rol cambiado exitosamente', estado: 'Inactivo' }));
      expect(await screen.findAllByText('Estado del rol cambiado exitosamente')).not.toHaveLength(0);
      expect(onCerrar).not.toHaveBeenCalled();
      await waitFor(() => expect(onCerrar).toHaveBeenCalledTimes(1), { timeout: 3000 });
    },
  );

  it('muestra en el diálogo el mensaje del servidor (p. ej. el último administrador) y sigue abierto', async () => {
    const mensaje = 'No se puede desactivar el rol "Admin": la empresa se quedaría sin ningún usuario activo';
    api.rutas['PUT /api/rol/cambiar-estado-rol/3'] = () =>
      respuestaJson({ code: 'CONFLICTO', message: mensaje }, 409);
    const onCerrar = vi.fn();
    renderConProveedores(<EstadoRolDialog rol={rol()} onCerrar={onCerrar} />);
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    const dialogo = screen.getByRole('dialog', { name: 'Desactivar Rol' });
    expect(await within(dialogo).findByText(mensaje)).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Desactivar' })).toBeEnabled();
    expect(onCerrar).not.toHaveBeenCalled();
  });

  it('sin mensaje del servidor dice "Error al cambiar el estado del rol"', async () => {
    api.rutas['PUT /api/rol/cambiar-estado-rol/3'] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderConProveedores(<EstadoRolDialog rol={rol()} onCerrar={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Error al cambiar el estado del rol')).toBeInTheDocument();
  });
});

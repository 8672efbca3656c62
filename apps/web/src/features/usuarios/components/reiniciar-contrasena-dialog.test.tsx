import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { NOTAS_CONTRASENA_TEMPORAL } from './contrasena-temporal';
import {
  CONSECUENCIAS_REINICIO,
  ReiniciarContrasenaDialog,
  type UsuarioReinicio,
} from './reiniciar-contrasena-dialog';

const USUARIO: UsuarioReinicio = {
  id: 4,
  nombreCompleto: 'Elena Flores Huamán',
  email: 'empleado@descanso.pe',
};
const LENTO = { timeout: 15_000 };
const RUTA = 'POST /api/usuarios-admin/4/reset-password';

const api = usarApiFalsa();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const abrir = () => {
  const onCerrar = vi.fn();
  const vista = renderConProveedores(<ReiniciarContrasenaDialog usuario={USUARIO} onCerrar={onCerrar} />);
  return { onCerrar, usuario: userEvent.setup({ delay: null }), vista };
};

describe('ReiniciarContrasenaDialog', () => {
  it('el primer paso advierte, lista las consecuencias y ofrece el motivo opcional', LENTO, () => {
    abrir();
    const dialogo = screen.getByRole('dialog', { name: 'Reiniciar Contraseña' });
    expect(within(dialogo).getByText(/Elena Flores Huamán \(empleado@descanso\.pe\)/)).toBeInTheDocument();
    for (const c of CONSECUENCIAS_REINICIO) expect(within(dialogo).getByText(c)).toBeInTheDocument();
    const motivo = within(dialogo).getByRole('textbox', { name: 'Motivo del reinicio (opcional)' });
    expect(motivo).toHaveAttribute('maxlength', '500');
    expect(motivo).toHaveAccessibleDescription(/Se registrará en la auditoría/);
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(within(dialogo).getByRole('button', { name: 'Reiniciar Contraseña' })).toBeEnabled();
  });

  it(
    'al confirmar envía el motivo y pasa a "Contraseña Reiniciada" con la contraseña y sus notas',
    LENTO,
    async () => {
      let responder: (r: Response) => void = () => {};
      api.rutas[RUTA] = () => new Promise<Response>((r) => (responder = r));
      const { usuario } = abrir();
      await usuario.type(
        screen.getByRole('textbox', { name: 'Motivo del reinicio (opcional)' }),
        '  Olvidó su clave ',
      );
      await usuario.click(screen.getByRole('button', { name: 'Reiniciar Contraseña' }));

      expect(await screen.findByRole('button', { name: 'Reiniciando...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
      responder(
        respuestaJson({
          contrasenaTemporal: 'Gx7#kLm2Pq9!Zr4t',
          message: 'Contraseña reiniciada exitosamente',
        }),
      );

      const dialogo = await screen.findByRole('dialog', { name: 'Contraseña Reiniciada' });
      expect(within(dialogo).getByRole('textbox', { name: 'Contraseña temporal' })).toHaveValue(
        'Gx7#kLm2Pq9!Zr4t',
      );
      expect(within(dialogo).getByRole('button', { name: 'Copiar contraseña' })).toBeInTheDocument();
      for (const nota of NOTAS_CONTRASENA_TEMPORAL)
        expect(within(dialogo).getByText(nota)).toBeInTheDocument();
      expect(within(dialogo).getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
      expect(screen.getByText('Contraseña reiniciada exitosamente')).toBeInTheDocument();
      expect(api.cuerpos(RUTA)).toEqual([{ usuarioId: 4, motivo: 'Olvidó su clave' }]);
    },
  );

  it('sin motivo envía solo el usuarioId', LENTO, async () => {
    api.rutas[RUTA] = () => respuestaJson({ contrasenaTemporal: 'Gx7#kLm2Pq9!Zr4t', message: 'ok' });
    const { usuario } = abrir();
    await usuario.click(screen.getByRole('button', { name: 'Reiniciar Contraseña' }));
    await screen.findByRole('dialog', { name: 'Contraseña Reiniciada' });
    expect(api.cuerpos(RUTA)).toEqual([{ usuarioId: 4 }]);
  });

  it(
    '"Entendido" cierra y olvida la contraseña; al volver a abrir empieza en el primer paso',
    LENTO,
    async () => {
      api.rutas[RUTA] = () => respuestaJson({ contrasenaTemporal: 'Gx7#kLm2Pq9!Zr4t', message: 'ok' });
      const { usuario, onCerrar, vista } = abrir();
      await usuario.click(screen.getByRole('button', { name: 'Reiniciar Contraseña' }));
      await usuario.click(await screen.findByRole('button', { name: 'Entendido' }));
      expect(onCerrar).toHaveBeenCalledTimes(1);
      expect(screen.queryByDisplayValue('Gx7#kLm2Pq9!Zr4t')).not.toBeInTheDocument();

      vista.rerender(<></>);
      vista.unmount();
      abrir();
      expect(screen.getByRole('dialog', { name: 'Reiniciar Contraseña' })).toBeInTheDocument();
      expect(screen.queryByDisplayValue('Gx7#kLm2Pq9!Zr4t')).not.toBeInTheDocument();
    },
  );

  it('si falla muestra el mensaje del servidor en el primer paso', LENTO, async () => {
    api.rutas[RUTA] = () => respuestaJson({ code: 'NO_ENCONTRADO', message: 'Usuario no encontrado' }, 404);
    const { usuario, onCerrar } = abrir();
    await usuario.click(screen.getByRole('button', { name: 'Reiniciar Contraseña' }));
    const dialogo = screen.getByRole('dialog', { name: 'Reiniciar Contraseña' });
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Usuario no encontrado');
    await waitFor(() =>
      expect(within(dialogo).getByRole('button', { name: 'Reiniciar Contraseña' })).toBeEnabled(),
    );
    expect(onCerrar).not.toHaveBeenCalled();
  });
});

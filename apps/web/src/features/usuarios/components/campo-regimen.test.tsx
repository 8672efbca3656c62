import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { conDropdowns, usuarioDePrueba } from '../testing/datos-prueba';
import { AYUDA_REGIMEN } from './campo-regimen';
import { UsuarioModal } from './usuario-modal';

const api = usarApiFalsa();
const LENTO = { timeout: 30_000 };

beforeEach(() => {
  conDropdowns(api);
  api.rutas['GET /api/usuarios-admin/dropdowns/regimen-empresa'] = () => respuestaJson({ regimen: 'MYPE' });
  api.rutas['GET /api/usuarios-admin/4'] = () =>
    respuestaJson({ ...usuarioDePrueba('2024-03-15'), regimen: 'GENERAL' });
  api.rutas['PUT /api/usuarios-admin/4'] = () =>
    respuestaJson({ message: 'Usuario actualizado correctamente' });
});

const abrir = (modo: 'crear' | 'editar' | 'ver') => {
  const onGuardado = vi.fn();
  renderConProveedores(
    <UsuarioModal
      abierto
      modo={modo}
      usuarioId={modo === 'crear' ? null : 4}
      onCerrar={vi.fn()}
      onGuardado={onGuardado}
    />,
  );
  return { onGuardado, usuario: userEvent.setup({ delay: null }) };
};

describe('campo "Régimen laboral" del modal de usuario', () => {
  it(
    'muestra el régimen propio, ofrece "Según la empresa (MYPE)" y al elegirlo envía null',
    LENTO,
    async () => {
      const { usuario, onGuardado } = abrir('editar');
      const modal = screen.getByRole('dialog', { name: 'Editar Usuario' });
      const combo = await within(modal).findByRole('combobox', { name: 'Régimen laboral' });
      expect(combo).toHaveTextContent('General');
      expect(within(modal).getByText(AYUDA_REGIMEN)).toBeInTheDocument();
      expect(AYUDA_REGIMEN).toMatch(/MYPE: 15 días por año/);

      await usuario.click(combo);
      const opciones = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(opciones).toEqual(['Según la empresa (MYPE)', 'General', 'MYPE']);
      await usuario.click(screen.getByRole('option', { name: 'Según la empresa (MYPE)' }));
      await usuario.click(within(modal).getByRole('button', { name: 'Actualizar Usuario' }));

      await waitFor(() => expect(onGuardado).toHaveBeenCalled());
      expect(api.cuerpos('PUT /api/usuarios-admin/4')).toEqual([expect.objectContaining({ regimen: null })]);
    },
  );

  it(
    'un usuario nuevo sigue a la empresa, y el campo lo dice con el régimen de la empresa',
    LENTO,
    async () => {
      abrir('crear');
      const modal = screen.getByRole('dialog', { name: 'Crear Nuevo Usuario' });
      await waitFor(() =>
        expect(within(modal).getByRole('combobox', { name: 'Régimen laboral' })).toHaveTextContent(
          'Según la empresa (MYPE)',
        ),
      );
    },
  );

  it('el error del servidor en Regimen se muestra en el campo', LENTO, async () => {
    api.rutas['PUT /api/usuarios-admin/4'] = () =>
      respuestaJson(
        {
          code: 'VALIDACION',
          message: 'El régimen laboral debe ser GENERAL, MYPE o vacío (según la empresa)',
          errors: { Regimen: ['El régimen laboral debe ser GENERAL, MYPE o vacío (según la empresa)'] },
        },
        400,
      );
    const { usuario } = abrir('editar');
    const modal = screen.getByRole('dialog', { name: 'Editar Usuario' });
    const combo = await within(modal).findByRole('combobox', { name: 'Régimen laboral' });
    await usuario.click(combo);
    await usuario.click(await screen.findByRole('option', { name: 'MYPE' }));
    await usuario.click(within(modal).getByRole('button', { name: 'Actualizar Usuario' }));
    expect(await within(modal).findAllByText(/GENERAL, MYPE o vacío/)).not.toHaveLength(0);
    expect(api.cuerpos('PUT /api/usuarios-admin/4')).toEqual([expect.objectContaining({ regimen: 'MYPE' })]);
  });
});

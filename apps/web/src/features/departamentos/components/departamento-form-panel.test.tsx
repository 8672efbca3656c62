import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_COBERTURA } from '@app/contract/cobertura';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { DepartamentoFormPanel } from './departamento-form-panel';

// MUI selects and drawers on a busy machine: give queries room.
configure({ asyncUtilTimeout: 5000 });

const api = usarApiFalsa();

describe('DepartamentoFormPanel: cobertura máxima', { timeout: 30_000 }, () => {
  it('un tipo sin límite no se envía y dice qué falta; con ambos envía la regla como número', async () => {
    api.rutas['POST /api/departamentos'] = () =>
      respuestaJson({
        message: 'Departamento creado correctamente',
        departamento: {
          id: 9,
          codigo: 'VEN',
          nombre: 'Ventas',
          jefeAreaId: null,
          jefeArea: null,
          jefeAreaEmail: null,
          centroCosto: null,
          activo: true,
          empleadosActivos: 0,
          empleadosTotales: 0,
          fechaCreacion: '2026-01-01T00:00:00.000Z',
          fechaActualizacion: null,
          coberturaMaxima: 2,
          coberturaTipo: 'PERSONAS',
        },
      });
    const onCerrar = vi.fn();
    const usuario = userEvent.setup();
    renderConProveedores(
      <DepartamentoFormPanel abierto modo="crear" departamentoId={null} onCerrar={onCerrar} />,
    );
    const panel = await screen.findByRole('dialog', { name: 'Nuevo Departamento' });
    await usuario.type(within(panel).getByRole('textbox', { name: /Código/ }), 'ven');
    await usuario.type(within(panel).getByRole('textbox', { name: /Nombre/ }), 'Ventas');
    expect(within(panel).getByRole('group', { name: 'Cobertura máxima (opcional)' })).toBeInTheDocument();
    await usuario.click(within(panel).getByRole('combobox', { name: 'Tipo de límite' }));
    await usuario.click(await screen.findByRole('option', { name: 'Personas' }));
    await usuario.click(within(panel).getByRole('button', { name: 'Crear Departamento' }));
    expect(await within(panel).findByText(MENSAJES_COBERTURA.incompleta)).toBeInTheDocument();
    expect(api.cuerpos('POST /api/departamentos')).toEqual([]);

    await usuario.type(within(panel).getByRole('textbox', { name: 'Límite' }), '2');
    await usuario.click(within(panel).getByRole('button', { name: 'Crear Departamento' }));
    await vi.waitFor(() => expect(onCerrar).toHaveBeenCalledTimes(1));
    expect(api.cuerpos('POST /api/departamentos')).toEqual([
      expect.objectContaining({ codigo: 'VEN', coberturaMaxima: 2, coberturaTipo: 'PERSONAS' }),
    ]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDepartamento } from '@app/contract/departamentos';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { EliminarDepartamentoDialog, EstadoDepartamentoDialog } from './dialogos-departamento';

const departamento = (extra: Partial<TDepartamento> = {}): TDepartamento => ({
  id: 7,
  codigo: 'TI',
  nombre: 'Tecnología',
  jefeAreaId: null,
  jefeArea: null,
  jefeAreaEmail: null,
  centroCosto: null,
  activo: true,
  empleadosActivos: 12,
  empleadosTotales: 14,
  fechaCreacion: '2025-01-01T00:00:00.000Z',
  fechaActualizacion: null,
  coberturaMaxima: null,
  coberturaTipo: null,
  ...extra,
});

const api = usarApiFalsa();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('EstadoDepartamentoDialog', () => {
  it('al desactivar advierte cuántos empleados activos tiene y que se quedan; envía activo=false', async () => {
    api.rutas['PATCH /api/departamentos/7/estado'] = () =>
      respuestaJson({
        message: 'Departamento desactivado correctamente',
        departamento: departamento({ activo: false }),
      });
    const onCerrar = vi.fn();
    renderConProveedores(<EstadoDepartamentoDialog departamento={departamento()} onCerrar={onCerrar} />);
    const dialogo = screen.getByRole('dialog', { name: 'Desactivar Departamento' });
    expect(dialogo).toHaveTextContent('TI – Tecnología');
    expect(dialogo).toHaveTextContent('Este departamento tiene 12 empleados activos');
    expect(dialogo).toHaveTextContent('Sus empleados se quedan en él.');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Desactivar' }));
    await vi.waitFor(() => expect(onCerrar).toHaveBeenCalledTimes(1));
    expect(api.cuerpos('PATCH /api/departamentos/7/estado')).toEqual([{ activo: false }]);
  });
});

describe('EliminarDepartamentoDialog', () => {
  it('no deja eliminar uno con empleados y dice cuántos', () => {
    renderConProveedores(<EliminarDepartamentoDialog departamento={departamento()} onCerrar={vi.fn()} />);
    const dialogo = screen.getByRole('dialog', { name: 'Eliminar Departamento' });
    expect(dialogo).toHaveTextContent('No se puede eliminar. Tiene 14 empleados (12 activos)');
    expect(within(dialogo).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  });

  it('muestra el 409 del servidor si alguien entró al departamento mientras tanto', async () => {
    const mensaje = 'No se puede eliminar: el departamento tiene 1 empleado (1 activo).';
    api.rutas['DELETE /api/departamentos/7'] = () =>
      respuestaJson({ code: 'CONFLICTO', message: mensaje }, 409);
    const onCerrar = vi.fn();
    renderConProveedores(
      <EliminarDepartamentoDialog
        departamento={departamento({ empleadosActivos: 0, empleadosTotales: 0 })}
        onCerrar={onCerrar}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(mensaje)).toBeInTheDocument();
    expect(onCerrar).not.toHaveBeenCalled();
  });
});

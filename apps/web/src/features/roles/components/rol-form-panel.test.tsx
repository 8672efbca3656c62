import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRol } from '@app/contract/roles';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { RolFormPanel, erroresServidorRol, opcionesDePermisos } from './rol-form-panel';
import { ApiError } from '../../../lib/api-client';

const PERMISOS = [
  { id: 1, nombreRuta: 'Dashboard', codigoPermiso: 'DASHBOARD-MENU', modulo: 'Principal' },
  { id: 6, nombreRuta: 'Saldos de Vacaciones', codigoPermiso: 'SALDOS-VACACIONES-MENU', modulo: 'Equipo' },
  {
    id: 7,
    nombreRuta: 'Gestión de Solicitudes',
    codigoPermiso: 'GESTION-SOLICITUDES-MENU',
    modulo: 'Equipo',
  },
];

const ROL: TRol = {
  id: 9,
  name: 'Supervisor RRHH',
  descripcion: 'Supervisa saldos',
  permisos: [{ id: 6, nombreRuta: 'Saldos de Vacaciones', codigoPermiso: 'SALDOS-VACACIONES-MENU' }],
  numeroPersonas: 2,
  estado: 'Activo',
  createdBy: 'Ana Torres Díaz',
  createdOn: '2026-03-05T14:30:00Z',
  updatedBy: null,
  updatedOn: null,
  puedeGestionar: true,
};

const api = usarApiFalsa();
beforeEach(() => {
  api.rutas['GET /api/rol/get-permisos'] = () => respuestaJson({ permisos: PERMISOS });
  api.rutas['GET /api/rol/get-rol/9'] = () => respuestaJson({ rol: ROL });
});

const abrir = (modo: 'crear' | 'editar' | 'ver', onCerrar = vi.fn()) => {
  renderConProveedores(
    <RolFormPanel abierto modo={modo} rolId={modo === 'crear' ? null : 9} onCerrar={onCerrar} />,
  );
  return { onCerrar, usuario: userEvent.setup() };
};

const elegirPermiso = async (usuario: ReturnType<typeof userEvent.setup>, nombre: RegExp) => {
  await usuario.click(screen.getByLabelText(/Seleccionar Permisos/));
  await usuario.click(await screen.findByRole('option', { name: nombre }));
  await usuario.keyboard('{Escape}');
};

// The success path waits the panel's 1.5 s before closing; typing and the multi-select are slow in jsdom.
const LENTO = { timeout: 15_000 };

describe('RolFormPanel', () => {
  it('en modo crear se titula "Crear Nuevo Rol" y tiene los campos y botones del spec', async () => {
    abrir('crear');
    const panel = screen.getByRole('dialog', { name: 'Crear Nuevo Rol' });
    expect(within(panel).getByLabelText(/Nombre del Rol/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Descripción/)).toHaveAttribute('rows', '3');
    expect(within(panel).getByLabelText(/Seleccionar Permisos/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Crear Rol' })).toBeInTheDocument();
    expect(within(panel).getByText('Permisos seleccionados (0)')).toBeInTheDocument();
  });

  it('con el formulario vacío muestra los tres mensajes y no envía', async () => {
    const { usuario } = abrir('crear');
    await usuario.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByText('El nombre del rol es requerido')).toBeInTheDocument();
    expect(screen.getByText('La descripción del rol es requerida')).toBeInTheDocument();
    expect(screen.getByText('Debe seleccionar al menos un permiso')).toBeInTheDocument();
    expect(api.cuerpos('POST /api/rol/crear-rol')).toHaveLength(0);
  });

  it('nombre y descripción de menos de 3 caracteres (sin contar espacios) muestran el mínimo', async () => {
    const { usuario } = abrir('crear');
    await usuario.type(screen.getByLabelText(/Nombre del Rol/), '  ab  ');
    await usuario.type(screen.getByLabelText(/Descripción/), ' x ');
    await usuario.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('La descripción debe tener al menos 3 caracteres')).toBeInTheDocument();
  });

  it('solo espacios cuenta como vacío', async () => {
    const { usuario } = abrir('crear');
    await usuario.type(screen.getByLabelText(/Nombre del Rol/), '    ');
    await usuario.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByText('El nombre del rol es requerido')).toBeInTheDocument();
  });

  it(
    'envía los valores sin espacios y los ids elegidos, muestra el éxito y cierra a los 1,5 s',
    LENTO,
    async () => {
      api.rutas['POST /api/rol/crear-rol'] = () =>
        respuestaJson({ message: 'Rol guardado exitosamente', rol: { ...ROL, numeroPersonas: 0 } });
      const { usuario, onCerrar } = abrir('crear');
      await usuario.type(screen.getByLabelText(/Nombre del Rol/), '  Supervisor RRHH ');
      await usuario.type(screen.getByLabelText(/Descripción/), 'Supervisa saldos ');
      await elegirPermiso(usuario, /Saldos de Vacaciones/);
      expect(screen.getByText('Permisos seleccionados (1)')).toBeInTheDocument();
      await usuario.click(screen.getByRole('button', { name: 'Crear Rol' }));
      expect(await screen.findAllByText('Rol guardado exitosamente')).not.toHaveLength(0);
      expect(api.cuerpos('POST /api/rol/crear-rol')).toEqual([
        { name: 'Supervisor RRHH', descripcion: 'Supervisa saldos', permisos: [6] },
      ]);
      expect(onCerrar).not.toHaveBeenCalled();
      await waitFor(() => expect(onCerrar).toHaveBeenCalledTimes(1), { timeout: 3000 });
    },
  );

  it(
    'un nombre duplicado (409 con errors.Name) se muestra en el campo y en la barra de error; el panel sigue abierto',
    LENTO,
    async () => {
      api.rutas['POST /api/rol/crear-rol'] = () =>
        respuestaJson(
          {
            code: 'CONFLICTO',
            message: 'Ya existe un rol con ese nombre',
            errors: { Name: ['Ya existe un rol con ese nombre'] },
          },
          409,
        );
      const { usuario, onCerrar } = abrir('crear');
      await usuario.type(screen.getByLabelText(/Nombre del Rol/), 'Jefe');
      await usuario.type(screen.getByLabelText(/Descripción/), 'Otro jefe');
      await elegirPermiso(usuario, /Dashboard/);
      await usuario.click(screen.getByRole('button', { name: 'Crear Rol' }));
      expect(await screen.findAllByText('Ya existe un rol con ese nombre')).toHaveLength(2);
      expect(screen.getByLabelText(/Nombre del Rol/)).toHaveValue('Jefe');
      expect(screen.getByLabelText(/Nombre del Rol/)).toHaveAttribute('aria-invalid', 'true');
      expect(onCerrar).not.toHaveBeenCalled();
    },
  );

  it(
    'en modo editar carga el rol, se titula "Editar Rol" y envía el id con "Actualizar Rol"',
    LENTO,
    async () => {
      api.rutas['PUT /api/rol/actualizar-rol'] = () =>
        respuestaJson({ message: 'Rol guardado exitosamente', rol: ROL });
      const { usuario } = abrir('editar');
      expect(screen.getByRole('dialog', { name: 'Editar Rol' })).toBeInTheDocument();
      expect(await screen.findByDisplayValue('Supervisor RRHH')).toBeInTheDocument();
      expect(screen.getByText('Permisos seleccionados (1)')).toBeInTheDocument();
      await elegirPermiso(usuario, /Dashboard/);
      await usuario.click(screen.getByRole('button', { name: 'Actualizar Rol' }));
      await waitFor(() =>
        expect(api.cuerpos('PUT /api/rol/actualizar-rol')).toEqual([
          { id: 9, name: 'Supervisor RRHH', descripcion: 'Supervisa saldos', permisos: [6, 1] },
        ]),
      );
    },
  );

  it('el selector encuentra un permiso por su código además de por su nombre', async () => {
    const { usuario } = abrir('crear');
    await usuario.type(screen.getByLabelText(/Seleccionar Permisos/), 'GESTION-SOL');
    const opciones = await screen.findAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual(['Gestión de SolicitudesGESTION-SOLICITUDES-MENU']);
  });

  it('cerrar con cambios sin guardar pregunta antes de descartarlos', async () => {
    const { usuario, onCerrar } = abrir('editar');
    const nombre = await screen.findByDisplayValue('Supervisor RRHH');
    await usuario.click(screen.getByRole('button', { name: 'Cerrar panel' }));
    expect(onCerrar).toHaveBeenCalledTimes(1);
    await usuario.type(nombre, ' Senior');
    await usuario.keyboard('{Escape}');
    const confirmacion = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    expect(confirmacion).toHaveTextContent('Se perderán los cambios hechos a este rol');
    expect(onCerrar).toHaveBeenCalledTimes(1);
    await usuario.click(within(confirmacion).getByRole('button', { name: 'Descartar cambios' }));
    expect(onCerrar).toHaveBeenCalledTimes(2);
  });

  it('en modo ver muestra usuarios asignados, estado, creación y modificación, sin botón de guardar', async () => {
    abrir('ver');
    const panel = screen.getByRole('dialog', { name: 'Detalles del Rol' });
    expect(await within(panel).findByDisplayValue('Supervisor RRHH')).toHaveAttribute('readonly');
    expect(within(panel).getByText('Usuarios asignados').nextSibling).toHaveTextContent('2');
    expect(within(panel).getByText('Estado').nextSibling).toHaveTextContent('Activo');
    expect(within(panel).getByText('Creado por').nextSibling).toHaveTextContent('Ana Torres Díaz');
    expect(within(panel).getByText('Fecha de creación').nextSibling).toHaveTextContent('05/03/2026, 09:30');
    expect(within(panel).getByText('Modificado por').nextSibling).toHaveTextContent('-');
    expect(within(panel).queryByRole('button', { name: /Crear Rol|Actualizar Rol/ })).not.toBeInTheDocument();
  });

  it.each([true, false])('en modo ver ofrece "Editar" solo si puede gestionar el rol (%s)', async (puede) => {
    api.rutas['GET /api/rol/get-rol/9'] = () => respuestaJson({ rol: { ...ROL, puedeGestionar: puede } });
    renderConProveedores(<RolFormPanel abierto modo="ver" rolId={9} onCerrar={vi.fn()} onEditar={vi.fn()} />);
    const panel = screen.getByRole('dialog', { name: 'Detalles del Rol' });
    await within(panel).findByDisplayValue('Supervisor RRHH');
    expect(Boolean(within(panel).queryByRole('button', { name: 'Editar' }))).toBe(puede);
    expect(within(panel).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('si el rol no carga muestra "Error al cargar el rol: …"', async () => {
    api.rutas['GET /api/rol/get-rol/9'] = () =>
      respuestaJson({ code: 'NO_ENCONTRADO', message: 'Rol no encontrado' }, 404);
    abrir('editar');
    expect(await screen.findByText('Error al cargar el rol: Rol no encontrado')).toBeInTheDocument();
  });
});

describe('erroresServidorRol', () => {
  it('pasa las claves a minúsculas y toma el primer mensaje de cada campo', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDACION',
      message: 'Datos inválidos',
      errors: {
        Name: ['Muy corto', 'otro'],
        Descripcion: ['Requerida'],
        Permisos: ['Al menos uno'],
        Otro: ['x'],
      },
    });
    expect(erroresServidorRol(error)).toEqual({
      name: 'Muy corto',
      descripcion: 'Requerida',
      permisos: 'Al menos uno',
    });
  });
});

describe('opcionesDePermisos', () => {
  it('ordena por módulo y añade los permisos del rol que ya no se ofrecen', () => {
    const opciones = opcionesDePermisos(PERMISOS, [
      { id: 99, nombreRuta: 'Antiguo', codigoPermiso: 'ANTIGUO' },
    ]);
    expect(opciones.map((o) => o.modulo)).toEqual([
      'Equipo',
      'Equipo',
      'No disponibles (inactivos)',
      'Principal',
    ]);
  });
});

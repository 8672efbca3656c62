import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPermisoAdmin } from '@app/contract/roles';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { PermisoDialog } from './permiso-dialog';

const PERMISO: TPermisoAdmin = {
  id: 20,
  nombre: 'Reporte de Horas',
  descripcion: 'Consultar el reporte de horas extra',
  modulo: 'Reportes',
  codigoPermiso: 'REPORTE-HORAS',
  isActive: true,
  numeroRoles: 2,
  createdBy: 'Ana Torres Díaz',
  createdOn: '2026-03-05T14:30:00Z',
  updatedBy: null,
  updatedOn: null,
};

const api = usarApiFalsa();
beforeEach(() => {
  api.rutas['GET /api/Permiso/modulos'] = () => respuestaJson(['Administración', 'Equipo', 'Reportes']);
  api.rutas['GET /api/Permiso/20'] = () => respuestaJson(PERMISO);
});

const abrir = (modo: 'crear' | 'editar' | 'ver', onCerrar = vi.fn()) => {
  renderConProveedores(
    <PermisoDialog abierto modo={modo} permisoId={modo === 'crear' ? null : 20} onCerrar={onCerrar} />,
  );
  return { onCerrar, usuario: userEvent.setup() };
};

const campo = (nombre: RegExp) => screen.getByLabelText(nombre);

/** Pastes each value (one change event per field: fast and still validated on change). */
const llenarValido = async (usuario: ReturnType<typeof userEvent.setup>) => {
  const valores: [RegExp, string][] = [
    [/Nombre del Permiso/, ' Reporte de Horas '],
    [/Código del Permiso/, 'REPORTE-HORAS'],
    [/Descripción/, 'Consultar el reporte de horas extra'],
    [/Módulo/, 'Reportes Nuevos'],
  ];
  for (const [etiqueta, valor] of valores) {
    await usuario.click(campo(etiqueta));
    await usuario.paste(valor);
  }
};

// The success path waits the dialog's 1.5 s before closing.
const LENTO = { timeout: 15_000 };

describe('PermisoDialog', () => {
  it('en modo crear tiene el título, la sección y los campos del spec, sin el interruptor de estado', () => {
    abrir('crear');
    const dialogo = screen.getByRole('dialog', { name: 'Crear Nuevo Permiso' });
    expect(within(dialogo).getByText('Información del Permiso')).toBeInTheDocument();
    expect(campo(/Código del Permiso/)).toHaveAttribute('placeholder', 'ADMIN-USUARIOS-MENU');
    expect(campo(/Descripción/)).toHaveAttribute('rows', '3');
    expect(campo(/Módulo/)).toBeInTheDocument();
    expect(within(dialogo).queryByText('Estado del Permiso')).not.toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Crear Permiso' })).toBeInTheDocument();
  });

  it(
    'valida cada campo al escribir, sin esperar al envío, y el error desaparece al corregirlo',
    LENTO,
    async () => {
      const { usuario } = abrir('crear');
      await usuario.type(campo(/Nombre del Permiso/), 'ab');
      expect(await screen.findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Crear Permiso' })).toBeDisabled();
      await usuario.type(campo(/Nombre del Permiso/), 'c');
      await waitFor(() =>
        expect(screen.queryByText('El nombre debe tener al menos 3 caracteres')).not.toBeInTheDocument(),
      );
      await usuario.type(campo(/Descripción/), 'Corta');
      expect(await screen.findByText('La descripción debe tener al menos 10 caracteres')).toBeInTheDocument();
      await usuario.type(campo(/Código del Permiso/), 'AB');
      expect(await screen.findByText('El código debe tener al menos 3 caracteres')).toBeInTheDocument();
      await usuario.type(campo(/Módulo/), 'Re');
      expect(await screen.findByText('El módulo debe tener al menos 3 caracteres')).toBeInTheDocument();
    },
  );

  it('solo espacios cuenta como vacío', async () => {
    const { usuario } = abrir('crear');
    await usuario.type(campo(/Descripción/), '    ');
    expect(await screen.findByText('La descripción es requerida')).toBeInTheDocument();
  });

  it('enviar con errores muestra todos los mensajes y "Por favor corrige los errores en el formulario", sin enviar', async () => {
    const { usuario } = abrir('crear');
    await usuario.click(screen.getByRole('button', { name: 'Crear Permiso' }));
    expect(await screen.findByText('Por favor corrige los errores en el formulario')).toBeInTheDocument();
    expect(screen.getByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('El código del permiso es requerido')).toBeInTheDocument();
    expect(screen.getByText('La descripción es requerida')).toBeInTheDocument();
    expect(screen.getByText('El módulo es requerido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Permiso' })).toBeDisabled();
    expect(api.cuerpos('POST /api/Permiso')).toHaveLength(0);
  });

  it(
    'crea con los valores sin espacios (admite un módulo nuevo), avisa del éxito y cierra a los 1,5 s',
    LENTO,
    async () => {
      api.rutas['POST /api/Permiso'] = () =>
        respuestaJson({ message: 'Permiso guardado exitosamente', permiso: PERMISO });
      const { usuario, onCerrar } = abrir('crear');
      await llenarValido(usuario);
      await usuario.click(screen.getByRole('button', { name: 'Crear Permiso' }));
      expect(await screen.findAllByText('Permiso guardado exitosamente')).not.toHaveLength(0);
      expect(api.cuerpos('POST /api/Permiso')).toEqual([
        {
          nombre: 'Reporte de Horas',
          descripcion: 'Consultar el reporte de horas extra',
          modulo: 'Reportes Nuevos',
          codigoPermiso: 'REPORTE-HORAS',
        },
      ]);
      expect(onCerrar).not.toHaveBeenCalled();
      await waitFor(() => expect(onCerrar).toHaveBeenCalledTimes(1), { timeout: 3000 });
    },
  );

  it(
    'un 409 muestra "Ya existe un permiso con ese nombre o código" y marca el campo; no se pierde lo escrito',
    LENTO,
    async () => {
      api.rutas['POST /api/Permiso'] = () =>
        respuestaJson(
          {
            code: 'CONFLICTO',
            message: 'Ya existe un permiso con ese nombre o código',
            errors: { CodigoPermiso: ['Ya existe un permiso con ese código'] },
          },
          409,
        );
      const { usuario, onCerrar } = abrir('crear');
      await llenarValido(usuario);
      await usuario.click(screen.getByRole('button', { name: 'Crear Permiso' }));
      expect(await screen.findByText('Ya existe un permiso con ese nombre o código')).toBeInTheDocument();
      expect(screen.getByText('Ya existe un permiso con ese código')).toBeInTheDocument();
      expect(campo(/Nombre del Permiso/)).toHaveValue(' Reporte de Horas ');
      expect(onCerrar).not.toHaveBeenCalled();
    },
  );

  it('en modo editar carga el permiso, muestra el interruptor de estado y guarda con PUT', async () => {
    api.rutas['PUT /api/Permiso/20'] = () =>
      respuestaJson({ message: 'Permiso guardado exitosamente', permiso: { ...PERMISO, isActive: false } });
    const { usuario } = abrir('editar');
    expect(screen.getByRole('dialog', { name: 'Editar Permiso' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Reporte de Horas')).toBeInTheDocument();
    expect(screen.getByText('Estado del Permiso')).toBeInTheDocument();
    await usuario.click(screen.getByRole('switch', { name: 'Activo' }));
    expect(screen.getByRole('switch', { name: 'Inactivo' })).not.toBeChecked();
    await usuario.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(api.cuerpos('PUT /api/Permiso/20')).toEqual([
        {
          nombre: 'Reporte de Horas',
          descripcion: 'Consultar el reporte de horas extra',
          modulo: 'Reportes',
          codigoPermiso: 'REPORTE-HORAS',
          isActive: false,
        },
      ]),
    );
  });

  it('un 422 muestra el mensaje del servidor', async () => {
    const mensaje = 'El código de un permiso del sistema no se puede cambiar';
    api.rutas['PUT /api/Permiso/20'] = () =>
      respuestaJson({ code: 'PERMISO_SISTEMA', message: mensaje }, 422);
    const { usuario } = abrir('editar');
    await screen.findByDisplayValue('Reporte de Horas');
    await usuario.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText(mensaje)).toBeInTheDocument();
  });

  it('en modo ver muestra el código arriba, la información adicional y ningún botón de guardar', async () => {
    abrir('ver');
    const dialogo = screen.getByRole('dialog', { name: 'Detalles del Permiso' });
    expect(await within(dialogo).findByText('Información Adicional')).toBeInTheDocument();
    expect(
      within(dialogo).getAllByText('REPORTE-HORAS').length +
        within(dialogo).getAllByDisplayValue('REPORTE-HORAS').length,
    ).toBeGreaterThanOrEqual(2);
    expect(within(dialogo).getByDisplayValue('Reportes')).toHaveAttribute('readonly');
    expect(within(dialogo).getByRole('switch')).toBeDisabled();
    expect(within(dialogo).getByText('Roles Asignados').nextSibling).toHaveTextContent('2');
    expect(within(dialogo).getByText('Creado por').nextSibling).toHaveTextContent('Ana Torres Díaz');
    expect(within(dialogo).getByText('Fecha de creación').nextSibling).toHaveTextContent('05/03/2026, 09:30');
    expect(within(dialogo).queryByText('Actualizado por')).not.toBeInTheDocument();
    expect(
      within(dialogo).queryByRole('button', { name: /Guardar Cambios|Crear Permiso/ }),
    ).not.toBeInTheDocument();
  });

  it('muestra "Cargando información..." mientras carga y "Error al cargar el permiso: …" si falla', async () => {
    api.rutas['GET /api/Permiso/20'] = () =>
      respuestaJson({ code: 'NO_ENCONTRADO', message: 'Permiso no encontrado' }, 404);
    abrir('ver');
    expect(screen.getByText('Cargando información...')).toBeInTheDocument();
    expect(await screen.findByText('Error al cargar el permiso: Permiso no encontrado')).toBeInTheDocument();
  });

  it('Escape con cambios sin guardar pregunta qué se pierde; "Seguir editando" los conserva', async () => {
    const { usuario, onCerrar } = abrir('crear');
    await usuario.click(campo(/^Nombre del Permiso/));
    await usuario.paste('Reportes');
    await usuario.keyboard('{Escape}');
    const confirmacion = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    expect(confirmacion).toHaveTextContent('Se perderán los datos escritos del permiso nuevo');
    await usuario.click(within(confirmacion).getByRole('button', { name: 'Seguir editando' }));
    expect(onCerrar).not.toHaveBeenCalled();
    expect(campo(/^Nombre del Permiso/)).toHaveValue('Reportes');
  });
});

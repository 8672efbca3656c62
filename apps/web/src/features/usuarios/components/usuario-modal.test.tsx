import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { conDropdowns, usuarioDePrueba } from '../testing/datos-prueba';
import { AYUDA_CONTRASENA_TEMPORAL, UsuarioModal } from './usuario-modal';

const USUARIO = usuarioDePrueba('2024-03-15');

const api = usarApiFalsa();
type Usuario = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  conDropdowns(api);
  api.rutas['GET /api/usuarios-admin/4'] = () => respuestaJson(USUARIO);
});

const abrir = (modo: 'crear' | 'editar' | 'ver') => {
  const onCerrar = vi.fn();
  const onGuardado = vi.fn();
  renderConProveedores(
    <UsuarioModal
      abierto
      modo={modo}
      usuarioId={modo === 'crear' ? null : 4}
      onCerrar={onCerrar}
      onGuardado={onGuardado}
    />,
  );
  return { onCerrar, onGuardado, usuario: userEvent.setup({ delay: null }) };
};

/** Much faster than a role query in this large form. */
const campo = (nombre: string | RegExp) => screen.getByLabelText(nombre, { selector: 'input' });
/** MUI forms are slow under jsdom. */
const LENTO = { timeout: 30_000 };

/** Types a whole value at once (a paste), which is what matters here and much faster than key by key. */
const escribir = async (usuario: Usuario, caja: HTMLElement, texto: string) => {
  await usuario.click(caja);
  await usuario.paste(texto);
};

const elegirOpcion = async (usuario: Usuario, combo: HTMLElement, opcion: string | RegExp) => {
  await usuario.click(combo);
  await usuario.click(await screen.findByRole('option', { name: opcion }));
};

/** Fills every required field with valid values (create mode). */
const llenarValido = async (usuario: Usuario) => {
  await escribir(usuario, campo(/^Email/), '  Rosa.Quispe@Descanso.pe ');
  await escribir(usuario, campo(/^DNI/), '45678912');
  await escribir(usuario, campo(/^Nombres/), ' Rosa ');
  await escribir(usuario, campo(/^Apellido Paterno/), 'Quispe');
  await escribir(usuario, campo(/^Apellido Materno/), 'Mamani ');
  await escribir(usuario, campo(/^Empresa/), 'Descanso S.A.C.');
  await elegirOpcion(usuario, screen.getByRole('combobox', { name: /^Departamento/ }), 'Operaciones');
  await elegirOpcion(usuario, screen.getByRole('combobox', { name: /^Roles/ }), 'Empleado');
  await usuario.keyboard('{Escape}');
};

describe('UsuarioModal en modo crear', () => {
  it(
    'se titula "Crear Nuevo Usuario" con los campos del spec, la ayuda de la contraseña y sus botones',
    LENTO,
    async () => {
      abrir('crear');
      const modal = screen.getByRole('dialog', { name: 'Crear Nuevo Usuario' });
      for (const nombre of [
        /^Email/,
        /^DNI/,
        /^Nombres/,
        /^Apellido Paterno/,
        /^Apellido Materno/,
        /^Empresa/,
      ]) {
        expect(within(modal).getByRole('textbox', { name: nombre })).toBeInTheDocument();
      }
      expect(within(modal).getByRole('textbox', { name: 'Número Celular (Opcional)' })).toHaveAttribute(
        'maxlength',
        '9',
      );
      expect(within(modal).getByRole('textbox', { name: /^DNI/ })).toHaveAttribute('maxlength', '8');
      expect(within(modal).getByRole('checkbox', { name: 'Es extranjero' })).not.toBeChecked();
      expect(
        within(modal).getByRole('checkbox', { name: 'Forzar cambio de contraseña en el primer login' }),
      ).toBeChecked();
      expect(within(modal).getByRole('group', { name: /Fecha de Ingreso/ })).toBeInTheDocument();
      expect(within(modal).getByRole('combobox', { name: /^Departamento/ })).toBeInTheDocument();
      expect(within(modal).getByRole('combobox', { name: /^Roles/ })).toBeInTheDocument();
      expect(within(modal).getByRole('combobox', { name: 'Jefe Inmediato (Opcional)' })).toBeInTheDocument();
      expect(within(modal).getByLabelText('Contraseña Temporal (Opcional)')).toHaveAccessibleDescription(
        AYUDA_CONTRASENA_TEMPORAL,
      );
      expect(AYUDA_CONTRASENA_TEMPORAL).toMatch(
        /12 caracteres.*mayúscula.*minúscula.*número.*especial.*automáticamente/,
      );
      expect(within(modal).queryByRole('checkbox', { name: 'Usuario activo' })).not.toBeInTheDocument();
      expect(within(modal).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
      expect(within(modal).getByRole('button', { name: 'Crear Usuario' })).toBeEnabled();
    },
  );

  it(
    'al guardar vacío muestra el mensaje del spec de cada campo requerido y no envía nada',
    LENTO,
    async () => {
      const { usuario } = abrir('crear');
      await usuario.click(screen.getByRole('button', { name: 'Crear Usuario' }));
      for (const mensaje of [
        'El email es requerido',
        'El DNI es requerido',
        'Los nombres son requeridos',
        'El apellido paterno es requerido',
        'El apellido materno es requerido',
        'La empresa es requerida',
        'El departamento es requerido',
        'Debe seleccionar al menos un rol',
      ]) {
        expect(await screen.findByText(mensaje)).toBeInTheDocument();
      }
      expect(api.cuerpos('POST /api/usuarios-admin')).toHaveLength(0);
    },
  );

  it(
    'valida formato de email, DNI de 8 dígitos, celular de 9 y la política de la contraseña',
    LENTO,
    async () => {
      const { usuario } = abrir('crear');
      await escribir(usuario, campo(/^Email/), 'rosa@descanso');
      await escribir(usuario, campo(/^DNI/), '1234567');
      await escribir(usuario, campo('Número Celular (Opcional)'), '98765');
      await escribir(usuario, screen.getByLabelText('Contraseña Temporal (Opcional)'), 'abcdefghijkl');
      await usuario.click(screen.getByRole('button', { name: 'Crear Usuario' }));
      expect(await screen.findByText('El email no tiene un formato válido')).toBeInTheDocument();
      expect(screen.getByText('El DNI debe tener 8 dígitos')).toBeInTheDocument();
      expect(screen.getByText('El número de celular debe tener 9 dígitos')).toBeInTheDocument();
      expect(
        screen.getByText(
          'La contraseña debe tener: al menos una letra mayúscula, al menos un número, al menos un carácter especial',
        ),
      ).toBeInTheDocument();
    },
  );

  it('cada error desaparece en cuanto se edita su campo', LENTO, async () => {
    const { usuario } = abrir('crear');
    await usuario.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    expect(await screen.findByText('El DNI es requerido')).toBeInTheDocument();
    await escribir(usuario, campo(/^DNI/), '1');
    expect(screen.queryByText('El DNI es requerido')).not.toBeInTheDocument();
    expect(screen.queryByText('El DNI debe tener 8 dígitos')).not.toBeInTheDocument();
    expect(screen.getByText('Los nombres son requeridos')).toBeInTheDocument();
    await elegirOpcion(usuario, screen.getByRole('combobox', { name: /^Roles/ }), 'Jefe');
    expect(screen.queryByText('Debe seleccionar al menos un rol')).not.toBeInTheDocument();
  });

  it(
    'envía los textos recortados sin opcionales vacíos y devuelve la contraseña generada',
    LENTO,
    async () => {
      api.rutas['POST /api/usuarios-admin'] = () =>
        respuestaJson({
          message: 'Usuario creado correctamente',
          id: 70,
          contrasenaTemporal: 'Gx7#kLm2Pq9!Zr4t',
        });
      const { usuario, onGuardado } = abrir('crear');
      await llenarValido(usuario);
      await elegirOpcion(
        usuario,
        screen.getByRole('combobox', { name: 'Jefe Inmediato (Opcional)' }),
        /^Jorge Ramírez Salazar/,
      );
      await usuario.click(screen.getByRole('button', { name: 'Crear Usuario' }));

      await waitFor(() => expect(onGuardado).toHaveBeenCalled());
      const [cuerpo] = api.cuerpos('POST /api/usuarios-admin') as Record<string, unknown>[];
      expect(cuerpo).toEqual({
        nombres: 'Rosa',
        apellidoPaterno: 'Quispe',
        apellidoMaterno: 'Mamani',
        dni: '45678912',
        extranjero: false,
        email: 'rosa.quispe@descanso.pe',
        fechaIngreso: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        empresa: 'Descanso S.A.C.',
        departamentoId: 3,
        jefeId: 3,
        roles: ['Empleado'],
        forzarCambioContrasena: true,
        estadoInicial: true,
      });
      expect(onGuardado).toHaveBeenCalledWith({
        modo: 'crear',
        respuesta: {
          message: 'Usuario creado correctamente',
          id: 70,
          contrasenaTemporal: 'Gx7#kLm2Pq9!Zr4t',
        },
        nombreCompleto: 'Rosa Quispe Mamani',
        email: 'rosa.quispe@descanso.pe',
      });
      expect(await screen.findByText('Usuario creado correctamente')).toBeInTheDocument();
    },
  );

  it(
    'los errores por campo del servidor se muestran en sus campos y el mensaje en la barra de error',
    LENTO,
    async () => {
      api.rutas['POST /api/usuarios-admin'] = () =>
        respuestaJson(
          {
            code: 'CONFLICTO',
            message: 'Ya existe un usuario con ese email',
            errors: {
              Email: ['Ya existe un usuario con ese email'],
              Dni: ['Ya existe un usuario con ese DNI'],
              JefeId: ['El jefe seleccionado no existe o está inactivo'],
              Roles: ['El rol Gerente no existe'],
            },
          },
          409,
        );
      const { usuario, onGuardado } = abrir('crear');
      await llenarValido(usuario);
      await usuario.click(screen.getByRole('button', { name: 'Crear Usuario' }));

      const barra = await screen.findByRole('alert');
      expect(barra).toHaveTextContent('Ya existe un usuario con ese email');
      expect(campo(/^Email/)).toHaveAccessibleDescription('Ya existe un usuario con ese email');
      expect(campo(/^DNI/)).toHaveAccessibleDescription('Ya existe un usuario con ese DNI');
      expect(screen.getByRole('combobox', { name: 'Jefe Inmediato (Opcional)' })).toHaveAccessibleDescription(
        'El jefe seleccionado no existe o está inactivo',
      );
      expect(screen.getByRole('combobox', { name: /^Roles/ })).toHaveAccessibleDescription(
        'El rol Gerente no existe',
      );
      // Nothing typed is lost, and the modal stays open.
      expect(campo(/^Nombres/)).toHaveValue(' Rosa ');
      expect(onGuardado).not.toHaveBeenCalled();
      // Editing the field clears its server error.
      await usuario.type(campo(/^DNI/), '{Backspace}3');
      expect(campo(/^DNI/)).not.toHaveAccessibleDescription('Ya existe un usuario con ese DNI');
    },
  );

  it('mientras guarda muestra "Procesando..." y no deja cancelar', LENTO, async () => {
    let responder: (r: Response) => void = () => {};
    api.rutas['POST /api/usuarios-admin'] = () => new Promise<Response>((r) => (responder = r));
    const { usuario, onCerrar } = abrir('crear');
    await llenarValido(usuario);
    await usuario.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await usuario.keyboard('{Escape}');
    expect(onCerrar).not.toHaveBeenCalled();
    responder(respuestaJson({ message: 'Usuario creado correctamente', id: 70 }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Procesando...' })).not.toBeInTheDocument(),
    );
  });
});

describe('UsuarioModal en modo ver', () => {
  it(
    'muestra los datos del usuario de solo lectura, sin botón de guardar y con "Cerrar"',
    LENTO,
    async () => {
      const { usuario, onCerrar } = abrir('ver');
      const modal = screen.getByRole('dialog', { name: 'Ver Detalles del Usuario' });
      expect(await within(modal).findByRole('textbox', { name: 'Email' })).toHaveValue(
        'empleado@descanso.pe',
      );
      for (const [nombre, valor] of [
        ['Email', 'empleado@descanso.pe'],
        ['DNI', '40112304'],
        ['Nombres', 'Elena'],
        ['Número Celular (Opcional)', '987654321'],
        ['Empresa', 'Descanso S.A.C.'],
      ] as const) {
        const caja = within(modal).getByRole('textbox', { name: nombre });
        expect(caja).toHaveValue(valor);
        expect(caja).toHaveAttribute('readonly');
      }
      expect(within(modal).getByRole('combobox', { name: 'Jefe Inmediato (Opcional)' })).toHaveValue(
        'Jorge Ramírez Salazar',
      );
      expect(within(modal).getByRole('checkbox', { name: 'Es extranjero' })).toBeDisabled();
      expect(within(modal).getByRole('switch', { name: 'Usuario activo' })).toBeDisabled();
      expect(within(modal).queryByLabelText(/Contraseña Temporal/)).not.toBeInTheDocument();
      expect(
        within(modal).queryByRole('button', { name: /Actualizar Usuario|Crear Usuario/ }),
      ).not.toBeInTheDocument();
      expect(within(modal).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();

      await usuario.type(within(modal).getByRole('textbox', { name: 'Nombres' }), 'X');
      expect(within(modal).getByRole('textbox', { name: 'Nombres' })).toHaveValue('Elena');
      await usuario.click(within(modal).getByRole('button', { name: 'Cerrar' }));
      expect(onCerrar).toHaveBeenCalled();
    },
  );

  it(
    'si no se pueden cargar los datos avisa "Error al cargar los datos del usuario" y cierra',
    LENTO,
    async () => {
      api.rutas['GET /api/usuarios-admin/4'] = () =>
        respuestaJson({ code: 'NO_ENCONTRADO', message: 'Usuario no encontrado' }, 404);
      const { onCerrar } = abrir('ver');
      await waitFor(() => expect(onCerrar).toHaveBeenCalled());
      expect(await screen.findByText('Error al cargar los datos del usuario')).toBeInTheDocument();
    },
  );
});

describe('UsuarioModal en modo editar', () => {
  it(
    'no ofrece al propio usuario como su jefe y envía estaActivo con "Actualizar Usuario"',
    LENTO,
    async () => {
      api.rutas['PUT /api/usuarios-admin/4'] = () =>
        respuestaJson({ message: 'Usuario actualizado correctamente' });
      const { usuario, onGuardado } = abrir('editar');
      const modal = screen.getByRole('dialog', { name: 'Editar Usuario' });
      const nombres = await within(modal).findByRole('textbox', { name: /^Nombres/ });
      expect(nombres).toHaveValue('Elena');
      expect(within(modal).queryByLabelText(/Contraseña Temporal/)).not.toBeInTheDocument();

      await usuario.click(within(modal).getByRole('combobox', { name: 'Jefe Inmediato (Opcional)' }));
      const opciones = (await screen.findAllByRole('option')).map((o) => o.textContent);
      // Each option shows the e-mail under the name (the server search tells namesakes apart).
      expect(opciones).toEqual([
        'Carlos Mendoza Ríos admin@descanso.pe',
        'Jorge Ramírez Salazar jefe@descanso.pe',
      ]);
      await usuario.keyboard('{Escape}');

      await usuario.click(within(modal).getByRole('switch', { name: 'Usuario activo' }));
      await usuario.clear(nombres);
      await usuario.type(nombres, 'Elena María ');
      await usuario.click(within(modal).getByRole('button', { name: 'Actualizar Usuario' }));

      await waitFor(() => expect(onGuardado).toHaveBeenCalled());
      expect(api.cuerpos('PUT /api/usuarios-admin/4')).toEqual([
        {
          nombres: 'Elena María',
          apellidoPaterno: 'Flores',
          apellidoMaterno: 'Huamán',
          dni: '40112304',
          extranjero: false,
          numeroCelular: '987654321',
          email: 'empleado@descanso.pe',
          fechaIngreso: '2024-03-15',
          empresa: 'Descanso S.A.C.',
          departamentoId: 3,
          jefeId: 3,
          roles: ['Empleado'],
          forzarCambioContrasena: false,
          estaActivo: false,
          regimen: null,
        },
      ]);
      expect(await screen.findByText('Usuario actualizado correctamente')).toBeInTheDocument();
    },
  );

  it(
    'con un rol que el usuario actual no puede asignar: lo muestra asignado, pero no lo ofrece, y lo conserva al guardar',
    LENTO,
    async () => {
      // The dropdown lists only the roles the caller may grant: here not Admin, which the user holds.
      api.rutas['GET /api/usuarios-admin/dropdowns/roles'] = () => respuestaJson(['Empleado', 'Jefe']);
      api.rutas['GET /api/usuarios-admin/4'] = () =>
        respuestaJson({ ...USUARIO, roles: ['Auditor', 'Empleado'] });
      api.rutas['PUT /api/usuarios-admin/4'] = () =>
        respuestaJson({ message: 'Usuario actualizado correctamente' });
      const { usuario, onGuardado } = abrir('editar');
      const modal = screen.getByRole('dialog', { name: 'Editar Usuario' });
      await within(modal).findByRole('textbox', { name: /^Nombres/ });
      expect(within(modal).getByRole('button', { name: 'Auditor' })).toBeInTheDocument();
      await usuario.click(within(modal).getByRole('combobox', { name: /^Roles/ }));
      const opciones = await screen.findAllByRole('option');
      const auditor = opciones.find((o) => o.textContent === 'Auditor');
      expect(auditor).toHaveAttribute('aria-disabled', 'true');
      expect(opciones.find((o) => o.textContent === 'Jefe')).not.toHaveAttribute('aria-disabled', 'true');
      await usuario.keyboard('{Escape}');
      await usuario.click(within(modal).getByRole('button', { name: 'Actualizar Usuario' }));
      await waitFor(() => expect(onGuardado).toHaveBeenCalled());
      expect(api.cuerpos('PUT /api/usuarios-admin/4')).toEqual([
        expect.objectContaining({ roles: ['Auditor', 'Empleado'] }),
      ]);
    },
  );

  it(
    'a un usuario con permisos que el usuario actual no tiene lo muestra de solo lectura, sin "Actualizar Usuario"',
    LENTO,
    async () => {
      api.rutas['GET /api/usuarios-admin/4'] = () =>
        respuestaJson({ ...USUARIO, roles: ['Admin'], puedeGestionar: false });
      abrir('editar');
      const modal = await screen.findByRole('dialog', { name: 'Ver Detalles del Usuario' });
      expect(await within(modal).findByRole('textbox', { name: 'Nombres' })).toHaveAttribute('readonly');
      expect(within(modal).queryByRole('button', { name: 'Actualizar Usuario' })).not.toBeInTheDocument();
      expect(within(modal).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    },
  );
});

describe('UsuarioModal: empleado extranjero y cambios sin guardar', () => {
  it(
    '"Es extranjero" cambia la etiqueta y el largo del documento, y lo vuelve a validar al marcarse',
    LENTO,
    async () => {
      api.rutas['POST /api/usuarios-admin'] = () =>
        respuestaJson({ message: 'Usuario creado correctamente', id: 71 });
      const { usuario, onGuardado } = abrir('crear');
      await llenarValido(usuario);
      await usuario.clear(campo(/^DNI/));
      await escribir(usuario, campo(/^DNI/), 'CE0012345');
      await usuario.click(screen.getByRole('button', { name: 'Crear Usuario' }));
      // A Peruvian's document is the 8-digit DNI (the field took the first 8 characters, 'CE001234').
      expect(await screen.findByText('El DNI debe tener 8 dígitos')).toBeInTheDocument();

      await usuario.click(screen.getByRole('checkbox', { name: 'Es extranjero' }));
      const documento = campo(/^Carné de extranjería o pasaporte/);
      expect(documento).toHaveAttribute('maxlength', '12');
      expect(screen.queryByLabelText(/^DNI/)).not.toBeInTheDocument();
      // Checked again at once against the foreign rule: 'CE001234' is a valid passport number.
      await waitFor(() => expect(screen.queryByText('El DNI debe tener 8 dígitos')).not.toBeInTheDocument());
      await usuario.clear(documento);
      await escribir(usuario, documento, 'ce0012345');
      await usuario.click(screen.getByRole('button', { name: 'Crear Usuario' }));
      await waitFor(() => expect(onGuardado).toHaveBeenCalled());
      expect(api.cuerpos('POST /api/usuarios-admin')[0]).toMatchObject({
        dni: 'CE0012345',
        extranjero: true,
      });
    },
  );

  it(
    'Escape con datos escritos pregunta antes de descartarlos; sin cambios cierra de inmediato',
    LENTO,
    async () => {
      const { usuario, onCerrar } = abrir('crear');
      await usuario.keyboard('{Escape}');
      expect(onCerrar).toHaveBeenCalledTimes(1);

      await escribir(usuario, campo(/^Nombres/), 'Rosa');
      await usuario.keyboard('{Escape}');
      const confirmacion = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
      expect(confirmacion).toHaveTextContent('Se perderán los datos escritos del usuario nuevo');
      expect(onCerrar).toHaveBeenCalledTimes(1);
      await usuario.click(within(confirmacion).getByRole('button', { name: 'Seguir editando' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).not.toBeInTheDocument(),
      );
      expect(campo(/^Nombres/)).toHaveValue('Rosa');

      await usuario.click(screen.getByRole('button', { name: 'Cancelar' }));
      await usuario.click(
        within(await screen.findByRole('dialog', { name: '¿Descartar los cambios?' })).getByRole('button', {
          name: 'Descartar cambios',
        }),
      );
      expect(onCerrar).toHaveBeenCalledTimes(2);
    },
  );

  it('el jefe guardado se muestra por su nombre y la búsqueda se hace en el servidor', LENTO, async () => {
    const { usuario } = abrir('editar');
    const combo = await screen.findByRole('combobox', { name: 'Jefe Inmediato (Opcional)' });
    expect(combo).toHaveValue('Jorge Ramírez Salazar');
    await usuario.clear(combo);
    await usuario.type(combo, 'carlos');
    expect(await screen.findByRole('option', { name: /^Carlos Mendoza Ríos/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.llamadas('GET /api/usuarios-admin/opciones-jefe').at(-1)?.toString()).toBe(
        'busqueda=carlos&limite=20&excluirId=4',
      ),
    );
    // Never the whole company.
    expect(api.llamadas('GET /api/usuarios-admin/dropdowns/jefes')).toHaveLength(0);
  });
});

import { MENSAJES_USUARIO } from '@app/contract/usuarios';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  cuerpoActualizarUsuario,
  cuerpoCrearUsuario,
  erroresServidorUsuario,
  mensajeErrorUsuario,
  textoRoles,
  valoresIniciales,
  type ValoresUsuario,
} from './formulario-usuario';

const valido = (cambios: Partial<ValoresUsuario> = {}): ValoresUsuario => ({
  ...valoresIniciales('2026-05-04'),
  email: '  Nuevo.Usuario@Descanso.pe ',
  dni: ' 45678912 ',
  nombres: '  Rosa ',
  apellidoPaterno: 'Quispe ',
  apellidoMaterno: ' Mamani',
  empresa: ' Descanso S.A.C. ',
  departamentoId: 3,
  roles: ['Empleado'],
  ...cambios,
});

describe('valoresIniciales', () => {
  it('un usuario nuevo fuerza el cambio de contraseña, queda activo e ingresa hoy', () => {
    const v = valoresIniciales('2026-05-04');
    expect(v).toMatchObject({ forzarCambioContrasena: true, estaActivo: true, fechaIngreso: '2026-05-04' });
    expect(v.roles).toEqual([]);
    expect(v.jefeId).toBeNull();
  });
});

describe('cuerpoCrearUsuario', () => {
  it('recorta los textos, pasa el email a minúsculas y omite los opcionales vacíos', () => {
    const r = cuerpoCrearUsuario(valido({ numeroCelular: '   ', contrasenaTemporal: '' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cuerpo).toEqual({
      nombres: 'Rosa',
      apellidoPaterno: 'Quispe',
      apellidoMaterno: 'Mamani',
      dni: '45678912',
      extranjero: false,
      email: 'nuevo.usuario@descanso.pe',
      fechaIngreso: '2026-05-04',
      empresa: 'Descanso S.A.C.',
      departamentoId: 3,
      roles: ['Empleado'],
      forzarCambioContrasena: true,
      estadoInicial: true,
    });
    expect(r.cuerpo).not.toHaveProperty('numeroCelular');
    expect(r.cuerpo).not.toHaveProperty('jefeId');
    expect(r.cuerpo).not.toHaveProperty('contrasenaTemporal');
  });

  it('envía el jefe, el celular y la contraseña cuando se indican', () => {
    const r = cuerpoCrearUsuario(
      valido({ jefeId: 3, numeroCelular: '987654321', contrasenaTemporal: 'Temporal#2026x' }),
    );
    expect(r.ok && r.cuerpo).toMatchObject({
      jefeId: 3,
      numeroCelular: '987654321',
      contrasenaTemporal: 'Temporal#2026x',
    });
  });

  it('da el mensaje del spec para cada campo inválido', () => {
    const r = cuerpoCrearUsuario(
      valido({
        email: 'sin-arroba',
        dni: '123',
        numeroCelular: '12',
        contrasenaTemporal: 'corta',
        roles: [],
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errores).toEqual({
      email: 'El email no tiene un formato válido',
      dni: 'El DNI debe tener 8 dígitos',
      numeroCelular: 'El número de celular debe tener 9 dígitos',
      contrasenaTemporal:
        'La contraseña debe tener: al menos 12 caracteres, al menos una letra mayúscula, al menos un número, al menos un carácter especial',
      roles: 'Debe seleccionar al menos un rol',
    });
  });

  it('a un extranjero con un documento de 7 dígitos le pide carné o pasaporte, no un DNI', () => {
    const r = cuerpoCrearUsuario(valido({ extranjero: true, dni: '1234567', email: 'sin-arroba' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errores.dni).toBe(MENSAJES_USUARIO.documentoExtranjeroFormato);
    expect(r.errores.email).toBe('El email no tiene un formato válido');
  });
});

describe('cuerpoActualizarUsuario', () => {
  it('lleva estaActivo y forzarCambioContrasena y nunca la contraseña', () => {
    const r = cuerpoActualizarUsuario(
      valido({ estaActivo: false, forzarCambioContrasena: false, contrasenaTemporal: 'x' }),
    );
    expect(r.ok && r.cuerpo).toMatchObject({ estaActivo: false, forzarCambioContrasena: false });
    expect(r.ok && r.cuerpo).not.toHaveProperty('contrasenaTemporal');
    expect(r.ok && r.cuerpo).not.toHaveProperty('estadoInicial');
  });

  it('exige la fecha de ingreso', () => {
    const r = cuerpoActualizarUsuario(valido({ fechaIngreso: '' }));
    expect(!r.ok && r.errores.fechaIngreso).toBe('La fecha de ingreso es requerida');
  });
});

describe('erroresServidorUsuario', () => {
  it('lleva las claves capitalizadas del servidor a los campos, con el primer mensaje de cada una', () => {
    const error = new ApiError({
      status: 409,
      code: 'CONFLICTO',
      message: 'Ya existe un usuario con ese email',
      errors: {
        Email: ['Ya existe un usuario con ese email', 'otro'],
        Dni: ['Ya existe un usuario con ese DNI'],
        JefeId: ['El jefe seleccionado crearía un ciclo en la jerarquía'],
        DepartamentoId: ['El departamento seleccionado está inactivo'],
        Roles: ['El rol Gerente no existe'],
        Extranjero: ['Extranjero debe ser verdadero o falso'],
        Desconocido: ['no se muestra en un campo'],
      },
    });
    expect(erroresServidorUsuario(error)).toEqual({
      email: 'Ya existe un usuario con ese email',
      dni: 'Ya existe un usuario con ese DNI',
      jefeId: 'El jefe seleccionado crearía un ciclo en la jerarquía',
      departamentoId: 'El departamento seleccionado está inactivo',
      roles: 'El rol Gerente no existe',
      extranjero: 'Extranjero debe ser verdadero o falso',
    });
  });

  it('sin errores por campo no marca ninguno', () => {
    expect(erroresServidorUsuario(new Error('x'))).toEqual({});
  });
});

describe('mensajeErrorUsuario', () => {
  it('usa el mensaje del servidor', () => {
    expect(mensajeErrorUsuario(new ApiError({ status: 409, code: 'CONFLICTO', message: 'Duplicado' }))).toBe(
      'Duplicado',
    );
  });
  it('sin mensaje del servidor usa el primer error por campo', () => {
    const error = new ApiError({ status: 0, code: 'X', message: '', errors: { Dni: ['DNI mal'] } });
    expect(mensajeErrorUsuario(error)).toBe('DNI mal');
  });
  it('sin nada usa el texto genérico', () => {
    expect(mensajeErrorUsuario(undefined)).toBe('Error desconocido al procesar la solicitud');
  });
});

describe('textoRoles', () => {
  it('une los roles con comas o dice "Sin rol"', () => {
    expect(textoRoles(['Admin', 'Jefe'])).toBe('Admin, Jefe');
    expect(textoRoles([])).toBe('Sin rol');
  });
});

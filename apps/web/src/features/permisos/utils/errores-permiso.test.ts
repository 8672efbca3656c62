import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { erroresServidorPermiso, mensajeErrorPermiso } from './errores-permiso';

const error = (status: number, message: string, errors?: Record<string, string[]>) =>
  new ApiError({ status, code: 'X', message, errors });

describe('mensajeErrorPermiso', () => {
  it('409 → "Ya existe un permiso con ese nombre o código"', () => {
    expect(mensajeErrorPermiso(error(409, 'otro texto'))).toBe(
      'Ya existe un permiso con ese nombre o código',
    );
  });
  it('400 → el mensaje del servidor, o "Datos inválidos" sin él', () => {
    expect(mensajeErrorPermiso(error(400, 'El código solo puede contener letras'))).toBe(
      'El código solo puede contener letras',
    );
    expect(mensajeErrorPermiso(error(400, ' '))).toBe('Datos inválidos');
  });
  it('404 → "Permiso no encontrado"', () => {
    expect(mensajeErrorPermiso(error(404, 'Not Found'))).toBe('Permiso no encontrado');
  });
  it('422 muestra el mensaje del servidor (código de sistema)', () => {
    expect(mensajeErrorPermiso(error(422, 'El código de un permiso del sistema no se puede cambiar'))).toBe(
      'El código de un permiso del sistema no se puede cambiar',
    );
  });
  it('500, sin conexión o un error cualquiera → "Error interno del servidor"', () => {
    expect(mensajeErrorPermiso(error(500, 'boom'))).toBe('Error interno del servidor');
    expect(mensajeErrorPermiso(error(0, 'No se pudo conectar con el servidor.'))).toBe(
      'Error interno del servidor',
    );
    expect(mensajeErrorPermiso(new Error('x'))).toBe('Error interno del servidor');
  });
});

describe('erroresServidorPermiso', () => {
  it('lleva errors.Nombre y errors.CodigoPermiso a sus campos', () => {
    expect(
      erroresServidorPermiso(
        error(409, 'dup', { Nombre: ['Duplicado'], CodigoPermiso: ['Código duplicado'] }),
      ),
    ).toEqual({ nombre: 'Duplicado', codigoPermiso: 'Código duplicado' });
  });
});

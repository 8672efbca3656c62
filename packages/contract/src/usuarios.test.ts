import { describe, expect, it } from 'vitest';
import { ZCrearUsuarioBody, errorDocumento, MENSAJES_USUARIO } from './usuarios';

const base = {
  nombres: 'Ana',
  apellidoPaterno: 'Rojas',
  apellidoMaterno: 'Quispe',
  email: 'ana@empresa.pe',
  empresa: 'Descanso',
  departamentoId: 1,
  roles: ['Empleado'],
};

describe('documento de identidad', () => {
  it('pide a un peruano un DNI de 8 dígitos', () => {
    expect(errorDocumento('45678912', false)).toBeNull();
    expect(errorDocumento('4567891', false)).toBe(MENSAJES_USUARIO.dniFormato);
    expect(errorDocumento('CE1234567', false)).toBe(MENSAJES_USUARIO.dniFormato);
  });

  it('acepta de un extranjero un carné de extranjería o un pasaporte, no un texto con espacios', () => {
    expect(errorDocumento('001234567', true)).toBeNull();
    expect(errorDocumento('CE0012345678', true)).toBeNull();
    expect(errorDocumento('AB12345', true)).toBeNull();
    expect(errorDocumento('1234567', true)).toBe(MENSAJES_USUARIO.documentoExtranjeroFormato);
    expect(errorDocumento('AB 12345', true)).toBe(MENSAJES_USUARIO.documentoExtranjeroFormato);
    expect(errorDocumento('12345', true)).toBe(MENSAJES_USUARIO.documentoExtranjeroFormato);
  });

  it('el alta informa el error en el campo dni y guarda el documento en mayúsculas', () => {
    const mal = ZCrearUsuarioBody.safeParse({ ...base, dni: 'X1', extranjero: true });
    expect(mal.success).toBe(false);
    expect(mal.error?.issues.map((i) => i.path.join('.'))).toEqual(['dni']);
    const bien = ZCrearUsuarioBody.safeParse({ ...base, dni: 'ce0012345', extranjero: true });
    expect(bien.success && bien.data.dni).toBe('CE0012345');
    const dniMal = ZCrearUsuarioBody.safeParse({ ...base, dni: 'CE0012345', extranjero: false });
    expect(dniMal.error?.issues[0]?.message).toBe(MENSAJES_USUARIO.dniFormato);
  });
});

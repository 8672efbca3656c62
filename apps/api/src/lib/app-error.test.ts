import { describe, expect, it } from 'vitest';
import { CODIGOS_ERROR, CODIGOS_RECHAZO_SOLICITUD, ZErrorResponse } from '@app/contract/errores';
import { AppError, ESTADO_POR_CODIGO, reglaNegocio } from './app-error';

describe('códigos de error', () => {
  it('cada código de la lista tiene su estado HTTP y ninguno sobra en el mapa', () => {
    expect(Object.keys(ESTADO_POR_CODIGO).sort()).toEqual([...CODIGOS_ERROR].sort());
    expect(new Set(CODIGOS_ERROR).size).toBe(CODIGOS_ERROR.length);
  });

  it('el estado de un error sale de su código', () => {
    expect(new AppError('CANCELADO', 'x').status).toBe(409);
    expect(new AppError('PERMISOS_INSUFICIENTES', 'x').status).toBe(403);
    for (const codigo of CODIGOS_RECHAZO_SOLICITUD) expect(reglaNegocio(codigo, 'x').status).toBe(422);
  });

  it('un código fuera de la lista no compila ni pasa el esquema de respuesta', () => {
    // @ts-expect-error: a code must be added to CODIGOS_ERROR (and given a status) before it can be thrown.
    const desconocido = new AppError('CODIGO_INVENTADO', 'x');
    expect(desconocido.status).toBeUndefined();
    expect(ZErrorResponse.safeParse({ code: 'CODIGO_INVENTADO', message: 'x' }).success).toBe(false);
    expect(ZErrorResponse.safeParse({ code: 'SALDO_INSUFICIENTE', message: 'x' }).success).toBe(true);
  });
});

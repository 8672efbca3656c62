import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from './declaracion-ruta';

const ZEco = z.object({ texto: z.string() });

describe('declarar', () => {
  it('pone 200 y después los códigos de error compartidos en response, y los permisos en config', () => {
    const opciones = declarar({
      tags: ['Prueba'],
      summary: 'Eco',
      permisos: [PERMISOS.AUDITORIA_VER],
      querystring: ZEco,
      respuesta: ZEco,
      errores: [400, 401, 403],
    });
    expect(opciones.config).toEqual({ permisos: [PERMISOS.AUDITORIA_VER] });
    expect(opciones.schema).toEqual({
      tags: ['Prueba'],
      summary: 'Eco',
      querystring: ZEco,
      response: { 200: ZEco, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
    });
    expect(Object.keys(opciones.schema.response)).toEqual(['200', '400', '401', '403']);
  });

  it('marca la ruta pública sin permisos y deja pasar las claves raras de config y de schema', () => {
    const opciones = declarar({
      tags: ['Prueba'],
      summary: 'Pública',
      publica: true,
      respuesta: z.any(),
      errores: [404],
      config: { cachePublica: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { security: [], consumes: ['multipart/form-data'] },
    });
    expect(opciones.config).toEqual({
      publica: true,
      cachePublica: true,
      rateLimit: { max: 5, timeWindow: '1 minute' },
    });
    expect(opciones.config).not.toHaveProperty('permisos');
    expect(opciones.schema).toMatchObject({ security: [], consumes: ['multipart/form-data'] });
  });

  it('conserva los tipos zod: Fastify valida la consulta y tipa request y respuesta con ellos', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get(
      '/eco/:id',
      declarar({
        tags: ['Prueba'],
        summary: 'Eco',
        permisos: [],
        params: z.object({ id: z.coerce.number() }),
        querystring: ZEco,
        respuesta: ZEco,
        // Without the app's error handler a 400 body is Fastify's own, not ZErrorResponse.
        errores: [],
      }),
      (request) => {
        expectTypeOf(request.query).toEqualTypeOf<{ texto: string }>();
        expectTypeOf(request.params).toEqualTypeOf<{ id: number }>();
        return { texto: `${request.query.texto}-${request.params.id}` };
      },
    );
    app.get(
      '/mal',
      declarar({ tags: ['Prueba'], summary: 'Mal', permisos: [], respuesta: ZEco, errores: [] }),
      // @ts-expect-error the reply must match the declared 200 schema
      () => ({ otro: 1 }),
    );
    // @ts-expect-error a key the helper does not know (consumes belongs inside schema)
    declarar({ tags: [], summary: '', permisos: [], respuesta: ZEco, errores: [], consumes: [] });
    // @ts-expect-error every route states who may call it
    declarar({ tags: [], summary: '', respuesta: ZEco, errores: [] });

    const bien = await app.inject({ url: '/eco/7?texto=hola' });
    expect(bien.json()).toEqual({ texto: 'hola-7' });
    const sinTexto = await app.inject({ url: '/eco/7' });
    expect(sinTexto.statusCode).toBe(400);
    await app.close();
  });
});

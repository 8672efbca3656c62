import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZErrorResponse } from '@app/contract/errores';
import type { TPermiso } from '@app/contract/permisos';

/** The instance a route plugin receives, for the registration functions a large *.routes.ts splits into. */
export type AppRutas = Parameters<FastifyPluginAsyncZod>[0];

/** Statuses a route may document besides 200: every error leaves the server as ZErrorResponse. */
export type CodigoError = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * Who may call the route: the permissions of which the caller needs one (an empty list: anyone signed in), or
 * nobody signed in at all. A route with neither is refused to everyone (plugins/autenticacion.ts), so the type
 * demands one of the two.
 */
type Acceso = { permisos: readonly TPermiso[]; publica?: never } | { publica: true; permisos?: never };

/** The parts of the request with a zod schema; fastify-type-provider-zod types `request` from them. */
interface Entrada {
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
}

/** Everything a route declares, in one object. */
export type Declaracion = Acceso &
  Entrada & {
    tags: readonly string[];
    summary: string;
    /** The 200 reply. */
    respuesta: z.ZodType;
    /** Error statuses, each documented with ZErrorResponse. */
    errores: readonly CodigoError[];
    /** The rarer config keys (rate limit, public cache, idle polling…), as Fastify takes them. */
    config?: Omit<FastifyContextConfig, 'permisos' | 'publica'>;
    /** The rarer OpenAPI keys (security, consumes, description, hide…), as @fastify/swagger takes them. */
    schema?: Omit<FastifySchema, keyof Entrada | 'response' | 'tags' | 'summary'>;
  };

type Clave = keyof Entrada | 'tags' | 'summary' | 'respuesta' | 'errores' | 'permisos' | 'publica';
/** A key outside the declaration (`consumes` at the top instead of inside `schema`) would be lost: refused. */
type SinClavesAjenas<D> = { [K in Exclude<keyof D, Clave | 'config' | 'schema'>]: never };

type Respuestas<D extends Declaracion> = {
  [C in 200 | D['errores'][number]]: C extends 200 ? D['respuesta'] : typeof ZErrorResponse;
};
type EsquemaExtra<D> = D extends { schema: infer S } ? S : unknown;
type Plano<T> = { [K in keyof T]: T[K] };

/** The route's `schema`, with the declared zod types themselves so that request and reply stay typed. */
export type EsquemaDeclarado<D extends Declaracion> = Plano<
  Pick<D, keyof Entrada & keyof D> & {
    tags: D['tags'];
    summary: string;
    response: Respuestas<D>;
  } & EsquemaExtra<D>
>;

/** Route options built from one declaration: `app.get(url, declarar({…}), handler)`. */
export function declarar<D extends Declaracion>(
  declaracion: D & SinClavesAjenas<D>,
): { config: FastifyContextConfig; schema: EsquemaDeclarado<D> } {
  const { tags, summary, respuesta, errores, permisos, publica, config, schema, ...entrada } = declaracion;
  const response = Object.fromEntries([
    [200, respuesta],
    ...errores.map((codigo) => [codigo, ZErrorResponse] as const),
  ]);
  return {
    config: { ...config, ...(publica ? { publica } : { permisos }) },
    // Built from the declaration's own keys; TypeScript alone cannot follow the rest and the spreads.
    schema: { tags, summary, ...entrada, ...schema, response } as EsquemaDeclarado<D>,
  };
}

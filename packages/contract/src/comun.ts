import { z } from 'zod';
import { esFechaValida } from './fechas';

// Spanish messages for every zod check that does not carry its own (both the API and the forms).
z.config(z.locales.es());

export const ZId = z.coerce
  .number({ error: 'El identificador debe ser un número' })
  .int('El identificador debe ser un número entero')
  .positive('El identificador debe ser positivo')
  .max(2_147_483_647, 'El identificador no es válido');

export const ZIdParams = z.object({ id: ZId });

/** A calendar date as it travels: `YYYY-MM-DD`, never a Date built from it. */
export const ZFechaCalendario = z
  .string({ error: 'La fecha es requerida' })
  .refine(esFechaValida, 'La fecha debe tener el formato AAAA-MM-DD y existir en el calendario');

/** Query-string booleans: 'true'/'false' (and 1/0), anything else is a 400. */
export const ZBooleanoQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: 'Debe ser true o false' })])
  .transform((v) => v === true || v === 'true' || v === '1');

export const ZPageNumber = z.coerce
  .number({ error: 'pageNumber debe ser un número' })
  .int('pageNumber debe ser un número entero')
  .min(1, 'pageNumber debe ser mayor o igual a 1')
  .max(1_000_000, 'pageNumber es demasiado grande')
  .default(1);

export const pageSizeEntre = (opciones: readonly number[], porDefecto: number) =>
  z.coerce
    .number({ error: 'pageSize debe ser un número' })
    .int('pageSize debe ser un número entero')
    .refine((n) => opciones.includes(n), `pageSize debe ser uno de: ${opciones.join(', ')}`)
    .default(porDefecto);

export const ZMensaje = z.object({ message: z.string() });

import { z } from 'zod';
import { esFechaValida } from '@app/contract/fechas';

const vacioComoIndefinido = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const booleano = z.preprocess(
  vacioComoIndefinido,
  z
    .enum(['true', 'false'], { error: 'debe ser true o false' })
    .transform((v) => v === 'true')
    .optional(),
);

const ZEnv = z.object({
  PORT: z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(1).max(65535).default(3000)),
  HOST: z.preprocess(vacioComoIndefinido, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    vacioComoIndefinido,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
      .optional(),
  ),
  DATA_DIR: z.preprocess(vacioComoIndefinido, z.string().default('./data')),
  DB_REINTENTOS: z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(1).max(1000).default(10)),
  SEED_DEMO: booleano,
  ADMIN_EMAIL: z.preprocess(vacioComoIndefinido, z.email('debe ser un email válido').optional()),
  ADMIN_PASSWORD: z.preprocess(
    vacioComoIndefinido,
    z.string().min(12, 'debe tener al menos 12 caracteres').optional(),
  ),
  APP_TODAY: z.preprocess(
    vacioComoIndefinido,
    z.string().refine(esFechaValida, 'debe ser una fecha válida con el formato AAAA-MM-DD').optional(),
  ),
  TZ_NEGOCIO: z.preprocess(
    vacioComoIndefinido,
    z
      .string()
      .default('America/Lima')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-CA', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'no es una zona horaria válida'),
  ),
  COMPANY_NAME: z.preprocess(vacioComoIndefinido, z.string().max(150).default('Descanso')),
  LOG_LEVEL: z.preprocess(
    vacioComoIndefinido,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  LOGIN_MAX_POR_MINUTO: z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(1).default(30)),
  WEB_DIST: z.preprocess(vacioComoIndefinido, z.string().optional()),
});

export type Env = z.infer<typeof ZEnv>;

export class ConfiguracionInvalida extends Error {}

/** Parses the environment once; on any bad variable, lists them all in one line. */
export function leerEnv(fuente: NodeJS.ProcessEnv = process.env): Env {
  const r = ZEnv.safeParse(fuente);
  if (!r.success) {
    const detalle = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfiguracionInvalida(`Configuración inválida: ${detalle}`);
  }
  if ((r.data.ADMIN_EMAIL && !r.data.ADMIN_PASSWORD) || (!r.data.ADMIN_EMAIL && r.data.ADMIN_PASSWORD)) {
    throw new ConfiguracionInvalida(
      'Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD deben darse juntos',
    );
  }
  return r.data;
}

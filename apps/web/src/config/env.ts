import { z } from 'zod';

/**
 * Build-time variables (VITE_* only), parsed once; empty strings count as missing. The company's name, logo, time
 * zone and business date are not among them: the server gives them (ADR 026).
 */
const vacioComoIndefinido = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const ZEnvWeb = z.object({
  VITE_API_URL: z.preprocess(vacioComoIndefinido, z.string().default('/api')),
});

const resultado = ZEnvWeb.safeParse(import.meta.env);
if (!resultado.success) {
  throw new Error(
    `Variables de entorno inválidas: ${resultado.error.issues.map((i) => i.path.join('.')).join(', ')}`,
  );
}

export const env = {
  apiUrl: resultado.data.VITE_API_URL.replace(/\/$/, ''),
  creditoDesarrollo: 'Desarrollado por Descanso',
} as const;

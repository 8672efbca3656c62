import { z } from 'zod';

/** Build-time variables (VITE_* only), parsed once; empty strings count as missing. */
const vacioComoIndefinido = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const ZEnvWeb = z.object({
  VITE_COMPANY_NAME: z.preprocess(vacioComoIndefinido, z.string().trim().default('Descanso')),
  VITE_API_URL: z.preprocess(vacioComoIndefinido, z.string().default('/api')),
});

const resultado = ZEnvWeb.safeParse(import.meta.env);
if (!resultado.success) {
  throw new Error(
    `Variables de entorno inválidas: ${resultado.error.issues.map((i) => i.path.join('.')).join(', ')}`,
  );
}

export const env = {
  nombreEmpresa: resultado.data.VITE_COMPANY_NAME,
  apiUrl: resultado.data.VITE_API_URL.replace(/\/$/, ''),
  creditoDesarrollo: 'Desarrollado por Descanso',
} as const;

import { z } from 'zod';

/** Check-digit weights of SUNAT's RUC (the first ten digits). */
const PESOS_RUC = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * Whether `ruc` is a SUNAT RUC: 11 digits, a taxpayer-type prefix (10 person, 15 and 17 special, 20 company) and
 * the modulo-11 check digit. Typing mistakes in one digit always fail the check.
 */
export function esRucValido(ruc: string): boolean {
  if (!/^\d{11}$/.test(ruc) || !['10', '15', '17', '20'].includes(ruc.slice(0, 2))) return false;
  const suma = PESOS_RUC.reduce((s, peso, i) => s + peso * Number(ruc[i]), 0);
  const digito = (11 - (suma % 11)) % 10;
  return digito === Number(ruc[10]);
}

export const ZRuc = z
  .string({ error: 'El RUC es obligatorio' })
  .trim()
  .regex(/^\d{11}$/, 'El RUC debe tener 11 dígitos')
  .refine(esRucValido, 'El RUC no es válido: revise los dígitos (el último es de verificación)');

/** The company's identity (Configuración → Empresa and the first-start setup). */
export const ZDatosEmpresa = z.object({
  nombreComercial: z
    .string({ error: 'El nombre comercial es obligatorio' })
    .trim()
    .min(2, 'El nombre comercial debe tener al menos 2 caracteres')
    .max(150, 'El nombre comercial no puede exceder 150 caracteres'),
  razonSocial: z
    .string({ error: 'La razón social es obligatoria' })
    .trim()
    .min(2, 'La razón social debe tener al menos 2 caracteres')
    .max(200, 'La razón social no puede exceder 200 caracteres'),
  ruc: ZRuc,
});
export type TDatosEmpresa = z.infer<typeof ZDatosEmpresa>;

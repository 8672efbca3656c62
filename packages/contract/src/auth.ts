import { z } from 'zod';

export const ZLoginBody = z.object({
  username: z.string({ error: 'Ingresa un email válido.' }).trim().email('Ingresa un email válido.').max(254),
  password: z
    .string({ error: 'La contraseña debe tener al menos 6 caracteres.' })
    .min(6, 'La contraseña debe tener al menos 6 caracteres.')
    .max(256, 'La contraseña es demasiado larga.'),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZSesion = z.object({
  userName: z.string(),
  nombreCompleto: z.string(),
  roles: z.array(z.string()),
  permisos: z.array(z.string()),
  debeCambiarContrasena: z.boolean(),
  // Not in the spec: the session limits the web needs to warn before the idle timeout. Optional so a
  // reply without them (an older server) still parses; the web then shows no warning.
  /** Minutes without any call after which the server ends the session (SESION_INACTIVIDAD_MIN). */
  inactividadMinutos: z.number().int().positive().optional(),
  /** ISO instant of the absolute limit (sign-in + SESION_MAXIMA_HORAS), whatever the activity. */
  expiraEn: z.string().optional(),
});
export type TSesion = z.infer<typeof ZSesion>;

export const ZLoginRespuesta = ZSesion.extend({ token: z.string() });
export type TLoginRespuesta = z.infer<typeof ZLoginRespuesta>;

/**
 * Password policy of docs/producto.md, «Usuarios» (each unmet item, in the spec's order and words): still required
 * of the temporary password an administrator types; a password the user chooses follows ZContrasenaNueva (ADR 007).
 */
export const REQUISITOS_CONTRASENA = [
  { mensaje: 'al menos 12 caracteres', cumple: (p: string) => p.length >= 12 },
  { mensaje: 'al menos una letra mayúscula', cumple: (p: string) => /\p{Lu}/u.test(p) },
  { mensaje: 'al menos una letra minúscula', cumple: (p: string) => /\p{Ll}/u.test(p) },
  { mensaje: 'al menos un número', cumple: (p: string) => /\d/.test(p) },
  { mensaje: 'al menos un carácter especial', cumple: (p: string) => /[^\p{L}\p{N}\s]/u.test(p) },
] as const;

export const faltantesContrasena = (p: string): string[] =>
  REQUISITOS_CONTRASENA.filter((r) => !r.cumple(p)).map((r) => r.mensaje);

export const mensajePoliticaContrasena = (p: string): string | undefined => {
  const faltan = faltantesContrasena(p);
  return faltan.length ? `La contraseña debe tener: ${faltan.join(', ')}` : undefined;
};

export const ZContrasenaSegura = z
  .string({ error: 'La contraseña es requerida' })
  .max(128, 'La contraseña no puede tener más de 128 caracteres')
  .superRefine((p, ctx) => {
    const mensaje = mensajePoliticaContrasena(p);
    if (mensaje) ctx.addIssue({ code: 'custom', message: mensaje });
  });

/** Shortest password a person may choose (ASVS 2.1.1; ADR 007). */
export const LONGITUD_MINIMA_CONTRASENA = 12;
export const MENSAJE_LONGITUD_CONTRASENA = `La contraseña debe tener al menos ${LONGITUD_MINIMA_CONTRASENA} caracteres`;

/**
 * A password the user chooses (ADR 007): length only, no composition rules, so passphrases are welcome. Whether
 * it is common, breached or contains the person's name or email is checked on the server (politica-contrasena).
 */
export const ZContrasenaNueva = z
  .string({ error: 'La contraseña es requerida' })
  .min(LONGITUD_MINIMA_CONTRASENA, MENSAJE_LONGITUD_CONTRASENA)
  .max(128, 'La contraseña no puede tener más de 128 caracteres');

export const ZCambiarContrasenaBody = z
  .object({
    contrasenaActual: z
      .string({ error: 'La contraseña actual es requerida' })
      .min(1, 'La contraseña actual es requerida')
      .max(256),
    nuevaContrasena: ZContrasenaNueva,
    confirmarContrasena: z
      .string({ error: 'Confirme la nueva contraseña' })
      .min(1, 'Confirme la nueva contraseña'),
  })
  .superRefine((v, ctx) => {
    if (v.nuevaContrasena !== v.confirmarContrasena) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmarContrasena'],
        message: 'Las contraseñas no coinciden',
      });
    }
    if (v.nuevaContrasena === v.contrasenaActual) {
      ctx.addIssue({
        code: 'custom',
        path: ['nuevaContrasena'],
        message: 'La nueva contraseña debe ser distinta de la actual',
      });
    }
  });
export type TCambiarContrasenaBody = z.infer<typeof ZCambiarContrasenaBody>;

export const ZSalud = z.object({ estado: z.literal('ok'), baseDeDatos: z.literal('ok') });

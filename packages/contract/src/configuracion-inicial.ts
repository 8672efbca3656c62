import { z } from 'zod';
import { ZContrasenaNueva } from './auth';
import { ZCodigoDepartamento, ZNombreDepartamento } from './departamentos';
import { ZDatosEmpresa } from './empresa';
import { CUANDO_DOCUMENTO_LEIDO, ZCamposUsuario, ZDocumentoIdentidad, refinarDocumento } from './usuarios';
import { REGIMENES } from './vacaciones';

// First start of a real company (ADR 029): the one-time setup link the server prints on an empty
// database without demo data and without ADMIN_EMAIL.

export const MENSAJES_CONFIGURACION_INICIAL = {
  /** Once anyone can sign in, the setup page is closed for good. */
  yaRealizada:
    'La configuración inicial ya se realizó: inicie sesión con la cuenta de administrador de la empresa.',
  /** A wrong, replaced or used token: the same words for all three, so nothing is learnt by guessing. */
  enlaceInvalido:
    'El enlace de configuración inicial no es válido o ya se usó. Reinicie el servidor para obtener un enlace nuevo.',
  completada:
    'La empresa quedó configurada. Inicie sesión con la cuenta de administrador que acaba de crear.',
  codigoRepetido: 'Hay dos departamentos con el mismo código',
  nombreRepetido: 'Hay dos departamentos con el mismo nombre',
  contrasenasDistintas: 'Las contraseñas no coinciden',
} as const;

/** The departments module's own rules for code and name. */
export const ZDepartamentoInicial = z.object({ codigo: ZCodigoDepartamento, nombre: ZNombreDepartamento });
export type TDepartamentoInicial = z.infer<typeof ZDepartamentoInicial>;

/** Without any, the company starts with the department every install had: ADM – Administración. */
export const DEPARTAMENTO_POR_DEFECTO: TDepartamentoInicial = { codigo: 'ADM', nombre: 'Administración' };

const ZDepartamentosIniciales = z
  .array(ZDepartamentoInicial, { error: 'Los departamentos deben ser una lista' })
  .max(50, 'Puede crear hasta 50 departamentos aquí; el resto, después en Departamentos')
  .superRefine((lista, ctx) => {
    const repetido = (clave: 'codigo' | 'nombre', mensaje: string) => {
      const vistos = new Set<string>();
      lista.forEach((d, i) => {
        const valor = d[clave].toLocaleLowerCase('es');
        if (vistos.has(valor)) ctx.addIssue({ code: 'custom', path: [i, clave], message: mensaje });
        vistos.add(valor);
      });
    };
    repetido('codigo', MENSAJES_CONFIGURACION_INICIAL.codigoRepetido);
    repetido('nombre', MENSAJES_CONFIGURACION_INICIAL.nombreRepetido);
  })
  .default([]);

/**
 * POST /api/configuracion-inicial: one flat form (so each field's error comes back under its own name) with the
 * company's identity, its régimen, the first administrator and the optional first departments.
 */
export const ZConfiguracionInicialBody = ZDatosEmpresa.extend({
  token: z
    .string({ error: MENSAJES_CONFIGURACION_INICIAL.enlaceInvalido })
    .trim()
    .min(1, MENSAJES_CONFIGURACION_INICIAL.enlaceInvalido)
    .max(200, MENSAJES_CONFIGURACION_INICIAL.enlaceInvalido),
  regimen: z.enum(REGIMENES, { error: 'El régimen laboral debe ser GENERAL o MYPE' }),
  nombres: ZCamposUsuario.shape.nombres,
  apellidoPaterno: ZCamposUsuario.shape.apellidoPaterno,
  apellidoMaterno: ZCamposUsuario.shape.apellidoMaterno,
  dni: ZDocumentoIdentidad,
  extranjero: z.boolean({ error: 'Extranjero debe ser verdadero o falso' }).default(false),
  email: ZCamposUsuario.shape.email,
  contrasena: ZContrasenaNueva,
  confirmarContrasena: z
    .string({ error: 'Confirme la contraseña' })
    .min(1, 'Confirme la contraseña')
    .max(128, MENSAJES_CONFIGURACION_INICIAL.contrasenasDistintas),
  departamentos: ZDepartamentosIniciales,
})
  .superRefine(refinarDocumento, CUANDO_DOCUMENTO_LEIDO)
  .superRefine(
    (v, ctx) => {
      if (v.contrasena !== v.confirmarContrasena)
        ctx.addIssue({
          code: 'custom',
          path: ['confirmarContrasena'],
          message: MENSAJES_CONFIGURACION_INICIAL.contrasenasDistintas,
        });
    },
    // Also when another field failed: the form shows every mistake at once.
    {
      when: (p) =>
        !p.issues.some((i) => i.path?.[0] === 'contrasena' || i.path?.[0] === 'confirmarContrasena') &&
        typeof (p.value as { confirmarContrasena?: unknown } | undefined)?.confirmarContrasena === 'string',
    },
  );
export type TConfiguracionInicialBody = z.input<typeof ZConfiguracionInicialBody>;
export type TConfiguracionInicialDatos = z.output<typeof ZConfiguracionInicialBody>;

/** GET /api/configuracion-inicial: whether the setup page may still be used (no user yet and a link pending). */
export const ZEstadoConfiguracionInicial = z.object({ disponible: z.boolean() });
export type TEstadoConfiguracionInicial = z.infer<typeof ZEstadoConfiguracionInicial>;

export const ZConfiguracionInicialRespuesta = z.object({ message: z.string(), email: z.string() });
export type TConfiguracionInicialRespuesta = z.infer<typeof ZConfiguracionInicialRespuesta>;

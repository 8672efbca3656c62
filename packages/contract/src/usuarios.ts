import { z } from 'zod';
import { ZContrasenaSegura } from './auth';
import { ZBooleanoQuery, ZId } from './comun';
import { esFechaValida } from './fechas';
import { ESTADOS_PERIODO, REGIMENES } from './vacaciones';

// User administration (docs/producto.md, «Usuarios»); the list's schemas are in usuarios-lista.ts.

export * from './usuarios-lista';

/** Role names the users screen counts as administrators (docs/producto.md, «Usuarios»). */
export const NOMBRES_ROL_ADMINISTRADOR = ['Admin', 'Administrador', 'SuperAdmin', 'Super Admin'] as const;
export const esRolAdministrador = (nombre: string) =>
  NOMBRES_ROL_ADMINISTRADOR.some((n) => n.toLowerCase() === nombre.trim().toLowerCase());

export const MENSAJES_USUARIO = {
  emailRequerido: 'El email es requerido',
  emailFormato: 'El email no tiene un formato válido',
  nombresRequeridos: 'Los nombres son requeridos',
  apellidoPaternoRequerido: 'El apellido paterno es requerido',
  apellidoMaternoRequerido: 'El apellido materno es requerido',
  dniRequerido: 'El DNI es requerido',
  dniFormato: 'El DNI debe tener 8 dígitos',
  documentoExtranjeroFormato:
    'El carné de extranjería o pasaporte debe tener de 6 a 12 letras y dígitos, o de 8 a 12 dígitos, sin espacios ni guiones',
  fechaIngresoRequerida: 'La fecha de ingreso es requerida',
  empresaRequerida: 'La empresa es requerida',
  departamentoRequerido: 'El departamento es requerido',
  rolesRequeridos: 'Debe seleccionar al menos un rol',
  celularFormato: 'El número de celular debe tener 9 dígitos',
  emailDuplicado: 'Ya existe un usuario con ese email',
  dniDuplicado: 'Ya existe un usuario con ese DNI',
  jefeCiclo: 'El jefe seleccionado crearía un ciclo en la jerarquía',
  jefeMismo: 'Un usuario no puede ser su propio jefe',
  jefeInvalido: 'El jefe seleccionado no existe o está inactivo',
  departamentoInvalido: 'El departamento seleccionado no existe',
  departamentoInactivo: 'El departamento seleccionado está inactivo',
  noDesactivarseASiMismo: 'No puede desactivar su propia cuenta',
  noQuitarsePropioAdmin: 'No puede quitarse a sí mismo los permisos de administración',
  temporalSinUsar:
    'No puede quitar el cambio obligatorio de contraseña mientras el usuario tiene una contraseña temporal sin usar: el usuario debe definir la suya.',
  creado: 'Usuario creado correctamente',
  actualizado: 'Usuario actualizado correctamente',
  estadoCambiado: 'Estado del usuario cambiado exitosamente',
  contrasenaReiniciada: 'Contraseña reiniciada exitosamente',
  eliminado: 'Usuario eliminado correctamente',
  noEncontrado: 'Usuario no encontrado',
  confirmarFechaIngreso:
    'El cambio de la fecha de ingreso modifica los saldos de vacaciones: revise la vista previa y confirme el cambio',
} as const;

/** 422 when a hire-date edit would leave a period below zero. */
export const mensajePeriodoNegativo = (periodo: number) =>
  `El cambio de la fecha de ingreso dejaría el período ${periodo} con saldo negativo: no se aplicó`;

const vacioANulo = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

const textoRequerido = (requerido: string, etiqueta: string, max: number) =>
  z
    .string({ error: requerido })
    .trim()
    .min(1, { error: requerido, abort: true })
    .max(max, `${etiqueta} no puede superar ${max} caracteres`);

const ZEmailUsuario = z
  .string({ error: MENSAJES_USUARIO.emailRequerido })
  .trim()
  .toLowerCase()
  .min(1, { error: MENSAJES_USUARIO.emailRequerido, abort: true })
  .max(254, { error: 'El email no puede superar 254 caracteres', abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MENSAJES_USUARIO.emailFormato);

/**
 * The identity document: a Peruvian's 8-digit DNI, or for a foreign employee a carné de extranjería
 * (9 to 12 letters or digits) or a passport number (6 to 12 with a letter, or 8 to 12 digits: a short all-digit
 * value is a mistyped DNI, and 8 digits stay valid for foreigners registered before this rule). Stored in the spec's `dni` field, upper-cased; which rule applies depends on `extranjero`,
 * so the object schemas check it with `refinarDocumento` (ADR 016).
 */
export const DOCUMENTO_DNI = /^\d{8}$/;
export const DOCUMENTO_EXTRANJERO = /^(?:\d{8,12}|(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,12})$/;

/** The column and field label that covers every kind of document. */
export const ETIQUETA_DOCUMENTO = 'DNI / CE / Pasaporte';

/** 'Admin, Jefe' or 'Sin rol': the users table and its Excel export. */
export const textoRoles = (roles: readonly string[] | null | undefined) =>
  roles && roles.length > 0 ? roles.join(', ') : 'Sin rol';
/** The form's label for the document field, by the "Es extranjero" box. */
export const etiquetaDocumento = (extranjero: boolean) =>
  extranjero ? 'Carné de extranjería o pasaporte' : 'DNI';

/** The message for a document that does not fit its kind, or null when it fits. */
export const errorDocumento = (documento: string, extranjero: boolean): string | null => {
  if (extranjero)
    return DOCUMENTO_EXTRANJERO.test(documento) ? null : MENSAJES_USUARIO.documentoExtranjeroFormato;
  return DOCUMENTO_DNI.test(documento) ? null : MENSAJES_USUARIO.dniFormato;
};

/**
 * Either kind of document, upper-cased. A value that fits neither kind fails here, on the field, so the error shows
 * with every other field's (zod skips object checks once a field failed); `refinarDocumento` then checks the kind
 * against `extranjero`. Digits (with stray separators) read as a DNI, anything else as a foreign document.
 */
export const ZDocumentoIdentidad = z
  .string({ error: MENSAJES_USUARIO.dniRequerido })
  .trim()
  .toUpperCase()
  .min(1, { error: MENSAJES_USUARIO.dniRequerido, abort: true })
  .superRefine((documento, ctx) => {
    if (DOCUMENTO_DNI.test(documento) || DOCUMENTO_EXTRANJERO.test(documento)) return;
    const pareceDni = /^[\d\s.-]+$/.test(documento);
    ctx.addIssue({
      code: 'custom',
      message: pareceDni ? MENSAJES_USUARIO.dniFormato : MENSAJES_USUARIO.documentoExtranjeroFormato,
    });
  });

/** Object-level check of `dni` against `extranjero`, reported on the `dni` field. */
export const refinarDocumento = (v: { dni: string; extranjero: boolean }, ctx: z.RefinementCtx) => {
  const error = errorDocumento(v.dni, v.extranjero);
  if (error) ctx.addIssue({ code: 'custom', path: ['dni'], message: error });
};

/** Run `refinarDocumento` when the document and the box were read, even if another field failed. */
export const CUANDO_DOCUMENTO_LEIDO = {
  when: (p: { issues: readonly { path?: readonly PropertyKey[] }[]; value: unknown }) =>
    !p.issues.some((i) => i.path?.[0] === 'dni' || i.path?.[0] === 'extranjero') &&
    typeof (p.value as { dni?: unknown } | undefined)?.dni === 'string',
};

const ZDni = ZDocumentoIdentidad;

/** Optional; empty means none. */
const ZCelular = z
  .preprocess(
    vacioANulo,
    z
      .string()
      .trim()
      .regex(/^\d{9}$/, MENSAJES_USUARIO.celularFormato)
      .nullable(),
  )
  .optional();

const ZFechaIngreso = z
  .string({ error: MENSAJES_USUARIO.fechaIngresoRequerida })
  .trim()
  .min(1, { error: MENSAJES_USUARIO.fechaIngresoRequerida, abort: true })
  .refine(esFechaValida, 'La fecha de ingreso debe tener el formato AAAA-MM-DD y existir en el calendario');

const ZDepartamentoId = z.coerce
  .number({ error: MENSAJES_USUARIO.departamentoRequerido })
  .int(MENSAJES_USUARIO.departamentoRequerido)
  .positive(MENSAJES_USUARIO.departamentoRequerido)
  .max(2_147_483_647, MENSAJES_USUARIO.departamentoInvalido);

/** Optional; empty or 0 means no direct manager. */
const ZJefeId = z
  .preprocess(
    (v) => (vacioANulo(v) === null || v === 0 ? null : v),
    z.coerce
      .number({ error: 'El jefe seleccionado no es válido' })
      .int('El jefe seleccionado no es válido')
      .positive('El jefe seleccionado no es válido')
      .max(2_147_483_647, 'El jefe seleccionado no es válido')
      .nullable(),
  )
  .optional();

const ZRoles = z
  .array(
    z
      .string({ error: 'El rol no es válido' })
      .trim()
      .min(1, 'El rol no es válido')
      .max(100, 'El rol no es válido'),
    {
      error: MENSAJES_USUARIO.rolesRequeridos,
    },
  )
  .min(1, MENSAJES_USUARIO.rolesRequeridos)
  .max(50, 'Demasiados roles');

const camposUsuario = {
  nombres: textoRequerido(MENSAJES_USUARIO.nombresRequeridos, 'Los nombres', 100),
  apellidoPaterno: textoRequerido(MENSAJES_USUARIO.apellidoPaternoRequerido, 'El apellido paterno', 100),
  apellidoMaterno: textoRequerido(MENSAJES_USUARIO.apellidoMaternoRequerido, 'El apellido materno', 100),
  dni: ZDni,
  extranjero: z.boolean({ error: 'Extranjero debe ser verdadero o falso' }).default(false),
  numeroCelular: ZCelular,
  email: ZEmailUsuario,
  empresa: textoRequerido(MENSAJES_USUARIO.empresaRequerida, 'La empresa', 150),
  departamentoId: ZDepartamentoId,
  jefeId: ZJefeId,
  roles: ZRoles,
};

export const MENSAJE_REGIMEN_EMPLEADO =
  'El régimen laboral debe ser GENERAL, MYPE o vacío (según la empresa)';

/**
 * The employee's own labour régimen (ADR 027): null follows the company's. Beyond the spec's fields; an
 * employee hired before the company became MYPE keeps GENERAL explicitly.
 */
export const ZRegimenEmpleado = z.preprocess(
  vacioANulo,
  z.enum(REGIMENES, { error: MENSAJE_REGIMEN_EMPLEADO }).nullable(),
);

/** The user fields without the document check: for schemas that pick from them (the import row). */
export const ZCamposUsuario = z.object(camposUsuario);

/** Create payload. Without `contrasenaTemporal` the server generates one and returns it once. */
export const ZCrearUsuarioBody = z
  .object({
    ...camposUsuario,
    contrasenaTemporal: z.preprocess((v) => vacioANulo(v) ?? undefined, ZContrasenaSegura.optional()),
    forzarCambioContrasena: z.boolean({ error: 'Debe ser verdadero o falso' }).default(true),
    /** Defaults to today in the business time zone. */
    fechaIngreso: ZFechaIngreso.optional(),
    estadoInicial: z.boolean({ error: 'Debe ser verdadero o falso' }).default(true),
    /** Beyond the spec (ADR 027): absent or null follows the company's régimen. */
    regimen: ZRegimenEmpleado.optional(),
  })
  .superRefine(refinarDocumento, CUANDO_DOCUMENTO_LEIDO);
export type TCrearUsuarioBody = z.infer<typeof ZCrearUsuarioBody>;

/** Update payload: the same fields without the password; `estaActivo` and `forzarCambioContrasena` optional (unchanged). */
export const ZActualizarUsuarioBody = z
  .object({
    ...camposUsuario,
    fechaIngreso: ZFechaIngreso,
    forzarCambioContrasena: z.boolean({ error: 'Debe ser verdadero o falso' }).optional(),
    estaActivo: z.boolean({ error: 'Debe ser verdadero o falso' }).optional(),
    /**
     * Required (true) when the hire date changes and the balance preview is not empty: otherwise
     * 409 with MENSAJES_USUARIO.confirmarFechaIngreso.
     */
    confirmarCambioFechaIngreso: z.boolean({ error: 'Debe ser verdadero o falso' }).optional(),
    /** Beyond the spec (ADR 027): null follows the company's régimen; absent leaves it unchanged. */
    regimen: ZRegimenEmpleado.optional(),
  })
  .superRefine(refinarDocumento, CUANDO_DOCUMENTO_LEIDO);
export type TActualizarUsuarioBody = z.infer<typeof ZActualizarUsuarioBody>;

export const ZCrearUsuarioRespuesta = z.object({
  message: z.string(),
  id: z.number(),
  /** Present only when the server generated it; shown once, never stored in clear. */
  contrasenaTemporal: z.string().optional(),
});
export type TCrearUsuarioRespuesta = z.infer<typeof ZCrearUsuarioRespuesta>;

export const ZUsuarioDetalle = z.object({
  id: z.number(),
  nombres: z.string(),
  apellidoPaterno: z.string(),
  apellidoMaterno: z.string(),
  nombreCompleto: z.string(),
  dni: z.string(),
  extranjero: z.boolean(),
  numeroCelular: z.string().nullable(),
  email: z.string(),
  fechaIngreso: z.string(),
  empresa: z.string(),
  departamentoId: z.number(),
  departamento: z.string(),
  jefeId: z.number().nullable(),
  manager: z.string().nullable(),
  roles: z.array(z.string()),
  estaActivo: z.boolean(),
  estado: z.enum(['Activo', 'Inactivo']),
  /** Same value as debeCambiarContrasena (the form's checkbox). */
  forzarCambioContrasena: z.boolean(),
  debeCambiarContrasena: z.boolean(),
  /** The user still holds a generated temporary password (used or not) and has not set their own. */
  tieneContrasenaTemporal: z.boolean(),
  fechaCreacion: z.string(),
  fechaActualizacion: z.string().nullable(),
  /**
   * Whether the caller may edit, reset, activate/deactivate or delete this user: false when the user holds a
   * permission the caller does not.
   */
  puedeGestionar: z
    .boolean()
    .describe(
      'Si quien consulta puede editar, reiniciar la contraseña, activar o desactivar y eliminar al usuario: falso si el usuario tiene permisos que quien consulta no tiene',
    ),
  /** The employee's own régimen (ADR 027); null follows the company's. */
  regimen: z.enum(REGIMENES).nullable(),
});
export type TUsuarioDetalle = z.infer<typeof ZUsuarioDetalle>;

// ---- status, reset, dropdowns ----

export const ZCambiarEstadoUsuarioRespuesta = z.object({ message: z.string(), estaActivo: z.boolean() });

export const MAX_MOTIVO_REINICIO = 500;

export const ZReiniciarContrasenaBody = z.object({
  /** Must match the id in the path when sent. */
  usuarioId: ZId.optional(),
  motivo: z
    .preprocess(
      vacioANulo,
      z
        .string()
        .trim()
        .max(MAX_MOTIVO_REINICIO, `El motivo no puede superar ${MAX_MOTIVO_REINICIO} caracteres`)
        .nullable(),
    )
    .optional(),
});
export type TReiniciarContrasenaBody = z.infer<typeof ZReiniciarContrasenaBody>;

export const ZReiniciarContrasenaRespuesta = z.object({
  contrasenaTemporal: z.string(),
  message: z.string(),
});
export type TReiniciarContrasenaRespuesta = z.infer<typeof ZReiniciarContrasenaRespuesta>;

export const ZSoloActivosQuery = z.object({ soloActivos: ZBooleanoQuery.default(true) });

export const ZDropdownDepartamentos = z.array(z.object({ id: z.number(), nombre: z.string() }));
/** Names of the active roles the caller may grant (every permission of the role is one they hold). */
export const ZDropdownRoles = z.array(z.string());
export const ZDropdownJefes = z.array(z.object({ id: z.number(), nombreCompleto: z.string() }));
export type TDropdownDepartamentos = z.infer<typeof ZDropdownDepartamentos>;
export type TDropdownJefes = z.infer<typeof ZDropdownJefes>;

/** GET /api/usuarios-admin/dropdowns/regimen-empresa: what "Según la empresa" means in the user form. */
export const ZRegimenEmpresa = z.object({ regimen: z.enum(REGIMENES) });
export type TRegimenEmpresa = z.infer<typeof ZRegimenEmpresa>;

/** At most this many managers per answer of the search-as-you-type picker. */
export const LIMITE_OPCIONES_JEFE = 20;

/**
 * GET /api/usuarios-admin/opciones-jefe: active users matching `busqueda` in name, e-mail or document
 * (accent- and case-insensitive), never `excluirId` (the user being edited), at most `limite` (1–20).
 */
export const ZOpcionesJefeQuery = z.object({
  busqueda: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
  limite: z.coerce
    .number({ error: 'limite debe ser un número' })
    .int('limite debe ser un número entero')
    .min(1, 'limite debe ser mayor o igual a 1')
    .max(LIMITE_OPCIONES_JEFE, `limite no puede superar ${LIMITE_OPCIONES_JEFE}`)
    .default(LIMITE_OPCIONES_JEFE),
  excluirId: ZId.optional(),
});
export type TOpcionesJefeQuery = z.input<typeof ZOpcionesJefeQuery>;

/** One option: the spec's dropdown fields, then the e-mail that tells two namesakes apart. */
export const ZOpcionJefe = z.object({ id: z.number(), nombreCompleto: z.string(), email: z.string() });
export const ZOpcionesJefe = z.array(ZOpcionJefe);
export type TOpcionJefe = z.infer<typeof ZOpcionJefe>;

/** POST /api/usuarios-admin/{id}/vista-previa-fecha-ingreso. */
export const ZVistaPreviaFechaIngresoBody = z.object({ fechaIngreso: ZFechaIngreso });
export type TVistaPreviaFechaIngresoBody = z.infer<typeof ZVistaPreviaFechaIngresoBody>;

/** The spec's balance fields of one period (historial-vacaciones), with its service year. */
export const ZCifrasPeriodo = z.object({
  periodo: z.number(),
  inicio: z.string(),
  fin: z.string(),
  estado: z.enum(ESTADOS_PERIODO),
  vencidas: z.number(),
  pendientes: z.number(),
  truncas: z.number(),
  diasLibres: z.number(),
  diasBloque: z.number(),
});
export type TCifrasPeriodo = z.infer<typeof ZCifrasPeriodo>;

export const ZVistaPreviaFechaIngresoRespuesta = z.object({
  fechaIngresoActual: z.string(),
  fechaIngresoNueva: z.string(),
  /**
   * Each period whose figures change: the old period beside the one its requests move to; null on one side when a
   * period appears or disappears. Empty: nothing to confirm.
   */
  periodos: z.array(z.object({ antes: ZCifrasPeriodo.nullable(), despues: ZCifrasPeriodo.nullable() })),
  /** The change is refused (422) when it leaves a period negative: its label, and the message. */
  periodoNegativo: z.number().nullable(),
  mensaje: z.string().nullable(),
});
export type TVistaPreviaFechaIngresoRespuesta = z.infer<typeof ZVistaPreviaFechaIngresoRespuesta>;

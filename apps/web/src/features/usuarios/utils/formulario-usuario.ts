import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ZActualizarUsuarioBody,
  ZCrearUsuarioBody,
  errorDocumento,
  type TActualizarUsuarioBody,
  type TCrearUsuarioBody,
  type TUsuarioDetalle,
} from '@app/contract/usuarios';
import type { TRegimen } from '@app/contract/vacaciones';
import { erroresServidorPorCampo } from '../../../components/form/errores-servidor';
import { ApiError } from '../../../lib/api-client';

/** The 'Régimen laboral' choice that follows the company (a select shows no label for an empty value). */
export const SEGUN_EMPRESA = 'EMPRESA';

export type ModoUsuario = 'crear' | 'editar' | 'ver';

export const TITULOS_MODAL_USUARIO: Record<ModoUsuario, string> = {
  crear: 'Crear Nuevo Usuario',
  editar: 'Editar Usuario',
  ver: 'Ver Detalles del Usuario',
};

export const MENSAJE_ID_REQUERIDO = 'ID de usuario requerido para edición';
export const ERROR_CARGAR_USUARIO = 'Error al cargar los datos del usuario';
export const ERROR_VALIDACION = 'Error de validación';
export const ERROR_DESCONOCIDO = 'Error desconocido al procesar la solicitud';

/** What the user form edits (docs/producto.md, «Usuarios»). */
export interface ValoresUsuario {
  email: string;
  extranjero: boolean;
  dni: string;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  numeroCelular: string;
  /** 'YYYY-MM-DD', or '' while empty. */
  fechaIngreso: string;
  empresa: string;
  departamentoId: number | '';
  roles: string[];
  jefeId: number | null;
  forzarCambioContrasena: boolean;
  /** Create only; empty means the server generates one. */
  contrasenaTemporal: string;
  /** Edit only ('Usuario activo'). */
  estaActivo: boolean;
  /** Beyond the spec (ADR 027): EMPRESA follows the company's régimen (sent as null). */
  regimen: typeof SEGUN_EMPRESA | TRegimen;
}

export type CampoUsuario = keyof ValoresUsuario;

/** Every form field, in form order (server field errors are matched against them). */
export const CAMPOS_USUARIO: readonly CampoUsuario[] = [
  'email',
  'extranjero',
  'dni',
  'nombres',
  'apellidoPaterno',
  'apellidoMaterno',
  'numeroCelular',
  'fechaIngreso',
  'empresa',
  'departamentoId',
  'roles',
  'jefeId',
  'forzarCambioContrasena',
  'contrasenaTemporal',
  'estaActivo',
  'regimen',
];

/** A new user: forced change on, active, joined today; an existing one: its own values. */
export function valoresIniciales(hoy: string, usuario?: TUsuarioDetalle): ValoresUsuario {
  if (!usuario) {
    return {
      email: '',
      extranjero: false,
      dni: '',
      nombres: '',
      apellidoPaterno: '',
      apellidoMaterno: '',
      numeroCelular: '',
      fechaIngreso: hoy,
      empresa: '',
      departamentoId: '',
      roles: [],
      jefeId: null,
      forzarCambioContrasena: true,
      contrasenaTemporal: '',
      estaActivo: true,
      regimen: SEGUN_EMPRESA,
    };
  }
  return {
    email: usuario.email,
    extranjero: usuario.extranjero,
    dni: usuario.dni,
    nombres: usuario.nombres,
    apellidoPaterno: usuario.apellidoPaterno,
    apellidoMaterno: usuario.apellidoMaterno,
    numeroCelular: usuario.numeroCelular ?? '',
    fechaIngreso: usuario.fechaIngreso,
    empresa: usuario.empresa,
    departamentoId: usuario.departamentoId,
    roles: [...usuario.roles],
    jefeId: usuario.jefeId,
    forzarCambioContrasena: usuario.forzarCambioContrasena,
    contrasenaTemporal: '',
    estaActivo: usuario.estaActivo,
    regimen: usuario.regimen ?? SEGUN_EMPRESA,
  };
}

type ResultadoCuerpo<T> =
  { ok: true; cuerpo: T } | { ok: false; errores: Partial<Record<CampoUsuario, string>> };

const primerosErrores = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errores: Partial<Record<CampoUsuario, string>> = {};
  for (const issue of issues) {
    const campo = issue.path[0];
    if (typeof campo === 'string' && (CAMPOS_USUARIO as readonly string[]).includes(campo)) {
      errores[campo as CampoUsuario] ??= issue.message;
    }
  }
  return errores;
};

/**
 * Every field's first error. The schema checks the document against "Es extranjero" only once the other fields
 * pass (zod skips object checks after a field's own check aborted), so the form asks the same rule directly.
 */
const erroresDe = (
  v: ValoresUsuario,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<CampoUsuario, string>> => {
  const errores = primerosErrores(issues);
  // The form knows "Es extranjero": its rule names the right document, also where the schema's field check could
  // only guess from the characters ('1234567' from a foreigner is not a short DNI).
  const documento = v.dni.trim().toUpperCase();
  if (documento) errores.dni = errorDocumento(documento, v.extranjero) ?? errores.dni;
  return errores;
};

/** Optional values left empty (null) are not sent at all. */
const sinVacios = <T extends Record<string, unknown>>(cuerpo: T): T =>
  Object.fromEntries(Object.entries(cuerpo).filter(([, v]) => v !== null && v !== undefined)) as T;

const camposComunes = (v: ValoresUsuario) => ({
  nombres: v.nombres,
  apellidoPaterno: v.apellidoPaterno,
  apellidoMaterno: v.apellidoMaterno,
  dni: v.dni,
  extranjero: v.extranjero,
  numeroCelular: v.numeroCelular,
  email: v.email,
  fechaIngreso: v.fechaIngreso,
  empresa: v.empresa,
  departamentoId: v.departamentoId,
  jefeId: v.jefeId,
  roles: v.roles,
  forzarCambioContrasena: v.forzarCambioContrasena,
  regimen: v.regimen === SEGUN_EMPRESA ? null : v.regimen,
});

/**
 * The create payload, validated with the contract's ZCrearUsuarioBody: texts trimmed, e-mail lowercased, empty
 * optional values (mobile, boss, temporary password) left out; the account starts active.
 */
export function cuerpoCrearUsuario(v: ValoresUsuario): ResultadoCuerpo<TCrearUsuarioBody> {
  const r = ZCrearUsuarioBody.safeParse({
    ...camposComunes(v),
    contrasenaTemporal: v.contrasenaTemporal,
    estadoInicial: true,
  });
  return r.success
    ? { ok: true, cuerpo: sinVacios(r.data) }
    : { ok: false, errores: erroresDe(v, r.error.issues) };
}

/** The update payload, validated with ZActualizarUsuarioBody; estaActivo is the form's 'Usuario activo'. */
export function cuerpoActualizarUsuario(v: ValoresUsuario): ResultadoCuerpo<TActualizarUsuarioBody> {
  const r = ZActualizarUsuarioBody.safeParse({ ...camposComunes(v), estaActivo: v.estaActivo });
  // The régimen is always sent: null means "según la empresa", while an absent field would leave it unchanged.
  return r.success
    ? { ok: true, cuerpo: { ...sinVacios(r.data), regimen: r.data.regimen ?? null } }
    : { ok: false, errores: erroresDe(v, r.error.issues) };
}

/** react-hook-form resolver running the contract schema of the mode; every message is the spec's. */
export const resolverUsuario =
  (modo: ModoUsuario): Resolver<ValoresUsuario> =>
  (valores) => {
    const r = modo === 'crear' ? cuerpoCrearUsuario(valores) : cuerpoActualizarUsuario(valores);
    if (r.ok) return { values: valores, errors: {} };
    const errors: FieldErrors<ValoresUsuario> = {};
    for (const [campo, message] of Object.entries(r.errores)) {
      errors[campo as CampoUsuario] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };

/**
 * Server field errors (capitalised keys: docs/producto.md, «Usuarios») → the first message of each, on its form
 * field.
 */
export const erroresServidorUsuario = (error: unknown) => erroresServidorPorCampo(error, CAMPOS_USUARIO);

/**
 * The error bar's text (docs/producto.md, «Usuarios»): the server's message; else the first message of the
 * first field error ('Error de validación' when it has none); else the error's own text; else a generic text.
 */
export function mensajeErrorUsuario(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.vieneDelServidor && error.message.trim()) return error.message;
    if (error.errors) {
      const primero = Object.values(error.errors)[0];
      return primero?.[0] ?? ERROR_VALIDACION;
    }
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return ERROR_DESCONOCIDO;
}

/** Shared with the server's Excel export of the list. */
export { textoRoles } from '@app/contract/usuarios';

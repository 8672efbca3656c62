import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CATALOGO_PERMISOS } from '@app/contract/permisos';
import { crearAppDePrueba, type AppDePrueba } from '../build-test-app';
import { asegurarDepartamento, CONTRASENA_PRUEBA, conToken, crearUsuario, iniciarSesion } from '../factories';
import { sumarDias } from '@app/contract/fechas';
import {
  auditoria,
  calendariosIcal,
  correosSalientes,
  delegaciones,
  departamentos,
  tramosPlan,
  feriados,
  notificaciones,
  permisos,
  rolPermisos,
  roles,
  solicitudesVacaciones,
} from '../../src/db/schema';
import { emitirDocumento } from '../../src/modules/documentos/documentos.repository';
import { aCsv, filasValidas, formulario, TIPOS } from '../../src/modules/bulk-import/bulk-import.fixtures';
import { formularioLogo, pngDePrueba } from '../../src/modules/empresa/logo.fixtures';

/**
 * Authorization matrix: every route the server declares, for every kind of caller, with ids that
 * belong to the caller and ids that belong to someone else. The route list comes from the server itself, so a
 * new route without a row here fails the first test.
 */

/**
 * `adminUsuarios`, `adminRoles` and `importador` are partial administrators without Admin: their role
 * holds only what opens the users page (ADMIN-MENU, ADMIN-USUARIOS-MENU), the roles page (ADMIN-MENU,
 * ADMIN-ROLES-MENU) or the bulk import routes (USUARIOS-IMPORTAR); `adminDepartamentos` holds only ADMIN-DEPARTAMENTOS-MENU
 *. No route may give them a permission they lack.
 */
const ACTORES = [
  'anonimo',
  'desactivado',
  'empleado',
  'jefe',
  'jefeOtraRama',
  'admin',
  'adminUsuarios',
  'adminRoles',
  'importador',
  'adminDepartamentos',
] as const;
type Actor = (typeof ACTORES)[number];
type ActorConSesion = Exclude<Actor, 'anonimo' | 'desactivado'>;
const PARCIALES = ['adminUsuarios', 'adminRoles', 'importador', 'adminDepartamentos'] as const;
/** Every signed-in caller is always explicit; no token and the revoked token default to 401. */
type Esperado = Record<ActorConSesion, number> & Partial<Record<'anonimo' | 'desactivado', number>>;

interface Peticion {
  params?: Record<string, string | number>;
  query?: string;
  payload?: object;
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

interface Caso {
  /** What the ids in the request point at, from the callers' point of view. */
  caso: string;
  /** Built for each caller (a case may point at the caller's own account or role). */
  peticion?: (e: Empresa, actor: ActorConSesion) => Peticion;
  esperado: Esperado;
  /** The route ends the session it is called with: each caller logs in again for it. */
  sesionNueva?: boolean;
  /** Undoes what an entitled caller legitimately did (the full administrator granting Admin) after the case. */
  deshacer?: (e: Empresa) => Promise<void>;
}

type Usuario = Awaited<ReturnType<typeof crearUsuario>>;

/** The small company every check runs against (built in beforeAll). */
interface Empresa {
  admin: Usuario;
  /** Manager A with employee A1 (the `empleado` caller). */
  jefe: Usuario;
  empleado: Usuario;
  /** Manager B of another branch, with employee B1 (never a caller: only their ids are used). */
  jefeOtraRama: Usuario;
  empleadoOtraRama: Usuario;
  /** An administrator whose token was issued before an administrator deactivated them. */
  desactivado: Usuario;
  /** Signs in with valid credentials during the login checks. */
  paraLogin: Usuario;
  adminUsuarios: Usuario;
  adminRoles: Usuario;
  importador: Usuario;
  adminDepartamentos: Usuario;
  /** Departments: one nobody belongs to, one holding every test user (GEN), one only edited. */
  departamentos: { vacio: number; conEmpleados: number; editar: number };
  /** Role names and the own role id of each signed-in caller (the "own account, own role" cases). */
  rolesDe: Record<ActorConSesion, string[]>;
  rolPropio: Record<ActorConSesion, number>;
  /** An administrator that is never a caller (the target of the partial administrators' attempts). */
  adminVictima: Usuario;
  /** A user without roles per caller: every user administrator may manage them, and tries to make them Admin. */
  sinRoles: Record<ActorConSesion, Usuario>;
  rolAdmin: number;
  /** Ids of the catalogue's permissions, by code. */
  permisos: Record<string, number>;
  /** An inactive role that lists AUDITORIA-VER, which only the full administrator holds. */
  rolInactivoAuditoria: number;
  tokens: Record<Actor, string | undefined>;
  solicitudes: {
    empleadoLeer: number;
    empleadoAprobar: number;
    empleadoCancelar: number;
    otraRamaLeer: number;
    otraRamaDecidir: number;
    /** Approved by its manager, starting after today: cancellable by the owner, the chain and HR. */
    otraRamaAprobada: number;
    /** Approved, started today (3 days): what an interruption needs. */
    otraRamaEnCurso: number;
    delJefe: number;
  };
  /** Throwaway users, roles and permissions for the administration routes that change them. */
  victimas: { editar: Usuario; estado: Usuario; clave: Usuario; borrar: Usuario };
  rolEditar: number;
  rolEstado: number;
  /** A company holiday to rename and one to remove. */
  feriados: { editar: number; quitar: number };
  /** A bell entry of manager A (A1's request waits for them): only they may mark it read. */
  notificacionDelJefe: number;
  /** A delegation given by an administrator who is never a caller. */
  delegacionAjena: number;
  /** A calendar feed of an administrator who is never a caller, and its secret token. */
  calendarioAjeno: { id: number; token: string };
  /** A span of B1's rol vacacional, proposed. */
  tramoOtraRama: number;
  /** An outbox e-mail that failed for good: what an administrator retries. */
  correoFallido: number;
  /** An approved request of A1 and the code of its papeleta, issued for it. */
  documentos: { aprobadaA1: number; codigoPapeleta: string };
  permisoEditar: number;
  permisoDashboard: number;
  auditoriaId: number;
  /** A bulk-import run and its credentials download that belong to another administrator. */
  otroAdmin: { id: number; claveEjecucion: string; tokenCredenciales: string };
  archivos: {
    validar: Peticion['multipart'];
    procesar: Peticion['multipart'];
    conAdmin: Peticion['multipart'];
    conAdminProcesar: Peticion['multipart'];
  };
}

const HOY = '2025-03-01';
let contador = 0;
/** Creations run once per spelling of the path, so each needs its own unique values. */
const unico = () => ++contador;
/** The partial administrators hold no vacation permission and only their own administration one. */
const PARCIALES_403 = { adminUsuarios: 403, adminRoles: 403, importador: 403, adminDepartamentos: 403 };
/** Any signed-in caller (their own account). */
const TODOS: Esperado = {
  empleado: 200,
  jefe: 200,
  jefeOtraRama: 200,
  admin: 200,
  adminUsuarios: 200,
  adminRoles: 200,
  importador: 200,
  adminDepartamentos: 200,
};
/** Whoever holds the employee's vacation permissions. */
const EMPLEADOS: Esperado = { ...TODOS, ...PARCIALES_403 };
const JEFES: Esperado = { ...PARCIALES_403, empleado: 403, jefe: 200, jefeOtraRama: 200, admin: 200 };
const SOLO_ADMIN: Esperado = { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 403, admin: 200 };
/** Routes a partial administrator opens with the one administration permission they hold. */
const USUARIOS: Esperado = { ...SOLO_ADMIN, adminUsuarios: 200 };
const ROLES: Esperado = { ...SOLO_ADMIN, adminRoles: 200 };
const IMPORTACION: Esperado = { ...SOLO_ADMIN, importador: 200 };
const DEPARTAMENTOS: Esperado = { ...SOLO_ADMIN, adminDepartamentos: 200 };
/** Nobody: not even the full administrator (who holds the Admin role and may not edit it). */
const NADIE: Esperado = { ...SOLO_ADMIN, admin: 403 };
const PUBLICA = (status: number) =>
  Object.fromEntries(ACTORES.map((a) => [a, status])) as Record<Actor, number>;

const solicitud = (dias: number, fechaInicio: string) => ({
  tipoVacaciones: 'libres',
  diasSolicitados: dias,
  fechaInicio,
  periodo: 2023,
});
const datosUsuario = (u: Usuario) => ({
  nombres: u.nombres,
  apellidoPaterno: u.apellidoPaterno,
  apellidoMaterno: u.apellidoMaterno,
  dni: u.dni,
  email: u.email,
  empresa: u.empresa,
  departamentoId: u.departamentoId,
  fechaIngreso: u.fechaIngreso,
  roles: ['Empleado'],
});

/**
 * The kardex vacacional (ADR 039) and its downloads: anyone their own; with the report, HR anyone and a
 * manager their team; nobody else's (403, even for an id that does not exist, which only HR learns is a 404).
 */
const casosKardex = (sufijo: string): Caso[] => [
  {
    caso: 'el propio kardex',
    peticion: (e, actor) => ({ params: { id: e[actor].id } }),
    esperado: EMPLEADOS,
  },
  {
    caso: 'el kardex de A1 (equipo de A)',
    peticion: (e) => ({ params: { id: e.empleado.id } }),
    esperado: { ...PARCIALES_403, empleado: 200, jefe: 200, jefeOtraRama: 403, admin: 200 },
  },
  {
    caso: 'el kardex de B1 (otra rama)',
    peticion: (e) => ({ params: { id: e.empleadoOtraRama.id } }),
    esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 200 },
  },
  {
    caso: `una persona que no existe${sufijo}`,
    peticion: () => ({ params: { id: 999_999 } }),
    esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 403, admin: 404 },
  },
];

/**
 * Key: "METHOD path" exactly as the OpenAPI document names it. Approving, cancelling and reading a request
 * are checked with the caller's own branch and with the other branch. The administrator is nobody's manager
 * here, so they may read any request (SOLICITUDES-VER-TODAS) but not decide one or see another team's balances.
 */
const MATRIZ: Record<string, Caso[]> = {
  'GET /api/health': [{ caso: 'pública', esperado: PUBLICA(200) }],
  'GET /api/version': [{ caso: 'pública', esperado: PUBLICA(200) }],
  'GET /api/empresa/publica': [{ caso: 'pública', esperado: PUBLICA(200) }],
  'GET /api/configuracion-inicial/': [{ caso: 'pública', esperado: PUBLICA(200) }],
  'POST /api/configuracion-inicial/': [
    {
      caso: 'pública; la empresa ya tiene usuarios, así que nadie la rehace (ni con sesión de administrador)',
      peticion: () => ({
        payload: {
          token: randomBytes(32).toString('base64url'),
          nombreComercial: 'Otra Empresa',
          razonSocial: 'Otra Empresa S.A.C.',
          ruc: '20601234565',
          regimen: 'GENERAL',
          nombres: 'Intruso',
          apellidoPaterno: 'Pérez',
          apellidoMaterno: 'Díaz',
          dni: '40000001',
          email: 'intruso@otra.pe',
          contrasena: 'tortuga azul salta lejos',
          confirmarContrasena: 'tortuga azul salta lejos',
        },
      }),
      esperado: PUBLICA(409),
    },
  ],
  'POST /api/account/login': [
    {
      caso: 'credenciales válidas: el token enviado no cuenta',
      peticion: (e) => ({ payload: { username: e.paraLogin.email, password: CONTRASENA_PRUEBA } }),
      esperado: PUBLICA(200),
    },
    {
      caso: 'credenciales del usuario desactivado',
      peticion: (e) => ({ payload: { username: e.desactivado.email, password: CONTRASENA_PRUEBA } }),
      esperado: PUBLICA(401),
    },
  ],
  'GET /api/account/me': [{ caso: 'la propia sesión', esperado: TODOS }],
  'POST /api/account/logout': [{ caso: 'la propia sesión', esperado: TODOS, sesionNueva: true }],
  'POST /api/account/cambiar-contrasena': [
    {
      caso: 'la propia cuenta (confirmación distinta: nada cambia)',
      peticion: () => ({
        payload: {
          contrasenaActual: CONTRASENA_PRUEBA,
          nuevaContrasena: 'Nueva#Segura2026',
          confirmarContrasena: 'Otra#Segura2026',
        },
      }),
      esperado: {
        empleado: 400,
        jefe: 400,
        jefeOtraRama: 400,
        admin: 400,
        adminUsuarios: 400,
        adminRoles: 400,
        importador: 400,
        adminDepartamentos: 400,
      },
    },
  ],

  'GET /api/historial-vacaciones/': [{ caso: 'el propio saldo', esperado: EMPLEADOS }],
  'GET /api/historial-vacaciones/saldos-equipo': [
    { caso: 'el propio equipo', esperado: JEFES },
    {
      caso: 'un empleado de la rama A',
      peticion: (e) => ({ query: `empleadoId=${e.empleado.id}` }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 200, jefeOtraRama: 403, admin: 403 },
    },
    {
      caso: 'un empleado de la rama B',
      peticion: (e) => ({ query: `empleadoId=${e.empleadoOtraRama.id}` }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 403 },
    },
    {
      caso: 'solo los períodos en riesgo del propio equipo',
      peticion: () => ({ query: 'enRiesgo=true' }),
      esperado: JEFES,
    },
  ],
  'GET /api/historial-vacaciones/saldos-equipo/exportar': [
    { caso: 'el propio equipo, en Excel', esperado: JEFES },
    {
      caso: 'en Excel, filtrado por un empleado de la rama A',
      peticion: (e) => ({ query: `empleadoId=${e.empleado.id}` }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 200, jefeOtraRama: 403, admin: 403 },
    },
    {
      caso: 'en Excel, filtrado por un empleado de la rama B',
      peticion: (e) => ({ query: `empleadoId=${e.empleadoOtraRama.id}` }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 403 },
    },
    {
      caso: 'en Excel, solo los períodos en riesgo del propio equipo',
      peticion: () => ({ query: 'enRiesgo=true' }),
      esperado: JEFES,
    },
  ],
  'GET /api/historial-vacaciones/empleados-equipo': [{ caso: 'el propio equipo', esperado: JEFES }],
  'GET /api/riesgo-vencimiento/mio': [{ caso: 'el propio riesgo de vencimiento', esperado: EMPLEADOS }],

  'POST /api/solicitud-vacaciones/crear-solicitud-vacaciones': [
    {
      caso: 'para uno mismo',
      peticion: () => ({ payload: solicitud(1, '2025-06-02') }),
      esperado: EMPLEADOS,
    },
  ],
  'GET /api/solicitud-vacaciones/mis-solicitudes': [{ caso: 'las propias', esperado: EMPLEADOS }],
  'GET /api/solicitud-vacaciones/gestion-solicitudes': [
    { caso: 'el propio equipo', esperado: JEFES },
    {
      caso: 'filtrado por un empleado de la rama A',
      peticion: (e) => ({ query: `empleadoId=${e.empleado.id}&incluirSubordinadosNivelN=true` }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 200, jefeOtraRama: 403, admin: 403 },
    },
    {
      caso: 'filtrado por un empleado de la rama B',
      peticion: (e) => ({ query: `empleadoId=${e.empleadoOtraRama.id}` }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 403 },
    },
  ],
  // ADR 041: each export has the permission and the scope of its list.
  'GET /api/solicitud-vacaciones/mis-solicitudes/exportar': [
    { caso: 'las propias, en Excel', esperado: EMPLEADOS },
  ],
  'GET /api/solicitud-vacaciones/gestion-solicitudes/exportar': [
    { caso: 'el propio equipo, en Excel', esperado: JEFES },
    {
      caso: 'en Excel, filtrado por un empleado de la rama A',
      peticion: (e) => ({ query: `empleadoId=${e.empleado.id}&incluirSubordinadosNivelN=true` }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 200, jefeOtraRama: 403, admin: 403 },
    },
    {
      caso: 'en Excel, filtrado por un empleado de la rama B',
      peticion: (e) => ({ query: `empleadoId=${e.empleadoOtraRama.id}` }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 403 },
    },
  ],
  'GET /api/solicitud-vacaciones/equipo-empleados': [{ caso: 'el propio equipo', esperado: JEFES }],
  'PUT /api/solicitud-vacaciones/{id}/aprobar': [
    {
      caso: 'solicitud pendiente de A1',
      peticion: (e) => ({ params: { id: e.solicitudes.empleadoAprobar }, payload: { accion: 'aprobar' } }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 200, jefeOtraRama: 403, admin: 403 },
    },
    {
      caso: 'solicitud pendiente de B1',
      peticion: (e) => ({
        params: { id: e.solicitudes.otraRamaDecidir },
        payload: { accion: 'rechazar', comentarios: 'Fechas ocupadas' },
      }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 403 },
    },
    {
      caso: 'solicitud propia del jefe A',
      peticion: (e) => ({ params: { id: e.solicitudes.delJefe }, payload: { accion: 'aprobar' } }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 403, admin: 403 },
    },
  ],
  'GET /api/solicitud-vacaciones/{id}': [
    {
      caso: 'solicitud de A1',
      peticion: (e) => ({ params: { id: e.solicitudes.empleadoLeer } }),
      esperado: { ...PARCIALES_403, empleado: 200, jefe: 200, jefeOtraRama: 403, admin: 200 },
    },
    {
      caso: 'solicitud de B1',
      peticion: (e) => ({ params: { id: e.solicitudes.otraRamaLeer } }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 200 },
    },
  ],
  'PUT /api/solicitud-vacaciones/{id}/cancelar': [
    {
      caso: 'solicitud pendiente de A1',
      peticion: (e) => ({
        params: { id: e.solicitudes.empleadoCancelar },
        payload: { MotivoCancelacion: 'Cambio de planes' },
      }),
      esperado: { ...PARCIALES_403, empleado: 200, jefe: 403, jefeOtraRama: 403, admin: 403 },
    },
    {
      // HR (admin) may cancel it too, but runs after the manager of branch B and finds it already cancelled.
      caso: 'solicitud aprobada de B1 que no empezó',
      peticion: (e) => ({
        params: { id: e.solicitudes.otraRamaAprobada },
        payload: { MotivoCancelacion: 'Cierre de proyecto' },
      }),
      // adminUsuarios counts as HR (ADMIN-USUARIOS-MENU) and, like the administrator, comes too late.
      esperado: {
        ...PARCIALES_403,
        adminUsuarios: 409,
        empleado: 403,
        jefe: 403,
        jefeOtraRama: 200,
        admin: 409,
      },
    },
    {
      caso: 'solicitud pendiente de B1',
      peticion: (e) => ({
        params: { id: e.solicitudes.otraRamaLeer },
        payload: { MotivoCancelacion: 'Cambio de planes' },
      }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 403, admin: 403 },
    },
  ],

  'PUT /api/solicitud-vacaciones/{id}/interrumpir': [
    {
      // HR (admin) may interrupt it too, but runs after the manager of branch B: the same last day is then no
      // longer before the request's end, so it is refused as a date out of range.
      caso: 'solicitud aprobada de B1 que empezó hoy',
      peticion: (e) => ({
        params: { id: e.solicitudes.otraRamaEnCurso },
        payload: { fechaFinReal: '2025-03-02', motivo: 'Cierre de mes' },
      }),
      esperado: {
        ...PARCIALES_403,
        adminUsuarios: 422,
        empleado: 403,
        jefe: 403,
        jefeOtraRama: 200,
        admin: 422,
      },
    },
  ],

  'GET /api/empresa/contexto': [{ caso: 'la zona y la fecha de negocio', esperado: TODOS }],
  'GET /api/empresa/': [{ caso: 'los datos de la empresa', esperado: SOLO_ADMIN }],
  'PUT /api/empresa/': [
    {
      caso: 'los mismos datos (nada cambia para las demás filas)',
      peticion: () => ({
        payload: {
          nombreComercial: 'Empresa de Pruebas',
          razonSocial: 'Empresa de Pruebas S.A.C.',
          ruc: '20131312955',
          zonaHoraria: null,
        },
      }),
      esperado: SOLO_ADMIN,
    },
  ],
  'PUT /api/empresa/logo': [
    {
      caso: 'un PNG válido',
      peticion: () => ({ multipart: formularioLogo(pngDePrueba()) }),
      esperado: SOLO_ADMIN,
    },
  ],
  'DELETE /api/empresa/logo': [{ caso: 'quitar el logo', esperado: SOLO_ADMIN }],
  'GET /api/empresa/logo/{hash}': [
    {
      caso: 'un hash que no es el del logo actual',
      peticion: () => ({ params: { hash: 'a'.repeat(64) } }),
      esperado: PUBLICA(404),
    },
  ],
  'GET /api/configuracion-empresa/': [{ caso: 'la configuración', esperado: SOLO_ADMIN }],
  'PUT /api/configuracion-empresa/': [
    {
      caso: 'el mismo orden de imputación (nada cambia para las demás filas)',
      peticion: () => ({ payload: { ordenImputacion: 'FIFO' } }),
      esperado: SOLO_ADMIN,
    },
  ],
  // Backups (ADR 043): the administrators of Configuración only; the file goes to the test's own folder.
  'GET /api/respaldos/': [{ caso: 'los respaldos y su programación', esperado: SOLO_ADMIN }],
  'POST /api/respaldos/': [{ caso: 'respaldar ahora', esperado: SOLO_ADMIN }],
  // Coverage: the span is always the caller's own department; a request's coverage, whoever decides it.
  'GET /api/calendario/cobertura': [
    {
      caso: 'el propio departamento (no hay parámetro para pedir otro)',
      peticion: () => ({ query: 'fechaInicio=2025-07-01&fechaFin=2025-07-05' }),
      esperado: EMPLEADOS,
    },
  ],
  'GET /api/calendario/cobertura/solicitud/{id}': [
    {
      caso: 'solicitud de A1',
      peticion: (e) => ({ params: { id: e.solicitudes.empleadoLeer } }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 200, jefeOtraRama: 403, admin: 403 },
    },
    {
      caso: 'solicitud de B1',
      peticion: (e) => ({ params: { id: e.solicitudes.otraRamaLeer } }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 403 },
    },
    {
      caso: 'solicitud propia del jefe A',
      peticion: (e) => ({ params: { id: e.solicitudes.delJefe } }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 403, admin: 403 },
    },
  ],
  'GET /api/delegaciones/': [{ caso: 'mis delegaciones', esperado: JEFES }],
  'POST /api/delegaciones/': [
    {
      // A range years ahead: never in force while the other cases run.
      caso: 'delegar a otro jefe',
      peticion: (e, actor) => ({
        payload: {
          sustitutoId: actor === 'jefe' ? e.jefeOtraRama.id : e.jefe.id,
          fechaDesde: '2031-01-01',
          fechaHasta: '2031-01-02',
        },
      }),
      esperado: JEFES,
    },
  ],
  'DELETE /api/delegaciones/{id}': [
    {
      caso: 'una delegación de otro jefe',
      peticion: (e) => ({ params: { id: e.delegacionAjena } }),
      esperado: { ...JEFES, jefe: 403, jefeOtraRama: 403, admin: 403 },
    },
    {
      caso: 'una delegación que no existe',
      peticion: () => ({ params: { id: 999_999 } }),
      esperado: { ...JEFES, jefe: 404, jefeOtraRama: 404, admin: 404 },
    },
  ],
  'GET /api/delegaciones/sustitutos': [{ caso: 'buscador de sustitutos', esperado: JEFES }],
  'GET /api/delegaciones/solicitudes': [{ caso: 'solicitudes por delegación', esperado: JEFES }],
  'GET /api/calendario/feeds': [{ caso: 'mis calendarios iCal', esperado: EMPLEADOS }],
  'POST /api/calendario/feeds': [
    { caso: 'mis solicitudes', peticion: () => ({ payload: { alcance: 'PROPIAS' } }), esperado: EMPLEADOS },
    {
      caso: 'mi departamento',
      peticion: () => ({ payload: { alcance: 'DEPARTAMENTO' } }),
      esperado: EMPLEADOS,
    },
    { caso: 'mi equipo (solo jefes)', peticion: () => ({ payload: { alcance: 'EQUIPO' } }), esperado: JEFES },
  ],
  'DELETE /api/calendario/feeds/{id}': [
    {
      // Another user's feed is "not found": ids of others' feeds are not disclosed.
      caso: 'un calendario de otro usuario',
      peticion: (e) => ({ params: { id: e.calendarioAjeno.id } }),
      esperado: { ...EMPLEADOS, empleado: 404, jefe: 404, jefeOtraRama: 404, admin: 404 },
    },
    {
      caso: 'un calendario que no existe',
      peticion: () => ({ params: { id: 999_999 } }),
      esperado: { ...EMPLEADOS, empleado: 404, jefe: 404, jefeOtraRama: 404, admin: 404 },
    },
  ],
  'GET /api/calendario/ical/{archivo}': [
    {
      // The secret token is the credential: whoever holds it reads the feed, with or without a session.
      caso: 'un calendario vigente por su dirección secreta',
      peticion: (e) => ({ params: { archivo: `${e.calendarioAjeno.token}.ics` } }),
      esperado: PUBLICA(200),
    },
    {
      caso: 'una dirección que no existe',
      peticion: () => ({ params: { archivo: `${'A'.repeat(43)}.ics` } }),
      esperado: PUBLICA(404),
    },
  ],
  'GET /api/reportes/vacaciones-usuario/personas': [
    { caso: 'buscador de personas del kardex (RR. HH.: la empresa; jefe: su equipo)', esperado: JEFES },
  ],
  'GET /api/reportes/vacaciones-usuario/{id}': casosKardex(''),
  'POST /api/reportes/vacaciones-usuario/{id}/excel': casosKardex(' (Excel)'),
  'POST /api/reportes/vacaciones-usuario/{id}/pdf': casosKardex(' (PDF)'),
  'GET /api/programacion/mi-plan': [
    { caso: 'el propio rol vacacional', peticion: () => ({ query: 'anio=2025' }), esperado: EMPLEADOS },
  ],
  'POST /api/programacion/mi-plan/tramos': [
    {
      // No window is open in this company: whoever may propose gets past authorization to a 409.
      caso: 'proponer un tramo propio sin ventana abierta (nada se crea)',
      peticion: () => ({ payload: solicitud(1, '2025-11-03') }),
      esperado: { ...PARCIALES_403, empleado: 409, jefe: 409, jefeOtraRama: 409, admin: 409 },
    },
  ],
  'PUT /api/programacion/mi-plan/tramos/{id}': [
    {
      caso: 'un tramo de B1',
      peticion: (e) => ({ params: { id: e.tramoOtraRama }, payload: solicitud(1, '2025-11-03') }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 403, admin: 403 },
    },
  ],
  'DELETE /api/programacion/mi-plan/tramos/{id}': [
    {
      caso: 'un tramo de B1',
      peticion: (e) => ({ params: { id: e.tramoOtraRama } }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 403, admin: 403 },
    },
    {
      caso: 'un tramo que no existe',
      peticion: () => ({ params: { id: 999_999 } }),
      esperado: { ...PARCIALES_403, empleado: 404, jefe: 404, jefeOtraRama: 404, admin: 404 },
    },
  ],
  'GET /api/programacion/equipo': [
    {
      caso: 'el rol vacacional del propio equipo',
      peticion: () => ({ query: 'anio=2025' }),
      esperado: JEFES,
    },
  ],
  'PUT /api/programacion/ventana': [
    {
      caso: 'cerrar la ventana del propio equipo',
      peticion: () => ({ payload: { anio: 2031, abierta: false } }),
      esperado: JEFES,
    },
  ],
  'PUT /api/programacion/tramos/{id}/aceptar': [
    {
      // The administrator is HR (ADMIN-USUARIOS-MENU): they decide any employee's plan.
      caso: 'un tramo de B1',
      peticion: (e) => ({ params: { id: e.tramoOtraRama } }),
      esperado: { ...JEFES, jefe: 403 },
    },
  ],
  'PUT /api/programacion/tramos/{id}': [
    {
      caso: 'ajustar un tramo de B1',
      peticion: (e) => ({ params: { id: e.tramoOtraRama }, payload: solicitud(1, '2025-11-04') }),
      esperado: { ...JEFES, jefe: 403 },
    },
  ],
  'POST /api/programacion/empleados/{usuarioId}/tramos': [
    {
      // A period that does not exist: past authorization the engine refuses it (nothing is created).
      caso: 'fijar un tramo a B1',
      peticion: (e) => ({
        params: { usuarioId: e.empleadoOtraRama.id },
        payload: { ...solicitud(1, '2025-11-05'), periodo: 2030 },
      }),
      esperado: { ...JEFES, jefe: 403, jefeOtraRama: 422, admin: 422 },
    },
    {
      caso: 'fijar un tramo a A1',
      peticion: (e) => ({
        params: { usuarioId: e.empleado.id },
        payload: { ...solicitud(1, '2025-11-05'), periodo: 2030 },
      }),
      esperado: { ...JEFES, jefe: 422, jefeOtraRama: 403, admin: 422 },
    },
  ],
  'GET /api/programacion/empresa': [
    { caso: 'el rol vacacional de la empresa', peticion: () => ({ query: 'anio=2025' }), esperado: USUARIOS },
  ],
  'PUT /api/programacion/ventana-empresa': [
    {
      caso: 'cerrar la ventana de la empresa',
      peticion: () => ({ payload: { anio: 2031, abierta: false } }),
      esperado: USUARIOS,
    },
  ],
  'GET /api/programacion/exportar': [
    { caso: 'Excel del rol vacacional', peticion: () => ({ query: 'anio=2025' }), esperado: JEFES },
  ],
  // A manager's team only (the reply of another branch's manager is their own team, checked in
  // calendario.api.test.ts); the department calendar for whoever requests vacations.
  'GET /api/calendario/equipo': [
    {
      caso: 'el propio equipo, todos los niveles, un mes',
      peticion: () => ({ query: 'desde=2025-03-01&hasta=2025-03-31&nivel=todos' }),
      esperado: JEFES,
    },
  ],
  'GET /api/calendario/departamento': [
    {
      caso: 'el propio departamento, un mes',
      peticion: () => ({ query: 'desde=2025-03-01&hasta=2025-03-31' }),
      esperado: EMPLEADOS,
    },
  ],
  'GET /api/record-vacacional/': [{ caso: 'marcas de récord no cumplido', esperado: SOLO_ADMIN }],
  'POST /api/record-vacacional/': [
    {
      // Only the administrator gets past the permission check; the body names a period that has not started.
      caso: 'un período futuro de B1 (nada se marca)',
      peticion: (e) => ({
        payload: { usuarioId: e.empleadoOtraRama.id, periodo: 2099, motivo: 'Prueba de la matriz' },
      }),
      esperado: { ...SOLO_ADMIN, admin: 400 },
    },
  ],
  'DELETE /api/record-vacacional/{usuarioId}/{periodo}': [
    {
      caso: 'una marca que no existe de B1',
      peticion: (e) => ({ params: { usuarioId: e.empleadoOtraRama.id, periodo: 2020 } }),
      esperado: { ...SOLO_ADMIN, admin: 404 },
    },
  ],
  'GET /api/record-vacacional/empleados': [{ caso: 'buscador de empleados', esperado: SOLO_ADMIN }],
  'GET /api/record-vacacional/empleados/{id}/periodos': [
    {
      caso: 'períodos de A1',
      peticion: (e) => ({ params: { id: e.empleado.id } }),
      esperado: SOLO_ADMIN,
    },
  ],

  // Holidays: everyone signed in reads them (date pickers); only Configuración changes them.
  'GET /api/feriados/': [
    { caso: 'los de un año', peticion: () => ({ query: 'anio=2025' }), esperado: TODOS },
    {
      caso: 'un rango',
      peticion: () => ({ query: 'desde=2025-07-01&hasta=2025-08-31' }),
      esperado: TODOS,
    },
  ],
  'POST /api/feriados/': [
    {
      caso: 'un día de la empresa en una fecha libre',
      peticion: () => ({ payload: { fecha: sumarDias('2040-01-01', unico()), nombre: 'Día de la empresa' } }),
      esperado: SOLO_ADMIN,
    },
  ],
  'POST /api/feriados/precargar': [
    { caso: 'los nacionales de un año', peticion: () => ({ query: 'anio=2041' }), esperado: SOLO_ADMIN },
  ],
  'PUT /api/feriados/{id}': [
    {
      caso: 'renombrar un día de la empresa',
      peticion: (e) => ({
        params: { id: e.feriados.editar },
        payload: { fecha: '2025-09-15', nombre: 'Aniversario' },
      }),
      esperado: SOLO_ADMIN,
    },
  ],
  'DELETE /api/feriados/{id}': [
    { caso: 'quitar un día', peticion: (e) => ({ params: { id: e.feriados.quitar } }), esperado: SOLO_ADMIN },
  ],
  // The bell and "Mis notificaciones": everyone signed in, always on their own rows.
  'GET /api/notificaciones/': [
    { caso: 'las propias', esperado: TODOS },
    { caso: 'las propias no leídas', peticion: () => ({ query: 'soloNoLeidas=true' }), esperado: TODOS },
  ],
  'GET /api/notificaciones/no-leidas': [{ caso: 'el conteo propio', esperado: TODOS }],
  'PUT /api/notificaciones/leidas': [{ caso: 'marcar todas las propias', esperado: TODOS }],
  'PUT /api/notificaciones/{id}/leida': [
    {
      caso: 'un aviso del jefe A: para cualquier otro no existe',
      peticion: (e) => ({ params: { id: e.notificacionDelJefe } }),
      esperado: {
        empleado: 404,
        jefe: 200,
        jefeOtraRama: 404,
        admin: 404,
        adminUsuarios: 404,
        adminRoles: 404,
        importador: 404,
        adminDepartamentos: 404,
      },
    },
  ],
  'GET /api/notificaciones/preferencias': [{ caso: 'las propias', esperado: TODOS }],
  'PUT /api/notificaciones/preferencias': [
    {
      caso: 'las propias',
      peticion: () => ({
        payload: { correoDecisiones: true, correoPendientes: true, resumenDiario: false },
      }),
      esperado: TODOS,
    },
  ],
  // The outbox: only Configuración sees it and retries an e-mail.
  'GET /api/correos/': [
    { caso: 'la bandeja', esperado: SOLO_ADMIN },
    { caso: 'solo los fallidos', peticion: () => ({ query: 'estado=FALLIDO' }), esperado: SOLO_ADMIN },
  ],
  'POST /api/correos/{id}/reintentar': [
    {
      caso: 'un correo fallido',
      peticion: (e) => ({ params: { id: e.correoFallido } }),
      esperado: SOLO_ADMIN,
      deshacer: async (e) => {
        await t.base.db
          .update(correosSalientes)
          .set({ estado: 'FALLIDO' })
          .where(eq(correosSalientes.id, e.correoFallido));
      },
    },
  ],
  'GET /api/departamentos/': [{ caso: 'listado', esperado: DEPARTAMENTOS }],
  'GET /api/departamentos/opciones-jefe-area': [
    { caso: 'búsqueda de jefes de área', esperado: DEPARTAMENTOS },
  ],
  'GET /api/departamentos/{id}': [
    {
      caso: 'un departamento',
      peticion: (e) => ({ params: { id: e.departamentos.editar } }),
      esperado: DEPARTAMENTOS,
    },
  ],
  'POST /api/departamentos/': [
    {
      caso: 'departamento nuevo',
      peticion: () => {
        const n = unico();
        return { payload: { codigo: `MATRIZ-${n}`, nombre: `Matriz ${n}` } };
      },
      esperado: DEPARTAMENTOS,
    },
  ],
  'PUT /api/departamentos/{id}': [
    {
      caso: 'los mismos datos',
      peticion: (e) => ({
        params: { id: e.departamentos.editar },
        payload: { codigo: 'MATRIZ-EDITAR', nombre: 'Matriz editar', jefeAreaId: null, centroCosto: null },
      }),
      esperado: DEPARTAMENTOS,
    },
  ],
  'PATCH /api/departamentos/{id}/estado': [
    {
      caso: 'activar uno activo',
      peticion: (e) => ({ params: { id: e.departamentos.editar }, payload: { activo: true } }),
      esperado: DEPARTAMENTOS,
    },
  ],
  'DELETE /api/departamentos/{id}': [
    {
      caso: 'uno con empleados',
      peticion: (e) => ({ params: { id: e.departamentos.conEmpleados } }),
      esperado: { ...SOLO_ADMIN, admin: 409, adminDepartamentos: 409 },
    },
    {
      // The administrator deletes it first; the other entitled caller then finds nothing.
      caso: 'uno vacío',
      peticion: (e) => ({ params: { id: e.departamentos.vacio } }),
      esperado: { ...SOLO_ADMIN, admin: 200, adminDepartamentos: 404 },
    },
  ],

  'GET /api/usuarios-admin/': [{ caso: 'listado', esperado: USUARIOS }],
  'GET /api/usuarios-admin/exportar': [{ caso: 'listado en Excel', esperado: USUARIOS }],
  'POST /api/usuarios-admin/': [
    {
      // adminUsuarios does not hold the Empleado permissions, so cannot grant that role either.
      caso: 'usuario nuevo con rol Empleado',
      peticion: (e) => ({
        payload: {
          ...datosUsuario(e.victimas.editar),
          dni: String(71_000_000 + unico()),
          email: `nuevo.matriz${unico()}@empresa.pe`,
        },
      }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'usuario nuevo con rol Admin',
      peticion: (e, actor) => ({
        payload: {
          ...datosUsuario(e.victimas.editar),
          dni: String(72_000_000 + unico()),
          email: `nuevo.admin.${actor.toLowerCase()}${unico()}@empresa.pe`,
          roles: ['Admin'],
        },
      }),
      esperado: SOLO_ADMIN,
      deshacer: (e) => quitarAdminA(e, sql`u.email like 'nuevo.admin.admin%'`),
    },
  ],
  'GET /api/usuarios-admin/dropdowns/departamentos': [{ caso: 'lista', esperado: USUARIOS }],
  'GET /api/usuarios-admin/dropdowns/roles': [{ caso: 'lista', esperado: USUARIOS }],
  'GET /api/usuarios-admin/dropdowns/jefes': [{ caso: 'lista', esperado: USUARIOS }],
  'GET /api/usuarios-admin/dropdowns/regimen-empresa': [
    { caso: 'régimen de la empresa', esperado: USUARIOS },
  ],
  'GET /api/usuarios-admin/opciones-jefe': [
    { caso: 'búsqueda', peticion: () => ({ query: 'busqueda=a&limite=5' }), esperado: USUARIOS },
  ],
  'GET /api/usuarios-admin/{id}': [
    { caso: 'la ficha de A1', peticion: (e) => ({ params: { id: e.empleado.id } }), esperado: USUARIOS },
    {
      caso: 'la ficha de un administrador (leer no es gestionar)',
      peticion: (e) => ({ params: { id: e.adminVictima.id } }),
      esperado: USUARIOS,
    },
  ],
  'PUT /api/usuarios-admin/{id}': [
    {
      caso: 'otro usuario, con más permisos que adminUsuarios',
      peticion: (e) => ({ params: { id: e.victimas.editar.id }, payload: datosUsuario(e.victimas.editar) }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'se da el rol Admin a sí mismo',
      peticion: (e, actor) => ({
        params: { id: e[actor].id },
        payload: { ...datosUsuario(e[actor]), roles: [...e.rolesDe[actor], 'Admin'] },
      }),
      // The administrator already holds Admin: nothing changes.
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'da el rol Admin a otro usuario (uno sin roles, que sí puede gestionar)',
      peticion: (e, actor) => ({
        params: { id: e.sinRoles[actor].id },
        payload: { ...datosUsuario(e.sinRoles[actor]), roles: ['Admin'] },
      }),
      esperado: SOLO_ADMIN,
      deshacer: (e) => quitarAdminA(e, sql`u.id = ${e.sinRoles.admin.id}`),
    },
    {
      caso: 'edita a un administrador',
      peticion: (e) => ({
        params: { id: e.adminVictima.id },
        payload: { ...datosUsuario(e.adminVictima), roles: ['Admin'], empresa: 'Editada' },
      }),
      esperado: SOLO_ADMIN,
    },
  ],
  // Reads only, but shows a user's balance: the same permission and "can manage this user" rule as the edit.
  'POST /api/usuarios-admin/{id}/vista-previa-fecha-ingreso': [
    {
      caso: 'otro usuario, con más permisos que adminUsuarios',
      peticion: (e) => ({ params: { id: e.victimas.editar.id }, payload: { fechaIngreso: '2020-01-01' } }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'un administrador',
      peticion: (e) => ({ params: { id: e.adminVictima.id }, payload: { fechaIngreso: '2020-01-01' } }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'un usuario sin roles (lo gestiona quien administra usuarios)',
      peticion: (e, actor) => ({
        params: { id: e.sinRoles[actor].id },
        payload: { fechaIngreso: '2020-01-01' },
      }),
      esperado: USUARIOS,
    },
  ],
  'POST /api/usuarios-admin/{id}/toggle-status': [
    {
      caso: 'otro usuario, con más permisos que adminUsuarios',
      peticion: (e) => ({ params: { id: e.victimas.estado.id } }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'desactiva a un administrador',
      peticion: (e) => ({ params: { id: e.adminVictima.id } }),
      esperado: SOLO_ADMIN,
      // The administrator did deactivate them: reactivated, for the other rows.
      deshacer: async (e) => {
        await comoAdmin(e.tokens.admin!, 'POST', `/api/usuarios-admin/${e.adminVictima.id}/toggle-status`);
      },
    },
    {
      caso: 'un usuario sin roles (lo gestiona quien administra usuarios)',
      peticion: (e, actor) => ({ params: { id: e.sinRoles[actor].id } }),
      esperado: USUARIOS,
    },
  ],
  'POST /api/usuarios-admin/{id}/reset-password': [
    {
      caso: 'otro usuario, con más permisos que adminUsuarios',
      peticion: (e) => ({ params: { id: e.victimas.clave.id }, payload: {} }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'un administrador (no recibe su contraseña temporal)',
      peticion: (e) => ({ params: { id: e.adminVictima.id }, payload: {} }),
      esperado: SOLO_ADMIN,
    },
  ],
  'DELETE /api/usuarios-admin/{id}': [
    {
      caso: 'otro usuario, con más permisos que adminUsuarios',
      peticion: (e) => ({ params: { id: e.victimas.borrar.id } }),
      esperado: SOLO_ADMIN,
    },
  ],

  'GET /api/auditoria/': [{ caso: 'historial', esperado: SOLO_ADMIN }],
  'GET /api/auditoria/exportar': [{ caso: 'historial en Excel', esperado: SOLO_ADMIN }],
  'GET /api/auditoria/gestion-usuarios': [{ caso: 'historial', esperado: SOLO_ADMIN }],
  'GET /api/auditoria/gestion-usuarios/simple': [
    {
      caso: 'historial de A1',
      peticion: (e) => ({ query: `usuarioId=${e.empleado.id}` }),
      esperado: SOLO_ADMIN,
    },
  ],
  'GET /api/auditoria/usuario/{id}': [
    { caso: 'acciones de A1', peticion: (e) => ({ params: { id: e.empleado.id } }), esperado: SOLO_ADMIN },
  ],
  'GET /api/auditoria/usuario/{id}/recientes': [
    { caso: 'acciones de A1', peticion: (e) => ({ params: { id: e.empleado.id } }), esperado: SOLO_ADMIN },
  ],
  'GET /api/auditoria/estadisticas': [{ caso: 'conteos', esperado: SOLO_ADMIN }],
  'GET /api/auditoria/estadisticas/resumen-diario': [{ caso: 'conteos', esperado: SOLO_ADMIN }],
  'GET /api/auditoria/modulo/{modulo}': [
    {
      caso: 'módulo de solicitudes',
      peticion: () => ({ params: { modulo: 'SOLICITUDES_VACACIONES' } }),
      esperado: SOLO_ADMIN,
    },
  ],
  'GET /api/auditoria/{id}': [
    {
      caso: 'registro de una solicitud de A1',
      peticion: (e) => ({ params: { id: e.auditoriaId } }),
      esperado: SOLO_ADMIN,
    },
  ],

  'GET /api/rol/get-rol-pagination': [{ caso: 'listado', esperado: ROLES }],
  'GET /api/rol/get-permisos': [{ caso: 'lista', esperado: ROLES }],
  'GET /api/rol/get-rol/{id}': [
    { caso: 'un rol', peticion: (e) => ({ params: { id: e.rolEditar } }), esperado: ROLES },
  ],
  'POST /api/rol/crear-rol': [
    {
      caso: 'rol nuevo con DASHBOARD-MENU (adminRoles no lo tiene)',
      peticion: (e) => ({
        payload: { name: 'Rol nuevo de la matriz', descripcion: 'Creado', permisos: [e.permisoDashboard] },
      }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'rol nuevo con AUDITORIA-VER',
      peticion: (e, actor) => ({
        payload: {
          name: `Auditores de ${actor}`,
          descripcion: 'Con un permiso que solo tiene el administrador',
          permisos: [e.permisos['ADMIN-MENU']!, e.permisos['AUDITORIA-VER']!],
        },
      }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'rol nuevo con ADMIN-MENU (lo tiene quien administra roles)',
      peticion: (e, actor) => ({
        payload: {
          name: `Menú de ${actor}`,
          descripcion: 'Solo el menú',
          permisos: [e.permisos['ADMIN-MENU']!],
        },
      }),
      esperado: ROLES,
    },
  ],
  'PUT /api/rol/actualizar-rol': [
    {
      caso: 'otro rol, con DASHBOARD-MENU',
      peticion: (e) => ({
        payload: {
          id: e.rolEditar,
          name: 'Rol editado de la matriz',
          descripcion: 'Editado',
          permisos: [e.permisoDashboard],
        },
      }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'agrega un permiso a su propio rol',
      peticion: (e, actor) => ({
        payload: {
          id: e.rolPropio[actor],
          name: e.rolesDe[actor][0]!,
          descripcion: 'Con un permiso más',
          permisos: Object.values(e.permisos),
        },
      }),
      esperado: NADIE,
    },
    {
      caso: 'edita el rol Admin',
      peticion: (e) => ({
        payload: {
          id: e.rolAdmin,
          name: 'Admin',
          descripcion: 'Recortado',
          permisos: [e.permisos['ADMIN-MENU']!, e.permisos['ADMIN-ROLES-MENU']!],
        },
      }),
      esperado: NADIE,
    },
  ],
  'PUT /api/rol/cambiar-estado-rol/{id}': [
    {
      caso: 'otro rol, con DASHBOARD-MENU',
      peticion: (e) => ({ params: { id: e.rolEstado } }),
      esperado: SOLO_ADMIN,
    },
    { caso: 'desactiva el rol Admin', peticion: (e) => ({ params: { id: e.rolAdmin } }), esperado: NADIE },
    {
      caso: 'su propio rol',
      peticion: (e, actor) => ({ params: { id: e.rolPropio[actor] } }),
      esperado: NADIE,
    },
    {
      caso: 'activa un rol inactivo con AUDITORIA-VER',
      peticion: (e) => ({ params: { id: e.rolInactivoAuditoria } }),
      esperado: SOLO_ADMIN,
    },
  ],

  'GET /api/Permiso/': [{ caso: 'listado', esperado: SOLO_ADMIN }],
  'GET /api/Permiso/modulos': [{ caso: 'lista', esperado: SOLO_ADMIN }],
  'GET /api/Permiso/{id}': [
    { caso: 'un permiso', peticion: (e) => ({ params: { id: e.permisoEditar } }), esperado: SOLO_ADMIN },
  ],
  'POST /api/Permiso/': [
    {
      caso: 'permiso nuevo',
      peticion: () => ({
        payload: {
          nombre: `Permiso nuevo ${unico()}`,
          descripcion: 'Creado por la matriz de autorización',
          modulo: 'Pruebas',
          codigoPermiso: `MATRIZ-NUEVO-${unico()}`,
        },
      }),
      esperado: SOLO_ADMIN,
    },
  ],
  'PUT /api/Permiso/{id}': [
    {
      caso: 'otro permiso',
      peticion: (e) => ({
        params: { id: e.permisoEditar },
        payload: {
          nombre: 'Permiso editado',
          descripcion: 'Editado por la matriz de autorización',
          modulo: 'Pruebas',
          codigoPermiso: 'MATRIZ-EDITAR',
        },
      }),
      esperado: SOLO_ADMIN,
    },
  ],

  'GET /api/bulkimport/columns': [{ caso: 'columnas', esperado: IMPORTACION }],
  'GET /api/bulkimport/template/excel': [{ caso: 'plantilla', esperado: IMPORTACION }],
  'GET /api/bulkimport/template/csv': [{ caso: 'plantilla', esperado: IMPORTACION }],
  // Validating reports the rows the importer may not create as row errors: the reply itself is a 200.
  'POST /api/bulkimport/validate': [
    {
      caso: 'un archivo válido',
      peticion: (e) => ({ multipart: e.archivos.validar }),
      esperado: IMPORTACION,
    },
    {
      caso: 'una fila con el rol Admin',
      peticion: (e) => ({ multipart: e.archivos.conAdmin }),
      esperado: IMPORTACION,
    },
  ],
  // The list of every error reads the file like a validation and creates nothing: a 200 for every importer.
  'POST /api/bulkimport/validate/errores': [
    {
      caso: 'una fila con el rol Admin',
      peticion: (e) => ({ multipart: e.archivos.conAdmin }),
      esperado: IMPORTACION,
    },
  ],
  'POST /api/bulkimport/process': [
    {
      caso: 'un archivo válido con roles Empleado y Jefe (el importador no los puede otorgar)',
      peticion: (e) => ({ multipart: e.archivos.procesar }),
      esperado: SOLO_ADMIN,
    },
    {
      caso: 'una fila con el rol Admin',
      peticion: (e) => ({ multipart: e.archivos.conAdminProcesar }),
      esperado: SOLO_ADMIN,
      deshacer: (e) => quitarAdminA(e, sql`u.email like '%@escalada-matriz.pe'`),
    },
  ],
  // Another administrator's run and download answer 404, not 403: they are looked up by caller, so their
  // existence is not revealed.
  'GET /api/bulkimport/progreso/{claveEjecucion}': [
    {
      caso: 'ejecución de otro administrador',
      peticion: (e) => ({ params: { claveEjecucion: e.otroAdmin.claveEjecucion } }),
      esperado: { ...SOLO_ADMIN, admin: 404, importador: 404 },
    },
  ],
  'GET /api/bulkimport/credenciales/{token}': [
    {
      caso: 'descarga de otro administrador',
      peticion: (e) => ({ params: { token: e.otroAdmin.tokenCredenciales } }),
      esperado: { ...SOLO_ADMIN, admin: 404, importador: 404 },
    },
  ],
  // Documentos legales (ADR 042): who reads a request's detail reads its documents; the check is public.
  'GET /api/documentos/solicitudes/{id}': [
    {
      caso: 'documentos de una solicitud aprobada de A1',
      peticion: (e) => ({ params: { id: e.documentos.aprobadaA1 } }),
      esperado: { ...PARCIALES_403, empleado: 200, jefe: 200, jefeOtraRama: 403, admin: 200 },
    },
    {
      caso: 'documentos de una solicitud de B1',
      peticion: (e) => ({ params: { id: e.solicitudes.otraRamaLeer } }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 200 },
    },
  ],
  'POST /api/documentos/solicitudes/{id}/{documento}': [
    {
      caso: 'papeleta de una solicitud aprobada de A1',
      peticion: (e) => ({ params: { id: e.documentos.aprobadaA1, documento: 'papeleta' } }),
      esperado: { ...PARCIALES_403, empleado: 200, jefe: 200, jefeOtraRama: 403, admin: 200 },
    },
    {
      caso: 'papeleta de una solicitud pendiente de A1 (no corresponde: 409 tras la autorización)',
      peticion: (e) => ({ params: { id: e.solicitudes.empleadoLeer, documento: 'papeleta' } }),
      esperado: { ...PARCIALES_403, empleado: 409, jefe: 409, jefeOtraRama: 403, admin: 409 },
    },
    {
      caso: 'acuerdo de fraccionamiento de una solicitud de B1',
      peticion: (e) => ({ params: { id: e.solicitudes.otraRamaLeer, documento: 'acuerdo-fraccionamiento' } }),
      esperado: { ...PARCIALES_403, empleado: 403, jefe: 403, jefeOtraRama: 200, admin: 200 },
    },
  ],
  'GET /api/documentos/verificar/{codigo}': [
    {
      // Whoever holds the printed document checks it, with or without a session.
      caso: 'un código emitido',
      peticion: (e) => ({ params: { codigo: e.documentos.codigoPapeleta } }),
      esperado: PUBLICA(200),
    },
    {
      caso: 'un código que no existe',
      peticion: () => ({ params: { codigo: '2222-3333-4444' } }),
      esperado: PUBLICA(404),
    },
  ],
  // Estadísticas (ADR 040): HR and managers; a manager's figures are their team's (estadisticas.api.test.ts).
  'GET /api/reportes/estadisticas/': [
    { caso: 'las del año', peticion: () => ({ query: 'anio=2025' }), esperado: JEFES },
  ],
  'GET /api/reportes/estadisticas/exportar/{grafico}': [
    {
      caso: 'Excel de los días gozados',
      peticion: () => ({ params: { grafico: 'dias-gozados' }, query: 'anio=2025' }),
      esperado: JEFES,
    },
  ],
};

let t: AppDePrueba;
let e: Empresa;

const inyectar = (token: string | undefined, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? conToken(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });

async function crearSolicitud(token: string, dias: number, fechaInicio: string): Promise<number> {
  const r = await inyectar(
    token,
    'POST',
    '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
    solicitud(dias, fechaInicio),
  );
  if (r.statusCode !== 200) throw new Error(`no se pudo crear la solicitud: ${r.statusCode} ${r.body}`);
  return r.json().id as number;
}

async function comoAdmin(token: string, method: string, url: string, payload?: object) {
  const r = await inyectar(token, method, url, payload);
  if (r.statusCode !== 200) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
  return r.json();
}

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: HOY });
  const db = t.base.db;
  const ingreso = { fechaIngreso: '2023-06-01' };
  const admin = await crearUsuario(db, { roles: ['Admin'], ...ingreso });
  const jefe = await crearUsuario(db, { roles: ['Jefe'], ...ingreso });
  const empleado = await crearUsuario(db, { roles: ['Empleado'], jefeId: jefe.id, ...ingreso });
  const jefeOtraRama = await crearUsuario(db, { roles: ['Jefe'], ...ingreso });
  const empleadoOtraRama = await crearUsuario(db, {
    roles: ['Empleado'],
    jefeId: jefeOtraRama.id,
    ...ingreso,
  });
  // An administrator, so that a revoked token that still worked would show up as 200s, not as 403s.
  const desactivado = await crearUsuario(db, { roles: ['Admin'], ...ingreso });
  const otroAdmin = await crearUsuario(db, { roles: ['Admin'] });
  const paraLogin = await crearUsuario(db);
  const victimas = {
    editar: await crearUsuario(db),
    estado: await crearUsuario(db),
    clave: await crearUsuario(db),
    borrar: await crearUsuario(db),
  };

  // The partial administrators: one role each, with only what opens their page (or the import routes).
  const catalogo = await db.select({ id: permisos.id, codigo: permisos.codigo }).from(permisos);
  const idsPermiso = Object.fromEntries(catalogo.map((p) => [p.codigo, p.id]));
  const rolCon = async (nombre: string, codigos: string[], activo = true) => {
    const [rol] = await db
      .insert(roles)
      .values({ nombre, descripcion: `Rol ${nombre} de la matriz`, activo })
      .returning({ id: roles.id });
    await db.insert(rolPermisos).values(codigos.map((c) => ({ rolId: rol!.id, permisoId: idsPermiso[c]! })));
    return rol!.id;
  };
  await rolCon('Gestión de usuarios', ['ADMIN-MENU', 'ADMIN-USUARIOS-MENU']);
  await rolCon('Gestión de roles', ['ADMIN-MENU', 'ADMIN-ROLES-MENU']);
  await rolCon('Importación', ['USUARIOS-IMPORTAR']);
  await rolCon('Gestión de departamentos', ['ADMIN-DEPARTAMENTOS-MENU']);
  const rolInactivoAuditoria = await rolCon('Auditoría en pausa', ['AUDITORIA-VER'], false);
  const adminUsuarios = await crearUsuario(db, { roles: ['Gestión de usuarios'], ...ingreso });
  const adminRoles = await crearUsuario(db, { roles: ['Gestión de roles'], ...ingreso });
  const importador = await crearUsuario(db, { roles: ['Importación'], ...ingreso });
  const adminDepartamentos = await crearUsuario(db, { roles: ['Gestión de departamentos'], ...ingreso });
  const nuevoDepartamento = async (codigo: string, nombre: string) =>
    (await db.insert(departamentos).values({ codigo, nombre }).returning({ id: departamentos.id }))[0]!.id;
  const deptos = {
    vacio: await nuevoDepartamento('MATRIZ-VACIO', 'Matriz vacío'),
    conEmpleados: await asegurarDepartamento(db),
    editar: await nuevoDepartamento('MATRIZ-EDITAR', 'Matriz editar'),
  };
  const adminVictima = await crearUsuario(db, { roles: ['Admin'], ...ingreso });
  const rolesDe: Record<ActorConSesion, string[]> = {
    empleado: ['Empleado'],
    jefe: ['Jefe'],
    jefeOtraRama: ['Jefe'],
    admin: ['Admin'],
    adminUsuarios: ['Gestión de usuarios'],
    adminRoles: ['Gestión de roles'],
    importador: ['Importación'],
    adminDepartamentos: ['Gestión de departamentos'],
  };
  const todosLosRoles = await db.select({ id: roles.id, nombre: roles.nombre }).from(roles);
  const idRol = (nombre: string) => todosLosRoles.find((r) => r.nombre === nombre)!.id;
  const sinRoles = {} as Record<ActorConSesion, Usuario>;
  for (const a of Object.keys(rolesDe) as ActorConSesion[])
    sinRoles[a] = await crearUsuario(db, { roles: [], ...ingreso });

  const [tAdmin, tJefe, tEmpleado, tJefeOtra, tOtraRama, tDesactivado, tOtroAdmin, tUsu, tRol, tImp, tDep] =
    await Promise.all(
      [
        admin,
        jefe,
        empleado,
        jefeOtraRama,
        empleadoOtraRama,
        desactivado,
        otroAdmin,
        adminUsuarios,
        adminRoles,
        importador,
        adminDepartamentos,
      ].map((u) => iniciarSesion(t.app, u.email)),
    );
  await comoAdmin(tAdmin!, 'POST', `/api/usuarios-admin/${desactivado.id}/toggle-status`);

  const solicitudes = {
    empleadoLeer: await crearSolicitud(tEmpleado!, 1, '2025-04-07'),
    empleadoAprobar: await crearSolicitud(tEmpleado!, 1, '2025-04-14'),
    empleadoCancelar: await crearSolicitud(tEmpleado!, 1, '2025-04-21'),
    otraRamaLeer: await crearSolicitud(tOtraRama!, 1, '2025-04-07'),
    otraRamaDecidir: await crearSolicitud(tOtraRama!, 1, '2025-04-14'),
    otraRamaAprobada: await crearSolicitud(tOtraRama!, 1, '2025-04-28'),
    otraRamaEnCurso: await crearSolicitud(tOtraRama!, 3, HOY),
    delJefe: await crearSolicitud(tJefe!, 1, '2025-04-07'),
  };
  for (const id of [solicitudes.otraRamaAprobada, solicitudes.otraRamaEnCurso]) {
    const aprobacion = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitud-vacaciones/${id}/aprobar`,
      headers: conToken(tJefeOtra!),
      payload: { accion: 'aprobar' },
    });
    if (aprobacion.statusCode !== 200) throw new Error(`aprobar falló: ${aprobacion.body}`);
  }

  const [dashboard] = await db
    .select({ id: permisos.id })
    .from(permisos)
    .where(eq(permisos.codigo, 'DASHBOARD-MENU'));
  const nuevoFeriado = async (fecha: string) =>
    (
      await db
        .insert(feriados)
        .values({ fecha, nombre: 'Día de la matriz', origen: 'EMPRESA' })
        .returning({ id: feriados.id })
    )[0]!.id;
  const nuevoRol = async (name: string) =>
    (
      await comoAdmin(tAdmin!, 'POST', '/api/rol/crear-rol', {
        name,
        descripcion: 'Rol de la matriz',
        permisos: [dashboard!.id],
      })
    ).rol.id as number;
  const permisoEditar = (
    await comoAdmin(tAdmin!, 'POST', '/api/Permiso/', {
      nombre: 'Permiso a editar',
      descripcion: 'Creado para la matriz de autorización',
      modulo: 'Pruebas',
      codigoPermiso: 'MATRIZ-EDITAR',
    })
  ).permiso.id as number;
  const [registro] = await db
    .select({ id: auditoria.id })
    .from(auditoria)
    .where(and(eq(auditoria.tipoAccion, 'CREAR_SOLICITUD'), eq(auditoria.usuarioAfectadoId, empleado.id)))
    .limit(1);

  // The other administrator imports one user, which leaves a run and a credentials download that are theirs.
  // Default roles the importer may grant (the usual default, Empleado, is not theirs to grant: a 403 up front).
  const configuracion = { rolesPorDefecto: ['Importación'] };
  const archivo = (inicio: number) =>
    formulario(
      {
        nombre: 'usuarios.csv',
        contenido: aCsv(filasValidas(1, { inicio, dominio: 'matriz.pe' })),
        tipo: TIPOS.csv,
      },
      configuracion,
    );
  const conAdmin = formulario(
    {
      nombre: 'escalada.csv',
      contenido: aCsv(filasValidas(1, { inicio: 7400, dominio: 'escalada-matriz.pe', roles: 'Admin' })),
      tipo: TIPOS.csv,
    },
    configuracion,
  );
  const claveEjecucion = 'matriz-otro-admin-01';
  const importacion = archivo(7100);
  const ajena = await t.app.inject({
    method: 'POST',
    url: `/api/bulkimport/process?claveEjecucion=${claveEjecucion}`,
    payload: importacion.payload,
    headers: { ...importacion.headers, ...conToken(tOtroAdmin!) },
  });
  if (ajena.statusCode !== 200) throw new Error(`importación del otro administrador: ${ajena.body}`);

  e = {
    admin,
    jefe,
    empleado,
    jefeOtraRama,
    empleadoOtraRama,
    desactivado,
    paraLogin,
    adminUsuarios,
    adminRoles,
    importador,
    adminDepartamentos,
    departamentos: deptos,
    rolesDe,
    rolPropio: Object.fromEntries(
      Object.entries(rolesDe).map(([a, nombres]) => [a, idRol(nombres[0]!)]),
    ) as Record<ActorConSesion, number>,
    adminVictima,
    sinRoles,
    rolAdmin: idRol('Admin'),
    rolInactivoAuditoria,
    permisos: Object.fromEntries(CATALOGO_PERMISOS.map((p) => [p.codigo, idsPermiso[p.codigo]!])),
    tokens: {
      anonimo: undefined,
      desactivado: tDesactivado,
      empleado: tEmpleado,
      jefe: tJefe,
      jefeOtraRama: tJefeOtra,
      admin: tAdmin,
      adminUsuarios: tUsu,
      adminRoles: tRol,
      importador: tImp,
      adminDepartamentos: tDep,
    },
    solicitudes,
    victimas,
    rolEditar: await nuevoRol('Rol a editar'),
    rolEstado: await nuevoRol('Rol a desactivar'),
    feriados: { editar: await nuevoFeriado('2025-09-15'), quitar: await nuevoFeriado('2025-09-16') },
    notificacionDelJefe: (
      await t.base.db
        .select({ id: notificaciones.id })
        .from(notificaciones)
        .where(eq(notificaciones.usuarioId, jefe.id))
        .limit(1)
    )[0]!.id,
    delegacionAjena: (
      await db
        .insert(delegaciones)
        .values({
          jefeId: adminVictima.id,
          sustitutoId: jefe.id,
          fechaDesde: '2030-01-01',
          fechaHasta: '2030-01-02',
        })
        .returning({ id: delegaciones.id })
    )[0]!.id,
    calendarioAjeno: await (async () => {
      const token = randomBytes(32).toString('base64url');
      const [fila] = await db
        .insert(calendariosIcal)
        .values({
          usuarioId: adminVictima.id,
          alcance: 'PROPIAS',
          hashToken: createHash('sha256').update(token).digest('hex'),
        })
        .returning({ id: calendariosIcal.id });
      return { id: fila!.id, token };
    })(),
    tramoOtraRama: (
      await db
        .insert(tramosPlan)
        .values({
          usuarioId: empleadoOtraRama.id,
          anio: 2025,
          tipoVacaciones: 'libres',
          diasSolicitados: 1,
          fechaInicio: '2025-11-03',
          fechaFin: '2025-11-03',
          periodo: 2023,
          estado: 'PROPUESTO',
          propuestoPorId: empleadoOtraRama.id,
        })
        .returning({ id: tramosPlan.id })
    )[0]!.id,
    correoFallido: (
      await db
        .insert(correosSalientes)
        .values({
          tipo: 'SOLICITUD_CREADA',
          destinatarioId: admin.id,
          para: admin.email,
          asunto: 'Correo de la matriz',
          texto: 'Texto',
          html: '<p>Texto</p>',
          estado: 'FALLIDO',
          intentos: 1,
          ultimoError: 'El servidor de correo respondió 550',
        })
        .returning({ id: correosSalientes.id })
    )[0]!.id,
    permisoEditar,
    permisoDashboard: dashboard!.id,
    auditoriaId: registro!.id,
    otroAdmin: {
      id: otroAdmin.id,
      claveEjecucion,
      tokenCredenciales: ajena.json().credenciales.token as string,
    },
    archivos: {
      validar: archivo(7200),
      procesar: archivo(7300),
      conAdmin,
      conAdminProcesar: conAdmin,
    },
    documentos: await (async () => {
      const [aprobada] = await db
        .insert(solicitudesVacaciones)
        .values({
          usuarioId: empleado.id,
          tipoVacaciones: 'libres',
          diasSolicitados: 1,
          fechaInicio: '2025-05-05',
          fechaFin: '2025-05-05',
          periodo: 2023,
          estado: 'Aprobada',
          aprobadorId: jefe.id,
          fechaAprobacion: new Date(),
        })
        .returning({ id: solicitudesVacaciones.id });
      const emitido = await emitirDocumento(db, {
        tipo: 'PAPELETA',
        solicitudId: aprobada!.id,
        usuarioId: empleado.id,
        emitidoPorId: jefe.id,
      });
      return { aprobadaA1: aprobada!.id, codigoPapeleta: emitido.codigo };
    })(),
  };
}, 120_000);
afterAll(() => t?.cerrar());

const permisosDe = async (actor: ActorConSesion) =>
  ((await comoAdmin(e.tokens[actor]!, 'GET', '/api/account/me')).permisos as string[]).sort();

// A Spanish sentence: an accented letter or a common Spanish word.
const ESPANOL = /[áéíóúñ]|\b(de|del|la|el|su|no|para|puede|debe|tiene|solo)\b/i;
const METODOS_HTTP = ['get', 'post', 'put', 'patch', 'delete'];
const aOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const sinBarraFinal = (ruta: string) => ruta.replace(/(.)\/$/, '$1');

function rutasDelDocumento(): string[] {
  const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths ?? {})
    .filter(([ruta]) => !ruta.startsWith('/api/docs'))
    .flatMap(([ruta, operaciones]) =>
      Object.keys(operaciones)
        .filter((m) => METODOS_HTTP.includes(m))
        .map((m) => `${m.toUpperCase()} ${ruta}`),
    )
    .sort();
}

describe('matriz de autorización', () => {
  it('cubre exactamente las rutas del documento OpenAPI, y el documento todas las rutas registradas', () => {
    const documento = rutasDelDocumento();
    const registradas = [...new Set(t.app.rutasApi.map((r) => `${r.metodo} ${aOpenApi(r.url)}`))];
    expect(documento.length).toBeGreaterThan(40);
    // A plugin's '/' route answers with and without the trailing slash; the document and onRoute spell it differently.
    const enDocumento = new Set(documento.map(sinBarraFinal));
    expect(
      registradas.filter((r) => !enDocumento.has(sinBarraFinal(r))),
      'rutas registradas que faltan en el documento OpenAPI',
    ).toEqual([]);
    expect(
      documento.filter((r) => !(r in MATRIZ)),
      'rutas sin fila en la matriz de autorización',
    ).toEqual([]);
    expect(
      Object.keys(MATRIZ).filter((r) => !documento.includes(r)),
      'filas de la matriz que ya no son rutas',
    ).toEqual([]);
  });

  it('una ruta pública está marcada como tal y declara qué recibe quien no tiene sesión', () => {
    for (const r of t.app.rutasApi) {
      const clave = `${r.metodo} ${aOpenApi(r.url)}`;
      for (const c of MATRIZ[clave] ?? []) {
        expect(c.esperado.anonimo !== undefined, `${clave}: ${c.caso}`).toBe(Boolean(r.config.publica));
      }
    }
  });

  let permisosAlInicio: Record<string, string[]>;
  it('los administradores parciales empiezan con solo su permiso de administración', async () => {
    permisosAlInicio = Object.fromEntries(
      await Promise.all(PARCIALES.map(async (a) => [a, await permisosDe(a)])),
    );
    expect(permisosAlInicio).toEqual({
      adminUsuarios: ['ADMIN-MENU', 'ADMIN-USUARIOS-MENU'],
      adminRoles: ['ADMIN-MENU', 'ADMIN-ROLES-MENU'],
      importador: ['USUARIOS-IMPORTAR'],
      adminDepartamentos: ['ADMIN-DEPARTAMENTOS-MENU'],
    });
  });

  it.each(Object.keys(MATRIZ))('%s responde a cada actor lo que dice la matriz', async (clave) => {
    const [metodo, plantilla] = clave.split(' ') as [string, string];
    // The alias without the trailing slash (what the web client calls) must be guarded the same way.
    const variantes = plantilla.endsWith('/') ? [plantilla, sinBarraFinal(plantilla)] : [plantilla];
    for (const caso of MATRIZ[clave]!) {
      for (const variante of variantes) await comprobar(metodo, variante, caso);
    }
  });

  // After every row: no route gave a partial administrator anything, and nobody new holds Admin.
  it('ningún administrador parcial obtuvo un permiso que no tenía, y nadie más tiene el rol Admin', async () => {
    for (const a of PARCIALES) expect(await permisosDe(a), a).toEqual(permisosAlInicio[a]);
    const conAdmin = (await t.base.db.execute(sql`
      select ur.usuario_id as id from usuario_roles ur where ur.rol_id = ${e.rolAdmin}
      order by ur.usuario_id`)) as unknown as { rows: { id: number }[] };
    const sembrados = [e.admin.id, e.desactivado.id, e.otroAdmin.id, e.adminVictima.id].sort((a, b) => a - b);
    expect(conAdmin.rows.map((f) => Number(f.id))).toEqual(sembrados);
  });
});

/** Whose point of view builds the request of a caller without a session of their own. */
const comoQuien = (a: Actor): ActorConSesion => (a === 'anonimo' || a === 'desactivado' ? 'empleado' : a);

async function comprobar(metodo: string, plantilla: string, caso: Caso) {
  const peticionDe = (actor: Actor) => {
    const p = caso.peticion?.(e, comoQuien(actor)) ?? {};
    const ruta = plantilla.replace(/\{(\w+)\}/g, (_, nombre: string) => {
      const valor = p.params?.[nombre];
      if (valor === undefined) throw new Error(`${plantilla}: falta el parámetro ${nombre}`);
      return encodeURIComponent(String(valor));
    });
    return { p, url: p.query ? `${ruta}?${p.query}` : ruta };
  };
  const esperado: Record<Actor, number> = { anonimo: 401, desactivado: 401, ...caso.esperado };
  const rechazo = (a: Actor) => esperado[a] === 401 || esperado[a] === 403;
  // Refusals first: they must not depend on what an allowed caller changes.
  const orden = [...ACTORES].sort((a, b) => Number(rechazo(b)) - Number(rechazo(a)));
  const obtenido = {} as Record<Actor, number>;
  for (const actor of orden) {
    const { p, url } = peticionDe(actor);
    let token = e.tokens[actor];
    if (caso.sesionNueva && token && actor !== 'desactivado') {
      token = await iniciarSesion(t.app, e[actor as ActorConSesion].email);
    }
    const r = p.multipart
      ? await t.app.inject({
          method: metodo as 'POST',
          url,
          payload: p.multipart.payload,
          headers: { ...p.multipart.headers, ...(token ? conToken(token) : {}) },
        })
      : await inyectar(token, metodo, url, p.payload);
    obtenido[actor] = r.statusCode;
    const donde = `${metodo} ${url} (${caso.caso}) como ${actor}`;
    if (r.statusCode >= 500) throw new Error(`${donde}: ${r.statusCode} ${r.body}`);
    if (r.statusCode !== 401 && r.statusCode !== 403) continue;
    const cuerpo = r.json() as { code?: unknown; message?: unknown };
    expect(cuerpo.code, donde).toMatch(/^[A-Z_]+$/);
    expect(cuerpo.message, donde).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡]/);
    expect(cuerpo.message, donde).toMatch(ESPANOL);
    expect(cuerpo.message, donde).not.toMatch(/unauthori[sz]ed|forbidden|not allowed|permission/i);
    // A route's own 401 (e.g. login's CREDENCIALES_INVALIDAS) is stated in the case; the default one is the session's.
    if (actor === 'anonimo' && caso.esperado.anonimo === undefined)
      expect(cuerpo.code, donde).toBe('NO_AUTENTICADO');
    if (actor === 'desactivado' && caso.esperado.desactivado === undefined)
      expect(cuerpo.code, donde).toBe('SESION_EXPIRADA');
  }
  expect(obtenido, `${metodo} ${plantilla} (${caso.caso})`).toEqual(esperado);
  await caso.deshacer?.(e);
}

/** Takes the Admin role away from the users matching `donde` (alias `u`): what the full administrator granted. */
async function quitarAdminA(empresa: Empresa, donde: SQL) {
  await t.base.db.execute(sql`
    delete from usuario_roles where rol_id = ${empresa.rolAdmin}
      and usuario_id in (select u.id from usuarios u where ${donde})`);
}

import {
  MENSAJES_USUARIO as M,
  type TActualizarUsuarioBody,
  type TCrearUsuarioBody,
  type TCrearUsuarioRespuesta,
  ETIQUETA_DOCUMENTO,
  textoRoles,
  type TExportarUsuariosQuery,
  type TListarUsuariosQuery,
  type TListarUsuariosRespuesta,
  type TReiniciarContrasenaBody,
  type TUsuarioDetalle,
  type TVistaPreviaFechaIngresoBody,
  type TVistaPreviaFechaIngresoRespuesta,
  mensajePeriodoNegativo,
} from '@app/contract/usuarios';
import { etiquetaCampo } from '@app/contract/auditoria-cambios';
import { permisosFaltantes } from '@app/contract/roles';
import {
  administradoresActivos,
  codigosDeRoles,
  exigirPuedeGestionarUsuario,
  exigirQueQuedeAdministrador,
  exigirRolesOtorgables,
  permisosQueTiene,
  permisosQueTienen,
} from '../../db/administradores';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { crearCacheVersionada } from '../../db/version-datos';
import { errorDelMotor, esViolacionUnica } from '../../db/errores-db';
import { estaEnCadenaDeMando } from '../../db/jerarquia';
import { AppError, conflicto, noEncontrado, reglaNegocio } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import type { TRegimen } from '@app/contract/vacaciones';
import { problemasDeContrasena } from '../../lib/politica-contrasena';
import { generarContrasenaTemporal, hashArgon2, hashTemporal } from '../../lib/seguridad';
import { registrarAuditoria, type EventoAuditoria } from '../auditoria/auditoria.service';
import { revocarSesionesDeUsuario } from '../auth/auth.service';
import * as repo from './usuarios.repository';
import type { UsuarioSesion } from '../auth/auth.service';
import type { Cursor } from '../../lib/cursor-compuesto';
import { hoja, libroExcelEnStream, porLotes } from '../../lib/excel-stream';
import {
  auditarExportacion,
  nombreExportacion,
  type ExportacionExcel,
} from '../exportaciones/exportaciones.service';
import type { Aviso, Notificador } from '../notificaciones/notificador.service';
import { avisoContrasenaRestablecida } from './avisos';
import { planearCambioFechaIngreso } from '../saldos/saldos.service';
import { leerConfiguracion, moverPeriodos } from '../saldos/saldos.service';

/** Who acts, and from where (every change is audited with both). */
export interface Actor {
  id: number;
  ip: string | null;
  /** The data version read with the session (ADR 010): what the list's statistics are cached by. */
  versionDatos?: number;
}

const validacion = (campo: string, mensaje: string) =>
  new AppError('VALIDACION', mensaje, { [campo]: [mensaje] });

const porcentaje = (parte: number, total: number) =>
  total === 0 ? 0 : Math.round((parte * 10_000) / total) / 100;

/** One user of a bulk creation, already validated by the caller (ids resolved, unique email and DNI). */
export interface AltaEnLote {
  /** The caller's key for the row (the spreadsheet row number); managers in the same batch are named by it. */
  clave: number;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  dni: string;
  email: string;
  empresa: string;
  numeroCelular: string | null;
  fechaIngreso: string;
  extranjero: boolean;
  departamentoId: number;
  /** The code of a department `crearDepartamentos` creates in the same transaction (then departamentoId is unused). */
  departamentoNuevo?: string | null;
  /** The employee's own régimen (ADR 027); null follows the company's. */
  regimen: TRegimen | null;
  rolIds: number[];
  /** Role names, for the audit record. */
  roles: string[];
  jefe: { tipo: 'existente'; id: number } | { tipo: 'fila'; clave: number } | null;
  /** A generated temporary password's salted SHA-256 (never argon2 here), or null: no password yet. */
  hashContrasena: string | null;
}

export interface OpcionesAltaEnLote {
  /** Rows per INSERT. */
  tamanoLote?: number;
  /** Called after each batch with the number of users created so far (progress lives outside the transaction). */
  alAvanzar?: (creados: number) => void;
  /** Aborting rolls the whole creation back. */
  senal?: AbortSignal;
  /** The motivo of each user's audit record (e.g. the file name). */
  motivo: string;
  /** The summary audit record of the whole run, written in the same transaction. */
  resumen: (creados: { clave: number; id: number }[]) => EventoAuditoria;
  /** Creates the departments the rows name by `departamentoNuevo`, first, in the same transaction: ids by code. */
  crearDepartamentos?: (tx: Tx) => Promise<Map<string, number>>;
  /** What to tell whom once the users exist: written in the same transaction. */
  avisos?: (creados: { clave: number; id: number }[]) => Aviso[];
}

/**
 * A failed bulk statement without its parameters: the query error of the ORM quotes every parameter (password
 * hashes, personal data), which must never reach a log. The database's code, constraint and message are kept.
 */
function sinParametros(error: unknown): unknown {
  const mensaje = (error as { message?: unknown } | null)?.message;
  if (typeof mensaje !== 'string' || !mensaje.includes('params:')) return error;
  const causa = errorDelMotor(error);
  const limpio = new Error(
    `Falló la inserción masiva de usuarios: ${causa?.message || 'error de base de datos'}`,
  ) as Error & { code: string | undefined; constraint: string | undefined };
  limpio.code = causa?.code;
  limpio.constraint = causa?.constraint;
  return limpio;
}

/** Managers before the people who report to them: level 0 has no manager in the batch, level n + 1 reports to level n. */
function enOrdenJerarquico(altas: AltaEnLote[]): AltaEnLote[][] {
  const porClave = new Map(altas.map((a) => [a.clave, a]));
  const niveles = new Map<number, number>();
  const nivel = (a: AltaEnLote): number => {
    const conocido = niveles.get(a.clave);
    if (conocido !== undefined) return conocido;
    niveles.set(a.clave, Number.POSITIVE_INFINITY);
    let n = 0;
    if (a.jefe?.tipo === 'fila') {
      const jefe = porClave.get(a.jefe.clave);
      if (!jefe) throw new Error(`El jefe de la fila ${a.clave} no está en el lote`);
      n = nivel(jefe) + 1;
      if (!Number.isFinite(n)) throw new Error(`La fila ${a.clave} forma un ciclo de jefaturas`);
    }
    niveles.set(a.clave, n);
    return n;
  };
  const grupos: AltaEnLote[][] = [];
  for (const a of altas) (grupos[nivel(a)] ??= []).push(a);
  return grupos.filter(Boolean);
}

/** Roles named in a form, without repeats (case-insensitive), in the order given. */
function sinRepetidos(nombres: string[]) {
  const vistos = new Set<string>();
  return nombres.filter((n) => {
    const clave = n.toLowerCase();
    if (vistos.has(clave)) return false;
    vistos.add(clave);
    return true;
  });
}

type CamposComunes = Pick<
  TCrearUsuarioBody,
  | 'nombres'
  | 'apellidoPaterno'
  | 'apellidoMaterno'
  | 'dni'
  | 'extranjero'
  | 'numeroCelular'
  | 'email'
  | 'empresa'
  | 'departamentoId'
  | 'jefeId'
>;

const camposFila = (b: CamposComunes) => ({
  nombres: b.nombres,
  apellidoPaterno: b.apellidoPaterno,
  apellidoMaterno: b.apellidoMaterno,
  dni: b.dni,
  extranjero: b.extranjero,
  numeroCelular: b.numeroCelular ?? null,
  email: b.email,
  empresa: b.empresa,
  departamentoId: b.departamentoId,
  jefeId: b.jefeId ?? null,
});

/** Only the fields whose value changed, before and after (never a password or hash: they are not in these objects). */
function diferencias(antes: Record<string, unknown>, despues: Record<string, unknown>) {
  const anteriores: Record<string, unknown> = {};
  const nuevos: Record<string, unknown> = {};
  for (const [clave, valor] of Object.entries(despues)) {
    if (JSON.stringify(antes[clave]) !== JSON.stringify(valor)) {
      anteriores[clave] = antes[clave] ?? null;
      nuevos[clave] = valor ?? null;
    }
  }
  return { anteriores, nuevos, hayCambios: Object.keys(nuevos).length > 0 };
}

export function crearUsuariosAdminService(deps: {
  db: Db;
  reloj: Reloj;
  /** Hours a temporary password stays valid (CONTRASENA_TEMPORAL_HORAS). */
  contrasenaTemporalHoras?: number;
  /** A reset password and a finished import notify, inside their transactions. */
  notificador: Notificador;
}) {
  const { db, reloj, notificador } = deps;
  const horasTemporal = deps.contrasenaTemporalHoras ?? 72;
  /** When a temporary password set now stops working (the sign-in refuses it afterwards). */
  const vencimientoTemporal = (ahora: Date) => new Date(ahora.getTime() + horasTemporal * 3_600_000);

  /** Duplicate email or DNI among users: 409 with the field(s) named. */
  async function exigirUnicos(tx: Tx, email: string, dni: string, excluirId?: number) {
    const d = await repo.duplicados(tx, email, dni, excluirId);
    const errores: Record<string, string[]> = {};
    if (d.email) errores.Email = [M.emailDuplicado];
    if (d.dni) errores.Dni = [M.dniDuplicado];
    const primero = Object.values(errores)[0];
    if (primero) throw conflicto(primero[0]!, errores);
  }

  /** A unique-index race lost after the check above: the same 409 the check would have given. */
  function traducirDuplicado(error: unknown): never {
    if (esViolacionUnica(error, 'usuarios_email_uq'))
      throw conflicto(M.emailDuplicado, { Email: [M.emailDuplicado] });
    if (esViolacionUnica(error, 'usuarios_dni_uq'))
      throw conflicto(M.dniDuplicado, { Dni: [M.dniDuplicado] });
    throw error;
  }

  /**
   * The role ids for the names in the form: each must exist and be active, except one the user already holds
   * (an administrator may keep an inactive role they cannot see in the dropdown).
   */
  async function resolverRoles(tx: Tx, nombres: string[], yaAsignados: { id: number }[] = []) {
    const pedidos = sinRepetidos(nombres);
    const encontrados = await repo.rolesPorNombre(tx, pedidos);
    const porNombre = new Map(encontrados.map((r) => [r.nombre.toLowerCase(), r]));
    const asignados = new Set(yaAsignados.map((r) => r.id));
    const errores: string[] = [];
    const ids: number[] = [];
    for (const nombre of pedidos) {
      const rol = porNombre.get(nombre.toLowerCase());
      if (!rol) errores.push(`El rol '${nombre}' no existe`);
      else if (!rol.activo && !asignados.has(rol.id)) errores.push(`El rol '${rol.nombre}' está inactivo`);
      else ids.push(rol.id);
    }
    if (errores.length) throw new AppError('VALIDACION', errores[0]!, { Roles: errores });
    return {
      elegidos: encontrados.filter((r) => ids.includes(r.id)),
      ids,
      nombres: encontrados
        .filter((r) => ids.includes(r.id))
        .map((r) => r.nombre)
        .sort(),
    };
  }

  async function exigirDepartamento(tx: Tx, id: number, debeEstarActivo: boolean) {
    const d = await repo.buscarDepartamento(tx, id);
    if (!d) throw validacion('DepartamentoId', M.departamentoInvalido);
    if (debeEstarActivo && !d.activo) throw validacion('DepartamentoId', M.departamentoInactivo);
  }

  /** The manager must exist and be active, and must not be the user or anyone below them (no cycles). */
  async function exigirJefeValido(tx: Tx, jefeId: number, usuarioId?: number) {
    if (usuarioId !== undefined && jefeId === usuarioId) throw validacion('JefeId', M.jefeMismo);
    const j = await repo.buscarActivo(tx, jefeId);
    if (!j || !j.activo) throw validacion('JefeId', M.jefeInvalido);
    if (usuarioId !== undefined) {
      await repo.bloquearJerarquia(tx);
      // The user is above the proposed manager: making them their manager would close a loop.
      if (await estaEnCadenaDeMando(tx, usuarioId, jefeId)) throw validacion('JefeId', M.jefeCiclo);
    }
  }

  /** The list's sort: by creation date, newest first, unless a column is chosen (ascending by default then). */
  const ordenLista = (q: TExportarUsuariosQuery) => ({
    campo: q.SortBy ?? 'fechaCreacion',
    descendente: q.IsDescending ?? q.SortBy === undefined,
  });

  /**
   * The users list as a streamed .xlsx (ADR 041): every user matching the list's filters, in its order,
   * with the table's headers (and the e-mail the table shows under the name). Counted and audited first.
   */
  async function exportar(
    usuario: UsuarioSesion,
    q: TExportarUsuariosQuery,
    ip: string | null,
  ): Promise<ExportacionExcel> {
    const donde = repo.condicionesLista(q);
    const { total: totalFilas } = await repo.estadisticas(db, donde);
    await auditarExportacion(db, {
      lista: 'Usuarios',
      usuarioId: usuario.id,
      email: usuario.email,
      filtros: q,
      totalFilas,
      ip,
    });
    const claves = repo.clavesOrdenUsuarios(ordenLista(q));
    const filas = porLotes(
      (despues: Cursor | null, tamano: number) => repo.loteUsuarios(db, donde, claves, despues, tamano),
      (f) => f.cursor,
    );
    type Fila = Awaited<ReturnType<typeof repo.loteUsuarios>>[number];
    return {
      nombreArchivo: nombreExportacion('usuarios', reloj.hoy()),
      totalFilas,
      flujo: libroExcelEnStream([
        hoja<Fila>({
          nombre: 'Usuarios',
          columnas: [
            { encabezado: 'Usuario', tipo: 'texto', valor: (f) => f.nombreCompleto, ancho: 32 },
            { encabezado: 'Email', tipo: 'texto', valor: (f) => f.email, ancho: 32 },
            { encabezado: ETIQUETA_DOCUMENTO, tipo: 'texto', valor: (f) => f.dni || '-', ancho: 14 },
            { encabezado: 'Rol', tipo: 'texto', valor: (f) => textoRoles(f.roles) },
            { encabezado: 'Departamento', tipo: 'texto', valor: (f) => f.departamento || '-' },
            { encabezado: 'Fecha Ingreso', tipo: 'fecha', valor: (f) => f.fechaIngreso },
            {
              encabezado: 'Estado',
              tipo: 'texto',
              valor: (f) => (f.activo ? 'Activo' : 'Inactivo'),
              ancho: 10,
            },
          ],
          filas,
        }),
      ]),
    };
  }

  // The statistics count the whole filtered set (a search reads every user): per data version and filter, as
  // Gestión's counts. Every column they count, and the roles, move the version (migration 0017, ADR 049).
  const cacheEstadisticas = crearCacheVersionada<Awaited<ReturnType<typeof repo.estadisticas>>>(256);
  async function estadisticasEnCache(q: TListarUsuariosQuery, donde: SQL | undefined, version?: number) {
    if (version === undefined) return repo.estadisticas(db, donde);
    const clave = JSON.stringify([
      q.BusquedaGeneral,
      q.Email,
      q.DepartamentoId,
      q.Rol,
      q.EstaActivo,
      q.Extranjero,
      q.FechaIngresoDesde,
      q.FechaIngresoHasta,
    ]);
    const enCache = cacheEstadisticas.obtener(clave, version);
    if (enCache) return enCache;
    const e = await repo.estadisticas(db, donde);
    cacheEstadisticas.guardar(clave, version, e);
    return e;
  }

  // What each listed user holds only decides the row's «puedeGestionar» (what the screen offers; every change checks
  // again inside its transaction): per data version, which roles, their permissions and their holders all move.
  const cachePermisos = crearCacheVersionada<string[]>(4096);
  async function permisosEnCache(ids: number[], version?: number) {
    if (version === undefined) return permisosQueTienen(db, ids);
    const tienen = new Map<number, string[]>();
    for (const id of ids) {
      const enCache = cachePermisos.obtener(String(id), version);
      if (enCache) tienen.set(id, enCache);
    }
    const faltan = [...new Set(ids.filter((id) => !tienen.has(id)))];
    if (faltan.length > 0) {
      for (const [id, codigos] of await permisosQueTienen(db, faltan)) {
        cachePermisos.guardar(String(id), version, codigos);
        tienen.set(id, codigos);
      }
    }
    return tienen;
  }

  /** The users list with the spec's filters, allow-listed sort and paging; statistics over the filtered set. */
  async function listar(actor: Actor, q: TListarUsuariosQuery): Promise<TListarUsuariosRespuesta> {
    const donde = repo.condicionesLista(q);
    const { campo, descendente } = ordenLista(q);
    const [filas, e] = await Promise.all([
      repo.paginaDeUsuarios(db, q, { campo, descendente }, { numero: q.PageNumber, tamano: q.PageSize }),
      estadisticasEnCache(q, donde, actor.versionDatos),
    ]);
    const totalPaginas = Math.ceil(e.total / q.PageSize);
    const tienen = await permisosEnCache([actor.id, ...filas.map((f) => f.id)], actor.versionDatos);
    const delActor = tienen.get(actor.id) ?? [];
    return {
      usuarios: filas.map((f) => ({
        id: f.id,
        nombreCompleto: f.nombreCompleto,
        email: f.email,
        dni: f.dni,
        roles: f.roles,
        departamento: f.departamento,
        departamentoId: f.departamentoId,
        fechaIngreso: f.fechaIngreso,
        estado: f.activo ? 'Activo' : 'Inactivo',
        extranjero: f.extranjero,
        manager: f.manager,
        jefeId: f.jefeId,
        puedeGestionar: permisosFaltantes(tienen.get(f.id) ?? [], delActor).length === 0,
      })),
      totalCompleto: e.total,
      paginaActual: q.PageNumber,
      tamanoPagina: q.PageSize,
      totalPaginas,
      tienePaginaSiguiente: q.PageNumber < totalPaginas,
      tienePaginaAnterior: q.PageNumber > 1,
      estadisticas: {
        totalUsuarios: e.total,
        usuariosActivos: e.activos,
        usuariosInactivos: e.total - e.activos,
        usuariosForzarCambio: e.forzarCambio,
        usuariosPendientesCambioContrasena: e.pendientesCambio,
        usuariosExtranjeros: e.extranjeros,
        usuariosConJefe: e.conJefe,
        porcentajeActivos: porcentaje(e.activos, e.total),
        porcentajeExtranjeros: porcentaje(e.extranjeros, e.total),
        administradores: e.administradores,
      },
    };
  }

  /** Every field of the user form, for the view and edit modes. */
  async function detalle(actor: Actor, id: number): Promise<TUsuarioDetalle> {
    const f = await repo.buscarDetalle(db, id);
    if (!f) throw noEncontrado(M.noEncontrado);
    const tienen = await permisosQueTienen(db, [actor.id, id]);
    return {
      id: f.id,
      nombres: f.nombres,
      apellidoPaterno: f.apellidoPaterno,
      apellidoMaterno: f.apellidoMaterno,
      nombreCompleto: f.nombreCompleto,
      dni: f.dni,
      extranjero: f.extranjero,
      numeroCelular: f.numeroCelular,
      email: f.email,
      fechaIngreso: f.fechaIngreso,
      empresa: f.empresa,
      departamentoId: f.departamentoId,
      departamento: f.departamento,
      jefeId: f.jefeId,
      manager: f.manager,
      roles: f.roles,
      estaActivo: f.activo,
      estado: f.activo ? 'Activo' : 'Inactivo',
      forzarCambioContrasena: f.debeCambiarContrasena,
      debeCambiarContrasena: f.debeCambiarContrasena,
      tieneContrasenaTemporal: f.esquemaContrasena.startsWith('sha256-temp'),
      fechaCreacion: f.fechaCreacion.toISOString(),
      fechaActualizacion: f.fechaActualizacion ? f.fechaActualizacion.toISOString() : null,
      puedeGestionar: permisosFaltantes(tienen.get(id) ?? [], tienen.get(actor.id) ?? []).length === 0,
      regimen: f.regimen,
    };
  }

  /**
   * Creates a user: unique email and DNI, an active department, active roles, an active manager. A typed password
   * must meet the policy and is hashed with argon2id; otherwise one is generated, stored as a one-use temporary
   * hash, and returned once in the reply. Audited in the same transaction.
   */
  async function crear(actor: Actor, body: TCrearUsuarioBody): Promise<TCrearUsuarioRespuesta> {
    // A typed password also must not be common, breached or made of the person's name or email (ADR 007).
    const problemas =
      body.contrasenaTemporal === undefined ? [] : await problemasDeContrasena(body.contrasenaTemporal, body);
    if (problemas.length) throw new AppError('VALIDACION', problemas[0]!, { ContrasenaTemporal: problemas });
    const ahora = reloj.ahora();
    const generada = body.contrasenaTemporal === undefined ? generarContrasenaTemporal() : undefined;
    // A generated password, or a typed one the user must replace, is temporary: it expires.
    const credencial = generada
      ? {
          hashContrasena: hashTemporal(generada),
          esquemaContrasena: 'sha256-temp' as const,
          debeCambiarContrasena: true,
          contrasenaTemporalExpiraEn: vencimientoTemporal(ahora),
        }
      : {
          hashContrasena: await hashArgon2(body.contrasenaTemporal!),
          esquemaContrasena: 'argon2id' as const,
          debeCambiarContrasena: body.forzarCambioContrasena,
          contrasenaTemporalExpiraEn: body.forzarCambioContrasena ? vencimientoTemporal(ahora) : null,
        };
    const fechaIngreso = body.fechaIngreso ?? reloj.hoy();
    try {
      return await db.transaction(async (tx) => {
        await exigirUnicos(tx, body.email, body.dni);
        await exigirDepartamento(tx, body.departamentoId, true);
        const rolesElegidos = await resolverRoles(tx, body.roles);
        await exigirRolesOtorgables(tx, await permisosQueTiene(tx, actor.id), rolesElegidos.elegidos);
        if (body.jefeId) await exigirJefeValido(tx, body.jefeId);
        const datos = {
          ...camposFila(body),
          fechaIngreso,
          activo: body.estadoInicial,
          // Beyond the spec (ADR 027): null follows the company's régimen.
          regimen: body.regimen ?? null,
        };
        const id = await repo.insertarUsuario(tx, {
          ...datos,
          ...credencial,
          fechaCreacion: ahora,
          creadoPorId: actor.id,
        });
        await repo.reemplazarRoles(tx, id, rolesElegidos.ids);
        // Roles are granted here: a security event, with the permissions they give.
        await registrarAuditoria(tx, {
          modulo: 'GESTION_USUARIOS',
          tipoAccion: 'CREAR_USUARIO',
          severidad: 'SECURITY',
          mensajeCorto: `Usuario creado: ${body.nombres} ${body.apellidoPaterno} ${body.apellidoMaterno} (${body.email})`,
          usuarioEjecutorId: actor.id,
          usuarioAfectadoId: id,
          ip: actor.ip,
          tablaAfectada: 'usuarios',
          registroId: id,
          datosNuevos: {
            ...datos,
            roles: rolesElegidos.nombres,
            permisos: await permisosQueTiene(tx, id),
            debeCambiarContrasena: credencial.debeCambiarContrasena,
            contrasenaGenerada: generada !== undefined,
          },
        });
        return { message: M.creado, id, ...(generada ? { contrasenaTemporal: generada } : {}) };
      });
    } catch (error) {
      traducirDuplicado(error);
    }
  }

  /** Refuses a change that would take the caller's own administration away from them. */
  async function exigirQueSigaSiendoAdmin(tx: Tx, actor: Actor, eraAdministrador: boolean) {
    if (eraAdministrador && !(await administradoresActivos(tx)).includes(actor.id)) {
      throw conflicto(M.noQuitarsePropioAdmin);
    }
  }

  /**
   * Updates every form field. Deactivating revokes the user's sessions; nobody deactivates themselves or takes
   * away their own administration; the company always keeps an active administrator.
   */
  async function actualizar(actor: Actor, id: number, body: TActualizarUsuarioBody) {
    try {
      return await db.transaction(async (tx) => {
        const antes = await repo.bloquearUsuario(tx, id);
        if (!antes) throw noEncontrado(M.noEncontrado);
        const tenidos = await permisosQueTiene(tx, actor.id);
        await exigirPuedeGestionarUsuario(tx, tenidos, id);
        const desactiva = body.estaActivo === false && antes.activo;
        if (desactiva && id === actor.id) throw conflicto(M.noDesactivarseASiMismo);
        const temporalSinUsar =
          antes.esquemaContrasena === 'sha256-temp' || antes.contrasenaTemporalExpiraEn !== null;
        if (body.forzarCambioContrasena === false && antes.debeCambiarContrasena && temporalSinUsar) {
          throw conflicto(M.temporalSinUsar, { ForzarCambioContrasena: [M.temporalSinUsar] });
        }
        await exigirUnicos(tx, body.email, body.dni, id);
        if (body.departamentoId !== antes.departamentoId)
          await exigirDepartamento(tx, body.departamentoId, false);
        const rolesAntes = await repo.rolesDeUsuario(tx, id);
        const rolesElegidos = await resolverRoles(tx, body.roles, rolesAntes);
        // Only the roles being added are a grant; a role the user already has may stay.
        await exigirRolesOtorgables(
          tx,
          tenidos,
          rolesElegidos.elegidos.filter((r) => !rolesAntes.some((a) => a.id === r.id)),
        );
        const jefeId = body.jefeId ?? null;
        if (jefeId !== null && jefeId !== antes.jefeId) await exigirJefeValido(tx, jefeId, id);
        const eraAdministrador = id === actor.id && (await administradoresActivos(tx)).includes(actor.id);

        const despues = {
          ...camposFila(body),
          fechaIngreso: body.fechaIngreso,
          activo: body.estaActivo ?? antes.activo,
          debeCambiarContrasena: body.forzarCambioContrasena ?? antes.debeCambiarContrasena,
          // Absent: unchanged (a client that does not know the field never resets it).
          regimen: body.regimen === undefined ? antes.regimen : body.regimen,
        };
        const nombresAntes = rolesAntes.map((r) => r.nombre).sort();
        const cambio = diferencias(
          { ...antes, roles: nombresAntes },
          { ...despues, roles: rolesElegidos.nombres },
        );
        if (!cambio.hayCambios) return { message: M.actualizado };
        // ADR 015: the days taken follow their service year; shown first, never negative.
        const plan =
          body.fechaIngreso !== antes.fechaIngreso
            ? await planearCambioFechaIngreso(tx, id, antes.fechaIngreso, body.fechaIngreso, reloj.hoy())
            : null;
        if (plan) {
          if (plan.periodoNegativo !== null)
            throw reglaNegocio('PERIODO_NEGATIVO', mensajePeriodoNegativo(plan.periodoNegativo));
          if (plan.cambios.length > 0 && body.confirmarCambioFechaIngreso !== true)
            throw conflicto(M.confirmarFechaIngreso, {
              ConfirmarCambioFechaIngreso: [M.confirmarFechaIngreso],
            });
        }

        const ahora = reloj.ahora();
        await repo.actualizarUsuario(tx, id, {
          ...despues,
          fechaActualizacion: ahora,
          actualizadoPorId: actor.id,
        });
        if (plan && plan.movimientos.size > 0) {
          await moverPeriodos(tx, id, plan.movimientos);
          cambio.anteriores.periodos = [...plan.movimientos.keys()];
          cambio.nuevos.periodos = [...plan.movimientos.values()];
        }
        const cambianRoles = 'roles' in cambio.nuevos;
        if (cambianRoles) {
          // The permissions the change takes away or grants, for the security audit.
          cambio.anteriores.permisos = await permisosQueTiene(tx, id);
          await repo.reemplazarRoles(tx, id, rolesElegidos.ids);
          cambio.nuevos.permisos = await permisosQueTiene(tx, id);
        }
        if (desactiva) await revocarSesionesDeUsuario(tx, id, ahora);
        await registrarAuditoria(tx, {
          modulo: 'GESTION_USUARIOS',
          tipoAccion: desactiva ? 'DESACTIVAR_USUARIO' : 'ACTUALIZAR_USUARIO',
          severidad: cambianRoles ? 'SECURITY' : desactiva ? 'WARNING' : 'INFO',
          mensajeCorto: `Usuario actualizado: ${body.nombres} ${body.apellidoPaterno} ${body.apellidoMaterno} (${Object.keys(cambio.nuevos).map(etiquetaCampo).join(', ')})`,
          usuarioEjecutorId: actor.id,
          usuarioAfectadoId: id,
          ip: actor.ip,
          tablaAfectada: 'usuarios',
          registroId: id,
          datosAnteriores: cambio.anteriores,
          datosNuevos: cambio.nuevos,
        });
        if (cambianRoles || desactiva) {
          await exigirQueSigaSiendoAdmin(tx, actor, eraAdministrador);
          await exigirQueQuedeAdministrador(tx);
        }
        return { message: M.actualizado };
      });
    } catch (error) {
      traducirDuplicado(error);
    }
  }

  /**
   * What a hire-date edit would do to the user's balance: the periods whose figures change and
   * the one it would leave negative, if any. Same permission and "can manage this user" rule as the edit; reads only.
   */
  async function vistaPreviaFechaIngreso(
    actor: Actor,
    id: number,
    body: TVistaPreviaFechaIngresoBody,
  ): Promise<TVistaPreviaFechaIngresoRespuesta> {
    return db.transaction(async (tx) => {
      const u = await repo.bloquearUsuario(tx, id);
      if (!u) throw noEncontrado(M.noEncontrado);
      await exigirPuedeGestionarUsuario(tx, await permisosQueTiene(tx, actor.id), id);
      const plan =
        body.fechaIngreso === u.fechaIngreso
          ? null
          : await planearCambioFechaIngreso(tx, id, u.fechaIngreso, body.fechaIngreso, reloj.hoy());
      const negativo = plan?.periodoNegativo ?? null;
      return {
        fechaIngresoActual: u.fechaIngreso,
        fechaIngresoNueva: body.fechaIngreso,
        periodos: plan?.cambios ?? [],
        periodoNegativo: negativo,
        mensaje: negativo === null ? null : mensajePeriodoNegativo(negativo),
      };
    });
  }

  /** Flips Activo/Inactivo. Deactivating revokes every session of the user at once; never one's own account. */
  async function cambiarEstado(actor: Actor, id: number) {
    return db.transaction(async (tx) => {
      const u = await repo.bloquearUsuario(tx, id);
      if (!u) throw noEncontrado(M.noEncontrado);
      await exigirPuedeGestionarUsuario(tx, await permisosQueTiene(tx, actor.id), id);
      const activo = !u.activo;
      if (!activo && id === actor.id) throw conflicto(M.noDesactivarseASiMismo);
      const ahora = reloj.ahora();
      await repo.actualizarUsuario(tx, id, { activo, fechaActualizacion: ahora, actualizadoPorId: actor.id });
      if (!activo) await revocarSesionesDeUsuario(tx, id, ahora);
      const nombre = `${u.nombres} ${u.apellidoPaterno} ${u.apellidoMaterno}`;
      await registrarAuditoria(tx, {
        modulo: 'GESTION_USUARIOS',
        tipoAccion: activo ? 'ACTIVAR_USUARIO' : 'DESACTIVAR_USUARIO',
        severidad: activo ? 'INFO' : 'WARNING',
        mensajeCorto: activo ? `Usuario activado: ${nombre}` : `Usuario desactivado: ${nombre}`,
        usuarioEjecutorId: actor.id,
        usuarioAfectadoId: id,
        ip: actor.ip,
        tablaAfectada: 'usuarios',
        registroId: id,
        datosAnteriores: { activo: u.activo },
        datosNuevos: { activo },
      });
      if (!activo) await exigirQueQuedeAdministrador(tx);
      return { message: M.estadoCambiado, estaActivo: activo };
    });
  }

  /**
   * A new generated temporary password (one use, forces a change), every session revoked, the failed-login
   * counter and lock cleared; the optional reason is the audit record's motivo. The password is in the reply only.
   */
  async function reiniciarContrasena(actor: Actor, id: number, body: TReiniciarContrasenaBody) {
    if (body.usuarioId !== undefined && body.usuarioId !== id) {
      throw validacion('UsuarioId', 'El usuario indicado no coincide con el de la ruta');
    }
    const contrasenaTemporal = generarContrasenaTemporal();
    const r = await db.transaction(async (tx) => {
      const u = await repo.bloquearUsuario(tx, id);
      if (!u) throw noEncontrado(M.noEncontrado);
      // Otherwise whoever administers users could take over an administrator's account.
      await exigirPuedeGestionarUsuario(tx, await permisosQueTiene(tx, actor.id), id);
      const ahora = reloj.ahora();
      await repo.actualizarUsuario(tx, id, {
        hashContrasena: hashTemporal(contrasenaTemporal),
        esquemaContrasena: 'sha256-temp',
        debeCambiarContrasena: true,
        contrasenaTemporalExpiraEn: vencimientoTemporal(ahora),
        intentosFallidos: 0,
        bloqueadoHasta: null,
        fechaActualizacion: ahora,
        actualizadoPorId: actor.id,
      });
      await revocarSesionesDeUsuario(tx, id, ahora);
      await registrarAuditoria(tx, {
        modulo: 'GESTION_USUARIOS',
        tipoAccion: 'REINICIAR_CONTRASENA',
        severidad: 'SECURITY',
        mensajeCorto: `Contraseña reiniciada: ${u.nombres} ${u.apellidoPaterno} ${u.apellidoMaterno}`,
        motivo: body.motivo ?? null,
        usuarioEjecutorId: actor.id,
        usuarioAfectadoId: id,
        ip: actor.ip,
        tablaAfectada: 'usuarios',
        registroId: id,
        datosAnteriores: { debeCambiarContrasena: u.debeCambiarContrasena },
        datosNuevos: { debeCambiarContrasena: true, sesionesRevocadas: true },
      });
      // The person learns it happened (never the password: the administrator hands it over).
      await notificador.notificar(tx, [avisoContrasenaRestablecida(id)]);
      return { contrasenaTemporal, message: M.contrasenaReiniciada };
    });
    notificador.despertar();
    return r;
  }

  /**
   * Deletes a user who left no trace: no vacation request (in any role), no audit record of their own
   * (beyond their own administration), no reports, no imports. Otherwise 409: deactivate instead.
   */
  async function eliminar(actor: Actor, id: number) {
    if (id === actor.id) throw conflicto('No puede eliminar su propia cuenta');
    return db.transaction(async (tx) => {
      const bloqueado = await repo.bloquearUsuario(tx, id);
      if (!bloqueado) throw noEncontrado(M.noEncontrado);
      await exigirPuedeGestionarUsuario(tx, await permisosQueTiene(tx, actor.id), id);
      const { esquemaContrasena: _e, contrasenaTemporalExpiraEn: _x, ...u } = bloqueado;
      const v = await repo.vinculos(tx, id);
      const motivos = [
        v.solicitudes && 'tiene solicitudes de vacaciones',
        v.auditoria && 'tiene registros de auditoría',
        v.subordinados && 'tiene colaboradores a cargo',
        v.importaciones && 'realizó importaciones',
      ].filter(Boolean);
      if (motivos.length) {
        throw conflicto(
          `No se puede eliminar el usuario porque ${motivos.join(', ')}. Desactívelo en su lugar para conservar el historial.`,
        );
      }
      const roles = (await repo.rolesDeUsuario(tx, id)).map((r) => r.nombre);
      await repo.eliminarUsuario(tx, id);
      await registrarAuditoria(tx, {
        modulo: 'GESTION_USUARIOS',
        tipoAccion: 'ELIMINAR_USUARIO',
        severidad: 'WARNING',
        mensajeCorto: `Usuario eliminado: ${u.nombres} ${u.apellidoPaterno} ${u.apellidoMaterno} (${u.email})`,
        usuarioEjecutorId: actor.id,
        usuarioAfectadoId: id,
        ip: actor.ip,
        tablaAfectada: 'usuarios',
        registroId: id,
        datosAnteriores: { ...u, roles },
      });
      await exigirQueQuedeAdministrador(tx);
      return { message: M.eliminado };
    });
  }

  /**
   * Creates many users in ONE transaction (all or none): multi-row inserts per batch, managers before their
   * reports, roles, one audit record per user plus the run's summary record. The caller validated every rule of
   * the user form; the unique indexes still guard email and DNI (a concurrent creation gives the same 409).
   */
  async function crearEnLote(actor: Actor, altas: AltaEnLote[], opciones: OpcionesAltaEnLote) {
    const tamanoLote = opciones.tamanoLote ?? 1000;
    const grupos = enOrdenJerarquico(altas);
    const ahora = reloj.ahora();
    try {
      return await db
        .transaction(async (tx) => {
          // The caller checked every row; checked again here, where the users are created, against this moment.
          const rolIds = [...new Set(altas.flatMap((a) => a.rolIds))];
          const todos = await repo.todosLosRoles(tx);
          await exigirRolesOtorgables(
            tx,
            await permisosQueTiene(tx, actor.id),
            todos.filter((r) => rolIds.includes(r.id)),
          );
          const activos = new Set(todos.filter((r) => r.activo).map((r) => r.id));
          const codigos = await codigosDeRoles(tx, rolIds);
          const permisosDe = (a: AltaEnLote) =>
            [...new Set(a.rolIds.filter((r) => activos.has(r)).flatMap((r) => codigos.get(r) ?? []))].sort();
          const vence = vencimientoTemporal(ahora);
          const departamentosNuevos = (await opciones.crearDepartamentos?.(tx)) ?? new Map<string, number>();
          const idPorClave = new Map<number, number>();
          const creados: { clave: number; id: number }[] = [];
          // A batch's roles and audit records are written while the next batch is built (ADR 058): the statements
          // queue on the transaction's connection in order, and each is awaited in that order before the next
          // batch's users, so the first failure is the one reported (the later ones only say the transaction aborted).
          let enCurso: Promise<unknown>[] = [];
          // On a failure they stay listed, for the wait below.
          const esperarEnCurso = async () => {
            for (const p of enCurso) await p;
            enCurso = [];
          };
          try {
            for (const grupo of grupos) {
              for (let i = 0; i < grupo.length; i += tamanoLote) {
                opciones.senal?.throwIfAborted();
                const lote = grupo.slice(i, i + tamanoLote);
                const datos = lote.map((a) => ({
                  nombres: a.nombres,
                  apellidoPaterno: a.apellidoPaterno,
                  apellidoMaterno: a.apellidoMaterno,
                  dni: a.dni,
                  extranjero: a.extranjero,
                  numeroCelular: a.numeroCelular,
                  email: a.email,
                  empresa: a.empresa,
                  departamentoId: a.departamentoNuevo
                    ? departamentosNuevos.get(a.departamentoNuevo)!
                    : a.departamentoId,
                  jefeId:
                    a.jefe === null
                      ? null
                      : a.jefe.tipo === 'existente'
                        ? a.jefe.id
                        : idPorClave.get(a.jefe.clave)!,
                  fechaIngreso: a.fechaIngreso,
                  activo: true,
                  regimen: a.regimen,
                }));
                await esperarEnCurso();
                const ids = await repo.insertarUsuariosEnLote(
                  tx,
                  lote.map((a, j) => ({
                    ...datos[j]!,
                    hashContrasena: a.hashContrasena,
                    esquemaContrasena: a.hashContrasena ? 'sha256-temp' : 'argon2id',
                    debeCambiarContrasena: true,
                    contrasenaTemporalExpiraEn: a.hashContrasena ? vence : null,
                  })),
                  { fechaCreacion: ahora, creadoPorId: actor.id },
                );
                lote.forEach((a, j) => {
                  idPorClave.set(a.clave, ids[j]!);
                  creados.push({ clave: a.clave, id: ids[j]! });
                });
                const roles = repo.asignarRolesEnLote(
                  tx,
                  lote.flatMap((a, j) => a.rolIds.map((rolId) => ({ usuarioId: ids[j]!, rolId }))),
                );
                const auditoriaLote = repo.insertarAuditoriaEnLote(
                  tx,
                  lote.map((a, j) => ({
                    modulo: 'GESTION_USUARIOS',
                    tipoAccion: 'CREAR_USUARIO',
                    severidad: 'SECURITY',
                    mensajeCorto:
                      `Usuario creado por importación masiva: ${a.nombres} ${a.apellidoPaterno} ${a.apellidoMaterno} (${a.email})`.slice(
                        0,
                        300,
                      ),
                    motivo: opciones.motivo,
                    usuarioEjecutorId: actor.id,
                    usuarioAfectadoId: ids[j]!,
                    ipAddress: actor.ip,
                    tablaAfectada: 'usuarios',
                    registroId: String(ids[j]!),
                    datosNuevos: {
                      ...datos[j]!,
                      roles: a.roles,
                      permisos: permisosDe(a),
                      debeCambiarContrasena: true,
                      contrasenaGenerada: a.hashContrasena !== null,
                      filaImportacion: a.clave,
                    },
                  })),
                );
                enCurso = [roles, auditoriaLote];
                // Awaited in order by esperarEnCurso; meanwhile a failure must not surface as unhandled.
                for (const p of enCurso) p.catch(() => {});
                opciones.alAvanzar?.(creados.length);
                // An embedded database answers without real I/O: give the event loop a turn between batches so
                // progress reaches the client and a dropped connection is noticed.
                await new Promise((r) => setImmediate(r));
              }
            }
            await esperarEnCurso();
          } finally {
            // On any failure, nothing of this transaction may still be queued when it rolls back.
            await Promise.allSettled(enCurso);
          }
          opciones.senal?.throwIfAborted();
          await registrarAuditoria(tx, opciones.resumen(creados));
          if (opciones.avisos) await notificador.notificar(tx, opciones.avisos(creados));
          return creados;
        })
        .then((creados) => {
          notificador.despertar();
          return creados;
        });
    } catch (error) {
      traducirDuplicado(sinParametros(error));
    }
  }

  /**
   * What a bulk import checks its rows against: departments (by code), roles (with the permissions of each that
   * the actor does not hold: such a role cannot be granted), and the users it names.
   */
  async function referenciasParaImportacion(actor: Actor, emails: string[], dnis: string[]) {
    const [departamentos, todos, existentes, tenidos] = await Promise.all([
      repo.departamentosConCodigo(db),
      repo.todosLosRoles(db),
      repo.usuariosPorEmailODni(db, emails, dnis),
      permisosQueTiene(db, actor.id),
    ]);
    const codigos = await codigosDeRoles(
      db,
      todos.map((r) => r.id),
    );
    const roles = todos.map((r) => ({
      ...r,
      faltantes: permisosFaltantes(codigos.get(r.id) ?? [], tenidos),
    }));
    return { departamentos, roles, existentes };
  }

  /**
   * Refuses (403) roles, named as a form or a configuration names them, that the actor could not grant. Unknown
   * or inactive names are left to the usual validation.
   */
  async function exigirRolesOtorgablesPorNombre(actor: Actor, nombres: string[], campo = 'Roles') {
    const encontrados = await repo.rolesPorNombre(db, sinRepetidos(nombres));
    if (encontrados.length === 0) return;
    await exigirRolesOtorgables(db, await permisosQueTiene(db, actor.id), encontrados, campo);
  }

  /** Names of the active roles the actor may grant: every permission of the role is one they hold. */
  async function rolesOtorgables(actor: Actor) {
    const [todos, tenidos] = await Promise.all([repo.todosLosRoles(db), permisosQueTiene(db, actor.id)]);
    const activos = todos.filter((r) => r.activo);
    const codigos = await codigosDeRoles(
      db,
      activos.map((r) => r.id),
    );
    return activos
      .filter((r) => permisosFaltantes(codigos.get(r.id) ?? [], tenidos).length === 0)
      .map((r) => r.nombre);
  }

  return {
    listar,
    exportar,
    detalle,
    crear,
    crearEnLote,
    referenciasParaImportacion,
    exigirRolesOtorgablesPorNombre,
    /** Departments by the code a spreadsheet uses (active only when asked). */
    departamentosConCodigo: async (soloActivos: boolean) =>
      (await repo.departamentosConCodigo(db))
        .filter((d) => !soloActivos || d.activo)
        .map((d) => ({ codigo: d.codigo, nombre: d.nombre })),
    actualizar,
    vistaPreviaFechaIngreso,
    cambiarEstado,
    reiniciarContrasena,
    eliminar,
    departamentos: (soloActivos: boolean) => repo.departamentosParaLista(db, soloActivos),
    roles: rolesOtorgables,
    jefes: (soloActivos: boolean) => repo.jefesParaLista(db, soloActivos),
    /** What "Según la empresa" means in the user form (ADR 027). */
    regimenEmpresa: async () => ({ regimen: (await leerConfiguracion(db))?.regimen ?? ('GENERAL' as const) }),
    opcionesJefe: (q: { busqueda?: string | undefined; limite: number; excluirId?: number | undefined }) =>
      repo.buscarOpcionesJefe(db, q),
  };
}

export type UsuariosAdminService = ReturnType<typeof crearUsuariosAdminService>;

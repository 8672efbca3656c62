import {
  MENSAJES_LIMITES,
  MENSAJES_ROLES,
  permisosFaltantes,
  type TActualizarRolBody,
  type TCrearRolBody,
  type TRol,
  type TRolesPaginaRespuesta,
  type TRolesQuery,
} from '@app/contract/roles';
import {
  exigirQueQuedeAdministrador,
  permisosInsuficientes,
  permisosQueTiene,
  rolesAsignadosA,
} from '../../db/administradores';
import type { Db, Ejecutor } from '../../db/client';
import { esViolacionUnica } from '../../db/errores-db';
import { AppError, conflicto, noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import * as repo from './roles.repository';

const SIN_ADMINISTRADOR =
  'la empresa se quedaría sin ningún usuario activo con permisos de administración (ADMIN-USUARIOS-MENU y ADMIN-ROLES-MENU). Asigne primero esos permisos a otro usuario activo.';

const nombreDuplicado = () =>
  conflicto(MENSAJES_ROLES.nombreDuplicado, { Name: [MENSAJES_ROLES.nombreDuplicado] });

export function crearRolesService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  /** What the caller holds and which roles are theirs: the limits of what they may grant. */
  async function limitesDe(ejecutor: Ejecutor, usuarioId: number) {
    const [tenidos, propios] = await Promise.all([
      permisosQueTiene(ejecutor, usuarioId),
      rolesAsignadosA(ejecutor, usuarioId),
    ]);
    return { tenidos, propios: new Set(propios) };
  }
  type Limites = Awaited<ReturnType<typeof limitesDe>>;

  /**
   * Refuses (403) to edit or change the state of a role the caller holds, or of one with a permission they lack
   * (that would act on users with more permissions than the caller).
   */
  function exigirRolGestionable(l: Limites, rol: { id: number; nombre: string }, codigos: string[]) {
    if (l.propios.has(rol.id)) throw permisosInsuficientes(MENSAJES_LIMITES.rolPropio);
    const faltan = permisosFaltantes(codigos, l.tenidos);
    if (faltan.length) throw permisosInsuficientes(MENSAJES_LIMITES.gestionarRol(rol.nombre, faltan));
  }

  /** Refuses (403) a permission set with a permission the caller does not hold. */
  function exigirOtorgables(l: Limites, codigos: string[]) {
    const faltan = permisosFaltantes(codigos, l.tenidos);
    if (faltan.length) {
      const mensaje = MENSAJES_LIMITES.otorgarPermisos(faltan);
      throw permisosInsuficientes(mensaje, { Permisos: [mensaje] });
    }
  }

  const aRol = (
    f: repo.FilaRol,
    permisos: { id: number; nombre: string; codigo: string }[],
    l: Limites,
  ): TRol => ({
    id: f.id,
    name: f.nombre,
    descripcion: f.descripcion,
    permisos: permisos.map((p) => ({ id: p.id, nombreRuta: p.nombre, codigoPermiso: p.codigo })),
    numeroPersonas: f.numeroPersonas,
    estado: f.activo ? 'Activo' : 'Inactivo',
    createdBy: f.creadoPor,
    createdOn: f.fechaCreacion.toISOString(),
    updatedBy: f.actualizadoPor,
    updatedOn: f.fechaActualizacion ? f.fechaActualizacion.toISOString() : null,
    puedeGestionar:
      !l.propios.has(f.id) &&
      permisosFaltantes(
        permisos.map((p) => p.codigo),
        l.tenidos,
      ).length === 0,
  });

  async function leerRol(ejecutor: Ejecutor, id: number, usuarioId: number): Promise<TRol> {
    const fila = await repo.buscarRol(ejecutor, id);
    if (!fila) throw noEncontrado(MENSAJES_ROLES.rolNoEncontrado);
    return aRol(fila, await repo.permisosDeRoles(ejecutor, [id]), await limitesDe(ejecutor, usuarioId));
  }

  /** Only ids of existing permissions (400 otherwise); returns their codes, sorted. */
  async function validarPermisos(ejecutor: Ejecutor, ids: number[]) {
    const existentes = await repo.permisosExistentes(ejecutor, ids);
    if (existentes.length !== ids.length) {
      throw new AppError('VALIDACION', MENSAJES_ROLES.permisosInexistentes, {
        Permisos: [MENSAJES_ROLES.permisosInexistentes],
      });
    }
    return existentes.map((p) => p.codigo).sort();
  }

  /** After a change that may take administration away: serialise such changes, then refuse if none remains. */
  async function asegurarAdministrador(tx: Ejecutor, accion: string) {
    await exigirQueQuedeAdministrador(tx, `${accion}: ${SIN_ADMINISTRADOR}`);
  }

  const conNombreUnico = async <T>(trabajo: () => Promise<T>): Promise<T> => {
    try {
      return await trabajo();
    } catch (error) {
      if (esViolacionUnica(error)) throw nombreDuplicado();
      throw error;
    }
  };

  /** One page of roles filtered by name, sorted by name or by assigned users (allow-listed). */
  async function listar(usuario: UsuarioSesion, q: TRolesQuery): Promise<TRolesPaginaRespuesta> {
    const filtro = { nombre: q.Name || undefined };
    const [filas, total, limites] = await Promise.all([
      repo.listarRoles(
        db,
        filtro,
        { campo: q.SortBy, descendente: q.IsDescending },
        { numero: q.PageNumber, tamano: q.PageSize },
      ),
      repo.contarRoles(db, filtro),
      limitesDe(db, usuario.id),
    ]);
    const permisos = await repo.permisosDeRoles(
      db,
      filas.map((f) => f.id),
    );
    const porRol = new Map<number, typeof permisos>();
    for (const p of permisos) porRol.set(p.rolId, [...(porRol.get(p.rolId) ?? []), p]);
    return {
      roles: filas.map((f) => aRol(f, porRol.get(f.id) ?? [], limites)),
      totalCompleto: total,
      paginaActual: q.PageNumber,
      tamanoPagina: q.PageSize,
      tienePaginaSiguiente: q.PageNumber * q.PageSize < total,
      tienePaginaAnterior: q.PageNumber > 1,
    };
  }

  /** Active permissions offered by the role form: only those the caller holds (nobody grants what they lack). */
  async function permisosDisponibles(usuario: UsuarioSesion) {
    const [filas, tenidos] = await Promise.all([
      repo.permisosSeleccionables(db),
      permisosQueTiene(db, usuario.id),
    ]);
    return {
      permisos: filas
        .filter((p) => tenidos.includes(p.codigo))
        .map((p) => ({
          id: p.id,
          nombreRuta: p.nombre,
          codigoPermiso: p.codigo,
          modulo: p.modulo,
        })),
    };
  }

  async function obtener(usuario: UsuarioSesion, id: number) {
    return { rol: await leerRol(db, id, usuario.id) };
  }

  /** Creates an active role with a unique name (case-insensitive) and existing permissions; audited. */
  async function crear(usuario: UsuarioSesion, body: TCrearRolBody, ip: string | null) {
    const ids = [...new Set(body.permisos)];
    return conNombreUnico(() =>
      db.transaction(async (tx) => {
        if (await repo.nombreDeRolOcupado(tx, body.name)) throw nombreDuplicado();
        const codigos = await validarPermisos(tx, ids);
        exigirOtorgables(await limitesDe(tx, usuario.id), codigos);
        const ahora = reloj.ahora();
        const id = await repo.insertarRol(tx, {
          nombre: body.name,
          descripcion: body.descripcion,
          activo: true,
          esSistema: false,
          creadoPorId: usuario.id,
          fechaCreacion: ahora,
        });
        await repo.reemplazarPermisosDeRol(tx, id, ids);
        await registrarAuditoria(tx, {
          modulo: 'GESTION_ROLES',
          tipoAccion: 'CREAR_ROL',
          severidad: 'SECURITY',
          mensajeCorto: `Rol "${body.name}" creado con ${codigos.length} permiso(s)`,
          usuarioEjecutorId: usuario.id,
          ip,
          tablaAfectada: 'roles',
          registroId: id,
          datosAnteriores: null,
          datosNuevos: {
            nombre: body.name,
            descripcion: body.descripcion,
            estado: 'Activo',
            permisos: codigos,
          },
        });
        return { message: MENSAJES_ROLES.rolGuardado, rol: await leerRol(tx, id, usuario.id) };
      }),
    );
  }

  /**
   * Renames, redescribes and replaces the permissions of a role. A system role keeps its name; removing
   * permissions from an active role is refused (409) if no active administrator would remain.
   */
  async function actualizar(usuario: UsuarioSesion, body: TActualizarRolBody, ip: string | null) {
    const ids = [...new Set(body.permisos)];
    return conNombreUnico(() =>
      db.transaction(async (tx) => {
        const actual = await repo.bloquearRol(tx, body.id);
        if (!actual) throw noEncontrado(MENSAJES_ROLES.rolNoEncontrado);
        const limites = await limitesDe(tx, usuario.id);
        const antes = await repo.codigosDeRol(tx, body.id);
        exigirRolGestionable(limites, actual, antes);
        if (actual.esSistema && body.name !== actual.nombre) {
          throw new AppError('ROL_SISTEMA', MENSAJES_ROLES.nombreRolSistema, {
            Name: [MENSAJES_ROLES.nombreRolSistema],
          });
        }
        if (await repo.nombreDeRolOcupado(tx, body.name, body.id)) throw nombreDuplicado();
        const despues = await validarPermisos(tx, ids);
        exigirOtorgables(limites, despues);
        const quitados = antes.filter((c) => !despues.includes(c));
        const agregados = despues.filter((c) => !antes.includes(c));
        // Saving an unchanged form is not an event: nothing written, nothing audited.
        const sinCambios =
          body.name === actual.nombre &&
          (body.descripcion ?? null) === (actual.descripcion ?? null) &&
          quitados.length === 0 &&
          agregados.length === 0;
        if (sinCambios) {
          return { message: MENSAJES_ROLES.rolGuardado, rol: await leerRol(tx, body.id, usuario.id) };
        }
        await repo.actualizarRol(tx, body.id, {
          nombre: body.name,
          descripcion: body.descripcion,
          actualizadoPorId: usuario.id,
          fechaActualizacion: reloj.ahora(),
        });
        await repo.reemplazarPermisosDeRol(tx, body.id, ids);
        if (actual.activo && quitados.length > 0) {
          await asegurarAdministrador(tx, `No se pueden quitar esos permisos del rol "${actual.nombre}"`);
        }
        await registrarAuditoria(tx, {
          modulo: 'GESTION_ROLES',
          tipoAccion: 'ACTUALIZAR_ROL',
          severidad: 'SECURITY',
          mensajeCorto: `Rol "${body.name}" actualizado (${agregados.length} permiso(s) agregado(s), ${quitados.length} quitado(s))`,
          usuarioEjecutorId: usuario.id,
          ip,
          tablaAfectada: 'roles',
          registroId: body.id,
          datosAnteriores: { nombre: actual.nombre, descripcion: actual.descripcion, permisos: antes },
          datosNuevos: { nombre: body.name, descripcion: body.descripcion, permisos: despues },
        });
        return { message: MENSAJES_ROLES.rolGuardado, rol: await leerRol(tx, body.id, usuario.id) };
      }),
    );
  }

  /**
   * Toggles a role between Activo and Inactivo. Users keep the assignment, but an inactive role grants
   * nothing from the next request on; deactivating is refused (409) if no active administrator would remain.
   */
  async function cambiarEstado(usuario: UsuarioSesion, id: number, ip: string | null) {
    return db.transaction(async (tx) => {
      const actual = await repo.bloquearRol(tx, id);
      if (!actual) throw noEncontrado(MENSAJES_ROLES.rolNoEncontrado);
      const activo = !actual.activo;
      const limites = await limitesDe(tx, usuario.id);
      const codigos = await repo.codigosDeRol(tx, id);
      if (limites.propios.has(id)) throw permisosInsuficientes(MENSAJES_LIMITES.rolPropio);
      // Activating grants the role's permissions to everyone holding it; deactivating takes them away.
      const faltan = permisosFaltantes(codigos, limites.tenidos);
      if (faltan.length) {
        throw permisosInsuficientes(
          activo
            ? MENSAJES_LIMITES.activarRol(actual.nombre, faltan)
            : MENSAJES_LIMITES.gestionarRol(actual.nombre, faltan),
        );
      }
      await repo.actualizarRol(tx, id, {
        activo,
        actualizadoPorId: usuario.id,
        fechaActualizacion: reloj.ahora(),
      });
      if (!activo) await asegurarAdministrador(tx, `No se puede desactivar el rol "${actual.nombre}"`);
      const estado = activo ? 'Activo' : 'Inactivo';
      await registrarAuditoria(tx, {
        modulo: 'GESTION_ROLES',
        tipoAccion: activo ? 'ACTIVAR_ROL' : 'DESACTIVAR_ROL',
        severidad: 'SECURITY',
        mensajeCorto: `Rol "${actual.nombre}" ${activo ? 'activado' : 'desactivado'}`,
        usuarioEjecutorId: usuario.id,
        ip,
        tablaAfectada: 'roles',
        registroId: id,
        // The role keeps its permission set; only while Activo does it grant them.
        datosAnteriores: { estado: actual.activo ? 'Activo' : 'Inactivo', permisos: codigos },
        datosNuevos: { estado, permisos: codigos },
      });
      return { message: MENSAJES_ROLES.estadoCambiado, estado } as const;
    });
  }

  return { listar, permisosDisponibles, obtener, crear, actualizar, cambiarEstado };
}

export type RolesService = ReturnType<typeof crearRolesService>;

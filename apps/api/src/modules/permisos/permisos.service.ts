import {
  MENSAJES_LIMITES,
  MENSAJES_ROLES,
  type TActualizarPermisoBody,
  type TCrearPermisoBody,
  type TPermisoAdmin,
  type TPermisosQuery,
  type TPermisosRespuesta,
} from '@app/contract/roles';
import {
  exigirQueQuedeAdministrador,
  permisosInsuficientes,
  permisosQueTiene,
} from '../../db/administradores';
import type { Db, Ejecutor } from '../../db/client';
import { esViolacionUnica } from '../../db/errores-db';
import { AppError, conflicto, noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import * as repo from './permisos.repository';

const SIN_ADMINISTRADOR =
  'No se puede desactivar el permiso: la empresa se quedaría sin ningún usuario activo con permisos de administración (ADMIN-USUARIOS-MENU y ADMIN-ROLES-MENU). Asigne primero esos permisos a otro usuario activo.';

const duplicado = (campos: { nombre: boolean; codigo: boolean } = { nombre: true, codigo: true }) => {
  const errores: Record<string, string[]> = {};
  if (campos.nombre) errores.Nombre = [MENSAJES_ROLES.permisoDuplicado];
  if (campos.codigo) errores.CodigoPermiso = [MENSAJES_ROLES.permisoDuplicado];
  return conflicto(MENSAJES_ROLES.permisoDuplicado, errores);
};

const aPermiso = (f: repo.FilaPermiso): TPermisoAdmin => ({
  id: f.id,
  nombre: f.nombre,
  descripcion: f.descripcion,
  modulo: f.modulo,
  codigoPermiso: f.codigo,
  isActive: f.activo,
  numeroRoles: f.numeroRoles,
  createdBy: f.creadoPor,
  createdOn: f.fechaCreacion.toISOString(),
  updatedBy: f.actualizadoPor,
  updatedOn: f.fechaActualizacion ? f.fechaActualizacion.toISOString() : null,
});

const redondear2 = (n: number) => Math.round(n * 100) / 100;

export function crearPermisosService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  async function leerPermiso(ejecutor: Ejecutor, id: number) {
    const fila = await repo.buscarPermiso(ejecutor, id);
    if (!fila) throw noEncontrado(MENSAJES_ROLES.permisoNoEncontrado);
    return aPermiso(fila);
  }

  const conCamposUnicos = async <T>(trabajo: () => Promise<T>): Promise<T> => {
    try {
      return await trabajo();
    } catch (error) {
      if (esViolacionUnica(error)) throw duplicado();
      throw error;
    }
  };

  /** Filtered, allow-listed sorted page, with the module list and statistics of the whole catalogue. */
  async function listar(q: TPermisosQuery): Promise<TPermisosRespuesta> {
    const filtros = {
      busqueda: q.searchTerm || undefined,
      modulo: q.modulo || undefined,
      activo: q.isActive,
    };
    const [filas, total, listaModulos, conteos] = await Promise.all([
      repo.listarPermisos(
        db,
        filtros,
        { campo: q.sortBy, descendente: q.isDescending },
        { numero: q.pageNumber, tamano: q.pageSize },
      ),
      repo.contarPermisos(db, filtros),
      repo.modulos(db),
      repo.estadisticas(db),
    ]);
    return {
      permisos: filas.map(aPermiso),
      totalRecords: total,
      totalPages: Math.ceil(total / q.pageSize),
      currentPage: q.pageNumber,
      pageSize: q.pageSize,
      modulosDisponibles: listaModulos,
      estadisticas: {
        totalPermisosActivos: conteos.activos,
        totalPermisosInactivos: conteos.inactivos,
        totalModulos: conteos.modulos,
        promedioPermisosPorModulo: conteos.modulos
          ? redondear2((conteos.activos + conteos.inactivos) / conteos.modulos)
          : 0,
      },
    };
  }

  const obtener = (id: number) => leerPermiso(db, id);
  const modulos = () => repo.modulos(db);

  /** Creates an active, non-system permission whose name and code are unique (case-insensitive); audited. */
  async function crear(usuario: UsuarioSesion, body: TCrearPermisoBody, ip: string | null) {
    return conCamposUnicos(() =>
      db.transaction(async (tx) => {
        const ocupados = await repo.duplicados(tx, body.nombre, body.codigoPermiso);
        if (ocupados.nombre || ocupados.codigo) throw duplicado(ocupados);
        const id = await repo.insertarPermiso(tx, {
          nombre: body.nombre,
          codigo: body.codigoPermiso,
          descripcion: body.descripcion,
          modulo: body.modulo,
          activo: true,
          esSistema: false,
          creadoPorId: usuario.id,
          fechaCreacion: reloj.ahora(),
        });
        // Nobody grants what they do not hold (ADR 009), and nobody holds a brand-new permission: it joins the
        // system role Admin (every permission), whose holders can then put it in other roles.
        const roles = await repo.otorgarARolAdmin(tx, id);
        await registrarAuditoria(tx, {
          modulo: 'GESTION_PERMISOS',
          tipoAccion: 'CREAR_PERMISO',
          severidad: 'SECURITY',
          mensajeCorto: `Permiso "${body.nombre}" (${body.codigoPermiso}) creado`,
          usuarioEjecutorId: usuario.id,
          ip,
          tablaAfectada: 'permisos',
          registroId: id,
          datosAnteriores: null,
          datosNuevos: {
            nombre: body.nombre,
            codigoPermiso: body.codigoPermiso,
            descripcion: body.descripcion,
            modulo: body.modulo,
            isActive: true,
            roles,
          },
        });
        return { message: MENSAJES_ROLES.permisoGuardado, permiso: await leerPermiso(tx, id) };
      }),
    );
  }

  /**
   * Edits a permission. A system permission keeps its code (the server authorises with it); deactivating
   * takes it from every role on the next request, and is refused (409) if no active administrator would remain.
   */
  async function actualizar(
    usuario: UsuarioSesion,
    id: number,
    body: TActualizarPermisoBody,
    ip: string | null,
  ) {
    return conCamposUnicos(() =>
      db.transaction(async (tx) => {
        const actual = await repo.bloquearPermiso(tx, id);
        if (!actual) throw noEncontrado(MENSAJES_ROLES.permisoNoEncontrado);
        // Re-activating hands the permission back to everyone whose role lists it, and a new code changes what
        // it grants: only someone who holds it may touch it. One that nobody holds grants nothing.
        const loTiene = (await permisosQueTiene(tx, usuario.id)).includes(actual.codigo);
        if (!loTiene && (await repo.alguienLoTiene(tx, id))) {
          throw permisosInsuficientes(MENSAJES_LIMITES.editarPermiso(actual.codigo));
        }
        if (actual.esSistema && body.codigoPermiso !== actual.codigo) {
          throw new AppError('PERMISO_SISTEMA', MENSAJES_ROLES.codigoPermisoSistema, {
            CodigoPermiso: [MENSAJES_ROLES.codigoPermisoSistema],
          });
        }
        const ocupados = await repo.duplicados(tx, body.nombre, body.codigoPermiso, id);
        if (ocupados.nombre || ocupados.codigo) throw duplicado(ocupados);
        const activo = body.isActive ?? actual.activo;
        // Saving an unchanged form is not an event: nothing written, nothing audited.
        const sinCambios =
          body.nombre === actual.nombre &&
          body.codigoPermiso === actual.codigo &&
          (body.descripcion ?? null) === (actual.descripcion ?? null) &&
          (body.modulo ?? null) === (actual.modulo ?? null) &&
          activo === actual.activo;
        if (sinCambios)
          return { message: MENSAJES_ROLES.permisoGuardado, permiso: await leerPermiso(tx, id) };
        await repo.actualizarPermiso(tx, id, {
          nombre: body.nombre,
          codigo: body.codigoPermiso,
          descripcion: body.descripcion,
          modulo: body.modulo,
          activo,
          actualizadoPorId: usuario.id,
          fechaActualizacion: reloj.ahora(),
        });
        if (actual.activo && !activo) {
          await exigirQueQuedeAdministrador(tx, SIN_ADMINISTRADOR);
        }
        const rolesAfectados = await repo.rolesConPermiso(tx, id);
        const cambioEstado = actual.activo !== activo;
        const cambioCodigo = actual.codigo !== body.codigoPermiso;
        await registrarAuditoria(tx, {
          modulo: 'GESTION_PERMISOS',
          tipoAccion: cambioEstado
            ? activo
              ? 'ACTIVAR_PERMISO'
              : 'DESACTIVAR_PERMISO'
            : 'ACTUALIZAR_PERMISO',
          // What the permission grants changes: a security event.
          severidad: cambioEstado || cambioCodigo ? 'SECURITY' : 'INFO',
          mensajeCorto: cambioEstado
            ? `Permiso "${body.nombre}" (${body.codigoPermiso}) ${activo ? 'activado' : 'desactivado'}`
            : `Permiso "${body.nombre}" (${body.codigoPermiso}) actualizado`,
          usuarioEjecutorId: usuario.id,
          ip,
          tablaAfectada: 'permisos',
          registroId: id,
          datosAnteriores: {
            nombre: actual.nombre,
            codigoPermiso: actual.codigo,
            descripcion: actual.descripcion,
            modulo: actual.modulo,
            isActive: actual.activo,
            roles: rolesAfectados,
          },
          datosNuevos: {
            nombre: body.nombre,
            codigoPermiso: body.codigoPermiso,
            descripcion: body.descripcion,
            modulo: body.modulo,
            isActive: activo,
            roles: rolesAfectados,
          },
        });
        return { message: MENSAJES_ROLES.permisoGuardado, permiso: await leerPermiso(tx, id) };
      }),
    );
  }

  return { listar, obtener, modulos, crear, actualizar };
}

export type PermisosService = ReturnType<typeof crearPermisosService>;

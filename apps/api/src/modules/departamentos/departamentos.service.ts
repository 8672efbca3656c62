import {
  MENSAJES_DEPARTAMENTO as M,
  type TDepartamento,
  type TDepartamentosPaginaRespuesta,
  type TDepartamentosQuery,
  type TGuardarDepartamentoBody,
} from '@app/contract/departamentos';
import type { TOpcionJefe } from '@app/contract/usuarios';
import { textoCobertura, type TTipoCobertura } from '@app/contract/cobertura';
import type { Db, Ejecutor } from '../../db/client';
import { esViolacionUnica, indiceUnicoViolado } from '../../db/errores-db';
import { AppError, conflicto, noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import * as repo from './departamentos.repository';

/** Who acts: the signed-in user and where the request came from (the audit record). */
export interface ActorDepartamentos {
  id: number;
  ip: string | null;
}

const estadoDe = (activo: boolean) => (activo ? 'Activo' : 'Inactivo');

const codigoDuplicado = (codigo: string) => {
  const mensaje = M.codigoDuplicado(codigo);
  return conflicto(mensaje, { Codigo: [mensaje] });
};
const nombreDuplicado = (nombre: string) => {
  const mensaje = M.nombreDuplicado(nombre);
  return conflicto(mensaje, { Nombre: [mensaje] });
};

/** What the audit keeps of a department: its fields (the audit screen shows the head's name for the id). */
const datosAuditados = (d: {
  codigo: string;
  nombre: string;
  jefeAreaId: number | null;
  centroCosto: string | null;
  activo: boolean;
  coberturaMaxima: number | null;
  coberturaTipo: TTipoCobertura | null;
}) => ({
  codigo: d.codigo,
  nombre: d.nombre,
  jefeAreaId: d.jefeAreaId,
  centroCosto: d.centroCosto,
  estado: estadoDe(d.activo),
  // As the list shows it ("2 personas", "20 %", "Sin límite"): one readable field in the audit diff.
  cobertura: textoCobertura(d.coberturaMaxima, d.coberturaTipo),
});

const aDepartamento = (f: repo.FilaDepartamento): TDepartamento => ({
  id: f.id,
  codigo: f.codigo,
  nombre: f.nombre,
  jefeAreaId: f.jefeAreaId,
  jefeArea: f.jefeArea,
  jefeAreaEmail: f.jefeAreaEmail,
  centroCosto: f.centroCosto,
  activo: f.activo,
  empleadosActivos: f.empleadosActivos,
  empleadosTotales: f.empleadosTotales,
  fechaCreacion: f.fechaCreacion.toISOString(),
  fechaActualizacion: f.fechaActualizacion ? f.fechaActualizacion.toISOString() : null,
  coberturaMaxima: f.coberturaMaxima,
  coberturaTipo: f.coberturaTipo,
});

export function crearDepartamentosService(deps: {
  db: Db;
  reloj: Reloj;
  /** Active users by name, e-mail or document (the users service's search): the area-head picker. */
  buscarUsuariosActivos: (q: { busqueda?: string | undefined; limite: number }) => Promise<TOpcionJefe[]>;
}) {
  const { db, reloj } = deps;

  async function leer(ejecutor: Ejecutor, id: number) {
    const fila = await repo.buscarDepartamento(ejecutor, id);
    if (!fila) throw noEncontrado(M.noEncontrado);
    return fila;
  }

  /** Code and name free (409 naming the value), the head an active user (400). */
  async function exigirValido(tx: Ejecutor, body: TGuardarDepartamentoBody, exceptoId?: number) {
    if (await repo.ocupante(tx, 'codigo', body.codigo, exceptoId)) throw codigoDuplicado(body.codigo);
    if (await repo.ocupante(tx, 'nombre', body.nombre, exceptoId)) throw nombreDuplicado(body.nombre);
    if (body.jefeAreaId !== null && !(await repo.usuarioActivo(tx, body.jefeAreaId)))
      throw new AppError('VALIDACION', M.jefeAreaInvalido, { JefeAreaId: [M.jefeAreaInvalido] });
  }

  /** A concurrent save that took the code or name between the check and the write: the same 409. */
  const conValoresUnicos = async <T>(body: TGuardarDepartamentoBody, trabajo: () => Promise<T>) => {
    try {
      return await trabajo();
    } catch (error) {
      if (esViolacionUnica(error)) {
        throw indiceUnicoViolado(error) === 'departamentos_nombre_uq'
          ? nombreDuplicado(body.nombre)
          : codigoDuplicado(body.codigo);
      }
      throw error;
    }
  };

  /** One page filtered by code or name and state, sorted (allow-listed), with the stat cards. */
  async function listar(q: TDepartamentosQuery): Promise<TDepartamentosPaginaRespuesta> {
    const filtro = { busqueda: q.busqueda || undefined, estado: q.estado };
    const [filas, total, estadisticas] = await Promise.all([
      repo.listarDepartamentos(
        db,
        filtro,
        { campo: q.SortBy, descendente: q.IsDescending },
        { numero: q.PageNumber, tamano: q.PageSize },
      ),
      repo.contarDepartamentos(db, filtro),
      repo.estadisticas(db),
    ]);
    return {
      departamentos: filas.map(aDepartamento),
      totalCompleto: total,
      paginaActual: q.PageNumber,
      tamanoPagina: q.PageSize,
      tienePaginaSiguiente: q.PageNumber * q.PageSize < total,
      tienePaginaAnterior: q.PageNumber > 1,
      estadisticas,
    };
  }

  async function obtener(id: number) {
    return { departamento: aDepartamento(await leer(db, id)) };
  }

  async function crear(actor: ActorDepartamentos, body: TGuardarDepartamentoBody) {
    return conValoresUnicos(body, () =>
      db.transaction(async (tx) => {
        await exigirValido(tx, body);
        const id = await repo.insertarDepartamento(tx, {
          codigo: body.codigo,
          nombre: body.nombre,
          jefeAreaId: body.jefeAreaId,
          centroCosto: body.centroCosto,
          activo: body.activo,
          coberturaMaxima: body.coberturaMaxima,
          coberturaTipo: body.coberturaTipo,
          fechaCreacion: reloj.ahora(),
        });
        const creado = await leer(tx, id);
        await registrarAuditoria(tx, {
          modulo: 'ADMINISTRACION',
          tipoAccion: 'CREAR_DEPARTAMENTO',
          severidad: 'INFO',
          mensajeCorto: `Departamento ${creado.codigo} – ${creado.nombre} creado`,
          usuarioEjecutorId: actor.id,
          ip: actor.ip,
          tablaAfectada: 'departamentos',
          registroId: id,
          datosAnteriores: null,
          datosNuevos: datosAuditados(creado),
        });
        return { message: M.creado, departamento: aDepartamento(creado) };
      }),
    );
  }

  async function actualizar(actor: ActorDepartamentos, id: number, body: TGuardarDepartamentoBody) {
    return conValoresUnicos(body, () =>
      db.transaction(async (tx) => {
        if (!(await repo.bloquearDepartamento(tx, id))) throw noEncontrado(M.noEncontrado);
        const antes = await leer(tx, id);
        const sinCambios =
          antes.codigo === body.codigo &&
          antes.nombre === body.nombre &&
          antes.jefeAreaId === body.jefeAreaId &&
          (antes.centroCosto ?? null) === body.centroCosto &&
          antes.activo === body.activo &&
          antes.coberturaMaxima === body.coberturaMaxima &&
          antes.coberturaTipo === body.coberturaTipo;
        // Saving an unchanged form is not an event: nothing written, nothing audited.
        if (sinCambios) return { message: M.actualizado, departamento: aDepartamento(antes) };
        // The head keeps heading an area even if deactivated later; only a new choice must be active.
        const jefeNuevo = body.jefeAreaId !== antes.jefeAreaId ? body.jefeAreaId : null;
        await exigirValido(tx, { ...body, jefeAreaId: jefeNuevo }, id);
        await repo.actualizarDepartamento(tx, id, {
          codigo: body.codigo,
          nombre: body.nombre,
          jefeAreaId: body.jefeAreaId,
          centroCosto: body.centroCosto,
          activo: body.activo,
          coberturaMaxima: body.coberturaMaxima,
          coberturaTipo: body.coberturaTipo,
          fechaActualizacion: reloj.ahora(),
        });
        const despues = await leer(tx, id);
        await registrarAuditoria(tx, {
          modulo: 'ADMINISTRACION',
          tipoAccion: 'ACTUALIZAR_DEPARTAMENTO',
          severidad: 'INFO',
          mensajeCorto: `Departamento ${despues.codigo} – ${despues.nombre} actualizado`,
          usuarioEjecutorId: actor.id,
          ip: actor.ip,
          tablaAfectada: 'departamentos',
          registroId: id,
          datosAnteriores: datosAuditados(antes),
          datosNuevos: datosAuditados(despues),
        });
        return { message: M.actualizado, departamento: aDepartamento(despues) };
      }),
    );
  }

  /**
   * Activates or deactivates. A deactivated department keeps its employees (they stay in it) and only leaves
   * the pickers: the user form, the filters and the bulk import's codes.
   */
  async function cambiarEstado(actor: ActorDepartamentos, id: number, activo: boolean) {
    return db.transaction(async (tx) => {
      if (!(await repo.bloquearDepartamento(tx, id))) throw noEncontrado(M.noEncontrado);
      const antes = await leer(tx, id);
      const message = activo ? M.activado : M.desactivado;
      if (antes.activo === activo) return { message, departamento: aDepartamento(antes) };
      await repo.actualizarDepartamento(tx, id, { activo, fechaActualizacion: reloj.ahora() });
      const despues = await leer(tx, id);
      await registrarAuditoria(tx, {
        modulo: 'ADMINISTRACION',
        tipoAccion: activo ? 'ACTIVAR_DEPARTAMENTO' : 'DESACTIVAR_DEPARTAMENTO',
        severidad: 'INFO',
        mensajeCorto: `Departamento ${antes.codigo} – ${antes.nombre} ${activo ? 'activado' : 'desactivado'}${activo ? '' : ` (conserva ${antes.empleadosActivos} empleado(s) activo(s))`}`,
        usuarioEjecutorId: actor.id,
        ip: actor.ip,
        tablaAfectada: 'departamentos',
        registroId: id,
        datosAnteriores: { estado: estadoDe(antes.activo), empleadosActivos: antes.empleadosActivos },
        datosNuevos: { estado: estadoDe(activo), empleadosActivos: despues.empleadosActivos },
      });
      return { message, departamento: aDepartamento(despues) };
    });
  }

  /** Deletes a department no user belongs to (409 naming how many do: the foreign key keeps them). */
  async function eliminar(actor: ActorDepartamentos, id: number) {
    return db.transaction(async (tx) => {
      if (!(await repo.bloquearDepartamento(tx, id))) throw noEncontrado(M.noEncontrado);
      const antes = await leer(tx, id);
      const { totales, activos } = await repo.contarEmpleados(tx, id);
      if (totales > 0) throw conflicto(M.conEmpleados(totales, activos));
      await repo.eliminarDepartamento(tx, id);
      await registrarAuditoria(tx, {
        modulo: 'ADMINISTRACION',
        tipoAccion: 'ELIMINAR_DEPARTAMENTO',
        severidad: 'WARNING',
        mensajeCorto: `Departamento ${antes.codigo} – ${antes.nombre} eliminado`,
        usuarioEjecutorId: actor.id,
        ip: actor.ip,
        tablaAfectada: 'departamentos',
        registroId: id,
        datosAnteriores: datosAuditados(antes),
        datosNuevos: null,
      });
      return { message: M.eliminado };
    });
  }

  /**
   * The bulk import's "Crear departamentos que no existan": inserts the new ones (active, no head) inside the
   * import's own transaction, each audited, and returns their ids by upper-case code. A code or name taken
   * since the file was validated refuses the whole import (409).
   */
  async function crearParaImportacion(
    tx: Ejecutor,
    actor: ActorDepartamentos,
    nuevos: readonly { codigo: string; nombre: string }[],
    motivo: string,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const n of nuevos) {
      if (await repo.ocupante(tx, 'codigo', n.codigo)) throw codigoDuplicado(n.codigo);
      if (await repo.ocupante(tx, 'nombre', n.nombre)) throw nombreDuplicado(n.nombre);
      const id = await repo.insertarDepartamento(tx, {
        codigo: n.codigo,
        nombre: n.nombre,
        activo: true,
        fechaCreacion: reloj.ahora(),
      });
      await registrarAuditoria(tx, {
        modulo: 'ADMINISTRACION',
        tipoAccion: 'CREAR_DEPARTAMENTO',
        severidad: 'INFO',
        mensajeCorto: `Departamento ${n.codigo} – ${n.nombre} creado por importación masiva`,
        motivo,
        usuarioEjecutorId: actor.id,
        ip: actor.ip,
        tablaAfectada: 'departamentos',
        registroId: id,
        datosAnteriores: null,
        datosNuevos: datosAuditados({
          codigo: n.codigo,
          nombre: n.nombre,
          jefeAreaId: null,
          centroCosto: null,
          activo: true,
          coberturaMaxima: null,
          coberturaTipo: null,
        }),
      });
      ids.set(n.codigo.toUpperCase(), id);
    }
    return ids;
  }

  /** The area-head picker's search (active users only), behind this module's own permission. */
  const opcionesJefeArea = (q: { busqueda?: string | undefined; limite: number }) =>
    deps.buscarUsuariosActivos({ busqueda: q.busqueda, limite: q.limite });

  return {
    listar,
    obtener,
    opcionesJefeArea,
    crear,
    actualizar,
    cambiarEstado,
    eliminar,
    crearParaImportacion,
  };
}

export type DepartamentosService = ReturnType<typeof crearDepartamentosService>;

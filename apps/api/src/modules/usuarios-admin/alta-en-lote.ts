import { codigosDeRoles, exigirRolesOtorgables, permisosQueTiene } from '../../db/administradores';
import { errorDelMotor } from '../../db/errores-db';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { ContextoUsuarios } from './contexto';
import { traducirDuplicado } from './reglas-usuario';
import type { Actor, AltaEnLote, OpcionesAltaEnLote } from './tipos';
import * as repo from './usuarios.repository';

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

/**
 * Creates many users in ONE transaction (all or none): multi-row inserts per batch, managers before their
 * reports, roles, one audit record per user plus the run's summary record. The caller validated every rule of
 * the user form; the unique indexes still guard email and DNI (a concurrent creation gives the same 409).
 */
export async function crearEnLote(
  { db, reloj, notificador, vencimientoTemporal }: ContextoUsuarios,
  actor: Actor,
  altas: AltaEnLote[],
  opciones: OpcionesAltaEnLote,
) {
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

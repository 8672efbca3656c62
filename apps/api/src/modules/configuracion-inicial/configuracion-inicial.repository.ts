import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDepartamentoInicial } from '@app/contract/configuracion-inicial';
import type { Ejecutor } from '../../db/client';
import {
  configuracionEmpresa,
  configuracionInicial,
  departamentos,
  roles,
  usuarioRoles,
  usuarios,
} from '../../db/schema';

/** Whether anyone can sign in already: then the setup is over, whoever they are. */
export async function hayUsuarios(db: Ejecutor): Promise<boolean> {
  const [fila] = await db.select({ n: sql<number>`count(*)::int` }).from(usuarios);
  return (fila?.n ?? 0) > 0;
}

/** The pending token's hash, if there is one not yet used. */
export async function tokenPendiente(db: Ejecutor) {
  const [fila] = await db
    .select({ hashToken: configuracionInicial.hashToken })
    .from(configuracionInicial)
    .where(and(eq(configuracionInicial.id, 1), isNull(configuracionInicial.fechaUso)));
  return fila?.hashToken;
}

/** Replaces the single token row: a new start without administrator invalidates the previous link. */
export async function guardarToken(db: Ejecutor, hashToken: string, ahora: Date) {
  await db
    .insert(configuracionInicial)
    .values({ id: 1, hashToken, fechaCreacion: ahora, fechaUso: null })
    .onConflictDoUpdate({
      target: configuracionInicial.id,
      set: { hashToken, fechaCreacion: ahora, fechaUso: null },
    });
}

/** The token row, locked: a second request waits here and then sees the token used. */
export async function bloquearToken(db: Ejecutor) {
  const [fila] = await db
    .select()
    .from(configuracionInicial)
    .where(eq(configuracionInicial.id, 1))
    .for('update');
  return fila;
}

export async function marcarTokenUsado(db: Ejecutor, ahora: Date) {
  await db.update(configuracionInicial).set({ fechaUso: ahora }).where(eq(configuracionInicial.id, 1));
}

/** Inserts the departments (one already there with the same code or name is kept) and returns them by code. */
export async function crearDepartamentos(db: Ejecutor, lista: readonly TDepartamentoInicial[], ahora: Date) {
  await db
    .insert(departamentos)
    .values(lista.map((d) => ({ codigo: d.codigo, nombre: d.nombre, fechaCreacion: ahora })))
    .onConflictDoNothing();
  const filas = await db
    .select({ id: departamentos.id, codigo: departamentos.codigo, nombre: departamentos.nombre })
    .from(departamentos);
  return new Map(filas.map((f) => [f.codigo.toUpperCase(), f]));
}

export async function insertarAdministrador(db: Ejecutor, valores: typeof usuarios.$inferInsert) {
  const [fila] = await db.insert(usuarios).values(valores).returning({ id: usuarios.id });
  return fila!.id;
}

/** Gives the user the system role Admin (every permission). */
export async function otorgarRolAdmin(db: Ejecutor, usuarioId: number) {
  const [rol] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.nombre, 'Admin'), eq(roles.esSistema, true)));
  if (!rol) throw new Error('el rol Admin del sistema no existe');
  await db.insert(usuarioRoles).values({ usuarioId, rolId: rol.id });
}

/** The company's identity and régimen, locked: what the setup replaces (its audit's "before"). */
export async function bloquearEmpresa(db: Ejecutor) {
  const [fila] = await db
    .select({
      nombreEmpresa: configuracionEmpresa.nombreEmpresa,
      razonSocial: configuracionEmpresa.razonSocial,
      ruc: configuracionEmpresa.ruc,
      regimen: configuracionEmpresa.regimen,
    })
    .from(configuracionEmpresa)
    .where(eq(configuracionEmpresa.id, 1))
    .for('update');
  return fila;
}

export async function guardarEmpresa(
  db: Ejecutor,
  datos: Pick<
    typeof configuracionEmpresa.$inferInsert,
    'nombreEmpresa' | 'razonSocial' | 'ruc' | 'regimen' | 'fechaActualizacion'
  >,
) {
  await db.update(configuracionEmpresa).set(datos).where(eq(configuracionEmpresa.id, 1));
}

import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { sesiones, usuarios, versionDatos } from '../../db/schema';
import { crearCacheVersionada } from '../../db/version-datos';
import { nombreCompletoDe } from '../../db/nombres';

export interface FilaSesion {
  sesionId: number;
  usuarioId: number;
  email: string;
  nombreCompleto: string;
  activo: boolean;
  debeCambiarContrasena: boolean;
  ultimoUso: Date;
  expiraEn: Date;
  roles: string[];
  permisos: string[];
  versionDatos: number;
  zonaHoraria: string | null;
  pendientesVencidas: boolean;
}

/** Roles and permission codes that are in force: only active roles, only active permissions. */
const rolesActivos = sql<string[]>`coalesce((
  select array_agg(r.nombre order by r.nombre) from usuario_roles ur
  join roles r on r.id = ur.rol_id and r.activo
  where ur.usuario_id = "usuarios"."id"), '{}')`;
const permisosEfectivos = sql<string[]>`coalesce((
  select array_agg(distinct p.codigo) from usuario_roles ur
  join roles r on r.id = ur.rol_id and r.activo
  join rol_permisos rp on rp.rol_id = r.id
  join permisos p on p.id = rp.permiso_id and p.activo
  where ur.usuario_id = "usuarios"."id"), '{}')`;
const nombreCompleto = nombreCompletoDe(usuarios);

function consultaDeSesion(db: Ejecutor) {
  // Drizzle writes the subquery's column unqualified in the outer select: a name no joined table has.
  const version = db
    .select({ version: sql<number>`sum(${versionDatos.version})`.as('version_leida') })
    .from(versionDatos)
    .as('vd');
  // The roles and permissions only when the data version moved since this process last read them for this token:
  // every change to roles, permissions or who holds them moves it (migration 0017), in the same transaction. CASE
  // runs its subquery only when that branch is taken (the two aggregations were half the statement).
  const siMovio = <T>(valor: SQL<T>) =>
    sql<T | null>`case when ${version.version} = ${sql.placeholder('versionConocida')} then null else ${valor} end`;
  return db
    .select({
      sesionId: sesiones.id,
      usuarioId: usuarios.id,
      email: usuarios.email,
      nombreCompleto,
      activo: usuarios.activo,
      debeCambiarContrasena: usuarios.debeCambiarContrasena,
      ultimoUso: sesiones.ultimoUso,
      expiraEn: sesiones.expiraEn,
      roles: siMovio(rolesActivos),
      permisos: siMovio(permisosEfectivos),
      // Read in the same round trip as the session: the data version the request's caches compare against (the sum
      // of its fragments, migration 0020).
      versionDatos: sql<number>`${version.version}`.mapWith(Number),
      // And the company's time zone of that same snapshot, so a moved version does not cost another query for it.
      zonaHoraria: sql<string | null>`(select c.zona_horaria from configuracion_empresa c where c.id = 1)`,
      // Whether an undecided request's start has passed, in that snapshot: when none has, the request's screens need
      // not ask again after a write moved the version. The earliest pending start, compared outside the subquery:
      // the first entry of the partial index of pending starts. (Written as `exists (... fecha_inicio < $hoy)`,
      // PostgreSQL drops the subquery's order and limit and, with a generic plan, read the whole table: 20 ms on
      // every request of the bench company.)
      pendientesVencidas: sql<boolean>`coalesce((select s.fecha_inicio from solicitudes_vacaciones s
        where s.estado = 'Pendiente' order by s.fecha_inicio limit 1) < ${sql.placeholder('hoy')}::date, false)`,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .crossJoin(version)
    .where(and(eq(sesiones.hashToken, sql.placeholder('hash')), isNull(sesiones.revocadaEn)))
    .prepare('descanso_sesion');
}

interface RolesDeSesion {
  roles: string[];
  permisos: string[];
}

// Every request runs it: built once per database instead of once per request, with the roles and
// permissions last read for each token (at most 1,000 tokens; one that fell out is read in full again).
const sesionesDe = new WeakMap<
  Ejecutor,
  {
    consulta: ReturnType<typeof consultaDeSesion>;
    roles: ReturnType<typeof crearCacheVersionada<RolesDeSesion>>;
  }
>();

/**
 * The session behind a token hash, with what every request needs of it in one round trip. `hoy`: the business day,
 * for `pendientesVencidas` (see materializarSinRespuesta). Roles and permissions come from this process's last read
 * for the token when the data version read with the session is still the one they were read at.
 */
export async function buscarSesionPorHash(
  db: Ejecutor,
  hash: string,
  hoy: string,
): Promise<FilaSesion | undefined> {
  let deEstaBase = sesionesDe.get(db);
  if (!deEstaBase) {
    deEstaBase = { consulta: consultaDeSesion(db), roles: crearCacheVersionada<RolesDeSesion>(1000) };
    sesionesDe.set(db, deEstaBase);
  }
  const conocida = deEstaBase.roles.ultima(hash);
  const [fila] = await deEstaBase.consulta.execute({ hash, hoy, versionConocida: conocida?.version ?? -1 });
  if (!fila) return undefined;
  const { roles, permisos } = fila;
  if (roles === null || permisos === null) {
    // Null only when the version equals the known one's, so `conocida` is there.
    return { ...fila, ...conocida!.valor };
  }
  deEstaBase.roles.guardar(hash, fila.versionDatos, { roles, permisos });
  return { ...fila, roles, permisos };
}

export async function buscarUsuarioParaLogin(db: Ejecutor, email: string) {
  const [fila] = await db
    .select({
      id: usuarios.id,
      email: usuarios.email,
      nombreCompleto,
      activo: usuarios.activo,
      hashContrasena: usuarios.hashContrasena,
      esquemaContrasena: usuarios.esquemaContrasena,
      debeCambiarContrasena: usuarios.debeCambiarContrasena,
      contrasenaTemporalExpiraEn: usuarios.contrasenaTemporalExpiraEn,
    })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = lower(${email})`);
  return fila;
}

export async function rolesYPermisos(db: Ejecutor, usuarioId: number) {
  const [fila] = await db
    .select({ roles: rolesActivos, permisos: permisosEfectivos })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return fila ?? { roles: [], permisos: [] };
}

export async function crearSesion(
  db: Ejecutor,
  datos: { hashToken: string; usuarioId: number; expiraEn: Date; ip: string | null; ahora: Date },
) {
  await db.insert(sesiones).values({
    hashToken: datos.hashToken,
    usuarioId: datos.usuarioId,
    expiraEn: datos.expiraEn,
    ultimoUso: datos.ahora,
    fechaCreacion: datos.ahora,
    ip: datos.ip,
  });
}

export async function tocarSesion(db: Ejecutor, sesionId: number, ahora: Date) {
  await db.update(sesiones).set({ ultimoUso: ahora }).where(eq(sesiones.id, sesionId));
}

export async function revocarSesion(db: Ejecutor, sesionId: number, ahora: Date) {
  await db
    .update(sesiones)
    .set({ revocadaEn: ahora })
    .where(and(eq(sesiones.id, sesionId), isNull(sesiones.revocadaEn)));
}

/** Revokes every open session of a user, except optionally the one in use. */
export async function revocarSesionesDeUsuario(
  db: Ejecutor,
  usuarioId: number,
  ahora: Date,
  excepto?: number,
) {
  await db
    .update(sesiones)
    .set({ revocadaEn: ahora })
    .where(
      and(
        eq(sesiones.usuarioId, usuarioId),
        isNull(sesiones.revocadaEn),
        excepto === undefined ? undefined : ne(sesiones.id, excepto),
      ),
    );
}

/** One more failed sign-in in a row for this user, counted atomically in the database; returns the new count. */
export async function contarFalloDeUsuario(db: Ejecutor, usuarioId: number): Promise<number> {
  const [fila] = await db
    .update(usuarios)
    .set({ intentosFallidos: sql`${usuarios.intentosFallidos} + 1` })
    .where(eq(usuarios.id, usuarioId))
    .returning({ intentosFallidos: usuarios.intentosFallidos });
  return fila?.intentosFallidos ?? 0;
}

/**
 * Clears the failure count after a successful sign-in. Writes only when there is something to clear (or a temporary
 * password to spend): an unconditional update wrote a new version of the user's row, and its WAL, on every sign-in
 * (ADR 052).
 */
export async function registrarExito(db: Ejecutor, usuarioId: number, consumirTemporal: boolean) {
  await db
    .update(usuarios)
    .set({
      intentosFallidos: 0,
      bloqueadoHasta: null,
      // A temporary password works for one sign-in only; it still proves identity to set the new one.
      ...(consumirTemporal ? { esquemaContrasena: 'sha256-temp-usada' } : {}),
    })
    .where(
      and(
        eq(usuarios.id, usuarioId),
        consumirTemporal
          ? undefined
          : sql`(${usuarios.intentosFallidos} <> 0 or ${usuarios.bloqueadoHasta} is not null)`,
      ),
    );
}

export async function guardarContrasena(db: Ejecutor, usuarioId: number, hash: string, ahora: Date) {
  await db
    .update(usuarios)
    .set({
      hashContrasena: hash,
      esquemaContrasena: 'argon2id',
      debeCambiarContrasena: false,
      // The user's own password replaces any temporary one, and with it its expiry.
      contrasenaTemporalExpiraEn: null,
      intentosFallidos: 0,
      bloqueadoHasta: null,
      fechaActualizacion: ahora,
    })
    .where(eq(usuarios.id, usuarioId));
}

/** The stored password of a user, and the names and email a new one must not contain (ADR 007). */
export async function leerCredenciales(db: Ejecutor, usuarioId: number) {
  const [fila] = await db
    .select({
      hash: usuarios.hashContrasena,
      esquema: usuarios.esquemaContrasena,
      nombres: usuarios.nombres,
      apellidoPaterno: usuarios.apellidoPaterno,
      apellidoMaterno: usuarios.apellidoMaterno,
      email: usuarios.email,
    })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return fila;
}

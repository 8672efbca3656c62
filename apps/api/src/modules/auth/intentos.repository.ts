import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { intentosAcceso, sesiones, usuarios } from '../../db/schema';

// Inside ON CONFLICT … DO UPDATE both the stored row and `excluded` are in scope: name the stored one in full.
const FALLOS = sql.raw('"intentos_acceso"."fallos"');
const PRIMER_FALLO = sql.raw('"intentos_acceso"."primer_fallo"');
const ULTIMO_FALLO = sql.raw('"intentos_acceso"."ultimo_fallo"');
const BLOQUEADO_HASTA = sql.raw('"intentos_acceso"."bloqueado_hasta"');

const instante = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** A whole-number constant of the code, written into the statement (an untyped parameter would not be). */
const entero = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * Counts one attempt on a key that refuses further attempts with doubling delays (ADR 006), in one atomic
 * statement, but only while the key is not refusing: returns the new count, or null when the key is refusing
 * (nothing is counted then). The count starts again when the last failure is older than `reinicio`. From the
 * `umbral`-th attempt on, the key refuses for 1, 2, 4, 8… minutes, at most `maximoMinutos`.
 */
export async function reservarIntento(
  db: Ejecutor,
  clave: string,
  ahora: Date,
  o: { reinicio: Date; umbral: number; maximoMinutos: number },
): Promise<number | null> {
  const reinicia = sql`${ULTIMO_FALLO} <= ${instante(o.reinicio)}`;
  const nuevos = sql`(case when ${reinicia} then 1 else ${FALLOS} + 1 end)`;
  // The exponent is capped before power(): a count in the millions must not overflow a double.
  const minutos = (n: SQL) =>
    sql`least(power(2, least(${n} - ${entero(o.umbral)}, 8)), ${entero(o.maximoMinutos)}) * interval '1 minute'`;
  const [fila] = await db
    .insert(intentosAcceso)
    .values({
      clave,
      fallos: 1,
      primerFallo: ahora,
      ultimoFallo: ahora,
      bloqueadoHasta: o.umbral <= 1 ? sql`${instante(ahora)} + ${minutos(entero(1))}` : null,
    })
    .onConflictDoUpdate({
      target: intentosAcceso.clave,
      set: {
        fallos: nuevos,
        primerFallo: sql`case when ${reinicia} then ${instante(ahora)} else ${PRIMER_FALLO} end`,
        ultimoFallo: instante(ahora),
        bloqueadoHasta: sql`case when ${nuevos} >= ${entero(o.umbral)} then ${instante(ahora)} + ${minutos(nuevos)} else null end`,
      },
      setWhere: sql`${BLOQUEADO_HASTA} is null or ${BLOQUEADO_HASTA} <= ${instante(ahora)}`,
    })
    .returning({ fallos: intentosAcceso.fallos });
  return fila ? fila.fallos : null;
}

/**
 * Counts one failure on a key with a fixed window (ADR 006), in one atomic statement: the window starts again
 * when its first failure is older than `inicioVentana`; at `umbral` failures in the window the key refuses until
 * `bloqueoHasta`. Returns the count in the window.
 */
export async function contarFallo(
  db: Ejecutor,
  clave: string,
  ahora: Date,
  o: { inicioVentana: Date; umbral: number; bloqueoHasta: Date },
): Promise<number> {
  const reinicia = sql`${PRIMER_FALLO} <= ${instante(o.inicioVentana)}`;
  const nuevos = sql`(case when ${reinicia} then 1 else ${FALLOS} + 1 end)`;
  const [fila] = await db
    .insert(intentosAcceso)
    .values({
      clave,
      fallos: 1,
      primerFallo: ahora,
      ultimoFallo: ahora,
      bloqueadoHasta: o.umbral <= 1 ? o.bloqueoHasta : null,
    })
    .onConflictDoUpdate({
      target: intentosAcceso.clave,
      set: {
        fallos: nuevos,
        primerFallo: sql`case when ${reinicia} then ${instante(ahora)} else ${PRIMER_FALLO} end`,
        ultimoFallo: instante(ahora),
        // A failure under the threshold (a known user's, during a refusal) must not lift the refusal.
        bloqueadoHasta: sql`case when ${nuevos} >= ${entero(o.umbral)} then ${instante(o.bloqueoHasta)} else ${BLOQUEADO_HASTA} end`,
      },
    })
    .returning({ fallos: intentosAcceso.fallos });
  return fila!.fallos;
}

/** The keys among `claves` that refuse attempts right now. */
export async function clavesQueRechazan(db: Ejecutor, claves: string[], ahora: Date): Promise<string[]> {
  const filas = await db
    .select({ clave: intentosAcceso.clave })
    .from(intentosAcceso)
    .where(and(inArray(intentosAcceso.clave, claves), gt(intentosAcceso.bloqueadoHasta, ahora)));
  return filas.map((f) => f.clave);
}

/** Forgets a key (a correct password clears the failures of that account from that address). */
export async function olvidarClave(db: Ejecutor, clave: string) {
  await db.delete(intentosAcceso).where(eq(intentosAcceso.clave, clave));
}

/** The stored count of a key (0 when it has none); for tests and the audit. */
export async function fallosDeClave(db: Ejecutor, clave: string): Promise<number> {
  const [fila] = await db
    .select({ fallos: intentosAcceso.fallos })
    .from(intentosAcceso)
    .where(eq(intentosAcceso.clave, clave));
  return fila?.fallos ?? 0;
}

/** Whether the account with this email has ever signed in successfully from this address. */
export async function haIniciadoSesionDesde(db: Ejecutor, email: string, ip: string): Promise<boolean> {
  const [fila] = await db
    .select({ uno: sql<number>`1` })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .where(and(sql`lower(${usuarios.email}) = ${email}`, eq(sesiones.ip, ip)))
    .limit(1);
  return fila !== undefined;
}

import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { calcularFechaFin } from '@app/contract/fechas';
import { departamentos, roles, solicitudesVacaciones, usuarioRoles, usuarios } from '../src/db/schema';
import { hashArgon2 } from '../src/lib/seguridad';
import type { App } from '../src/app';

export const CONTRASENA_PRUEBA = 'Clave#Segura2026';
let hashCacheado: Promise<string> | undefined;
const hashPrueba = () => (hashCacheado ??= hashArgon2(CONTRASENA_PRUEBA));

// Unique within a test file's process (a counter), and apart from other processes on a shared database (a random
// block of 10,000). A random part added to each number could repeat one after ~1,000 users (seen in CI).
const bloque = Math.floor(Math.random() * 99) * 10_000;
let secuencia = 0;
const siguiente = () => {
  if (secuencia >= 9_999) throw new Error('La fábrica de usuarios da 9.999 números por proceso');
  return bloque + ++secuencia;
};
/**
 * The factory's DNIs start with 09, a prefix no test writes by hand: with 8-digit numbers from the whole range a
 * block could land on a DNI a test typed (70000001 was the first user's DNI in 1 run of 8,999; seen in CI as a 409).
 */
const dniDeFabrica = (n: number) => `09${String(n).padStart(6, '0')}`;

export async function asegurarDepartamento(db: Db, codigo = 'GEN', nombre = 'General'): Promise<number> {
  const [existente] = await db
    .select({ id: departamentos.id })
    .from(departamentos)
    .where(eq(departamentos.codigo, codigo));
  if (existente) return existente.id;
  const [creado] = await db
    .insert(departamentos)
    .values({ codigo, nombre })
    .returning({ id: departamentos.id });
  return creado!.id;
}

export interface OpcionesUsuario {
  email?: string;
  nombres?: string;
  roles?: string[];
  jefeId?: number | null;
  fechaIngreso?: string;
  activo?: boolean;
  debeCambiarContrasena?: boolean;
  dni?: string;
  /** The employee's own régimen; absent follows the company's. */
  regimen?: 'GENERAL' | 'MYPE' | null;
}

/** Inserts a user directly (tests of other modules need users without going through administration). */
export async function crearUsuario(db: Db, o: OpcionesUsuario = {}) {
  const n = siguiente();
  const departamentoId = await asegurarDepartamento(db);
  const [u] = await db
    .insert(usuarios)
    .values({
      nombres: o.nombres ?? `Nombre${n}`,
      apellidoPaterno: 'Prueba',
      apellidoMaterno: 'Test',
      dni: o.dni ?? dniDeFabrica(n),
      email: o.email ?? `usuario${n}@prueba.pe`,
      fechaIngreso: o.fechaIngreso ?? '2020-01-15',
      empresa: 'Empresa de Pruebas',
      departamentoId,
      jefeId: o.jefeId ?? null,
      activo: o.activo ?? true,
      hashContrasena: await hashPrueba(),
      esquemaContrasena: 'argon2id',
      debeCambiarContrasena: o.debeCambiarContrasena ?? false,
      regimen: o.regimen ?? null,
    })
    .returning();
  const nombresRoles = o.roles ?? ['Empleado'];
  if (nombresRoles.length) {
    const filas = await db.select({ id: roles.id }).from(roles).where(inArray(roles.nombre, nombresRoles));
    await db.insert(usuarioRoles).values(filas.map((r) => ({ usuarioId: u!.id, rolId: r.id })));
  }
  return u!;
}

export async function iniciarSesion(app: App, email: string, password = CONTRASENA_PRUEBA): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { username: email, password },
  });
  if (r.statusCode !== 200) throw new Error(`login de ${email} falló: ${r.statusCode} ${r.body}`);
  return r.json().token as string;
}

export const conToken = (token: string) => ({ authorization: `Bearer ${token}` });

/** Requests already approved in the past, as HR would have them on file (inserted directly, without the rules). */
export async function insertarAprobadas(
  db: Db,
  usuarioId: number,
  filas: { periodo: number; tipo: 'libres' | 'bloque'; dias: number; inicio: string }[],
) {
  await db.insert(solicitudesVacaciones).values(
    filas.map((f) => ({
      usuarioId,
      tipoVacaciones: f.tipo,
      diasSolicitados: f.dias,
      fechaInicio: f.inicio,
      fechaFin: calcularFechaFin(f.inicio, f.dias),
      periodo: f.periodo,
      estado: 'Aprobada' as const,
    })),
  );
}

import { eq, inArray, sql } from 'drizzle-orm';
import { CATALOGO_PERMISOS, ROLES_SEMILLA } from '@app/contract/permisos';
import type { Db } from './client';
import {
  configuracionEmpresa,
  departamentos,
  permisos,
  rolPermisos,
  roles,
  usuarioRoles,
  usuarios,
} from './schema';
import { hashArgon2 } from '../lib/seguridad';

/**
 * Makes sure the permission catalogue, the three system roles and the company settings exist.
 * Idempotent: run on every start; never overwrites what an administrator edited.
 */
export async function asegurarCatalogo(db: Db, nombreEmpresa: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(permisos)
      .values(CATALOGO_PERMISOS.map((p) => ({ ...p, esSistema: true })))
      .onConflictDoNothing();
    const existentes = await tx.select({ id: roles.id }).from(roles).limit(1);
    if (existentes.length === 0) {
      const todos = await tx.select({ id: permisos.id, codigo: permisos.codigo }).from(permisos);
      const idPorCodigo = new Map(todos.map((p) => [p.codigo, p.id]));
      for (const rol of ROLES_SEMILLA) {
        const [creado] = await tx
          .insert(roles)
          .values({ nombre: rol.nombre, descripcion: rol.descripcion, esSistema: true })
          .returning({ id: roles.id });
        await tx
          .insert(rolPermisos)
          .values(rol.permisos.map((c) => ({ rolId: creado!.id, permisoId: idPorCodigo.get(c)! })));
      }
    }
    await tx.insert(configuracionEmpresa).values({ id: 1, nombreEmpresa }).onConflictDoNothing();
  });
}

/** On an empty production database: the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function crearPrimerAdministrador(
  db: Db,
  datos: { email: string; contrasena: string; hoy: string },
): Promise<boolean> {
  const { email, contrasena } = datos;
  const hash = await hashArgon2(contrasena);
  return db.transaction(async (tx) => {
    const [hay] = await tx.select({ n: sql<number>`count(*)::int` }).from(usuarios);
    if ((hay?.n ?? 0) > 0) return false;
    const [depto] = await tx
      .insert(departamentos)
      .values({ codigo: 'ADM', nombre: 'Administración' })
      .onConflictDoNothing()
      .returning({ id: departamentos.id });
    const deptoId =
      depto?.id ?? (await tx.select({ id: departamentos.id }).from(departamentos).limit(1))[0]!.id;
    const [admin] = await tx
      .insert(usuarios)
      .values({
        nombres: 'Administrador',
        apellidoPaterno: 'del',
        apellidoMaterno: 'Sistema',
        dni: '00000000',
        email: email.toLowerCase(),
        fechaIngreso: datos.hoy,
        empresa: 'Empresa',
        departamentoId: deptoId,
        hashContrasena: hash,
        esquemaContrasena: 'argon2id',
        debeCambiarContrasena: false,
      })
      .returning({ id: usuarios.id });
    const rolAdmin = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.nombre, ['Admin']));
    await tx.insert(usuarioRoles).values(rolAdmin.map((r) => ({ usuarioId: admin!.id, rolId: r.id })));
    return true;
  });
}

export async function idsDeRoles(db: Db, nombres: string[]) {
  const filas = await db
    .select({ id: roles.id, nombre: roles.nombre })
    .from(roles)
    .where(inArray(roles.nombre, nombres));
  return new Map(filas.map((f) => [f.nombre, f.id]));
}

export async function existeUsuario(db: Db, email: string) {
  const filas = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  return filas.length > 0;
}

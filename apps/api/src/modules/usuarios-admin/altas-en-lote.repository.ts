import type { TRegimen } from '@app/contract/vacaciones';
import { or, sql } from 'drizzle-orm';
import type { TAccionAuditoria } from '@app/contract/auditoria';
import type { Ejecutor } from '../../db/client';
import { departamentos, roles, usuarios } from '../../db/schema';
import { nombreCompleto } from './lista-usuarios.repository';

// ---- bulk import (called by the usuarios service on behalf of the bulk-import module) ----

/** Every department with its code (the import refers to departments by code). */
export async function departamentosConCodigo(db: Ejecutor) {
  return db
    .select({
      id: departamentos.id,
      codigo: departamentos.codigo,
      nombre: departamentos.nombre,
      activo: departamentos.activo,
    })
    .from(departamentos)
    .orderBy(departamentos.codigo);
}

export async function todosLosRoles(db: Ejecutor) {
  return db
    .select({ id: roles.id, nombre: roles.nombre, activo: roles.activo })
    .from(roles)
    .orderBy(roles.nombre);
}

/** Users holding one of these emails (case-insensitive) or DNIs; each list travels as one array parameter. */
export async function usuariosPorEmailODni(db: Ejecutor, emails: string[], dnis: string[]) {
  if (emails.length === 0 && dnis.length === 0) return [];
  return db
    .select({
      id: usuarios.id,
      email: usuarios.email,
      dni: usuarios.dni,
      activo: usuarios.activo,
      nombreCompleto,
    })
    .from(usuarios)
    .where(
      or(
        sql`lower(${usuarios.email}) = any(${sql.param(emails.map((e) => e.toLowerCase()))}::text[])`,
        sql`${usuarios.dni} = any(${sql.param(dnis)}::text[])`,
      ),
    );
}

/** A user of a bulk insert (the import): every column it sets. */
export interface UsuarioEnLote {
  /** The employee's own régimen (ADR 027); null follows the company's. */
  regimen: TRegimen | null;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  dni: string;
  email: string;
  extranjero: boolean;
  numeroCelular: string | null;
  empresa: string;
  departamentoId: number;
  jefeId: number | null;
  fechaIngreso: string;
  activo: boolean;
  hashContrasena: string | null;
  esquemaContrasena: string;
  debeCambiarContrasena: boolean;
  contrasenaTemporalExpiraEn: Date | null;
}

/** One array parameter per column: the column's values of every row. */
const columna = <T, K extends keyof T>(filas: T[], clave: K) => sql.param(filas.map((f) => f[clave]));

/**
 * Many users in ONE statement (INSERT … SELECT FROM unnest of one array per column: a handful of parameters
 * whatever the number of rows, several times faster than a VALUES list). Ids come back in the order of `filas`.
 */
export async function insertarUsuariosEnLote(
  db: Ejecutor,
  filas: UsuarioEnLote[],
  comun: { fechaCreacion: Date; creadoPorId: number },
): Promise<number[]> {
  if (filas.length === 0) return [];
  const c = <K extends keyof UsuarioEnLote>(clave: K) => columna(filas, clave);
  const vencimientos = sql.param(filas.map((f) => f.contrasenaTemporalExpiraEn?.toISOString() ?? null));
  const insertados = (await db.execute(sql`
    insert into usuarios (nombres, apellido_paterno, apellido_materno, dni, email, extranjero, numero_celular, empresa,
      departamento_id, jefe_id, fecha_ingreso, activo, hash_contrasena, esquema_contrasena, debe_cambiar_contrasena,
      contrasena_temporal_expira_en, regimen, fecha_creacion, creado_por_id)
    select f.*, ${comun.fechaCreacion.toISOString()}::timestamptz, ${comun.creadoPorId}::int
    from unnest(${c('nombres')}::text[], ${c('apellidoPaterno')}::text[], ${c('apellidoMaterno')}::text[],
      ${c('dni')}::text[], ${c('email')}::text[], ${c('extranjero')}::boolean[], ${c('numeroCelular')}::text[],
      ${c('empresa')}::text[], ${c('departamentoId')}::int[], ${c('jefeId')}::int[], ${c('fechaIngreso')}::date[],
      ${c('activo')}::boolean[], ${c('hashContrasena')}::text[], ${c('esquemaContrasena')}::text[],
      ${c('debeCambiarContrasena')}::boolean[], ${vencimientos}::timestamptz[], ${c('regimen')}::text[]) as f
    returning id, dni`)) as unknown as { rows: { id: number; dni: string }[] };
  const porDni = new Map(insertados.rows.map((f) => [f.dni, Number(f.id)]));
  return filas.map((f) => porDni.get(f.dni)!);
}

export async function asignarRolesEnLote(db: Ejecutor, pares: { usuarioId: number; rolId: number }[]) {
  if (pares.length === 0) return;
  await db.execute(sql`
    insert into usuario_roles (usuario_id, rol_id)
    select * from unnest(${columna(pares, 'usuarioId')}::int[], ${columna(pares, 'rolId')}::int[])`);
}

export interface AuditoriaEnLote {
  modulo: string;
  tipoAccion: TAccionAuditoria;
  severidad: string;
  mensajeCorto: string;
  motivo: string | null;
  usuarioEjecutorId: number | null;
  usuarioAfectadoId: number | null;
  ipAddress: string | null;
  tablaAfectada: string | null;
  registroId: string | null;
  datosNuevos: unknown;
}

/** Audit records of many changes in one statement (the same columns registrarAuditoria writes). */
export async function insertarAuditoriaEnLote(db: Ejecutor, filas: AuditoriaEnLote[]) {
  if (filas.length === 0) return;
  const c = <K extends keyof AuditoriaEnLote>(clave: K) => columna(filas, clave);
  const datos = sql.param(
    filas.map((f) => (f.datosNuevos === undefined ? null : JSON.stringify(f.datosNuevos))),
  );
  await db.execute(sql`
    insert into auditoria (modulo, tipo_accion, severidad, mensaje_corto, motivo, usuario_ejecutor_id,
      usuario_afectado_id, ip_address, tabla_afectada, registro_id, datos_nuevos)
    select m, t, s, mc, mo, ue, ua, ip, ta, ri, dn::jsonb
    from unnest(${c('modulo')}::text[], ${c('tipoAccion')}::text[], ${c('severidad')}::text[],
      ${c('mensajeCorto')}::text[], ${c('motivo')}::text[], ${c('usuarioEjecutorId')}::int[],
      ${c('usuarioAfectadoId')}::int[], ${c('ipAddress')}::text[], ${c('tablaAfectada')}::text[],
      ${c('registroId')}::text[], ${datos}::text[]) as f(m, t, s, mc, mo, ue, ua, ip, ta, ri, dn)`);
}

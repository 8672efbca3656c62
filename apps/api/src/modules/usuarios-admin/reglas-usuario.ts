import { MENSAJES_USUARIO as M, type TCrearUsuarioBody } from '@app/contract/usuarios';
import type { Tx } from '../../db/client';
import { esViolacionUnica } from '../../db/errores-db';
import { estaEnCadenaDeMando } from '../../db/jerarquia';
import { AppError, conflicto } from '../../lib/app-error';
import * as repo from './usuarios.repository';

// The rules the user form's create and edit share, each run inside the caller's transaction.

export const validacion = (campo: string, mensaje: string) =>
  new AppError('VALIDACION', mensaje, { [campo]: [mensaje] });

/** Roles named in a form, without repeats (case-insensitive), in the order given. */
export function sinRepetidos(nombres: string[]) {
  const vistos = new Set<string>();
  return nombres.filter((n) => {
    const clave = n.toLowerCase();
    if (vistos.has(clave)) return false;
    vistos.add(clave);
    return true;
  });
}

type CamposComunes = Pick<
  TCrearUsuarioBody,
  | 'nombres'
  | 'apellidoPaterno'
  | 'apellidoMaterno'
  | 'dni'
  | 'extranjero'
  | 'numeroCelular'
  | 'email'
  | 'empresa'
  | 'departamentoId'
  | 'jefeId'
>;

export const camposFila = (b: CamposComunes) => ({
  nombres: b.nombres,
  apellidoPaterno: b.apellidoPaterno,
  apellidoMaterno: b.apellidoMaterno,
  dni: b.dni,
  extranjero: b.extranjero,
  numeroCelular: b.numeroCelular ?? null,
  email: b.email,
  empresa: b.empresa,
  departamentoId: b.departamentoId,
  jefeId: b.jefeId ?? null,
});

/** Only the fields whose value changed, before and after (never a password or hash: they are not in these objects). */
export function diferencias(antes: Record<string, unknown>, despues: Record<string, unknown>) {
  const anteriores: Record<string, unknown> = {};
  const nuevos: Record<string, unknown> = {};
  for (const [clave, valor] of Object.entries(despues)) {
    if (JSON.stringify(antes[clave]) !== JSON.stringify(valor)) {
      anteriores[clave] = antes[clave] ?? null;
      nuevos[clave] = valor ?? null;
    }
  }
  return { anteriores, nuevos, hayCambios: Object.keys(nuevos).length > 0 };
}

/** Duplicate email or DNI among users: 409 with the field(s) named. */
export async function exigirUnicos(tx: Tx, email: string, dni: string, excluirId?: number) {
  const d = await repo.duplicados(tx, email, dni, excluirId);
  const errores: Record<string, string[]> = {};
  if (d.email) errores.Email = [M.emailDuplicado];
  if (d.dni) errores.Dni = [M.dniDuplicado];
  const primero = Object.values(errores)[0];
  if (primero) throw conflicto(primero[0]!, errores);
}

/** A unique-index race lost after the check above: the same 409 the check would have given. */
export function traducirDuplicado(error: unknown): never {
  if (esViolacionUnica(error, 'usuarios_email_uq'))
    throw conflicto(M.emailDuplicado, { Email: [M.emailDuplicado] });
  if (esViolacionUnica(error, 'usuarios_dni_uq')) throw conflicto(M.dniDuplicado, { Dni: [M.dniDuplicado] });
  throw error;
}

/**
 * The role ids for the names in the form: each must exist and be active, except one the user already holds
 * (an administrator may keep an inactive role they cannot see in the dropdown).
 */
export async function resolverRoles(tx: Tx, nombres: string[], yaAsignados: { id: number }[] = []) {
  const pedidos = sinRepetidos(nombres);
  const encontrados = await repo.rolesPorNombre(tx, pedidos);
  const porNombre = new Map(encontrados.map((r) => [r.nombre.toLowerCase(), r]));
  const asignados = new Set(yaAsignados.map((r) => r.id));
  const errores: string[] = [];
  const ids: number[] = [];
  for (const nombre of pedidos) {
    const rol = porNombre.get(nombre.toLowerCase());
    if (!rol) errores.push(`El rol '${nombre}' no existe`);
    else if (!rol.activo && !asignados.has(rol.id)) errores.push(`El rol '${rol.nombre}' está inactivo`);
    else ids.push(rol.id);
  }
  if (errores.length) throw new AppError('VALIDACION', errores[0]!, { Roles: errores });
  return {
    elegidos: encontrados.filter((r) => ids.includes(r.id)),
    ids,
    nombres: encontrados
      .filter((r) => ids.includes(r.id))
      .map((r) => r.nombre)
      .sort(),
  };
}

export async function exigirDepartamento(tx: Tx, id: number, debeEstarActivo: boolean) {
  const d = await repo.buscarDepartamento(tx, id);
  if (!d) throw validacion('DepartamentoId', M.departamentoInvalido);
  if (debeEstarActivo && !d.activo) throw validacion('DepartamentoId', M.departamentoInactivo);
}

/** The manager must exist and be active, and must not be the user or anyone below them (no cycles). */
export async function exigirJefeValido(tx: Tx, jefeId: number, usuarioId?: number) {
  if (usuarioId !== undefined && jefeId === usuarioId) throw validacion('JefeId', M.jefeMismo);
  const j = await repo.buscarActivo(tx, jefeId);
  if (!j || !j.activo) throw validacion('JefeId', M.jefeInvalido);
  if (usuarioId !== undefined) {
    await repo.bloquearJerarquia(tx);
    // The user is above the proposed manager: making them their manager would close a loop.
    if (await estaEnCadenaDeMando(tx, usuarioId, jefeId)) throw validacion('JefeId', M.jefeCiclo);
  }
}

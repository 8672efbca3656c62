import type {
  TActualizarUsuarioBody,
  TCrearUsuarioBody,
  TExportarUsuariosQuery,
  TListarUsuariosQuery,
  TReiniciarContrasenaBody,
  TVistaPreviaFechaIngresoBody,
} from '@app/contract/usuarios';
import type { UsuarioSesion } from '../auth/auth.service';
import { crear } from './alta';
import { crearEnLote } from './alta-en-lote';
import { crearContexto, type DependenciasUsuarios } from './contexto';
import { reiniciarContrasena } from './contrasena';
import { detalle } from './detalle';
import { actualizar } from './edicion';
import { eliminar } from './eliminar';
import { cambiarEstado } from './estado';
import { exportar } from './exportar';
import { vistaPreviaFechaIngreso } from './fecha-ingreso';
import { listar } from './listar';
import * as opciones from './opciones-formulario';
import { referenciasParaImportacion } from './referencias-importacion';
import { exigirRolesOtorgablesPorNombre, rolesOtorgables } from './roles-otorgables';
import type { Actor, AltaEnLote, OpcionesAltaEnLote } from './tipos';

export type { Actor, AltaEnLote, OpcionesAltaEnLote } from './tipos';

/** The user-administration use cases, one per file, over the context they share (./contexto.ts). */
export function crearUsuariosAdminService(deps: DependenciasUsuarios) {
  const ctx = crearContexto(deps);
  return {
    listar: (actor: Actor, q: TListarUsuariosQuery) => listar(ctx, actor, q),
    exportar: (usuario: UsuarioSesion, q: TExportarUsuariosQuery, ip: string | null) =>
      exportar(ctx, usuario, q, ip),
    detalle: (actor: Actor, id: number) => detalle(ctx, actor, id),
    crear: (actor: Actor, body: TCrearUsuarioBody) => crear(ctx, actor, body),
    crearEnLote: (actor: Actor, altas: AltaEnLote[], o: OpcionesAltaEnLote) =>
      crearEnLote(ctx, actor, altas, o),
    referenciasParaImportacion: (actor: Actor, emails: string[], dnis: string[]) =>
      referenciasParaImportacion(ctx, actor, emails, dnis),
    exigirRolesOtorgablesPorNombre: (actor: Actor, nombres: string[], campo?: string) =>
      exigirRolesOtorgablesPorNombre(ctx, actor, nombres, campo),
    /** Departments by the code a spreadsheet uses (active only when asked). */
    departamentosConCodigo: (soloActivos: boolean) => opciones.departamentosConCodigo(ctx, soloActivos),
    actualizar: (actor: Actor, id: number, body: TActualizarUsuarioBody) => actualizar(ctx, actor, id, body),
    vistaPreviaFechaIngreso: (actor: Actor, id: number, body: TVistaPreviaFechaIngresoBody) =>
      vistaPreviaFechaIngreso(ctx, actor, id, body),
    cambiarEstado: (actor: Actor, id: number) => cambiarEstado(ctx, actor, id),
    reiniciarContrasena: (actor: Actor, id: number, body: TReiniciarContrasenaBody) =>
      reiniciarContrasena(ctx, actor, id, body),
    eliminar: (actor: Actor, id: number) => eliminar(ctx, actor, id),
    departamentos: (soloActivos: boolean) => opciones.departamentos(ctx, soloActivos),
    roles: (actor: Actor) => rolesOtorgables(ctx, actor),
    jefes: (soloActivos: boolean) => opciones.jefes(ctx, soloActivos),
    /** What "Según la empresa" means in the user form (ADR 027). */
    regimenEmpresa: () => opciones.regimenEmpresa(ctx),
    opcionesJefe: (q: { busqueda?: string | undefined; limite: number; excluirId?: number | undefined }) =>
      opciones.opcionesJefe(ctx, q),
  };
}

export type UsuariosAdminService = ReturnType<typeof crearUsuariosAdminService>;

import { leerConfiguracion } from '../saldos/saldos.service';
import type { ContextoUsuarios } from './contexto';
import * as repo from './usuarios.repository';

// What the user form and the import offer to choose from.

/** Departments by the code a spreadsheet uses (active only when asked). */
export const departamentosConCodigo = async ({ db }: ContextoUsuarios, soloActivos: boolean) =>
  (await repo.departamentosConCodigo(db))
    .filter((d) => !soloActivos || d.activo)
    .map((d) => ({ codigo: d.codigo, nombre: d.nombre }));

export const departamentos = ({ db }: ContextoUsuarios, soloActivos: boolean) =>
  repo.departamentosParaLista(db, soloActivos);

export const jefes = ({ db }: ContextoUsuarios, soloActivos: boolean) => repo.jefesParaLista(db, soloActivos);

/** What "Según la empresa" means in the user form (ADR 027). */
export const regimenEmpresa = async ({ db }: ContextoUsuarios) => ({
  regimen: (await leerConfiguracion(db))?.regimen ?? ('GENERAL' as const),
});

export const opcionesJefe = (
  { db }: ContextoUsuarios,
  q: { busqueda?: string | undefined; limite: number; excluirId?: number | undefined },
) => repo.buscarOpcionesJefe(db, q);

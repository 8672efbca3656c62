import type { TConfiguracionImportacion } from '@app/contract/bulk-import';
import type { Actor } from '../usuarios-admin/usuarios.service';
import { columnas, consultarProgreso, descargarCredenciales, plantilla } from './consultas';
import {
  crearContexto,
  type ArchivoRecibido,
  type DependenciasImportacion,
  type OpcionesEjecucion,
} from './contexto';
import { procesar } from './procesar';
import { descargarErrores, validar } from './validar';

export type { ArchivoRecibido, OpcionesEjecucion } from './contexto';

/** The bulk-import use cases, each in its own file, wired to one context (dependencies and this process's runs). */
export function crearBulkImportService(deps: DependenciasImportacion) {
  const ctx = crearContexto(deps);
  return {
    validar: (
      actor: Actor,
      archivo: ArchivoRecibido,
      config: TConfiguracionImportacion,
      o?: OpcionesEjecucion,
    ) => validar(ctx, actor, archivo, config, o),
    procesar: (
      actor: Actor,
      archivo: ArchivoRecibido,
      config: TConfiguracionImportacion,
      o?: OpcionesEjecucion,
    ) => procesar(ctx, actor, archivo, config, o),
    descargarErrores: (actor: Actor, archivo: ArchivoRecibido, config: TConfiguracionImportacion) =>
      descargarErrores(ctx, actor, archivo, config),
    consultarProgreso: (actor: Actor, clave: string) => consultarProgreso(ctx, actor, clave),
    columnas: (actor: Actor) => columnas(ctx, actor),
    plantilla: (actor: Actor, formato: 'xlsx' | 'csv') => plantilla(ctx, actor, formato),
    descargarCredenciales: (actor: Actor, token: string) => descargarCredenciales(ctx, actor, token),
  };
}

export type BulkImportService = ReturnType<typeof crearBulkImportService>;

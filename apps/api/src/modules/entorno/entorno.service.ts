import { eq } from 'drizzle-orm';
import type { TEntorno } from '@app/contract/entorno';
import type { Db } from '../../db/client';
import { configuracionEmpresa } from '../../db/schema';

export function crearEntornoService(deps: { db: Db; nombreEmpresa: string }) {
  const { db, nombreEmpresa } = deps;

  /** The company name the server was started with, and whether the demo company is loaded. */
  async function leer(): Promise<TEntorno> {
    const [fila] = await db
      .select({ datosDemo: configuracionEmpresa.datosDemo })
      .from(configuracionEmpresa)
      .where(eq(configuracionEmpresa.id, 1));
    return { nombreEmpresa, datosDemo: fila?.datosDemo ?? false };
  }

  return { leer };
}

export type EntornoService = ReturnType<typeof crearEntornoService>;

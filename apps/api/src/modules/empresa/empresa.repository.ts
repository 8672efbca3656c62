import { eq } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { configuracionEmpresa } from '../../db/schema';

const datos = {
  nombreComercial: configuracionEmpresa.nombreEmpresa,
  razonSocial: configuracionEmpresa.razonSocial,
  ruc: configuracionEmpresa.ruc,
  zonaHoraria: configuracionEmpresa.zonaHoraria,
  logoHash: configuracionEmpresa.logoHash,
  logoTipo: configuracionEmpresa.logoTipo,
  datosDemo: configuracionEmpresa.datosDemo,
};

/** The company's identity (the settings row without the logo's bytes). */
export async function leerEmpresa(db: Ejecutor) {
  const [fila] = await db.select(datos).from(configuracionEmpresa).where(eq(configuracionEmpresa.id, 1));
  return fila;
}

/** The same, locked for the rest of the transaction. */
export async function bloquearEmpresa(db: Ejecutor) {
  const [fila] = await db
    .select(datos)
    .from(configuracionEmpresa)
    .where(eq(configuracionEmpresa.id, 1))
    .for('update');
  return fila;
}

export async function leerZonaHoraria(db: Ejecutor): Promise<string | null> {
  const [fila] = await db
    .select({ zona: configuracionEmpresa.zonaHoraria })
    .from(configuracionEmpresa)
    .where(eq(configuracionEmpresa.id, 1));
  return fila?.zona ?? null;
}

export type FilaEmpresa = NonNullable<Awaited<ReturnType<typeof leerEmpresa>>>;

/** The logo's bytes, only when `hash` is the current one. */
export async function leerLogo(db: Ejecutor, hash: string) {
  const [fila] = await db
    .select({ base64: configuracionEmpresa.logoBase64, tipo: configuracionEmpresa.logoTipo })
    .from(configuracionEmpresa)
    .where(eq(configuracionEmpresa.logoHash, hash));
  return fila?.base64 && fila.tipo ? { base64: fila.base64, tipo: fila.tipo } : undefined;
}

export async function actualizarEmpresa(
  db: Ejecutor,
  cambios: Partial<typeof configuracionEmpresa.$inferInsert>,
) {
  await db.update(configuracionEmpresa).set(cambios).where(eq(configuracionEmpresa.id, 1));
}

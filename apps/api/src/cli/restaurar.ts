// `npm run restaurar -- <archivo> [--forzar]`: a backup into an empty data folder or database (ADR 043).
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ARCHIVO_BLOQUEO, CarpetaEnUso, bloquearCarpeta, createDb } from '../db/client';
import { RespaldoInvalido, verificarRespaldo } from '../modules/respaldos/respaldo.formato';
import { DestinoNoVacio, restaurarRespaldo } from '../modules/respaldos/respaldo.service';
import { carpetaVacia, causaRaiz, envOSalir, salir } from './comun';

const USO = 'Uso: npm run restaurar -- <archivo de respaldo> [--forzar]';

async function main() {
  const argumentos = process.argv.slice(2);
  const forzar = argumentos.includes('--forzar');
  const resto = argumentos.filter((a) => a !== '--forzar');
  if (resto.length !== 1 || resto[0]!.startsWith('-')) return salir(USO);
  const archivo = path.resolve(resto[0]!);
  if (!existsSync(archivo)) return salir(`No existe el archivo de respaldo ${archivo}.`);
  const env = envOSalir();
  // The whole file is checked before anything is touched.
  const manifiesto = await verificarRespaldo(archivo);
  const filas = manifiesto.tablas.reduce((n, t) => n + t.filas, 0);
  const resumen = `${filas} filas, esquema ${manifiesto.esquema.etiqueta}, creado ${manifiesto.creado}`;

  if (env.DATABASE_URL) {
    const base = await createDb({ databaseUrl: env.DATABASE_URL, maxConexiones: 1 });
    try {
      await restaurarRespaldo(base.db, archivo, { forzar });
    } finally {
      await base.cerrar();
    }
    process.stdout.write(`Respaldo restaurado en PostgreSQL (${resumen}).\n`);
    return;
  }

  const dataDir = path.resolve(env.DATA_DIR);
  const vacia = carpetaVacia(dataDir);
  // Held while the folders are swapped: no server may start on it meanwhile (and none may be running).
  let soltar = () => {};
  if (!vacia) {
    if (!forzar)
      return salir(
        `La carpeta de datos ${dataDir} no está vacía; use --forzar para reemplazarla (la actual se conserva aparte).`,
      );
    try {
      soltar = bloquearCarpeta(dataDir);
    } catch (error) {
      if (error instanceof CarpetaEnUso)
        return salir(
          `La carpeta de datos ${dataDir} está en uso por el servidor (PID ${error.pid}); deténgalo antes de restaurar.`,
        );
      throw error;
    }
  }
  // Restored beside it and moved into place only when complete: a failure leaves DATA_DIR as it was.
  const temporal = `${dataDir}.restaurando-${process.pid}`;
  rmSync(temporal, { recursive: true, force: true });
  let anterior: string | undefined;
  try {
    const base = await createDb({ dataDir: temporal });
    try {
      await restaurarRespaldo(base.db, archivo);
    } finally {
      await base.cerrar();
    }
    if (existsSync(dataDir)) {
      if (!vacia) anterior = `${dataDir}.anterior-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      if (anterior) renameSync(dataDir, anterior);
      else rmSync(dataDir, { recursive: true, force: true });
    }
    renameSync(temporal, dataDir);
  } catch (error) {
    rmSync(temporal, { recursive: true, force: true });
    throw error;
  } finally {
    soltar();
    if (anterior) rmSync(path.join(anterior, ARCHIVO_BLOQUEO), { force: true });
  }
  process.stdout.write(
    `Respaldo restaurado en ${dataDir} (${resumen}).${anterior ? ` La carpeta anterior quedó en ${anterior}.` : ''}\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof RespaldoInvalido || error instanceof DestinoNoVacio) return salir(error.message);
  return salir(`No se pudo restaurar el respaldo: ${causaRaiz(error)}`);
});

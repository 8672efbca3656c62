// `npm run respaldo`: a backup of the running system without stopping it (ADR 043).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CarpetaEnUso, createDb, type BaseDeDatos } from '../db/client';
import { pedirRespaldoAlServidor } from '../modules/respaldos/respaldo.pedidos';
import { crearRespaldo } from '../modules/respaldos/respaldo.service';
import { ultimaMigracion } from '../modules/respaldos/respaldo.repository';
import { causaRaiz, envOSalir, salir, tamano } from './comun';

async function main() {
  const env = envOSalir();
  const carpeta = path.resolve(env.RESPALDO_DIR);
  let base: BaseDeDatos;
  if (env.DATABASE_URL) {
    // PostgreSQL takes many connections: the script reads its own snapshot while the servers keep working.
    base = await createDb({ databaseUrl: env.DATABASE_URL, maxConexiones: 1 });
  } else {
    const dataDir = path.resolve(env.DATA_DIR);
    if (!existsSync(path.join(dataDir, 'PG_VERSION')))
      return salir(`No hay una base de datos de Descanso en ${dataDir} (DATA_DIR); nada que respaldar.`);
    try {
      base = await createDb({ dataDir });
    } catch (error) {
      if (!(error instanceof CarpetaEnUso)) throw error;
      // The server holds the folder: it makes the backup through its own connection.
      const r = await pedirRespaldoAlServidor(dataDir, error.pid, carpeta);
      if (!r.ok) return salir(r.mensaje);
      process.stdout.write(`Respaldo creado por el servidor en marcha: ${r.archivo} (${tamano(r.bytes)})\n`);
      return;
    }
  }
  try {
    if ((await ultimaMigracion(base.db)) === undefined)
      return salir(
        'La base de datos no tiene el esquema de Descanso (nunca se inició el servidor con ella).',
      );
    const r = await crearRespaldo(base, carpeta);
    const filas = r.manifiesto.tablas.reduce((n, t) => n + t.filas, 0);
    process.stdout.write(
      `Respaldo creado: ${r.archivo} (${tamano(r.bytes)}, ${filas} filas, esquema ${r.manifiesto.esquema.etiqueta})\n`,
    );
  } finally {
    await base.cerrar();
  }
}

main().catch((error: unknown) => salir(`No se pudo crear el respaldo: ${causaRaiz(error)}`));

// The bulk import's rows of `npm run bench`, on a fresh database of each engine (demo company seeded): a 10,000-row
// .xlsx validated then processed, another processed without validating first, the same work at a tenth of the size
// (its ratio says whether the cost per row holds), and a CSV in which every row names the same existing manager.
// Standalone: `npm run build && node --import tsx bench/bulk-import.ts` (BENCH_DATABASE_URL for PostgreSQL).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ZColumnasImportacion,
  ZResultadoProcesamiento,
  ZResultadoValidacion,
} from '@app/contract/bulk-import';
import {
  aCsv,
  aXlsx,
  filasValidas,
  TIPOS,
  type FilaPrueba,
} from '../apps/api/src/modules/bulk-import/bulk-import.fixtures';
import { calcularCostos, calibrarCpu, tabla, type Fila } from './comparacion';
import { CONTRASENA_DEMO } from './escenarios';
import { detenerHijo, esperarServidor, iniciarSesion, log, memoriaActualMb, memoriaPicoMb } from './http';
import { argumentosServidor } from './servidor';

export const FILAS_BENCH = 10_000;

const puertoLibre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

async function subir(
  url: string,
  token: string,
  ruta: 'validate' | 'process',
  archivo: Buffer,
  tipo: string,
) {
  const datos = new FormData();
  datos.append('configuracion', JSON.stringify({ continuarConErrores: false }));
  const nombre = tipo === TIPOS.csv ? 'bench.csv' : 'bench.xlsx';
  datos.append('file', new Blob([new Uint8Array(archivo)], { type: tipo }), nombre);
  const inicio = performance.now();
  const r = await fetch(`${url}/api/bulkimport/${ruta}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: datos,
  });
  const cuerpo = await r.json();
  const ms = Math.round(performance.now() - inicio);
  if (!r.ok) throw new Error(`${ruta}: ${r.status} ${JSON.stringify(cuerpo).slice(0, 500)}`);
  return { ms, cuerpo };
}

async function procesar(url: string, token: string, archivo: Buffer, tipo: string, filas: number) {
  const p = await subir(url, token, 'process', archivo, tipo);
  const creados = ZResultadoProcesamiento.parse(p.cuerpo).estadisticas.usuariosCreados;
  if (creados !== filas) throw new Error(`Se crearon ${creados} de ${filas} usuarios`);
  return p.ms;
}

/** The DNI of the demo company's manager (jefe@descanso.pe), whom every row of the «same manager» file names. */
async function dniDelJefeDemo(url: string, token: string): Promise<string> {
  const r = await fetch(`${url}/api/usuarios-admin?BusquedaGeneral=jefe%40descanso.pe`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const dni = ((await r.json()) as { usuarios: { dni: string }[] }).usuarios[0]?.dni;
  if (!dni) throw new Error('No se encontró el DNI del jefe de la demo');
  return dni;
}

/** The import's rows on the server at `url`; the time rows carry the CPU calibration taken just before them. */
export async function medirImportacion(url: string, token: string, base: string): Promise<Fila[]> {
  const columnas = ZColumnasImportacion.parse(
    await (
      await fetch(`${url}/api/bulkimport/columns`, { headers: { authorization: `Bearer ${token}` } })
    ).json(),
  );
  const departamento = columnas.departamentos[0]?.codigo;
  if (!departamento) throw new Error('No hay departamentos activos para importar');
  // DNIs 10,000,000 + …: eight digits, away from the demo company's; each file its own block.
  let bloque = 0;
  const filas = (n: number) =>
    filasValidas(n, {
      inicio: 10_000_000 + bloque++ * FILAS_BENCH,
      departamento,
      roles: 'Empleado',
      dominio: `bench-${bloque}.pe`,
    });
  const dniJefe = await dniDelJefeDemo(url, token);
  const conMismoJefe = (f: FilaPrueba[]) => f.map((x) => ({ ...x, dniJefe }));
  const xlsx = await aXlsx(filas(FILAS_BENCH));
  const otro = await aXlsx(filas(FILAS_BENCH));
  const decimo = await aXlsx(filas(FILAS_BENCH / 10));
  const mismoJefe = aCsv(conMismoJefe(filas(FILAS_BENCH)));
  const mismoJefeDecimo = aCsv(conMismoJefe(filas(FILAS_BENCH / 10)));

  const tiempo = (escenario: string, ms: number, calibracionMs: number, nota?: string): Fila => {
    log(`  ${escenario}: ${ms} ms (calibración ${calibracionMs} ms)`);
    return {
      base,
      escenario,
      tipo: 'tiempo',
      rps: 0,
      p50: ms,
      p99: ms,
      errores: 0,
      secuenciales: 0,
      calibracionMs,
      ...(nota ? { nota } : {}),
    };
  };
  const escala = (escenario: string, grande: number, chico: number): Fila => ({
    base,
    escenario,
    tipo: 'cifra',
    rps: 0,
    p50: Math.round((grande / chico) * 10) / 10,
    p99: Math.round((grande / chico) * 10) / 10,
    errores: 0,
    secuenciales: 0,
    nota: '10 = el costo por fila no cambia con el tamaño',
  });

  let c = calibrarCpu();
  const v = await subir(url, token, 'validate', xlsx, TIPOS.xlsx);
  const validacion = ZResultadoValidacion.parse(v.cuerpo);
  if (!validacion.esValido)
    throw new Error(
      `La validación encontró errores: ${JSON.stringify(validacion.erroresValidacion.slice(0, 3))}`,
    );
  const resultado: Fila[] = [tiempo(`importación ${FILAS_BENCH} filas: validar (ms)`, v.ms, c)];
  c = calibrarCpu();
  const procesado = await procesar(url, token, xlsx, TIPOS.xlsx, FILAS_BENCH);
  resultado.push(tiempo(`importación ${FILAS_BENCH} filas: procesar tras validar (ms)`, procesado, c));
  c = calibrarCpu();
  const directo = await procesar(url, token, otro, TIPOS.xlsx, FILAS_BENCH);
  resultado.push(tiempo(`importación ${FILAS_BENCH} filas: procesar sin validar antes (ms)`, directo, c));
  c = calibrarCpu();
  const chico = await procesar(url, token, decimo, TIPOS.xlsx, FILAS_BENCH / 10);
  resultado.push(
    tiempo(`importación ${FILAS_BENCH / 10} filas: procesar sin validar antes (ms)`, chico, c),
    escala(`importación: procesar ${FILAS_BENCH} filas / ${FILAS_BENCH / 10}`, directo, chico),
  );
  c = calibrarCpu();
  const jefeGrande = await procesar(url, token, mismoJefe, TIPOS.csv, FILAS_BENCH);
  resultado.push(
    tiempo(
      `importación ${FILAS_BENCH} filas con el mismo jefe existente (CSV): procesar (ms)`,
      jefeGrande,
      c,
    ),
  );
  c = calibrarCpu();
  const jefeChico = await procesar(url, token, mismoJefeDecimo, TIPOS.csv, FILAS_BENCH / 10);
  resultado.push(
    tiempo(
      `importación ${FILAS_BENCH / 10} filas con el mismo jefe existente (CSV): procesar (ms)`,
      jefeChico,
      c,
    ),
    escala(
      `importación con el mismo jefe: procesar ${FILAS_BENCH} filas / ${FILAS_BENCH / 10}`,
      jefeGrande,
      jefeChico,
    ),
  );
  return resultado;
}

/**
 * The import on a server of its own: a fresh PGlite folder (default) or PostgreSQL database, whose first start
 * seeds the demo company; the server is started again so that the peak memory measured is the import's.
 */
export async function medirImportacionAislada(databaseUrl?: string): Promise<Fila[]> {
  const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const motor = databaseUrl ? 'postgres' : 'pglite';
  const puerto = await puertoLibre();
  const url = `http://127.0.0.1:${puerto}`;
  let env: Record<string, string>;
  let borrar: () => Promise<void>;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const nombre = `descanso_bench_import_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.query(`create database ${nombre}`);
    const u = new URL(databaseUrl);
    u.pathname = `/${nombre}`;
    env = { DATABASE_URL: u.toString(), DATA_DIR: '' };
    borrar = async () => {
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'descanso-bench-import-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    borrar = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const arrancar = () =>
    spawn(process.execPath, argumentosServidor(motor), {
      cwd: raiz,
      env: {
        ...process.env,
        ...env,
        PORT: String(puerto),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        LOGIN_MAX_POR_MINUTO: '1000',
        WEB_DIST: '/nonexistent',
        RESPALDO_CADA_HORAS: '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  let hijo = arrancar();
  try {
    await esperarServidor(url, hijo);
    await detenerHijo(hijo);
    hijo = arrancar();
    await esperarServidor(url, hijo);
    const token = await iniciarSesion(url, 'admin@descanso.pe', CONTRASENA_DEMO);
    const reposoMb = memoriaActualMb(hijo.pid!);
    const filas = await medirImportacion(url, token, motor);
    const picoMb = memoriaPicoMb(hijo.pid!);
    filas.push({
      base: motor,
      escenario: 'importación: memoria pico del servidor (MB)',
      tipo: 'cifra',
      rps: 0,
      p50: picoMb,
      p99: picoMb,
      errores: 0,
      secuenciales: 0,
      nota: `en reposo ${reposoMb} MB`,
    });
    return filas;
  } finally {
    await detenerHijo(hijo);
    await borrar();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  medirImportacionAislada(process.env.BENCH_DATABASE_URL)
    .then((filas) => {
      calcularCostos(filas, calibrarCpu());
      log(`\n${tabla(filas)}`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}

// npm run bench — what a new user gets (first start, /login's weight, the demo company's lists), then a large
// company (bench/generar-datos.ts) in the embedded database and, when BENCH_DATABASE_URL is set, in PostgreSQL:
// EXPLAIN of every list query (bench/explicar.ts), the production server under a fixed workload, the outbox
// worker's cost, and the bulk import on a fresh database. Not part of npm test.
//
// It compares instead of gating: every row gets a relative cost measured in this run (bench/comparacion.ts), checked
// against the committed baseline (bench/results/linea-base.json); a row more than 30 % worse is flagged. It ends
// with code 1 only for what does not depend on the machine's speed: errors and sequential scans in a paged list.
// BENCH_ACTUALIZAR_LINEA_BASE=1 writes this run's costs as the new baseline.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hoyEnZona } from '@app/contract/fechas';
import { medirImportacionAislada } from './bulk-import';
import { medirTrabajadorDeCorreo } from './ciclo-escritura';
import {
  calcularCostos,
  calibrarCpu,
  compararConLineaBase,
  escribirLineaBase,
  tabla,
  TOLERANCIA,
  type Fila,
} from './comparacion';
import { medirDemo } from './demo';
import { arrancarServidorBench, medirEmpresaGrande } from './empresa-grande';
import { EMAILS } from './escenarios';
import { revisarPlanes, type PlanesDeEscenario } from './explicar';
import { CONTRASENA_BENCH } from './generar-datos';
import { log } from './http';
import { prepararBase } from './preparar-base';

const PUERTO = Number(process.env.BENCH_PORT ?? 3400);
const CARPETA = path.join('bench', 'results');
const LINEA_BASE = path.join(CARPETA, 'linea-base.json');

async function motor(tipo: 'pglite' | 'postgres', filas: Fila[], planesPorBase: Record<string, unknown>) {
  log(`\n== ${tipo}: generando la empresa grande…`);
  const t0 = Date.now();
  const base = await prepararBase(tipo, hoyEnZona('America/Lima'), (m) => log(`  ${m}`));
  log(`  datos listos en ${((Date.now() - t0) / 1000).toFixed(0)} s; EXPLAIN de cada lista…`);
  let memoriaMb: number;
  try {
    const planes: PlanesDeEscenario[] = await revisarPlanes(
      tipo === 'postgres' ? { databaseUrl: base.env.DATABASE_URL } : { dataDir: base.env.DATA_DIR },
    );
    planesPorBase[tipo] = planes;
    for (const p of planes.filter((x) => x.secuenciales.length))
      log(`  ${p.escenario}: escaneo secuencial de ${p.secuenciales.join(', ')}`);
    log('  midiendo…');
    const grande = await medirEmpresaGrande(base, planes, PUERTO);
    filas.push(...grande.filas);
    memoriaMb = grande.memoriaMb;
    log('  crear solicitud con y sin el trabajador de la bandeja de salida…');
    filas.push(
      ...(await medirTrabajadorDeCorreo(
        tipo,
        `http://127.0.0.1:${PUERTO}`,
        (env) => arrancarServidorBench(base, PUERTO, env),
        () => base.limpiar(),
        { contrasena: CONTRASENA_BENCH, gerente: EMAILS.gerente },
      )),
    );
  } finally {
    await base.borrar();
  }
  filas.push({
    base: tipo,
    escenario: 'empresa grande: memoria pico del servidor (MB)',
    tipo: 'cifra',
    rps: 0,
    p50: memoriaMb,
    p99: memoriaMb,
    errores: 0,
    secuenciales: 0,
  });
  log('  importación masiva en una base nueva…');
  filas.push(
    ...(await medirImportacionAislada(tipo === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined)),
  );
}

async function main() {
  const bases: ('pglite' | 'postgres')[] = process.env.BENCH_SOLO_POSTGRES ? [] : ['pglite'];
  if (process.env.BENCH_DATABASE_URL) bases.push('postgres');
  else log('BENCH_DATABASE_URL no definida: solo se mide la base embebida.');
  // BENCH_SOLO_DEMO=1: only the first start, the web's weight and the demo lists (a couple of minutes).
  if (process.env.BENCH_SOLO_DEMO === '1') bases.length = 0;
  const calibracionInicial = calibrarCpu();
  log(`Calibración de CPU (trabajo fijo en este proceso): ${calibracionInicial} ms`);
  const filas: Fila[] = await medirDemo(PUERTO);
  const planes: Record<string, unknown> = {};
  for (const tipo of bases) await motor(tipo, filas, planes);
  const calibracionFinal = calibrarCpu();
  calcularCostos(filas, Math.round((calibracionInicial + calibracionFinal) / 2));
  const lineaBase = compararConLineaBase(filas, LINEA_BASE);

  log(`\n${tabla(filas)}\n`);
  log(
    `Costo relativo: en una fila de carga, req/s de su techo (account/me, mismo cliente y servidor) / req/s de la fila;` +
      ` en un tiempo, ms / ms de la calibración tomada justo antes; en una cifra, la cifra. Calibración: ${calibracionInicial} ms al empezar, ${calibracionFinal} ms al terminar.`,
  );
  if (lineaBase) log(`Línea base: ${LINEA_BASE} (${lineaBase.fecha}, ${lineaBase.nota}).`);
  else log(`Sin línea base (${LINEA_BASE}): nada que comparar.`);
  const regresiones = filas.filter((f) => f.regresion);
  log(
    regresiones.length
      ? `\n${regresiones.length} filas con un costo más de ${Math.round((TOLERANCIA - 1) * 100)} % sobre la línea base:\n${regresiones.map((f) => `  ${f.base} | ${f.escenario}: ${f.costo} (línea base ${f.costoBase})`).join('\n')}`
      : '\nNinguna fila empeoró más de 30 % respecto de la línea base.',
  );
  const fallas = filas.filter((f) => f.errores > 0 || f.secuenciales > 0);
  if (fallas.length)
    log(
      `\n${fallas.length} filas con errores o escaneos secuenciales: ${fallas.map((f) => `${f.base} ${f.escenario}`).join('; ')}`,
    );

  mkdirSync(CARPETA, { recursive: true });
  writeFileSync(
    path.join(CARPETA, 'latest.json'),
    JSON.stringify(
      { fecha: new Date().toISOString(), calibracionInicial, calibracionFinal, filas, planes },
      null,
      2,
    ),
  );
  log('Resultados en bench/results/latest.json');
  if (process.env.BENCH_ACTUALIZAR_LINEA_BASE === '1') {
    escribirLineaBase(
      filas,
      LINEA_BASE,
      process.env.BENCH_NOTA ?? `corrida de ${new Date().toISOString().slice(0, 10)}`,
    );
    log(`Línea base reemplazada: ${LINEA_BASE}`);
  }
  process.exitCode = fallas.length ? 1 : 0;
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});

// How `npm run bench` judges a figure without trusting the machine's speed of the hour (it swings 2–6× here):
// every row gets a relative cost measured in the same run — a load row against the authenticated ceiling
// (account/me, same client, same server), a time against a fixed CPU workload (or the same work at a tenth of the
// size) — and that cost is compared with the committed baseline (bench/results/linea-base.json).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** What a row measured. */
export type TipoFila =
  /** A load test: req/s, p50 and p99 under a fixed number of connections. */
  | 'carga'
  /** One duration in ms (an import, an export, a first start). */
  | 'tiempo'
  /** A size or count that does not depend on the machine's speed (MB, KB, files). */
  | 'cifra';

export interface Fila {
  base: string;
  escenario: string;
  tipo: TipoFila;
  rps: number;
  p50: number;
  p99: number;
  errores: number;
  /** Sequential scans of the requests or audit table found by EXPLAIN in this paged list's queries. */
  secuenciales: number;
  nota?: string;
  /** Load rows: the escenario of the same base whose req/s is this row's ceiling (default account/me). */
  techo?: string;
  /** Time rows: the CPU calibration measured right before this one (default: the run's). */
  calibracionMs?: number;
  /**
   * The relative cost (higher is worse): for a load row, the ceiling's req/s over this row's (how many account/me
   * one of these costs); for a time, its ms over the calibration's; for a figure, the figure itself.
   */
  costo?: number;
  /** What `costo` is relative to, as printed. */
  unidad?: string;
  /** The p99 over the ceiling's p99 (load rows only): printed, not compared (a few ms of p99 is mostly noise). */
  p99RelativoAlTecho?: number;
  /** The baseline's cost for this row, and whether this run's is more than 30 % worse. */
  costoBase?: number;
  regresion?: boolean;
}

/** A row's cost may grow this much over the baseline before it is flagged. */
export const TOLERANCIA = 1.3;

export const ESCENARIO_TECHO = 'account/me';

const redondear = (v: number) => (v >= 10 ? Math.round(v * 10) / 10 : Math.round(v * 1000) / 1000);

/**
 * A fixed CPU workload in this process, like a server's (hashing, JSON, compression), timed three times; the
 * median, in ms. Time rows are divided by it, so a machine twice as slow leaves their costs where they were.
 */
export function calibrarCpu(): number {
  const objeto = Array.from({ length: 2_000 }, (_, i) => ({
    id: i,
    nombre: `Persona ${i} Núñez`,
    fechas: ['2026-01-01', '2026-12-31'],
    dias: i % 30,
  }));
  const vuelta = () => {
    const t0 = performance.now();
    let texto = '';
    for (let i = 0; i < 20; i++) texto = JSON.stringify(JSON.parse(JSON.stringify(objeto)));
    for (let i = 0; i < 40; i++) gzipSync(texto, { level: 6 });
    for (let i = 0; i < 20_000; i++)
      createHash('sha256')
        .update(`${i}${texto.slice(0, 200)}`)
        .digest('hex');
    return performance.now() - t0;
  };
  const tiempos = [vuelta(), vuelta(), vuelta()].sort((a, b) => a - b);
  return Math.round(tiempos[1]!);
}

/** Fills `costo` (and `p99RelativoAlTecho`) of every row, from the ceiling of its base and the calibration. */
export function calcularCostos(filas: Fila[], calibracionMs: number): void {
  for (const f of filas) {
    if (f.tipo === 'carga') {
      const nombre = f.techo ?? ESCENARIO_TECHO;
      const techo = filas.find((t) => t.base === f.base && t.escenario === nombre);
      if (!techo || f.rps <= 0) continue;
      f.costo = redondear(techo.rps / f.rps);
      f.unidad = `× ${nombre}`;
      if (techo.p99 > 0) f.p99RelativoAlTecho = redondear(f.p99 / techo.p99);
    } else if (f.tipo === 'tiempo') {
      f.costo = redondear(f.p50 / (f.calibracionMs ?? calibracionMs));
      f.unidad = '× calibración';
    } else {
      f.costo = f.p50;
      f.unidad = 'valor';
    }
  }
}

const clave = (f: Pick<Fila, 'base' | 'escenario'>) => `${f.base} | ${f.escenario}`;

interface LineaBase {
  fecha: string;
  nota: string;
  costos: Record<string, number>;
}

/** Compares each row's cost with the baseline's; a row without one in the baseline is new and not judged. */
export function compararConLineaBase(filas: Fila[], archivo: string): LineaBase | undefined {
  if (!existsSync(archivo)) return undefined;
  const base = JSON.parse(readFileSync(archivo, 'utf8')) as LineaBase;
  for (const f of filas) {
    const anterior = base.costos[clave(f)];
    if (anterior === undefined || f.costo === undefined) continue;
    f.costoBase = anterior;
    // A figure of 0 in the baseline (files downloaded again) regresses as soon as it is above 0.
    f.regresion = anterior === 0 ? f.costo > 0 : f.costo > anterior * TOLERANCIA;
  }
  return base;
}

export function escribirLineaBase(filas: Fila[], archivo: string, nota: string): void {
  const costos = Object.fromEntries(
    filas.filter((f) => f.costo !== undefined).map((f) => [clave(f), f.costo!]),
  );
  writeFileSync(
    archivo,
    `${JSON.stringify({ fecha: new Date().toISOString(), nota, costos } satisfies LineaBase, null, 2)}\n`,
  );
}

/** The table the bench prints at the end (Markdown, as pasted in docs/rendimiento.md). */
export function tabla(filas: Fila[]): string {
  const cifra = (v: number | undefined) => (v === undefined ? '-' : String(v));
  const lineas = [
    '| base | escenario | req/s | p50 ms | p99 ms | errores | costo relativo | p99 / techo | línea base | resultado |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const f of filas) {
    const problemas = [
      f.errores ? `${f.errores} errores` : '',
      f.secuenciales ? `${f.secuenciales} seq scan` : '',
      f.regresion ? `REGRESIÓN > ${Math.round((TOLERANCIA - 1) * 100)} %` : '',
    ].filter(Boolean);
    lineas.push(
      `| ${f.base} | ${f.escenario} | ${f.rps || '-'} | ${f.p50} | ${f.p99} | ${f.errores} | ${cifra(f.costo)}${f.unidad && f.costo !== undefined ? ` ${f.unidad}` : ''} | ${cifra(f.p99RelativoAlTecho)} | ${cifra(f.costoBase)} | ${problemas.join(', ') || 'ok'}${f.nota ? ` (${f.nota})` : ''} |`,
    );
  }
  return lineas.join('\n');
}

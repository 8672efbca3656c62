// The large company's rows of `npm run bench` on one engine: the production server on the generated company, the
// Excel export, the first round of the periodic tasks, every list under load, the calendar without its cache and
// in Chromium, a storm of sign-ins, and the create→approve cycle.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { sumarDias } from '@app/contract/fechas';
import { PRIMERA_RONDA_MS } from '../apps/api/src/lib/tareas-periodicas';
import { cicloCrearAprobar, empleadosDesde, filasDelCiclo } from './ciclo-escritura';
import { calibrarCpu, type Fila } from './comparacion';
import { EMAILS, ESTADISTICAS_EMPRESA, escenariosDeLectura, trimestreActual, type Quien } from './escenarios';
import type { PlanesDeEscenario } from './explicar';
import { CONTRASENA_BENCH } from './generar-datos';
import {
  carga,
  CONEXIONES,
  cpuMs,
  DURACION_S,
  detenerHijo,
  esperarServidor,
  iniciarSesion,
  log,
  memoriaPicoMb,
  percentil,
  peticion,
  resumenAutocannon,
} from './http';
import type { BaseBench } from './preparar-base';
import { medirRenderCalendario } from './render-calendario';
import { argumentosServidor } from './servidor';

/** The production server on the bench company, as `npm run start:servidor` runs it on that engine. */
export function arrancarServidorBench(base: BaseBench, puerto: number, extra: Record<string, string> = {}) {
  return spawn(process.execPath, argumentosServidor(base.tipo), {
    env: {
      ...process.env,
      ...base.env,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_POR_MINUTO: '1000000',
      // An automatic backup in the middle of a measurement would skew it.
      RESPALDO_CADA_HORAS: '0',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** How long the bench waits for the server to be at rest after the first round (from ready). */
const ESPERA_MAXIMA_RONDA_MS = 300_000;

/**
 * The periodic tasks (radar, reminders, plan) run their first round a minute after the server starts. On the bench
 * company, which never had one, that round queues every notice at once: a catch-up done once in a company's life.
 * The lists are measured in the state a running company is in: after that round, once the server and PostgreSQL
 * have been idle for three seconds in a row. Returns ms from `listoEn`.
 */
async function esperarPrimeraRonda(pid: number, listoEn: number, databaseUrl: string | undefined) {
  const cliente = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await cliente?.connect();
  const consultasActivas = async () =>
    cliente
      ? (
          await cliente.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
          )
        ).rows[0]!.n
      : 0;
  try {
    const espera = listoEn + PRIMERA_RONDA_MS + 2_000 - Date.now();
    if (espera > 0) await new Promise((r) => setTimeout(r, espera));
    let quietos = 0;
    let antes = cpuMs(pid);
    while (quietos < 3 && Date.now() - listoEn < ESPERA_MAXIMA_RONDA_MS) {
      await new Promise((r) => setTimeout(r, 1_000));
      const ahora = cpuMs(pid);
      // Under 5 % of a core in that second, and no statement of the server running.
      quietos = ahora - antes < 50 && (await consultasActivas()) === 0 ? quietos + 1 : 0;
      antes = ahora;
    }
    return Date.now() - listoEn;
  } finally {
    await cliente?.end();
  }
}

/** Downloads the gerente's whole Gestión export, reading the body as it arrives; time to the last byte. */
async function medirExportacion(url: string, token: string, pid: number) {
  const t0 = performance.now();
  const r = await fetch(
    `${url}/api/solicitud-vacaciones/gestion-solicitudes/exportar?incluirSubordinadosNivelN=true`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  let bytes = 0;
  if (r.body) for await (const trozo of r.body) bytes += (trozo as Uint8Array).byteLength;
  return {
    ms: Math.round(performance.now() - t0),
    bytes,
    filas: Number(r.headers.get('x-total-filas') ?? 0),
    errores: r.ok && bytes > 0 ? 0 : 1,
    picoMb: memoriaPicoMb(pid),
  };
}

/** The same calendar read with a different quarter-long range each time (16 at once): no cached reply helps. */
async function calendarioSinCache(url: string, token: string) {
  const latencias: number[] = [];
  const { desde } = trimestreActual();
  const inicio = performance.now();
  for (let ronda = 0; ronda < 10; ronda++) {
    await Promise.all(
      Array.from({ length: CONEXIONES }, async (_, i) => {
        const d = sumarDias(desde, -(ronda * CONEXIONES + i + 1));
        const t0 = performance.now();
        const r = await fetch(
          `${url}/api/calendario/equipo?desde=${d}&hasta=${sumarDias(d, 91)}&nivel=todos`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        await r.arrayBuffer();
        latencias.push(r.ok ? performance.now() - t0 : Number.NaN);
      }),
    );
  }
  const ok = latencias.filter(Number.isFinite);
  return {
    rps: Math.round(latencias.length / ((performance.now() - inicio) / 1000)),
    p50: Math.round(percentil(ok, 50)),
    p99: Math.round(percentil(ok, 99)),
    errores: latencias.length - ok.length,
  };
}

/** Every row of the large company on `base`, with the server started on `puerto`. */
export async function medirEmpresaGrande(
  base: BaseBench,
  planes: PlanesDeEscenario[],
  puerto: number,
): Promise<{ filas: Fila[]; memoriaMb: number }> {
  const url = `http://127.0.0.1:${puerto}`;
  const hijo: ChildProcess = arrancarServidorBench(base, puerto);
  const filas: Fila[] = [];
  const fila = (escenario: string, m: Omit<Fila, 'base' | 'escenario' | 'secuenciales'>) => {
    const plan = planes.find((p) => p.escenario === escenario);
    filas.push({
      base: base.tipo,
      escenario,
      secuenciales: plan?.listaPaginada ? plan.secuenciales.length : 0,
      ...m,
    });
    log(`  ${escenario}: ${m.rps ? `${m.rps} req/s, ` : ''}p50 ${m.p50}, p99 ${m.p99}, errores ${m.errores}`);
  };
  try {
    await esperarServidor(url, hijo, 240_000);
    const listoEn = Date.now();
    const tokens = {} as Record<Quien, string>;
    for (const [quien, email] of Object.entries(EMAILS) as [Quien, string][])
      tokens[quien] = await iniciarSesion(url, email, CONTRASENA_BENCH);

    // First thing after the start, so the high-water mark read right after it is the export's own peak.
    const calibracionExport = calibrarCpu();
    const e = await medirExportacion(url, tokens.gerente, hijo.pid!);
    fila(`exportar Gestión del gerente a Excel (${e.filas} filas): descarga completa (ms)`, {
      tipo: 'tiempo',
      rps: 0,
      p50: e.ms,
      p99: e.ms,
      errores: e.errores,
      calibracionMs: calibracionExport,
      nota: `${(e.bytes / 1024 / 1024).toFixed(1)} MB, en flujo`,
    });
    fila('exportar Gestión a Excel: memoria pico del servidor (MB)', {
      tipo: 'cifra',
      rps: 0,
      p50: e.picoMb,
      p99: e.picoMb,
      errores: 0,
      nota: 'VmHWM tras la exportación',
    });

    log('  esperando la primera ronda de las tareas periódicas…');
    const calibracionRonda = calibrarCpu();
    const rondaMs = await esperarPrimeraRonda(hijo.pid!, listoEn, base.env.DATABASE_URL || undefined);
    const sinReposo = rondaMs >= ESPERA_MAXIMA_RONDA_MS;
    fila('primera ronda de tareas periódicas: reposo tras el arranque (ms)', {
      tipo: 'tiempo',
      rps: 0,
      p50: rondaMs,
      p99: rondaMs,
      errores: sinReposo ? 1 : 0,
      calibracionMs: calibracionRonda,
      nota: sinReposo
        ? 'sin reposo en 5 minutos: las listas se midieron con la ronda en curso'
        : 'empieza al minuto; su costo a las peticiones: npm run bench:tareas',
    });

    // Warm the caches and the JIT once per route, as a running server would be.
    const escenarios = escenariosDeLectura();
    for (const x of escenarios)
      await (await fetch(`${url}/api/${x.ruta}`, peticion(url, x.ruta, tokens[x.quien]))).arrayBuffer();
    for (const x of escenarios)
      fila(x.nombre, { tipo: 'carga', ...(await carga(peticion(url, x.ruta, tokens[x.quien]))) });

    const est = ESTADISTICAS_EMPRESA;
    await (await fetch(`${url}/api/${est.ruta}`, peticion(url, est.ruta, tokens[est.quien]))).arrayBuffer();
    fila(est.nombre, {
      tipo: 'carga',
      ...(await carga({ ...peticion(url, est.ruta, tokens[est.quien]), connections: est.conexiones })),
      nota: `concurrencia ${est.conexiones}`,
    });

    fila('calendario/equipo sin caché (rangos distintos, 16 a la vez)', {
      tipo: 'carga',
      ...(await calendarioSinCache(url, tokens.gerente)),
      nota: 'cada lectura con otro rango: ninguna la responde la caché por versión',
    });

    const calibracionRender = calibrarCpu();
    const render = await medirRenderCalendario(url);
    const orden = [...render.ms].sort((a, b) => a - b);
    fila(`calendario en Chromium (${render.personas} personas, un trimestre): a filas visibles (ms)`, {
      tipo: 'tiempo',
      rps: 0,
      p50: orden[Math.floor(orden.length / 2)]!,
      p99: orden.at(-1)!,
      errores: 0,
      calibracionMs: calibracionRender,
      nota: `${render.ms.join(', ')} ms; ${render.filasEnDom} filas en el DOM`,
    });

    // 50 people signing in for the whole window while others read (a Monday morning): bounded by argon2id. Each
    // connection is another employee: 50 at once of one account from one address would be refused as guessing.
    let conexion = 0;
    const [tormenta, meDurante] = await Promise.all([
      autocannon({
        url: `${url}/api/account/login`,
        method: 'POST',
        connections: 50,
        duration: DURACION_S,
        headers: { 'content-type': 'application/json' },
        setupClient: (c) =>
          c.setBody(
            JSON.stringify({ username: `empleado${4001 + conexion++}@bench.pe`, password: CONTRASENA_BENCH }),
          ),
      }),
      autocannon({ ...peticion(url, 'account/me', tokens.empleado), connections: 4, duration: DURACION_S }),
    ]);
    fila('account/login (50 clientes)', { tipo: 'carga', ...resumenAutocannon(tormenta), nota: 'argon2id' });
    fila('account/me durante el login (4 clientes)', { tipo: 'carga', ...resumenAutocannon(meDurante) });

    const ciclo = await cicloCrearAprobar(
      url,
      CONTRASENA_BENCH,
      EMAILS.gerente,
      empleadosDesde(1200, 256),
      empleadosDesde(1203, 32),
    );
    for (const f of filasDelCiclo(base.tipo, '', ciclo)) fila(f.escenario, f);
    return { filas, memoriaMb: memoriaPicoMb(hijo.pid!) };
  } finally {
    await detenerHijo(hijo);
  }
}

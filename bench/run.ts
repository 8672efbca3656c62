// npm run bench — loads a large company (bench/generar-datos.ts) into the embedded database and, when
// BENCH_DATABASE_URL is set, into PostgreSQL; starts the production server on it and measures a fixed
// workload with autocannon. Prints one table and writes bench/results/latest.json. Not part of npm test.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import { prepararBase, type BaseBench } from './preparar-base';
import { CONTRASENA_BENCH, EMAIL_ADMIN, EMAIL_GERENTE } from './generar-datos';

const PUERTO = Number(process.env.BENCH_PORT ?? 3400);
const URL_BASE = `http://127.0.0.1:${PUERTO}`;
const DURACION = Number(process.env.BENCH_DURACION ?? 10);
const CONEXIONES = 16;

interface Resultado {
  base: string;
  escenario: string;
  rps: number;
  p50: number;
  p99: number;
  errores: number;
  objetivoP99?: number;
  cumple: boolean;
  nota?: string;
}

const log = (m: string) => process.stdout.write(`${m}\n`);

async function esperarServidor(hijo: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (hijo.exitCode !== null) throw new Error('el servidor terminó al iniciar');
    try {
      if ((await fetch(`${URL_BASE}/api/health`)).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('el servidor no respondió');
}

const memoriaPico = (pid: number) => {
  const linea = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Math.round(Number(linea?.split(/\s+/)[1] ?? 0) / 1024);
};

async function login(email: string): Promise<string> {
  const r = await fetch(`${URL_BASE}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: CONTRASENA_BENCH }),
  });
  if (!r.ok) throw new Error(`login ${email}: ${r.status}`);
  return ((await r.json()) as { token: string }).token;
}

async function carga(opciones: autocannon.Options) {
  const r = await autocannon({ connections: CONEXIONES, duration: DURACION, ...opciones });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errores: r.errors + r.timeouts + r.non2xx,
  };
}

function percentil(valores: number[], p: number) {
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))] ?? 0;
}

/** Employees create a request and the top manager approves it: 16 workers, each over its own employees. */
async function cicloCrearAprobar(tokenGerente: string, empleados: string[]) {
  const tokens = await Promise.all(empleados.map(login));
  const hoy = hoyEnZona('America/Lima');
  const crear: number[] = [];
  const aprobar: number[] = [];
  let errores = 0;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: CONEXIONES }, async (_, w) => {
      const mios = tokens.filter((_, i) => i % CONEXIONES === w);
      for (let vuelta = 0; vuelta < 2; vuelta++) {
        for (const token of mios) {
          const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
          const h = (await (
            await fetch(`${URL_BASE}/api/historial-vacaciones`, { headers: auth })
          ).json()) as {
            historial: {
              periodo: number;
              diasLibres: number;
              diasBloque: number;
              bloquesPermitidos: number[];
            }[];
          };
          const periodo = elegirPeriodo(h.historial, 'libres', 1);
          if (!periodo) continue;
          const t0 = performance.now();
          const r = await fetch(`${URL_BASE}/api/solicitud-vacaciones/crear-solicitud-vacaciones`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              tipoVacaciones: 'libres',
              diasSolicitados: 1,
              fechaInicio: sumarDias(hoy, 200 + vuelta * 3),
              periodo: periodo.periodo,
            }),
          });
          crear.push(performance.now() - t0);
          if (!r.ok) {
            errores++;
            continue;
          }
          const { id } = (await r.json()) as { id: number };
          const t1 = performance.now();
          const a = await fetch(`${URL_BASE}/api/solicitud-vacaciones/${id}/aprobar`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${tokenGerente}`, 'content-type': 'application/json' },
            body: JSON.stringify({ accion: 'aprobar', comentarios: 'Aprobado en la prueba de carga' }),
          });
          aprobar.push(performance.now() - t1);
          if (!a.ok) errores++;
        }
      }
    }),
  );
  const segundos = (performance.now() - inicio) / 1000;
  return { crear, aprobar, errores, rps: Math.round((crear.length + aprobar.length) / segundos) };
}

async function medir(base: BaseBench): Promise<{ resultados: Resultado[]; memoriaMb: number }> {
  const hijo = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      ...base.env,
      PORT: String(PUERTO),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_POR_MINUTO: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const resultados: Resultado[] = [];
  const anotar = (
    escenario: string,
    m: { rps: number; p50: number; p99: number; errores: number },
    objetivoP99?: number,
    nota?: string,
  ) => {
    const cumple = m.errores === 0 && (objetivoP99 === undefined || m.p99 < objetivoP99);
    resultados.push({ base: base.tipo, escenario, ...m, objetivoP99, cumple, nota });
    log(
      `  ${escenario}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errores ${m.errores}${cumple ? '' : '  ← SOBRE EL OBJETIVO'}`,
    );
  };
  try {
    await esperarServidor(hijo);
    const gerente = await login(EMAIL_GERENTE);
    const admin = await login(EMAIL_ADMIN);
    const empleado = await login('empleado4000@bench.pe');
    const get = (ruta: string, token: string) => ({
      url: `${URL_BASE}/api/${ruta}`,
      headers: { authorization: `Bearer ${token}` },
    });
    // Warm the caches and the JIT once, as a running server would be.
    for (const r of [
      'historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true',
      'solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true',
    ]) {
      await fetch(`${URL_BASE}/api/${r}`, { headers: { authorization: `Bearer ${gerente}` } });
    }

    // Issue #4's figure: one request at a time, page 1 for the top manager with all levels, under 150 ms.
    for (const ruta of [
      'solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true',
      'historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true',
    ]) {
      const tiempos: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        const r = await fetch(`${URL_BASE}/api/${ruta}`, { headers: { authorization: `Bearer ${gerente}` } });
        await r.arrayBuffer();
        tiempos.push(performance.now() - t0);
      }
      const m = {
        rps: 0,
        p50: Math.round(percentil(tiempos, 50)),
        p99: Math.round(Math.max(...tiempos)),
        errores: 0,
      };
      anotar(`${ruta.split('?')[0]} p1, una petición a la vez (p99 = máximo de 20)`, m, 150);
    }

    anotar('account/me', await carga(get('account/me', empleado)), 100);
    anotar('historial-vacaciones', await carga(get('historial-vacaciones', empleado)), 100);
    anotar('mis-solicitudes', await carga(get('solicitud-vacaciones/mis-solicitudes', empleado)), 100);
    const gestion = 'solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true';
    anotar('gestion-solicitudes p1', await carga(get(gestion, gerente)), 100);
    anotar('gestion-solicitudes p50', await carga(get(`${gestion}&pageNumber=50`, gerente)), 100);
    for (const orden of [
      'id',
      'solicitante',
      'tipoVacaciones',
      'fechaInicio',
      'fechaFin',
      'diasSolicitados',
      'estado',
      'periodo',
      'manager',
      'aprobadoPor',
      'fechaGestion',
    ]) {
      anotar(
        `gestion-solicitudes p1 sortBy=${orden}`,
        await carga(get(`${gestion}&sortBy=${orden}&isDescending=false`, gerente)),
        100,
      );
    }
    anotar(
      'saldos-equipo',
      await carga(get('historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true', gerente)),
      100,
    );
    anotar(
      'usuarios-admin (filtrado y ordenado)',
      await carga(
        get('usuarios-admin?BusquedaGeneral=quispe&EstaActivo=true&SortBy=nombrecompleto&PageSize=25', admin),
      ),
      100,
    );
    anotar('auditoria', await carga(get('auditoria?tamanoPagina=25', admin)), 100);

    // 50 clients signing in for the whole window while others read: logins are bounded by argon2id.
    const [tormenta, meDurante] = await Promise.all([
      autocannon({
        url: `${URL_BASE}/api/account/login`,
        method: 'POST',
        connections: 50,
        duration: DURACION,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'empleado4001@bench.pe', password: CONTRASENA_BENCH }),
      }),
      autocannon({ ...get('account/me', empleado), connections: 4, duration: DURACION }),
    ]);
    anotar(
      'account/login (50 clientes)',
      {
        rps: Math.round(tormenta.requests.average),
        p50: tormenta.latency.p50,
        p99: tormenta.latency.p99,
        errores: tormenta.errors + tormenta.timeouts + tormenta.non2xx,
      },
      undefined,
      'acotado por argon2id',
    );
    anotar(
      'account/me durante el login',
      {
        rps: Math.round(meDurante.requests.average),
        p50: meDurante.latency.p50,
        p99: meDurante.latency.p99,
        errores: meDurante.errors + meDurante.timeouts + meDurante.non2xx,
      },
      100,
    );

    const hojas = Array.from({ length: 256 }, (_, i) => `empleado${1200 + i * 13}@bench.pe`);
    const ciclo = await cicloCrearAprobar(gerente, hojas);
    anotar(
      'crear solicitud',
      {
        rps: ciclo.rps,
        p50: Math.round(percentil(ciclo.crear, 50)),
        p99: Math.round(percentil(ciclo.crear, 99)),
        errores: ciclo.errores,
      },
      150,
    );
    anotar(
      'aprobar solicitud',
      {
        rps: ciclo.rps,
        p50: Math.round(percentil(ciclo.aprobar, 50)),
        p99: Math.round(percentil(ciclo.aprobar, 99)),
        errores: 0,
      },
      150,
    );
    return { resultados, memoriaMb: memoriaPico(hijo.pid!) };
  } finally {
    hijo.kill('SIGTERM');
    await new Promise((r) => hijo.once('exit', r));
  }
}

async function main() {
  const hoy = hoyEnZona('America/Lima');
  const bases: ('pglite' | 'postgres')[] = process.env.BENCH_SOLO_POSTGRES ? [] : ['pglite'];
  if (process.env.BENCH_DATABASE_URL) bases.push('postgres');
  else log('BENCH_DATABASE_URL no definida: solo se mide la base embebida.');
  const todos: Resultado[] = [];
  const memoria: Record<string, number> = {};
  for (const tipo of bases) {
    log(`\n== ${tipo}: generando la empresa grande…`);
    const t0 = Date.now();
    const base = await prepararBase(tipo, hoy, (m) => log(`  ${m}`));
    log(`  datos listos en ${((Date.now() - t0) / 1000).toFixed(0)} s; midiendo…`);
    try {
      const { resultados, memoriaMb } = await medir(base);
      todos.push(...resultados);
      memoria[tipo] = memoriaMb;
    } finally {
      await base.borrar();
    }
  }
  log('\n| base | escenario | req/s | p50 ms | p99 ms | errores | objetivo p99 | |');
  log('|---|---|---|---|---|---|---|---|');
  for (const r of todos) {
    log(
      `| ${r.base} | ${r.escenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errores} | ${r.objetivoP99 ? `< ${r.objetivoP99}` : '-'} | ${r.cumple ? 'ok' : 'SOBRE EL OBJETIVO'} |`,
    );
  }
  for (const [tipo, mb] of Object.entries(memoria)) log(`Memoria pico del servidor (${tipo}): ${mb} MB`);
  mkdirSync(path.join('bench', 'results'), { recursive: true });
  writeFileSync(
    path.join('bench', 'results', 'latest.json'),
    JSON.stringify({ fecha: new Date().toISOString(), resultados: todos, memoriaPicoMb: memoria }, null, 2),
  );
  log('Resultados en bench/results/latest.json');
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});

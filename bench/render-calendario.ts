// How long the team calendar of a ~500-person team over one quarter takes to draw in headless Chromium,
// from navigation until the grid's first rows are visible. Printed by `npm run bench`; not a timed assertion.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { CONTRASENA_BENCH } from './generar-datos';
import { trimestreActual } from './escenarios';

/** The second level of the bench hierarchy (users 5–13) manages about 550 people each at every level. */
const CANDIDATOS = Array.from({ length: 9 }, (_, i) => `empleado${5 + i}@bench.pe`);
const OBJETIVO_PERSONAS = 500;
const REPETICIONES = 3;

async function login(urlBase: string, email: string) {
  const r = await fetch(`${urlBase}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: CONTRASENA_BENCH }),
  });
  if (!r.ok) throw new Error(`login ${email}: ${r.status}`);
  return ((await r.json()) as { token: string }).token;
}

/** The candidate manager whose whole team is closest to 500 people, and its size. */
async function elegirJefe(urlBase: string) {
  const { desde, hasta } = trimestreActual();
  let mejor: { email: string; personas: number } | null = null;
  for (const email of CANDIDATOS) {
    const token = await login(urlBase, email);
    const r = await fetch(`${urlBase}/api/calendario/equipo?desde=${desde}&hasta=${hasta}&nivel=todos`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const personas = ((await r.json()) as { personas: unknown[] }).personas.length;
    if (!mejor || Math.abs(personas - OBJETIVO_PERSONAS) < Math.abs(mejor.personas - OBJETIVO_PERSONAS))
      mejor = { email, personas };
  }
  return mejor!;
}

export interface RenderCalendario {
  personas: number;
  /** Milliseconds from navigation to the first visible rows, per repetition. */
  ms: number[];
  /** Rows present in the DOM once drawn (virtualised: a screenful, not the whole team). */
  filasEnDom: number;
}

export async function medirRenderCalendario(urlBase: string): Promise<RenderCalendario> {
  const jefe = await elegirJefe(urlBase);
  const navegador = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const pagina = await navegador.newPage({ viewport: { width: 1366, height: 900 }, locale: 'es-PE' });
    await pagina.goto(`${urlBase}/login`);
    await pagina.getByLabel('Email').fill(jefe.email);
    await pagina.getByLabel('Contraseña').fill(CONTRASENA_BENCH);
    await pagina.getByRole('button', { name: 'Login' }).click();
    await pagina.waitForURL((u) => !u.pathname.startsWith('/login'));
    const ms: number[] = [];
    let filasEnDom = 0;
    for (let i = 0; i < REPETICIONES; i++) {
      const t0 = Date.now();
      await pagina.goto(`${urlBase}/reporte-equipo/programacion-vacaciones?vista=trimestre&nivel=todos`);
      await pagina.getByTestId('fila-calendario').first().waitFor({ state: 'visible' });
      ms.push(Date.now() - t0);
      filasEnDom = await pagina.getByTestId('fila-calendario').count();
    }
    return { personas: jefe.personas, ms, filasEnDom };
  } finally {
    await navegador.close();
  }
}

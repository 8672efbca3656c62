// EXPLAIN of every query the benchmark's lists really send, at the benchmark's scale: the real app is built in
// process on the large company, each read scenario is requested once, every SELECT it ran is captured with its
// parameters and EXPLAINed. A sequential scan of the requests or the audit table in a paged list is a failure.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { createDb } from '../apps/api/src/db/client';
import { crearReloj } from '../apps/api/src/lib/reloj';
import { CONTRASENA_BENCH } from './generar-datos';
import { EMAILS, escenariosDeLectura, type Quien } from './escenarios';

const TABLAS_GRANDES = new Set(['solicitudes_vacaciones', 'auditoria']);

export interface PlanesDeEscenario {
  escenario: string;
  listaPaginada: boolean;
  consultas: number;
  /** "tabla (consulta abreviada)" for each sequential scan of a large table. */
  secuenciales: string[];
}

interface NodoPlan {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: NodoPlan[];
}

function escaneosSecuenciales(nodo: NodoPlan, encontrados: string[] = []): string[] {
  if (nodo['Node Type'] === 'Seq Scan' && TABLAS_GRANDES.has(nodo['Relation Name'] ?? ''))
    encontrados.push(nodo['Relation Name']!);
  for (const hijo of nodo.Plans ?? []) escaneosSecuenciales(hijo, encontrados);
  return encontrados;
}

export async function revisarPlanes(conexion: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<PlanesDeEscenario[]> {
  let capturadas: { sql: string; parametros: unknown[] }[] | undefined;
  const base = await createDb({
    ...conexion,
    alConsultar: (sql, parametros) => capturadas?.push({ sql, parametros }),
  });
  const app = await buildApp({
    baseDeDatos: base,
    reloj: crearReloj({ zona: 'America/Lima' }),
    zonaNegocio: 'America/Lima',
    webDist: '/nonexistent',
    loginMaxPorMinuto: 1_000_000,
  });
  await app.ready();
  const cliente = (base.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const explicar = async (sql: string, parametros: unknown[]) => {
    const r = await (cliente as pg.Pool).query(`explain (format json) ${sql}`, parametros as unknown[]);
    const fila = r.rows[0] as { 'QUERY PLAN': { Plan: NodoPlan }[] | string };
    const plan = typeof fila['QUERY PLAN'] === 'string' ? JSON.parse(fila['QUERY PLAN']) : fila['QUERY PLAN'];
    return (plan as { Plan: NodoPlan }[])[0]!.Plan;
  };
  try {
    const tokens = {} as Record<Quien, string>;
    for (const [quien, email] of Object.entries(EMAILS) as [Quien, string][]) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { username: email, password: CONTRASENA_BENCH },
      });
      tokens[quien] = (r.json() as { token: string }).token;
    }
    const resultados: PlanesDeEscenario[] = [];
    for (const e of escenariosDeLectura()) {
      capturadas = [];
      const r = await app.inject({
        method: 'GET',
        url: `/api/${e.ruta}`,
        headers: { authorization: `Bearer ${tokens[e.quien]}` },
      });
      const consultas = capturadas;
      capturadas = undefined;
      if (r.statusCode !== 200) throw new Error(`${e.nombre}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      const secuenciales: string[] = [];
      for (const c of consultas) {
        if (!/^\s*(select|with)\b/i.test(c.sql)) continue;
        for (const tabla of escaneosSecuenciales(await explicar(c.sql, c.parametros)))
          secuenciales.push(`${tabla} (${c.sql.replace(/\s+/g, ' ').slice(0, 90)}…)`);
      }
      resultados.push({
        escenario: e.nombre,
        listaPaginada: e.listaPaginada,
        consultas: consultas.length,
        secuenciales,
      });
    }
    return resultados;
  } finally {
    await app.close();
    await base.cerrar();
  }
}

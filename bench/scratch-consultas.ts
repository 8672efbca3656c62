import { buildApp } from '../apps/api/src/app';
import { createDb } from '../apps/api/src/db/client';
import { crearReloj } from '../apps/api/src/lib/reloj';
let capturadas: string[] | null = null;
const base = await createDb({
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/descanso_cal',
  alConsultar: (sql) => capturadas?.push(sql),
});
const app = await buildApp({
  baseDeDatos: base,
  reloj: crearReloj({ zona: 'America/Lima' }),
  webDist: '/nonexistent',
} as never);
await app.ready();
const login = async (u: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: u, password: 'Bench#Descanso2026' },
    })
  ).json().token as string;
const tokens = { gerente: await login('gerente@bench.pe'), empleado: await login('empleado4000@bench.pe') };
const rutas: [keyof typeof tokens, string][] = [
  ['empleado', 'account/me'],
  ['empleado', 'historial-vacaciones'],
  ['empleado', 'solicitud-vacaciones/mis-solicitudes'],
  ['gerente', 'solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true&pageSize=10'],
  ['gerente', 'historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true'],
];
for (const [q, r] of rutas) {
  await app.inject({ url: `/api/${r}`, headers: { authorization: `Bearer ${tokens[q]}` } });
  capturadas = [];
  const t0 = performance.now();
  const res = await app.inject({ url: `/api/${r}`, headers: { authorization: `Bearer ${tokens[q]}` } });
  const ms = performance.now() - t0;
  console.log(
    `\n== ${r}: ${res.statusCode} ${ms.toFixed(1)} ms, ${capturadas.length} consultas, ${res.body.length} bytes`,
  );
  for (const s of capturadas) console.log('  -', s.replace(/\s+/g, ' ').slice(0, 160));
  capturadas = null;
}
await app.close();
await base.cerrar();

// The write rows of `npm run bench`: employees create a request and the top manager approves it, 16 workers at
// once, with the node:http client (bench/cliente-http.ts). The same client first reads account/me the same way:
// that is the ceiling the cycle's cost is measured against.
import type { ChildProcess } from 'node:child_process';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import { pedir } from './cliente-http';
import type { Fila } from './comparacion';
import { CONEXIONES, detenerHijo, esperarServidor, iniciarSesion, percentil } from './http';

export interface Ciclo {
  crear: number[];
  aprobar: number[];
  errores: number;
  /** Requests (create + approve) per second over the whole round. */
  rps: number;
}

/**
 * `cantidad` bench employees from `primero`, every 13th: lists that start at different remainders share nobody (the
 * measured cycles, and their warm-ups of 32, two per worker).
 */
export const empleadosDesde = (primero: number, cantidad: number) =>
  Array.from({ length: cantidad }, (_, i) => `empleado${primero + i * 13}@bench.pe`);

/** account/me read by the cycle's client and workers, `porTrabajador` times each: its req/s, p50 and p99. */
async function techoDelCliente(url: string, token: string, porTrabajador: number) {
  const latencias: number[] = [];
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: CONEXIONES }, async () => {
      for (let i = 0; i < porTrabajador; i++) {
        const t0 = performance.now();
        await pedir(`${url}/api/account/me`, { headers: { authorization: `Bearer ${token}` } });
        latencias.push(performance.now() - t0);
      }
    }),
  );
  const rps = Math.round(latencias.length / ((performance.now() - inicio) / 1000));
  return { rps, p50: Math.round(percentil(latencias, 50)), p99: Math.round(percentil(latencias, 99)) };
}

async function rondas(url: string, tokenGerente: string, tokens: string[], vueltas: number, dias: number) {
  const hoy = hoyEnZona('America/Lima');
  const ciclo: Ciclo = { crear: [], aprobar: [], errores: 0, rps: 0 };
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: CONEXIONES }, async (_, w) => {
      const mios = tokens.filter((_, i) => i % CONEXIONES === w);
      for (let vuelta = 0; vuelta < vueltas; vuelta++) {
        for (const token of mios) {
          const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
          const h = (await pedir(`${url}/api/historial-vacaciones`, { headers: auth })).json() as {
            historial: Parameters<typeof elegirPeriodo>[0];
          };
          const periodo = elegirPeriodo(h.historial, 'libres', 1);
          if (!periodo) continue;
          const t0 = performance.now();
          const r = await pedir(`${url}/api/solicitud-vacaciones/crear-solicitud-vacaciones`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              tipoVacaciones: 'libres',
              diasSolicitados: 1,
              fechaInicio: sumarDias(hoy, dias + vuelta * 3),
              periodo: periodo.periodo,
            }),
          });
          ciclo.crear.push(performance.now() - t0);
          if (!r.ok) {
            ciclo.errores++;
            continue;
          }
          const { id } = r.json() as { id: number };
          const t1 = performance.now();
          const a = await pedir(`${url}/api/solicitud-vacaciones/${id}/aprobar`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${tokenGerente}`, 'content-type': 'application/json' },
            body: JSON.stringify({ accion: 'aprobar', comentarios: 'Aprobado en la prueba de carga' }),
          });
          ciclo.aprobar.push(performance.now() - t1);
          if (!a.ok) ciclo.errores++;
        }
      }
    }),
  );
  ciclo.rps = Math.round((ciclo.crear.length + ciclo.aprobar.length) / ((performance.now() - inicio) / 1000));
  return ciclo;
}

/**
 * The measured cycle, after a round over `calentar` (other employees, one request each) that is not measured: the
 * server's first writes prepare their statements on each pooled connection and compile the write path, a cost paid
 * once per process. Its figures are returned as `frio`.
 */
export async function cicloCrearAprobar(
  url: string,
  contrasena: string,
  emailGerente: string,
  empleados: string[],
  calentar: string[],
) {
  const tokenGerente = await iniciarSesion(url, emailGerente, contrasena);
  const tokens = await Promise.all(empleados.map((e) => iniciarSesion(url, e, contrasena)));
  const tokensCalentar = await Promise.all(calentar.map((e) => iniciarSesion(url, e, contrasena)));
  const techo = await techoDelCliente(url, tokens[0]!, 64);
  const frio = await rondas(url, tokenGerente, tokensCalentar, 1, 190);
  const medido = await rondas(url, tokenGerente, tokens, 2, 200);
  return { ...medido, frio, techo };
}

/** The cycle's rows, each with the ceiling of the same client as its own account/me row. */
export function filasDelCiclo(
  base: string,
  prefijo: string,
  c: Awaited<ReturnType<typeof cicloCrearAprobar>>,
): Fila[] {
  const fila = (escenario: string, rps: number, valores: number[], errores: number, nota?: string): Fila => ({
    base,
    escenario: `${prefijo}${escenario}`,
    tipo: 'carga',
    rps,
    p50: Math.round(percentil(valores, 50)),
    p99: Math.round(percentil(valores, 99)),
    errores,
    secuenciales: 0,
    techo: `${prefijo}account/me (cliente del ciclo)`,
    ...(nota ? { nota } : {}),
  });
  return [
    {
      base,
      escenario: `${prefijo}account/me (cliente del ciclo)`,
      tipo: 'carga',
      ...c.techo,
      errores: 0,
      secuenciales: 0,
      nota: 'techo de las filas del ciclo: mismo cliente node:http, 16 trabajadores',
    },
    fila('crear solicitud', c.rps, c.crear, c.errores, 'req/s = crear + aprobar del ciclo'),
    fila('aprobar solicitud', c.rps, c.aprobar, 0),
    fila(
      'crear solicitud, primeras 32 tras arrancar',
      c.frio.rps,
      c.frio.crear,
      c.frio.errores,
      'calentamiento, no entra en las de arriba',
    ),
    fila('aprobar solicitud, primeras 32 tras arrancar', c.frio.rps, c.frio.aprobar, 0),
  ];
}

/**
 * The outbox worker's cost: the same cycle, on other employees, against a server whose worker sends every e-mail
 * to a real SMTP server in this process, and against one without a worker (CORREO_INTERVALO_MS=0). The worker runs
 * after the commit, off the request's path: the row «con trabajador» should cost what «sin trabajador» costs.
 */
export async function medirTrabajadorDeCorreo(
  base: string,
  url: string,
  arrancar: (env: Record<string, string>) => ChildProcess,
  limpiar: () => Promise<void>,
  credenciales: { contrasena: string; gerente: string },
): Promise<Fila[]> {
  const { SMTPServer } = await import('smtp-server');
  let recibidos = 0;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Its default reverse DNS lookup of 127.0.0.1 would query the machine's name server: loopback only.
    disableReverseLookup: true,
    onData(stream, _s, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        recibidos++;
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const puertoSmtp = (smtp.server.address() as { port: number }).port;
  const ciclo = async (env: Record<string, string>, primero: number, prefijo: string) => {
    // Both runs start from tables alike: the second used to inherit the first one's dead rows.
    await limpiar();
    const hijo = arrancar(env);
    try {
      await esperarServidor(url, hijo);
      const c = await cicloCrearAprobar(
        url,
        credenciales.contrasena,
        credenciales.gerente,
        empleadosDesde(primero, 256),
        empleadosDesde(primero + 3, 32),
      );
      return filasDelCiclo(base, prefijo, c).slice(0, 2);
    } finally {
      await detenerHijo(hijo);
    }
  };
  try {
    const sin = await ciclo({ CORREO_INTERVALO_MS: '0' }, 1201, 'sin trabajador de correo: ');
    const con = await ciclo(
      { SMTP_URL: `smtp://127.0.0.1:${puertoSmtp}`, CORREO_INTERVALO_MS: '1000' },
      1202,
      'con trabajador de correo: ',
    );
    con[1]!.nota = `SMTP local, ${recibidos} correos entregados`;
    return [...sin, ...con];
  } finally {
    await new Promise<void>((r) => smtp.close(() => r()));
  }
}

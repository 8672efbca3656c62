import path from 'node:path';
import { leerEnv, ConfiguracionInvalida, type Env } from './config/env';
import { CarpetaEnUso, createDb, type BaseDeDatos } from './db/client';
import { CarpetaInvalida, crearCarpeta } from './lib/carpetas';
import { errorDelMotor } from './db/errores-db';
import { MigracionFallida } from './db/migraciones';
import { asegurarCatalogo, crearPrimerAdministrador } from './db/semilla-base';
import { cargarEmpresaDemo, hayDatosDemo } from './db/semilla-demo';
import { crearReloj, type Reloj } from './lib/reloj';
import { prepararConfiguracionInicial } from './modules/configuracion-inicial/configuracion-inicial.service';
import { aniosAPrecargar, precargarFeriadosNacionales } from './modules/feriados/feriados.service';
import { atenderPedidos, SENAL_RESPALDO } from './modules/respaldos/respaldo.pedidos';
import { buildApp, type App, type OpcionesApp } from './app';

const salir = (mensaje: string): never => {
  process.stderr.write(`${mensaje}\n`);
  process.exit(1);
};

/** The driver's own words, on one line: drizzle wraps them in a "Failed query: …" error whose cause they are. */
function causaRaiz(error: unknown): { mensaje: string; codigo?: string } {
  let actual = error;
  while (actual instanceof Error && actual.cause instanceof Error) actual = actual.cause;
  const mensaje = actual instanceof Error ? actual.message || actual.name : String(actual);
  const codigo = errorDelMotor(error)?.code;
  return { mensaje: mensaje.replace(/\s+/g, ' ').trim(), ...(codigo ? { codigo } : {}) };
}

// Wrong database name, user or password: waiting will not fix them.
const SIN_REMEDIO = new Set(['3D000', '28000', '28P01']);

/** PostgreSQL may still be starting: retry DB_REINTENTOS times, then give up with a clear message. */
async function conectar(env: Env): Promise<BaseDeDatos> {
  const intentos = env.DATABASE_URL ? env.DB_REINTENTOS : 1;
  for (let i = 1; ; i++) {
    let base: BaseDeDatos;
    try {
      base = await createDb({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.DATA_DIR,
        // Nothing can be served once the embedded database's thread is gone: exit, so a supervisor restarts us.
        alDetenerse: (error) => salir(`La base de datos embebida se detuvo: ${error.message}`),
      });
    } catch (error) {
      // Another server already runs on this DATA_DIR: one line naming the folder and its PID.
      if (error instanceof CarpetaEnUso || error instanceof CarpetaInvalida) return salir(error.message);
      throw error;
    }
    try {
      await base.migrar();
      return base;
    } catch (error) {
      await base.cerrar().catch(() => {});
      // The batch was rolled back (ADR 044): one line naming the migration, and no retry (it would fail again).
      if (error instanceof MigracionFallida) return salir(error.message);
      const { mensaje: detalle, codigo } = causaRaiz(error);
      if (i >= intentos || SIN_REMEDIO.has(codigo ?? '')) {
        return salir(
          env.DATABASE_URL
            ? `No se pudo conectar a PostgreSQL tras ${i} ${i === 1 ? 'intento' : 'intentos'} (${detalle}). Revise DATABASE_URL.`
            : `No se pudo abrir la base de datos embebida en ${env.DATA_DIR} (${detalle}).`,
        );
      }
      process.stderr.write(
        `Base de datos no disponible (intento ${i} de ${intentos}: ${detalle}); reintentando…\n`,
      );
      await new Promise((r) => setTimeout(r, 1000 * Math.min(i, 3)));
    }
  }
}

/**
 * Prints the one-time setup link once, as Grafana and Jenkins do: on stderr, the console's channel, never in the
 * JSON log on stdout (log collectors keep that; ADR 029). The log only says that a link was printed.
 */
function avisarConfiguracionInicial(
  app: { log: { warn(msg: string): void } },
  host: string,
  puerto: number,
  token: string,
) {
  const todas = host === '0.0.0.0' || host === '::';
  const servidor = todas ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const enlace = `http://${servidor}:${puerto}/configuracion-inicial?token=${token}`;
  process.stderr.write(
    [
      '',
      'Configuración inicial pendiente: abra este enlace para registrar la empresa y su primer administrador.',
      `  ${enlace}`,
      `Es de un solo uso y cada reinicio sin administrador lo reemplaza.${todas ? ' Desde otro equipo, cambie localhost por la dirección de este servidor.' : ''}`,
      '',
    ].join('\n'),
  );
  app.log.warn(
    'Configuración inicial pendiente: se imprimió el enlace de un solo uso en la consola (stderr), no en este log',
  );
}

/**
 * Under the start-up lock (two processes starting on an empty database must not both seed it): the catalogue, then
 * the demo company, a first administrator or a one-time setup link, and the national holidays. Returns the
 * setup link's token when one was made.
 */
async function prepararBase(base: BaseDeDatos, env: Env, reloj: Reloj) {
  let tokenInicial: string | undefined;
  await base.enExclusiva(async () => {
    const vacia = await base.estaVacia();
    await asegurarCatalogo(base.db, env.COMPANY_NAME);
    const sembrarDemo = env.SEED_DEMO ?? base.tipo === 'pglite';
    if (vacia && sembrarDemo) {
      await cargarEmpresaDemo(base.db, { hoy: reloj.hoy(), nombreEmpresa: env.COMPANY_NAME });
    } else if (vacia && env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await crearPrimerAdministrador(base.db, {
        email: env.ADMIN_EMAIL,
        contrasena: env.ADMIN_PASSWORD,
        hoy: reloj.hoy(),
      });
    } else if (vacia) {
      // No demo, no ADMIN_EMAIL and still nobody to sign in (now or after an earlier such start): a fresh
      // one-time setup link, which replaces any link printed before (ADR 029).
      tokenInicial = await prepararConfiguracionInicial(base.db, reloj.ahora());
    }
    // Peru's national holidays of the business year and the two after it, each year once ever.
    await precargarFeriadosNacionales(base.db, aniosAPrecargar(reloj.hoy()));
  });
  return tokenInicial;
}

/** What the server passes to the app from the environment. */
function opcionesDeApp(env: Env, base: BaseDeDatos, reloj: Reloj, cadaHoras: number): OpcionesApp {
  return {
    baseDeDatos: base,
    reloj,
    zonaNegocio: env.TZ_NEGOCIO,
    logger: { level: env.LOG_LEVEL },
    loginMaxPorMinuto: env.LOGIN_MAX_POR_MINUTO,
    trustProxy: env.TRUST_PROXY,
    metricasPermitidas: env.METRICS_PERMITIDOS,
    sesionInactividadMin: env.SESION_INACTIVIDAD_MIN,
    sesionMaximaHoras: env.SESION_MAXIMA_HORAS,
    contrasenaTemporalHoras: env.CONTRASENA_TEMPORAL_HORAS,
    webDist: env.WEB_DIST,
    intervaloVencimientoMs: 60 * 60 * 1000,
    intervaloRadarMs: 60 * 60 * 1000,
    intervaloAprobacionesMs: 60 * 60 * 1000,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    correo: {
      smtpUrl: env.SMTP_URL,
      remitente: env.SMTP_REMITENTE,
      reclamoSegundos: env.CORREO_RECLAMO_SEGUNDOS,
    },
    intervaloCorreosMs: env.CORREO_INTERVALO_MS || undefined,
    respaldos: { carpeta: path.resolve(env.RESPALDO_DIR), cadaHoras, conservar: env.RESPALDO_CONSERVAR },
    // The schedule looks every 10 minutes whether the last backup (any process's) is older than the interval.
    intervaloRespaldosMs: cadaHoras > 0 ? 10 * 60 * 1000 : undefined,
  };
}

/** Graceful stop on SIGTERM/SIGINT or when the launcher goes away, and `npm run respaldo` on the embedded database. */
function atenderSenales(app: App, base: BaseDeDatos, env: Env) {
  let cerrando = false;
  const cerrar = async (senal: string) => {
    if (cerrando) return;
    cerrando = true;
    app.log.info({ senal }, 'cerrando: se terminan las peticiones en curso');
    // app.close() stops accepting connections and waits for in-flight requests before closing.
    await app.close();
    await base.cerrar();
    process.exit(0);
  };
  // `npm run respaldo` on the embedded database: only this process may open DATA_DIR, so it asks (ADR 043).
  if (base.tipo === 'pglite') {
    const dataDir = path.resolve(env.DATA_DIR);
    process.on(SENAL_RESPALDO, () => {
      atenderPedidos(dataDir, app.respaldos.respaldarPorComando, app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'no se pudieron atender los pedidos de respaldo'),
      );
    });
  }
  process.on('SIGTERM', () => void cerrar('SIGTERM'));
  process.on('SIGINT', () => void cerrar('SIGINT'));
  // Started by iniciar.js on PostgreSQL (ADR 057): once that process is gone, even killed with SIGKILL, a supervisor
  // would start another one, so this one stops and frees the port. The channel alone does not keep it running.
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => void cerrar('fin del lanzador'));
  }
}

async function main() {
  let env: Env;
  try {
    env = leerEnv();
  } catch (error) {
    if (error instanceof ConfiguracionInvalida) return salir(error.message);
    throw error;
  }
  const reloj = crearReloj({ zona: env.TZ_NEGOCIO, hoyFijo: env.APP_TODAY });
  const base = await conectar(env);
  const tokenInicial = await prepararBase(base, env, reloj);

  const cadaHoras = env.RESPALDO_CADA_HORAS ?? (base.tipo === 'pglite' ? 24 : 0);
  // Automatic backups into a folder that cannot exist would fail every day unseen: refuse to start instead.
  if (cadaHoras > 0) {
    try {
      crearCarpeta(env.RESPALDO_DIR);
    } catch (error) {
      await base.cerrar().catch(() => {});
      if (error instanceof CarpetaInvalida)
        return salir(
          `${error.message}. Revise RESPALDO_DIR o desactive los respaldos con RESPALDO_CADA_HORAS=0.`,
        );
      throw error;
    }
  }
  const app = await buildApp(opcionesDeApp(env, base, reloj, cadaHoras));

  atenderSenales(app, base, env);

  // The demo's accounts share a published password: unless HOST says otherwise, only this machine may reach them.
  const demo = await hayDatosDemo(base.db);
  const host = env.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0');
  try {
    await app.listen({ port: env.PORT, host });
  } catch (error) {
    await base.cerrar().catch(() => {});
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      return salir(
        `El puerto ${env.PORT} ya está en uso. Detenga el otro proceso o defina PORT con otro valor.`,
      );
    }
    throw error;
  }
  app.log.info(`Descanso escuchando en http://localhost:${env.PORT} (${base.tipo})`);
  app.log.info(
    cadaHoras > 0
      ? `Respaldos automáticos cada ${cadaHoras} h en ${path.resolve(env.RESPALDO_DIR)}; se conservan ${env.RESPALDO_CONSERVAR}`
      : 'Sin respaldos automáticos (RESPALDO_CADA_HORAS=0): use npm run respaldo',
  );
  if (!env.SMTP_URL) {
    app.log.warn(
      'Sin servidor de correo (SMTP_URL): los correos esperan en la bandeja de salida hasta configurarlo',
    );
  }
  if (tokenInicial) avisarConfiguracionInicial(app, host, env.PORT, tokenInicial);
  if (demo) {
    app.log.warn(
      `Datos de demostración cargados (cuentas con contraseña publicada): no usar en producción; se escucha en ${host}. Para una empresa real, inicie con una DATA_DIR vacía y SEED_DEMO=false ADMIN_EMAIL=… ADMIN_PASSWORD=… (ver docs/operacion.md).`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Error al iniciar Descanso: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

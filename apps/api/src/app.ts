import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, {
  type FastifyContextConfig,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compresion from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES } from '@app/contract/errores';
import type { BaseDeDatos } from './db/client';
import type { Reloj } from './lib/reloj';
import { responderError } from './lib/app-error';
import { confianzaEnProxy, type ConfianzaProxy } from './lib/confianza-proxy';
import { CARPETA_WEB_DIST } from './lib/rutas-paquete';
import { programarTarea } from './lib/tareas-periodicas';
import {
  crearRespaldosService,
  type OpcionesRespaldos,
  type RespaldosService,
} from './modules/respaldos/respaldos.service';
import { respaldosRoutes } from './modules/respaldos/respaldos.routes';
import manejoDeErrores, { erroresDelEnrutador } from './plugins/error-handler';
import autenticacion from './plugins/autenticacion';
import auditoriaDeAccesos from './plugins/auditoria-accesos';
import cabecerasDeSeguridad from './plugins/cabeceras-seguridad';
import documentacion from './plugins/swagger';
import { crearAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { saludRoutes } from './modules/salud/salud.routes';
import { crearEmpresaService } from './modules/empresa/empresa.service';
import { empresaRoutes } from './modules/empresa/empresa.routes';
import { crearSaldosService } from './modules/saldos/saldos.service';
import { saldosRoutes } from './modules/saldos/saldos.routes';
import { crearRiesgoService } from './modules/riesgo/riesgo.service';
import { riesgoRoutes } from './modules/riesgo/riesgo.routes';
import { crearCoberturaService } from './modules/cobertura/cobertura.service';
import { coberturaRoutes } from './modules/cobertura/cobertura.routes';
import { crearSolicitudesService } from './modules/solicitudes/solicitudes.service';
import { solicitudesRoutes } from './modules/solicitudes/solicitudes.routes';
import { crearUsuariosAdminService } from './modules/usuarios-admin/usuarios.service';
import { usuariosAdminRoutes } from './modules/usuarios-admin/usuarios.routes';
import { crearAuditoriaService } from './modules/auditoria/auditoria.service';
import { auditoriaRoutes } from './modules/auditoria/auditoria.routes';
import { crearExportacionAuditoriaService } from './modules/auditoria/exportacion-auditoria.service';
import { crearRolesService } from './modules/roles/roles.service';
import { rolesRoutes } from './modules/roles/roles.routes';
import { crearPermisosService } from './modules/permisos/permisos.service';
import { permisosRoutes } from './modules/permisos/permisos.routes';
import { crearBulkImportService } from './modules/bulk-import/bulk-import.service';
import { bulkImportRoutes } from './modules/bulk-import/bulk-import.routes';
import { crearConfiguracionService } from './modules/configuracion/configuracion.service';
import { configuracionRoutes } from './modules/configuracion/configuracion.routes';
import { crearConfiguracionInicialService } from './modules/configuracion-inicial/configuracion-inicial.service';
import { configuracionInicialRoutes } from './modules/configuracion-inicial/configuracion-inicial.routes';
import { crearFeriadosService } from './modules/feriados/feriados.service';
import { feriadosRoutes } from './modules/feriados/feriados.routes';
import { crearDepartamentosService } from './modules/departamentos/departamentos.service';
import { departamentosRoutes } from './modules/departamentos/departamentos.routes';
import { crearRecordVacacionalService } from './modules/record-vacacional/record-vacacional.service';
import { recordVacacionalRoutes } from './modules/record-vacacional/record-vacacional.routes';
import { crearNotificador } from './modules/notificaciones/notificador.service';
import { crearAvisosService } from './modules/notificaciones/avisos.service';
import { avisosRoutes } from './modules/notificaciones/avisos.routes';
import { crearDelegacionesService } from './modules/delegaciones/delegaciones.service';
import { delegacionesRoutes } from './modules/delegaciones/delegaciones.routes';
import { crearProgramacionService } from './modules/programacion/programacion.service';
import { programacionRoutes } from './modules/programacion/programacion.routes';
import { crearEstadisticasService } from './modules/estadisticas/estadisticas.service';
import { estadisticasRoutes } from './modules/estadisticas/estadisticas.routes';
import { crearCorreosService, type OpcionesCorreo } from './modules/notificaciones/correos.service';
import { correosRoutes } from './modules/notificaciones/correos.routes';
import { crearCalendariosIcalService } from './modules/calendarios-ical/calendarios-ical.service';
import { calendariosIcalRoutes } from './modules/calendarios-ical/calendarios-ical.routes';
import { crearKardexService } from './modules/kardex/kardex.service';
import { kardexRoutes } from './modules/kardex/kardex.routes';
import { crearDocumentosService } from './modules/documentos/documentos.service';
import { documentosRoutes } from './modules/documentos/documentos.routes';
import { crearCalendarioService } from './modules/calendario/calendario.service';
import { crearListaPermitida, crearMetricasService } from './modules/metricas/metricas.service';
import { metricasRoutes } from './modules/metricas/metricas.routes';
import { calendarioRoutes } from './modules/calendario/calendario.routes';

export interface OpcionesApp {
  baseDeDatos: BaseDeDatos;
  reloj: Reloj;
  /** TZ_NEGOCIO: the business time zone while the company has not chosen one (default America/Lima). */
  zonaNegocio?: string;
  logger?: FastifyServerOptions['logger'];
  loginMaxPorMinuto?: number;
  /** Which proxies may set X-Forwarded-For/-Proto (TRUST_PROXY): false (none), a hop count or addresses/CIDRs. */
  trustProxy?: ConfianzaProxy | undefined;
  /** Idle timeout in minutes and absolute lifetime in hours of a session (SESION_INACTIVIDAD_MIN/_MAXIMA_HORAS). */
  sesionInactividadMin?: number;
  sesionMaximaHoras?: number;
  /** Hours a temporary password stays valid (CONTRASENA_TEMPORAL_HORAS, default 72). */
  contrasenaTemporalHoras?: number;
  /** Folder with the built web app; served at / when it exists. */
  webDist?: string | undefined;
  /**
   * How often undecided requests past their start are stored as cancelled besides every read and write
   * that touches them; unset = no timer (tests drive it through the requests themselves).
   */
  intervaloVencimientoMs?: number | undefined;
  /** How often the risk radar runs (ADR 032); unset = no timer (tests call ejecutarRadar directly). */
  intervaloRadarMs?: number | undefined;
  /**
   * How often pending requests are checked for the approver's reminder and the escalation (ADR 033);
   * unset = no timer (tests call the service with the date pinned).
   */
  intervaloAprobacionesMs?: number | undefined;
  /** APP_URL: the address people open, for the links in e-mails (default http://localhost:<PORT>). */
  appUrl?: string;
  /** SMTP_URL, SMTP_REMITENTE and the claim lease of the outbox (ADR 030); unset: no SMTP server. */
  correo?: OpcionesCorreo;
  /**
   * How often each process's outbox worker runs besides being woken after each commit that queued e-mail; unset =
   * no timer (tests run the worker's rounds themselves).
   */
  intervaloCorreosMs?: number | undefined;
  /** METRICS_PERMITIDOS: who may read /metrics (addresses and CIDR ranges); default loopback (ADR 045). */
  metricasPermitidas?: readonly string[];
  /**
   * RESPALDO_DIR, RESPALDO_CADA_HORAS and RESPALDO_CONSERVAR (ADR 043); unset: ./respaldos, none automatic, keep 14.
   */
  respaldos?: OpcionesRespaldos;
  /** How often the schedule checks whether a backup is due; unset = no timer (tests call the service). */
  intervaloRespaldosMs?: number | undefined;
  /** Tests add routes of their own (e.g. one that fails on purpose) before the app is ready. */
  antesDeRutas?: (app: FastifyInstance) => void;
}

export interface RutaRegistrada {
  metodo: string;
  url: string;
  config: FastifyContextConfig;
}

const recortar = (texto: string, maximo: number) =>
  texto.length > maximo ? `${texto.slice(0, maximo)}…(+${texto.length - maximo})` : texto;

// Never log credentials, tokens or temporary passwords.
const REDACTAR = [
  'req.headers.authorization',
  'req.body.password',
  'res.body.token',
  '*.password',
  '*.contrasena',
  '*.contrasenaTemporal',
  '*.contrasenaActual',
  '*.nuevaContrasena',
  '*.confirmarContrasena',
  '*.token',
];

/**
 * Fastify's request serializer, minus the secrets that travel in a URL (the credentials download token in a path,
 * a calendar feed's token (ADR 037), the first-start setup link's `token=`), and with the URL cut short: a hostile query string would otherwise be
 * copied whole into every log line.
 */
const ocultarEnUrl = (url: string) =>
  url
    .replace(/(\/credenciales\/)[^/?#]+/, '$1[Redacted]')
    .replace(/(\/calendario\/ical\/)[^/?#]+/, '$1[Redacted]')
    .replace(/([?&]token=)[^&#]*/gi, '$1[Redacted]');
const serializarPeticion = (req: FastifyRequest) => ({
  method: req.method,
  url: recortar(ocultarEnUrl(req.url), 1_000),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** Builds the application (used by server.ts and by the tests through `app.inject`). */
export async function buildApp(opciones: OpcionesApp) {
  const app = Fastify({
    logger: opciones.logger
      ? { ...(opciones.logger as object), redact: REDACTAR, serializers: { req: serializarPeticion } }
      : false,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: confianzaEnProxy(opciones.trustProxy),
    bodyLimit: 1_048_576,
    frameworkErrors: erroresDelEnrutador,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every /api route with its declared access, so tests can prove none of them is left open.
  const rutas: RutaRegistrada[] = [];
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) return;
    for (const metodo of [r.method].flat()) {
      if (metodo !== 'HEAD')
        rutas.push({ metodo, url: r.url, config: (r.config ?? {}) as FastifyContextConfig });
    }
  });
  app.decorate('rutasApi', rutas);

  const { db } = opciones.baseDeDatos;
  const { reloj } = opciones;
  const auth = crearAuthService({
    db,
    reloj,
    sesion: {
      inactividadMinutos: opciones.sesionInactividadMin ?? 30,
      maximaHoras: opciones.sesionMaximaHoras ?? 12,
    },
  });
  // Every service whose changes notify writes its events through this, inside its own transaction.
  const appUrl = opciones.appUrl ?? 'http://localhost:3000';
  const notificador = crearNotificador({ appUrl });
  const correos = crearCorreosService({
    db,
    reloj,
    notificador,
    correo: opciones.correo ?? { remitente: 'Descanso <no-responder@localhost>' },
    appUrl,
  });
  const saldos = crearSaldosService({ db, reloj });
  const riesgo = crearRiesgoService({ db, reloj, saldos, notificador });
  const programacion = crearProgramacionService({ db, reloj, saldos, notificador });
  const solicitudes = crearSolicitudesService({ db, reloj, saldos, notificador, programacion });
  const usuariosAdmin = crearUsuariosAdminService({
    db,
    reloj,
    contrasenaTemporalHoras: opciones.contrasenaTemporalHoras,
    notificador,
  });
  const auditoria = crearAuditoriaService({ db, zonaNegocio: () => reloj.zona() });
  const exportacionAuditoria = crearExportacionAuditoriaService({ db, reloj });
  const roles = crearRolesService({ db, reloj });
  const permisos = crearPermisosService({ db, reloj });
  const departamentos = crearDepartamentosService({
    db,
    reloj,
    buscarUsuariosActivos: usuariosAdmin.opcionesJefe,
  });
  const bulkImport = crearBulkImportService({ db, reloj, usuarios: usuariosAdmin, departamentos });
  const empresa = crearEmpresaService({ db, reloj, zonaPorDefecto: opciones.zonaNegocio ?? 'America/Lima' });
  const configuracion = crearConfiguracionService({ db, reloj });
  const configuracionInicial = crearConfiguracionInicialService({ db, reloj });
  const feriados = crearFeriadosService({ db, reloj });
  const record = crearRecordVacacionalService({ db, reloj });
  const avisos = crearAvisosService({ db, reloj });
  const delegaciones = crearDelegacionesService({ db, reloj, notificador });
  const calendarios = crearCalendariosIcalService({ db, reloj, appUrl });
  const cobertura = crearCoberturaService({ db, reloj, autorizarDecision: solicitudes.autorizarDecision });
  const calendario = crearCalendarioService({ db, reloj, feriados });
  const kardex = crearKardexService({ db, reloj, saldos, appUrl });
  const documentos = crearDocumentosService({ db, reloj, appUrl, solicitudes });
  const estadisticas = crearEstadisticasService({ db, reloj, saldos });
  const metricas = crearMetricasService({ baseDeDatos: opciones.baseDeDatos, correos });

  // Every answered request, by route pattern (ADR 045); added first so that it sees every route and the 404s.
  app.addHook('onResponse', async (request, reply) => {
    metricas.observar(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });

  await app.register(manejoDeErrores);
  // Helmet (HSTS and upgrade-insecure-requests only over HTTPS) and no-store on /api: ADR 008.
  await app.register(cabecerasDeSeguridad);
  await app.register(rateLimit, { global: false });
  // Replies of 1 KB or more go out compressed when the client accepts it (ADR 046): brotli at quality 1
  // and gzip are cheap per request (quality 4 made a 16 KB audit page 1.0 KB instead of 1.1 KB for ~10 % more of
  // the server's CPU per request, ADR 054). Routes that keep a reply already compressed set Content-Encoding
  // themselves and are left alone; the built web is compressed at build time (below). A reply of up to 64 KB is
  // compressed in one call on the event loop (tens of microseconds): a zlib stream per reply halved the audit list's
  // throughput (ADR 049).
  await app.register(compresion, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(documentacion);
  await app.register(autenticacion, { auth });
  await app.register(auditoriaDeAccesos, { db });
  // The business zone is the company's (ADR 026): read at start, and again whenever the data version read with a
  // request's session has moved (another process may have changed it).
  app.addHook('onReady', () => empresa.cargarZona());
  app.addHook('onRequest', async (request) => {
    if (request.usuario) empresa.sincronizarZona(request.usuario.versionDatos, request.usuario.zonaHoraria);
  });

  programarTarea(app, {
    nombre: 'cerrar solicitudes sin respuesta',
    intervaloMs: opciones.intervaloVencimientoMs,
    tarea: () => solicitudes.materializar(),
  });
  programarTarea(app, {
    nombre: 'radar de vencimiento',
    intervaloMs: opciones.intervaloRadarMs,
    tarea: () => riesgo.ejecutarRadar(),
  });
  programarTarea(app, {
    nombre: 'invitar a convertir el rol vacacional en solicitudes',
    intervaloMs: opciones.intervaloRadarMs,
    tarea: () => programacion.invitar(),
  });
  programarTarea(app, {
    nombre: 'recordar y escalar solicitudes sin respuesta',
    intervaloMs: opciones.intervaloAprobacionesMs,
    tarea: () => solicitudes.recordarYEscalar(),
  });
  // The outbox worker (ADR 030): each process claims its own rows; a commit that queued e-mail wakes it.
  const trabajoCorreos = programarTarea(app, {
    nombre: 'enviar correos',
    intervaloMs: opciones.intervaloCorreosMs,
    tarea: () => correos.enviarPendientes(),
  });
  if (trabajoCorreos) notificador.alDespertar(trabajoCorreos.ahora);
  programarTarea(app, {
    nombre: 'resumen diario de correos',
    intervaloMs:
      opciones.intervaloCorreosMs === undefined ? undefined : Math.max(opciones.intervaloCorreosMs, 60_000),
    tarea: () => correos.resumirDiario(),
  });
  app.addHook('onClose', async () => correos.cerrar());
  // Tests and the benchmark run the worker's rounds themselves.
  app.decorate('bandejaDeSalida', { enviar: correos.enviarPendientes, resumirDiario: correos.resumirDiario });

  const respaldos = crearRespaldosService(
    opciones.baseDeDatos,
    opciones.respaldos ?? { carpeta: path.resolve('respaldos'), cadaHoras: 0, conservar: 14 },
    app.log,
  );
  programarTarea(app, {
    nombre: 'respaldo automático',
    intervaloMs: opciones.intervaloRespaldosMs,
    tarea: () => respaldos.respaldoProgramado(),
  });
  app.decorate('respaldos', respaldos);

  opciones.antesDeRutas?.(app);
  await app.register(
    async (api) => {
      await api.register(saludRoutes, { baseDeDatos: opciones.baseDeDatos });
      await api.register(empresaRoutes, { prefix: '/empresa', empresa });
      await api.register(authRoutes, {
        prefix: '/account',
        auth,
        loginMaxPorMinuto: opciones.loginMaxPorMinuto ?? 30,
      });
      await api.register(saldosRoutes, { prefix: '/historial-vacaciones', saldos });
      await api.register(riesgoRoutes, { prefix: '/riesgo-vencimiento', riesgo });
      await api.register(solicitudesRoutes, { prefix: '/solicitud-vacaciones', solicitudes });
      await api.register(usuariosAdminRoutes, { prefix: '/usuarios-admin', usuarios: usuariosAdmin });
      await api.register(auditoriaRoutes, { prefix: '/auditoria', auditoria, exportacionAuditoria });
      await api.register(rolesRoutes, { prefix: '/rol', roles });
      await api.register(permisosRoutes, { prefix: '/Permiso', permisos });
      await api.register(bulkImportRoutes, { prefix: '/bulkimport', bulkImport });
      await api.register(configuracionRoutes, { prefix: '/configuracion-empresa', configuracion });
      await api.register(configuracionInicialRoutes, {
        prefix: '/configuracion-inicial',
        configuracionInicial,
        maxPorMinuto: opciones.loginMaxPorMinuto ?? 30,
      });
      await api.register(feriadosRoutes, { prefix: '/feriados', feriados });
      await api.register(departamentosRoutes, { prefix: '/departamentos', departamentos });
      await api.register(recordVacacionalRoutes, { prefix: '/record-vacacional', record });
      await api.register(avisosRoutes, { prefix: '/notificaciones', avisos });
      await api.register(delegacionesRoutes, { prefix: '/delegaciones', delegaciones, solicitudes });
      await api.register(programacionRoutes, { prefix: '/programacion', programacion });
      await api.register(correosRoutes, { prefix: '/correos', correos });
      await api.register(calendariosIcalRoutes, { prefix: '/calendario', calendarios });
      await api.register(coberturaRoutes, { prefix: '/calendario', cobertura });
      await api.register(calendarioRoutes, { prefix: '/calendario', calendario });
      await api.register(kardexRoutes, { prefix: '/reportes/vacaciones-usuario', kardex });
      await api.register(documentosRoutes, { prefix: '/documentos', documentos });
      await api.register(respaldosRoutes, { prefix: '/respaldos', respaldos });
      await api.register(estadisticasRoutes, { prefix: '/reportes/estadisticas', estadisticas });
    },
    { prefix: '/api' },
  );

  // For Prometheus, not for people: outside /api and out of the OpenAPI document (ADR 045).
  await app.register(metricasRoutes, {
    metricas,
    permitida: crearListaPermitida(opciones.metricasPermitidas ?? ['127.0.0.1', '::1']),
  });

  const webDist = path.resolve(opciones.webDist ?? CARPETA_WEB_DIST);
  const hayWeb = existsSync(path.join(webDist, 'index.html'));
  if (hayWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: 'index.html',
      // The .br and .gz files written by the web build (vite.config.ts), chosen by Accept-Encoding.
      preCompressed: true,
      // Vite puts a content hash in every asset's name: it never changes, so the browser keeps it a year without
      // asking. Anything else (index.html, the favicon) is revalidated on every visit.
      setHeaders: (reply, ruta) =>
        reply.header(
          'cache-control',
          ruta.startsWith(path.join(webDist, 'assets') + path.sep)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        ),
    });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/dashboard, /solicitudes…) all get the single-page app.
    if (hayWeb && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return responderError(reply, 'NO_ENCONTRADO', MENSAJES.rutaNoEncontrada);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    rutasApi: RutaRegistrada[];
    /** Backups (ADR 043): server.ts answers `npm run respaldo` through its queue. */
    respaldos: RespaldosService;
    bandejaDeSalida: {
      enviar(): Promise<{ enviados: number; reintentos: number; fallidos: number; sinServidor: number }>;
      resumirDiario(): Promise<number>;
    };
  }
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MENSAJES } from '@app/contract/errores';
import type { OpcionesApp } from './app-opciones';
import type { Servicios } from './app-servicios';
import { responderError } from './lib/app-error';
import { CARPETA_WEB_DIST } from './lib/rutas-paquete';
import type { RespaldosService } from './modules/respaldos/respaldos.service';
import { respaldosRoutes } from './modules/respaldos/respaldos.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { saludRoutes } from './modules/salud/salud.routes';
import { empresaRoutes } from './modules/empresa/empresa.routes';
import { saldosRoutes } from './modules/saldos/saldos.routes';
import { riesgoRoutes } from './modules/riesgo/riesgo.routes';
import { coberturaRoutes } from './modules/cobertura/cobertura.routes';
import { solicitudesRoutes } from './modules/solicitudes/solicitudes.routes';
import { usuariosAdminRoutes } from './modules/usuarios-admin/usuarios.routes';
import { auditoriaRoutes } from './modules/auditoria/auditoria.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { permisosRoutes } from './modules/permisos/permisos.routes';
import { bulkImportRoutes } from './modules/bulk-import/bulk-import.routes';
import { configuracionRoutes } from './modules/configuracion/configuracion.routes';
import { configuracionInicialRoutes } from './modules/configuracion-inicial/configuracion-inicial.routes';
import { feriadosRoutes } from './modules/feriados/feriados.routes';
import { departamentosRoutes } from './modules/departamentos/departamentos.routes';
import { recordVacacionalRoutes } from './modules/record-vacacional/record-vacacional.routes';
import { avisosRoutes } from './modules/notificaciones/avisos.routes';
import { delegacionesRoutes } from './modules/delegaciones/delegaciones.routes';
import { programacionRoutes } from './modules/programacion/programacion.routes';
import { estadisticasRoutes } from './modules/estadisticas/estadisticas.routes';
import { correosRoutes } from './modules/notificaciones/correos.routes';
import { calendariosIcalRoutes } from './modules/calendarios-ical/calendarios-ical.routes';
import { kardexRoutes } from './modules/kardex/kardex.routes';
import { documentosRoutes } from './modules/documentos/documentos.routes';
import { calendarioRoutes } from './modules/calendario/calendario.routes';

/** Every module's routes under /api, each with its prefix and the services it calls. */
export async function registrarRutasApi(
  api: FastifyInstance,
  opciones: OpcionesApp,
  s: Servicios & { respaldos: RespaldosService },
) {
  const { empresa, auth, saldos, riesgo, solicitudes, usuariosAdmin, auditoria, exportacionAuditoria } = s;
  const { roles, permisos, bulkImport, configuracion, configuracionInicial, feriados, departamentos } = s;
  const { record, avisos, delegaciones, programacion, correos, calendarios, cobertura, calendario } = s;
  const { kardex, documentos, respaldos, estadisticas } = s;
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
}

/** The built web app at / (when there is one), and the 404 of everything else. */
export async function servirWeb(app: FastifyInstance, opciones: OpcionesApp) {
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
}

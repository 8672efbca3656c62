import type { OpcionesApp } from './app-opciones';
import type { Db } from './db/client';
import type { Reloj } from './lib/reloj';
import { crearAuthService } from './modules/auth/auth.service';
import { crearEmpresaService } from './modules/empresa/empresa.service';
import { crearSaldosService } from './modules/saldos/saldos.service';
import { crearRiesgoService } from './modules/riesgo/riesgo.service';
import { crearCoberturaService } from './modules/cobertura/cobertura.service';
import { crearSolicitudesService } from './modules/solicitudes/solicitudes.service';
import { crearUsuariosAdminService } from './modules/usuarios-admin/usuarios.service';
import { crearAuditoriaService } from './modules/auditoria/auditoria.service';
import { crearExportacionAuditoriaService } from './modules/auditoria/exportacion-auditoria.service';
import { crearRolesService } from './modules/roles/roles.service';
import { crearPermisosService } from './modules/permisos/permisos.service';
import { crearBulkImportService } from './modules/bulk-import/bulk-import.service';
import { crearConfiguracionService } from './modules/configuracion/configuracion.service';
import { crearConfiguracionInicialService } from './modules/configuracion-inicial/configuracion-inicial.service';
import { crearFeriadosService } from './modules/feriados/feriados.service';
import { crearDepartamentosService } from './modules/departamentos/departamentos.service';
import { crearRecordVacacionalService } from './modules/record-vacacional/record-vacacional.service';
import { crearNotificador } from './modules/notificaciones/notificador.service';
import { crearAvisosService } from './modules/notificaciones/avisos.service';
import { crearDelegacionesService } from './modules/delegaciones/delegaciones.service';
import { crearProgramacionService } from './modules/programacion/programacion.service';
import { crearEstadisticasService } from './modules/estadisticas/estadisticas.service';
import { crearCorreosService } from './modules/notificaciones/correos.service';
import { crearCalendariosIcalService } from './modules/calendarios-ical/calendarios-ical.service';
import { crearKardexService } from './modules/kardex/kardex.service';
import { crearDocumentosService } from './modules/documentos/documentos.service';
import { crearCalendarioService } from './modules/calendario/calendario.service';
import { crearMetricasService } from './modules/metricas/metricas.service';

/** The services others are built on: sessions, notifications and e-mail, balances, requests, users. */
function serviciosCentrales(opciones: OpcionesApp, db: Db, reloj: Reloj, appUrl: string) {
  const auth = crearAuthService({
    db,
    reloj,
    sesion: {
      inactividadMinutos: opciones.sesionInactividadMin ?? 30,
      maximaHoras: opciones.sesionMaximaHoras ?? 12,
    },
  });
  // Every service whose changes notify writes its events through this, inside its own transaction.
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
  return {
    auth,
    notificador,
    correos,
    saldos,
    riesgo,
    programacion,
    solicitudes,
    usuariosAdmin,
  };
}

/** Every service with its dependencies, built once per app: the routes and the periodic tasks share them. */
export function crearServicios(opciones: OpcionesApp) {
  const { db } = opciones.baseDeDatos;
  const { reloj } = opciones;
  const appUrl = opciones.appUrl ?? 'http://localhost:3000';
  const centrales = serviciosCentrales(opciones, db, reloj, appUrl);
  const { saldos, notificador, solicitudes, usuariosAdmin, correos } = centrales;
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

  return {
    ...centrales,
    auditoria,
    exportacionAuditoria,
    roles,
    permisos,
    departamentos,
    bulkImport,
    empresa,
    configuracion,
    configuracionInicial,
    feriados,
    record,
    avisos,
    delegaciones,
    calendarios,
    cobertura,
    calendario,
    kardex,
    documentos,
    estadisticas,
    metricas,
  };
}

export type Servicios = ReturnType<typeof crearServicios>;

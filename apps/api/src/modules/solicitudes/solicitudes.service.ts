import type {
  TAprobarSolicitudBody,
  TGestionSolicitudesExportarQuery,
  TGestionSolicitudesQuery,
} from '@app/contract/equipo';
import type {
  TCancelarSolicitudBody,
  TCrearSolicitudBody,
  TInterrumpirSolicitudBody,
  TMisSolicitudesExportarQuery,
  TMisSolicitudesQuery,
} from '@app/contract/solicitudes';
import type { BusquedaMiembros } from '../../domain/busqueda-miembros';
import type { UsuarioSesion } from '../auth/auth.service';
import { autorizarDecision } from './autorizacion-decision';
import { cancelarSolicitud } from './cancelar';
import { crearContexto, materializar, type DependenciasSolicitudes } from './contexto';
import { crearSolicitud } from './crear';
import { decidirSolicitud } from './decidir';
import { detalleSolicitud } from './detalle';
import { exportarGestion, exportarMisSolicitudes } from './exportar';
import { equipoEmpleados, gestionSolicitudes } from './gestion';
import { interrumpirSolicitud } from './interrumpir';
import { misSolicitudes } from './mis-solicitudes';
import { porDelegacion } from './por-delegacion';
import { crearRecordatorios } from './recordatorios';
import type { VistaDeSesion } from '../vencimiento/vencimiento.service';

/** The request use cases, each in its own file, wired to one shared context (dependencies and list caches). */
export function crearSolicitudesService(deps: DependenciasSolicitudes) {
  const ctx = crearContexto(deps);
  const recordatorios = crearRecordatorios({ db: deps.db, reloj: deps.reloj, notificador: deps.notificador });
  return {
    crear: (usuario: UsuarioSesion, body: TCrearSolicitudBody, ip: string | null) =>
      crearSolicitud(ctx, usuario, body, ip),
    misSolicitudes: (usuario: UsuarioSesion, q: TMisSolicitudesQuery) => misSolicitudes(ctx, usuario, q),
    exportarMisSolicitudes: (usuario: UsuarioSesion, q: TMisSolicitudesExportarQuery, ip: string | null) =>
      exportarMisSolicitudes(ctx, usuario, q, ip),
    exportarGestion: (usuario: UsuarioSesion, q: TGestionSolicitudesExportarQuery, ip: string | null) =>
      exportarGestion(ctx, usuario, q, ip),
    porDelegacion: (usuario: UsuarioSesion) => porDelegacion(ctx, usuario),
    recordarYEscalar: recordatorios.recordarYEscalar,
    detalle: (usuario: UsuarioSesion, id: number) => detalleSolicitud(ctx, usuario, id),
    cancelar: (usuario: UsuarioSesion, id: number, body: TCancelarSolicitudBody, ip: string | null) =>
      cancelarSolicitud(ctx, usuario, id, body, ip),
    gestion: (usuario: UsuarioSesion, q: TGestionSolicitudesQuery) => gestionSolicitudes(ctx, usuario, q),
    equipoEmpleados: (usuario: UsuarioSesion, todosLosNiveles: boolean, busqueda?: BusquedaMiembros) =>
      equipoEmpleados(ctx, usuario, todosLosNiveles, busqueda),
    decidir: (usuario: UsuarioSesion, id: number, body: TAprobarSolicitudBody, ip: string | null) =>
      decidirSolicitud(ctx, usuario, id, body, ip),
    interrumpir: (usuario: UsuarioSesion, id: number, body: TInterrumpirSolicitudBody, ip: string | null) =>
      interrumpirSolicitud(ctx, usuario, id, body, ip),
    materializar: (sesion?: VistaDeSesion) => materializar(ctx, sesion),
    /** For the coverage check of a request: whoever may decide it, nobody else. */
    autorizarDecision,
  };
}

export type SolicitudesService = ReturnType<typeof crearSolicitudesService>;

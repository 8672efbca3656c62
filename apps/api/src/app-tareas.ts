import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OpcionesApp } from './app-opciones';
import type { Servicios } from './app-servicios';
import { programarTarea } from './lib/tareas-periodicas';
import { crearRespaldosService } from './modules/respaldos/respaldos.service';

/**
 * The periodic work of each process (an unset interval means no timer: tests drive each task themselves), the
 * outbox worker woken after each commit that queued e-mail, and the backups. Returns the backups service.
 */
export function programarTareas(app: FastifyInstance, opciones: OpcionesApp, s: Servicios) {
  const { solicitudes, riesgo, programacion, correos, notificador } = s;
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
  return respaldos;
}

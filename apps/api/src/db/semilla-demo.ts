import {
  calcularFechaFin,
  compararFechas,
  sumarAniosAjustado,
  sumarDias,
  sumarMesesAjustado,
} from '@app/contract/fechas';
import type { TTipoVacaciones } from '@app/contract/vacaciones';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import {
  configuracionEmpresa,
  departamentos,
  roles,
  solicitudesVacaciones,
  usuarioRoles,
  usuarios,
} from './schema';
import { hashArgon2 } from '../lib/seguridad';
import { validarNuevaSolicitud, type SolicitudSaldo } from '../domain/calculo-saldo';
import { DEPARTAMENTOS, NOMBRES, APELLIDOS, prng, type PersonaDemo } from './semilla-demo-datos';

export const CONTRASENA_DEMO = 'Descanso#2026';

function plantilla(hoy: string): PersonaDemo[] {
  const r = prng(2026);
  const hace = (dias: number) => sumarDias(hoy, -dias);
  const persona = (
    clave: string,
    depto: PersonaDemo['depto'],
    jefe: string | undefined,
    rolesP: string[],
  ): PersonaDemo => ({
    clave,
    nombres: r.elegir(NOMBRES),
    apellidoPaterno: r.elegir(APELLIDOS),
    apellidoMaterno: r.elegir(APELLIDOS),
    depto,
    ...(jefe ? { jefe } : {}),
    roles: rolesP,
    fechaIngreso: hace(r.entre(60, 6 * 365)),
  });
  const gente: PersonaDemo[] = [
    {
      clave: 'gerente',
      nombres: 'Carlos',
      apellidoPaterno: 'Mendoza',
      apellidoMaterno: 'Ríos',
      depto: 'GG',
      roles: ['Jefe'],
      fechaIngreso: hace(6 * 365 - 20),
    },
    {
      clave: 'admin',
      email: 'admin@descanso.pe',
      nombres: 'Ana',
      apellidoPaterno: 'Torres',
      apellidoMaterno: 'Quispe',
      depto: 'RRHH',
      jefe: 'gerente',
      roles: ['Admin'],
      fechaIngreso: hace(5 * 365),
    },
    {
      clave: 'jefe',
      email: 'jefe@descanso.pe',
      nombres: 'Jorge',
      apellidoPaterno: 'Ramírez',
      apellidoMaterno: 'Salazar',
      depto: 'OPE',
      jefe: 'gerente',
      roles: ['Jefe'],
      fechaIngreso: hace(5 * 365 + 140),
    },
    {
      clave: 'empleado',
      email: 'empleado@descanso.pe',
      nombres: 'Elena',
      apellidoPaterno: 'Flores',
      apellidoMaterno: 'Huamán',
      depto: 'OPE',
      jefe: 'jefe',
      roles: ['Empleado'],
      // Two complete periods and one in course, so the employee has balance in at least two periods.
      fechaIngreso: sumarMesesAjustado(sumarAniosAjustado(hoy, -2), -2),
    },
  ];
  // Operations: two supervisors under jefe@, each with their own team (four levels from the top).
  for (const sup of ['supOpe1', 'supOpe2']) {
    gente.push(persona(sup, 'OPE', 'jefe', ['Jefe']));
    for (let i = 0; i < 5; i++) gente.push(persona(`${sup}-e${i}`, 'OPE', sup, ['Empleado']));
  }
  for (let i = 0; i < 3; i++) gente.push(persona(`ope-e${i}`, 'OPE', 'jefe', ['Empleado']));
  for (let i = 0; i < 4; i++) gente.push(persona(`rrhh-e${i}`, 'RRHH', 'admin', ['Empleado']));
  for (const depto of ['TI', 'FIN', 'COM'] as const) {
    const cabeza = `jefe-${depto}`;
    gente.push(persona(cabeza, depto, 'gerente', ['Jefe']));
    const lider = `lider-${depto}`;
    gente.push(persona(lider, depto, cabeza, ['Jefe']));
    for (let i = 0; i < 4; i++) gente.push(persona(`${lider}-e${i}`, depto, lider, ['Empleado']));
    for (let i = 0; i < 5; i++) gente.push(persona(`${cabeza}-e${i}`, depto, cabeza, ['Empleado']));
  }
  return gente;
}

type Estado = SolicitudSaldo['estado'];
interface SolicitudDemo extends SolicitudSaldo {
  tipo: TTipoVacaciones;
  fechaSolicitud: string;
}

/**
 * A plausible vacation history for one person, built by asking the real validation at the date each
 * request would have been made, so the demo never holds a request the rules would refuse.
 */
function historial(fechaIngreso: string, hoy: string, r: ReturnType<typeof prng>, esEmpleadoDemo: boolean) {
  const solicitudes: SolicitudDemo[] = [];
  let id = 1;
  const intentar = (tipo: TTipoVacaciones, dias: number, fechaInicio: string, estadoFuturo?: Estado) => {
    // Requested some days before the start, and never after today.
    const antes = sumarDias(fechaInicio, -r.entre(5, 25));
    const tope = sumarDias(hoy, -r.entre(0, 10));
    const fechaSolicitud = compararFechas(antes, tope) < 0 ? antes : tope;
    if (compararFechas(fechaSolicitud, fechaIngreso) < 0 || compararFechas(fechaSolicitud, hoy) > 0) return;
    for (const periodo of periodosCandidatos(fechaIngreso, fechaSolicitud)) {
      const v = validarNuevaSolicitud(
        { fechaIngreso, regimen: 'GENERAL', hoy: fechaSolicitud, solicitudes },
        { tipo, dias, fechaInicio, periodo },
      );
      if (!v.ok) continue;
      const pasada = compararFechas(calcularFechaFin(fechaInicio, dias), hoy) < 0;
      let estado: Estado = pasada
        ? 'Aprobada'
        : (estadoFuturo ?? (r.probabilidad(0.5) ? 'Pendiente' : 'Aprobada'));
      if (r.probabilidad(0.08)) estado = 'Rechazada';
      else if (r.probabilidad(0.06)) estado = 'Cancelada';
      solicitudes.push({ id: id++, periodo, tipo, dias, fechaInicio, estado, fechaSolicitud });
      return;
    }
  };
  if (esEmpleadoDemo) {
    const ingreso1 = sumarAniosAjustado(fechaIngreso, 1);
    intentar('bloque', 15, sumarDias(ingreso1, 40), 'Aprobada');
    intentar('libres', 3, sumarDias(ingreso1, 120), 'Aprobada');
    solicitudes.push({
      id: id++,
      periodo: Number(fechaIngreso.slice(0, 4)),
      tipo: 'libres',
      dias: 2,
      fechaInicio: sumarDias(ingreso1, 200),
      estado: 'Rechazada',
      fechaSolicitud: sumarDias(ingreso1, 190),
    });
    intentar('libres', 2, sumarDias(hoy, 45), 'Pendiente');
    return solicitudes;
  }
  // One or two pieces per complete year of service, plus sometimes a request still to be decided.
  for (let k = 1; compararFechas(sumarAniosAjustado(fechaIngreso, k), hoy) <= 0; k++) {
    const aniversario = sumarAniosAjustado(fechaIngreso, k);
    intentar('bloque', r.elegir([15, 7, 8] as const), sumarDias(aniversario, r.entre(20, 200)));
    if (r.probabilidad(0.7)) intentar('libres', r.entre(1, 5), sumarDias(aniversario, r.entre(210, 330)));
  }
  if (r.probabilidad(0.45)) intentar('libres', r.entre(1, 4), sumarDias(hoy, r.entre(14, 70)), 'Pendiente');
  return solicitudes;
}

/** Operations people who also ask for the same days next week: more than the department's limit of 1. */
const COINCIDEN_EN_OPERACIONES = ['ope-e0', 'ope-e1', 'ope-e2', 'supOpe1', 'supOpe2'];

/**
 * An approved 3-day libre request starting 5 days from today, when the rules allow it next to the person's history
 * (approved, so the lists of pending requests other browser tests read stay as they were). Deterministic and inserted
 * on its own, so the rest of the demo (drawn from the seeded generator, request by request) stays exactly as it was.
 */
function coincidenciaSemanaProxima(
  solicitudes: readonly SolicitudDemo[],
  fechaIngreso: string,
  hoy: string,
): SolicitudDemo | null {
  const fechaInicio = sumarDias(hoy, 5);
  const fechaSolicitud = sumarDias(hoy, -2);
  for (const periodo of periodosCandidatos(fechaIngreso, fechaSolicitud)) {
    const v = validarNuevaSolicitud(
      { fechaIngreso, regimen: 'GENERAL', hoy: fechaSolicitud, solicitudes: [...solicitudes] },
      { tipo: 'libres', dias: 3, fechaInicio, periodo },
    );
    if (!v.ok) continue;
    const id = Math.max(0, ...solicitudes.map((x) => x.id)) + 1;
    return { id, periodo, tipo: 'libres', dias: 3, fechaInicio, estado: 'Aprobada', fechaSolicitud };
  }
  return null;
}

function periodosCandidatos(fechaIngreso: string, hasta: string): number[] {
  const periodos: number[] = [];
  for (let k = 0; compararFechas(sumarAniosAjustado(fechaIngreso, k), hasta) <= 0; k++) {
    periodos.push(Number(sumarAniosAjustado(fechaIngreso, k).slice(0, 4)));
  }
  return periodos;
}

/**
 * The demo company (README, «Accesos de la empresa demo»): ~60 people, 6 departments, 4 levels, histories in every
 * status.
 */
export async function cargarEmpresaDemo(
  db: Db,
  opciones: { hoy: string; nombreEmpresa: string },
): Promise<void> {
  const { hoy } = opciones;
  // One argon2id hash shared by every demo account: they all use the documented demo password.
  const hash = await hashArgon2(CONTRASENA_DEMO);
  const r = prng(7);
  await db.transaction(async (tx) => {
    const deptos = await tx
      .insert(departamentos)
      .values([...DEPARTAMENTOS])
      .returning();
    const idDepto = new Map(deptos.map((d) => [d.codigo, d.id]));
    const filasRoles = await tx.select({ id: roles.id, nombre: roles.nombre }).from(roles);
    const idRol = new Map(filasRoles.map((f) => [f.nombre, f.id]));
    const idPorClave = new Map<string, number>();
    const gente = plantilla(hoy);
    let dni = 40_112_300;
    for (const p of gente) {
      const slug = `${p.nombres}.${p.apellidoPaterno}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const [u] = await tx
        .insert(usuarios)
        .values({
          nombres: p.nombres,
          apellidoPaterno: p.apellidoPaterno,
          apellidoMaterno: p.apellidoMaterno,
          dni: String(dni++),
          email: p.email ?? `${slug}${idPorClave.size}@descanso.pe`,
          numeroCelular: `9${String(10_000_000 + idPorClave.size * 7919).slice(-8)}`,
          fechaIngreso: p.fechaIngreso,
          empresa: opciones.nombreEmpresa,
          departamentoId: idDepto.get(p.depto)!,
          jefeId: p.jefe ? idPorClave.get(p.jefe)! : null,
          hashContrasena: hash,
          esquemaContrasena: 'argon2id',
        })
        .returning({ id: usuarios.id });
      idPorClave.set(p.clave, u!.id);
      await tx
        .insert(usuarioRoles)
        .values(p.roles.map((nombre) => ({ usuarioId: u!.id, rolId: idRol.get(nombre)! })));
    }
    for (const p of gente) {
      const usuarioId = idPorClave.get(p.clave)!;
      const jefeId = p.jefe ? idPorClave.get(p.jefe)! : null;
      const hist = historial(p.fechaIngreso, hoy, r, p.clave === 'empleado');
      const coincidencia = COINCIDEN_EN_OPERACIONES.includes(p.clave)
        ? coincidenciaSemanaProxima(hist, p.fechaIngreso, hoy)
        : null;
      if (coincidencia) {
        await tx.insert(solicitudesVacaciones).values({
          usuarioId,
          tipoVacaciones: coincidencia.tipo,
          diasSolicitados: coincidencia.dias,
          fechaInicio: coincidencia.fechaInicio,
          fechaFin: calcularFechaFin(coincidencia.fechaInicio, coincidencia.dias),
          periodo: coincidencia.periodo,
          estado: coincidencia.estado,
          fechaSolicitud: new Date(`${coincidencia.fechaSolicitud}T14:00:00Z`),
          jefeAsignadoId: jefeId,
          aprobadorId: jefeId,
          fechaAprobacion: new Date(`${sumarDias(coincidencia.fechaSolicitud, 1)}T16:30:00Z`),
        });
      }
      if (hist.length === 0) continue;
      await tx.insert(solicitudesVacaciones).values(
        hist.map((s) => {
          const decidida = s.estado === 'Aprobada' || s.estado === 'Rechazada';
          const instanteSolicitud = new Date(`${s.fechaSolicitud}T14:00:00Z`);
          const instanteGestion = new Date(`${sumarDias(s.fechaSolicitud, 2)}T16:30:00Z`);
          return {
            usuarioId,
            tipoVacaciones: s.tipo,
            diasSolicitados: s.dias,
            fechaInicio: s.fechaInicio,
            fechaFin: calcularFechaFin(s.fechaInicio, s.dias),
            periodo: s.periodo,
            estado: s.estado,
            observaciones: r.probabilidad(0.4) ? 'Viaje familiar' : null,
            fechaSolicitud: instanteSolicitud,
            jefeAsignadoId: jefeId,
            aprobadorId: decidida ? jefeId : null,
            fechaAprobacion: decidida ? instanteGestion : null,
            comentarios:
              s.estado === 'Rechazada'
                ? 'Coincide con el cierre del trimestre; por favor reprogramar.'
                : decidida && r.probabilidad(0.3)
                  ? 'Aprobado, buen descanso.'
                  : null,
            canceladoPorId: s.estado === 'Cancelada' ? usuarioId : null,
            motivoCancelacion: s.estado === 'Cancelada' ? 'Cambio de planes personales' : null,
            fechaCancelacion: s.estado === 'Cancelada' ? instanteGestion : null,
          };
        }),
      );
    }
    // Published passwords: while this mark is on, the server listens on loopback and every screen warns (ADR 008).
    await tx
      .insert(configuracionEmpresa)
      .values({ id: 1, nombreEmpresa: opciones.nombreEmpresa, datosDemo: true })
      .onConflictDoUpdate({ target: configuracionEmpresa.id, set: { datosDemo: true } });
  });
}

/** True while the demo company is loaded (its accounts share a published password). */
export async function hayDatosDemo(db: Db): Promise<boolean> {
  const [fila] = await db
    .select({ datosDemo: configuracionEmpresa.datosDemo })
    .from(configuracionEmpresa)
    .where(eq(configuracionEmpresa.id, 1));
  return fila?.datosDemo ?? false;
}

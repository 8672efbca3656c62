import { ENLACES_NOTIFICACION, fechaLegible } from '@app/contract/notificaciones';
import { ETIQUETA_NIVEL_RIESGO, type TPeriodoEnRiesgo } from '@app/contract/riesgo';
import { formatearDias } from '@app/contract/formato-numeros';
import type { Aviso } from '../notificaciones/notificador.service';

// What the risk radar tells whom (ADR 032). Only what the recipient already sees in the app.

/** Lines listed in a digest; the rest is counted and waits in Saldos de Vacaciones. */
export const MAXIMO_LINEAS_RESUMEN = 50;

export interface PeriodoDeEmpleado extends TPeriodoEnRiesgo {
  empleadoId: number;
  nombreEmpleado: string;
}

const diasTexto = (n: number) => `${formatearDias(n)} ${n === 1 ? 'día' : 'días'}`;

/** The employee's own alert for one period and level, once per key (`RIESGO:<id>:<periodo>:<nivel>`). */
export function avisoRiesgoPropio(usuarioId: number, p: TPeriodoEnRiesgo): Aviso {
  const vencido = p.nivel === 'VENCIDO';
  const titulo = vencido
    ? `Sus vacaciones del período ${p.periodo} vencieron el ${fechaLegible(p.fechaVencimiento)}`
    : `Sus vacaciones del período ${p.periodo} vencen el ${fechaLegible(p.fechaVencimiento)}`;
  const mensaje = vencido
    ? `Tiene ${diasTexto(p.diasPendientes)} vencidos del período ${p.periodo}: ${p.advertencia}.`
    : `Tiene ${diasTexto(p.diasPendientes)} pendientes del período ${p.periodo}. Para gozarlos a tiempo debe ` +
      `iniciarlos a más tardar el ${fechaLegible(p.fechaLimiteInicio)}.`;
  return {
    tipo: 'RIESGO_VENCIMIENTO',
    destinatarioId: usuarioId,
    titulo,
    mensaje,
    enlace: ENLACES_NOTIFICACION.dashboard,
    clave: `RIESGO:${usuarioId}:${p.periodo}:${p.nivel}`,
    correo: {
      parrafos: vencido
        ? [mensaje, 'Aún puede solicitarlos como descanso. Coordine las fechas con su jefe inmediato.']
        : [
            mensaje,
            `Vencen el ${fechaLegible(p.fechaVencimiento)} (${ETIQUETA_NIVEL_RIESGO[p.nivel].toLowerCase()}).`,
          ],
      textoEnlace: 'Ver mi saldo',
    },
  };
}

function lineas(periodos: readonly PeriodoDeEmpleado[]): string[] {
  const visibles = periodos
    .slice(0, MAXIMO_LINEAS_RESUMEN)
    .map(
      (p) =>
        `${p.nombreEmpleado} — período ${p.periodo}: ${diasTexto(p.diasPendientes)}, ` +
        `${p.nivel === 'VENCIDO' ? 'vencidos el' : 'vencen el'} ${fechaLegible(p.fechaVencimiento)} ` +
        `(${ETIQUETA_NIVEL_RIESGO[p.nivel]})`,
    );
  const resto = periodos.length - visibles.length;
  return resto > 0 ? [...visibles, `… y ${resto} más.`] : visibles;
}

function conteo(periodos: readonly PeriodoDeEmpleado[]): string {
  const por: Record<TPeriodoEnRiesgo['nivel'], number> = { VENCIDO: 0, '30': 0, '60': 0, '90': 0 };
  for (const p of periodos) por[p.nivel]++;
  return `Vencidos: ${por.VENCIDO}. En 30 días o menos: ${por['30']}. En 60 días o menos: ${por['60']}. En 90 días o menos: ${por['90']}.`;
}

const periodosTexto = (n: number) => `${n} ${n === 1 ? 'período' : 'períodos'}`;

/** A manager's weekly digest of the direct reports' periods at risk (e-mail only: `RIESGO_EQUIPO:<id>:<semana>`). */
export function avisoResumenEquipo(
  jefeId: number,
  semana: string,
  periodos: readonly PeriodoDeEmpleado[],
): Aviso {
  const titulo = `Resumen semanal: ${periodosTexto(periodos.length)} de vacaciones en riesgo en su equipo`;
  const cuenta = conteo(periodos);
  return {
    tipo: 'RESUMEN_RIESGO_EQUIPO',
    destinatarioId: jefeId,
    titulo,
    mensaje: cuenta,
    enlace: ENLACES_NOTIFICACION.saldosEquipo,
    clave: `RIESGO_EQUIPO:${jefeId}:${semana}`,
    soloCorreo: true,
    correo: {
      parrafos: [
        'Estos períodos de su equipo vencen en 90 días o menos, o ya vencieron con días por gozar ' +
          '(art. 23 D. Leg. 713: el goce extemporáneo genera indemnización vacacional).',
        cuenta,
        ...lineas(periodos),
      ],
      textoEnlace: 'Ver Saldos de Vacaciones',
    },
  };
}

/**
 * HR's weekly digest of the company, one per person in `usuarioIds` (e-mail only: `RIESGO_EMPRESA:<id>:<semana>`).
 * The text is the same for all of them, so it is written once: per person it cost the whole company's periods
 * again, and with thousands of periods the radar held the server's thread for a quarter second (ADR 055).
 */
export function avisosResumenEmpresa(
  usuarioIds: Iterable<number>,
  semana: string,
  periodos: readonly PeriodoDeEmpleado[],
): Aviso[] {
  const empleados = new Set(periodos.map((p) => p.empleadoId)).size;
  const cuenta = conteo(periodos);
  const titulo = `Resumen semanal de la empresa: ${periodosTexto(periodos.length)} de vacaciones en riesgo`;
  const parrafos = [
    `${empleados} ${empleados === 1 ? 'empleado tiene' : 'empleados tienen'} períodos que vencen en 90 días ` +
      'o menos, o que ya vencieron con días por gozar (art. 23 D. Leg. 713: el goce extemporáneo genera ' +
      'indemnización vacacional).',
    cuenta,
    ...lineas(periodos),
  ];
  return [...usuarioIds].map((usuarioId) => ({
    tipo: 'RESUMEN_RIESGO_EMPRESA',
    destinatarioId: usuarioId,
    titulo,
    mensaje: cuenta,
    enlace: ENLACES_NOTIFICACION.saldosEquipo,
    clave: `RIESGO_EMPRESA:${usuarioId}:${semana}`,
    soloCorreo: true,
    correo: { parrafos, textoEnlace: 'Ver Saldos de Vacaciones' },
  }));
}

import { MENSAJES } from '@app/contract/errores';
import type { Ejecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as intentos from './intentos.repository';

/**
 * Sign-in throttling (ADR 006). Keys are built from the email as typed (trimmed, lowercased), never from a user id,
 * so an unknown email and a real account behave the same.
 */
export const LIMITES = {
  /** cuenta-ip: from this failure on, the pair waits 1, 2, 4, 8… minutes… */
  umbralCuentaIp: 5,
  /** …at most this many; the count starts again after an hour without failures. */
  maximoMinutosCuentaIp: 15,
  reinicioCuentaIpMs: 60 * 60_000,
  /** ip and cuenta: this many failures within the window make the key refuse for `bloqueoMs`. */
  umbralIp: 100,
  umbralCuenta: 100,
  ventanaMs: 60 * 60_000,
  bloqueoMs: 15 * 60_000,
} as const;

const IP_DESCONOCIDA = 'desconocida';

export const normalizarEmail = (email: string) => email.trim().toLowerCase();

export function clavesDeAcceso(email: string, ip: string | null) {
  const correo = normalizarEmail(email);
  const direccion = ip ?? IP_DESCONOCIDA;
  return {
    correo,
    ip: direccion,
    cuentaIp: `cuenta-ip:${correo}|${direccion}`,
    porIp: `ip:${direccion}`,
    cuenta: `cuenta:${correo}`,
  };
}
export type ClavesDeAcceso = ReturnType<typeof clavesDeAcceso>;

export const errorLimitado = () => new AppError('DEMASIADAS_SOLICITUDES', MENSAJES.intentosLimitados);

/**
 * Decides, before the password is checked, whether this attempt may be evaluated. The ip and cuenta keys refuse
 * only strangers: an address from which this account has signed in before gets through, so nobody can lock a
 * known user out (ASVS 2.2.1). Then the cuenta-ip key reserves the attempt atomically (a burst of parallel guesses
 * is cut at the threshold, not after it). Returns false when the attempt must be refused (429).
 */
export async function reservarIntento(db: Ejecutor, c: ClavesDeAcceso, ahora: Date): Promise<boolean> {
  const rechazan = await intentos.clavesQueRechazan(db, [c.porIp, c.cuenta], ahora);
  if (rechazan.length && !(await intentos.haIniciadoSesionDesde(db, c.correo, c.ip))) return false;
  const reservado = await intentos.reservarIntento(db, c.cuentaIp, ahora, {
    reinicio: new Date(ahora.getTime() - LIMITES.reinicioCuentaIpMs),
    umbral: LIMITES.umbralCuentaIp,
    maximoMinutos: LIMITES.maximoMinutosCuentaIp,
  });
  return reservado !== null;
}

/** A reserved attempt failed: the cuenta-ip key already counted it; count it for the address and the account. */
export async function registrarFallo(db: Ejecutor, c: ClavesDeAcceso, ahora: Date) {
  const inicioVentana = new Date(ahora.getTime() - LIMITES.ventanaMs);
  const bloqueoHasta = new Date(ahora.getTime() + LIMITES.bloqueoMs);
  await intentos.contarFallo(db, c.porIp, ahora, { inicioVentana, umbral: LIMITES.umbralIp, bloqueoHasta });
  await intentos.contarFallo(db, c.cuenta, ahora, {
    inicioVentana,
    umbral: LIMITES.umbralCuenta,
    bloqueoHasta,
  });
}

/** A reserved attempt succeeded: the account's failures from this address are forgotten. */
export const registrarExito = (db: Ejecutor, c: ClavesDeAcceso) => intentos.olvidarClave(db, c.cuentaIp);

import { RUTA_NO_LEIDAS } from '@app/contract/notificaciones';

/**
 * When the app last reached the server with the session (any API call): the server's idle timeout counts from
 * there. Kept in localStorage so every tab of the app shares it; a tab that sits idle while another works does not
 * warn or sign out.
 */
export const CLAVE_ULTIMA_ACTIVIDAD = 'ultimaActividad';

/**
 * The server skips writing "last use" for calls within this interval of the previous write (INTERVALO_TOQUE_MS in
 * apps/api/src/modules/auth/auth.service.ts), so its session may end this long before "last call + idle timeout".
 * The web counts its deadline from the last call minus this slack, so the warning is never late.
 */
export const INTERVALO_TOQUE_SERVIDOR_MS = 30_000;

/**
 * Calls that do not keep the session alive: the public ones, and the bell's polling (the server does not count
 * it as activity either, ADR 031).
 */
const RUTAS_PUBLICAS = new Set([
  '/account/login',
  '/health',
  '/empresa/publica',
  '/configuracion-inicial',
  RUTA_NO_LEIDAS,
]);

/**
 * Whether a call kept the session alive on the server: a successful sign-in starts it; any other call that carried
 * the token and was not refused as unauthenticated (401) refreshed its last use.
 */
export function esActividadDeSesion(ruta: string, conToken: boolean, estado: number): boolean {
  const camino = `/${ruta.replace(/^\/+/, '').split(/[?#]/)[0]}`;
  if (camino === '/account/login') return estado >= 200 && estado < 300;
  return conToken && estado !== 401 && !RUTAS_PUBLICAS.has(camino);
}

let enMemoria = Date.now();
const oyentes = new Set<(instante: number) => void>();

export const ultimaActividad = (): number => {
  let guardada = Number.NaN;
  try {
    guardada = Number(localStorage.getItem(CLAVE_ULTIMA_ACTIVIDAD));
  } catch {
    // storage unavailable: this tab's own record is all there is
  }
  return Number.isFinite(guardada) && guardada > enMemoria ? guardada : enMemoria;
};

/** Records a call that reached the server (`instante`: when it was sent, the earliest the server could see it). */
export function registrarActividad(instante = Date.now()) {
  if (instante <= enMemoria) return;
  enMemoria = instante;
  try {
    localStorage.setItem(CLAVE_ULTIMA_ACTIVIDAD, String(instante));
  } catch {
    // storage unavailable: other tabs will not see it
  }
  for (const oyente of oyentes) oyente(instante);
}

/** Calls `oyente` on each activity of this tab or another one. Returns the undo. */
export function suscribirActividad(oyente: (instante: number) => void): () => void {
  oyentes.add(oyente);
  const alCambiarOtraPestana = (e: StorageEvent) => {
    if (e.key === CLAVE_ULTIMA_ACTIVIDAD) oyente(ultimaActividad());
  };
  window.addEventListener('storage', alCambiarOtraPestana);
  return () => {
    oyentes.delete(oyente);
    window.removeEventListener('storage', alCambiarOtraPestana);
  };
}

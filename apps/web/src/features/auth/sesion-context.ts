import { createContext, useContext } from 'react';
import type { TLoginBody, TSesion } from '@app/contract/auth';

/** Why there is no session: signed out on purpose, expired (a 401), or never signed in (null). */
export type MotivoFinSesion = 'cierre' | 'expirada' | null;

export interface ContextoSesion {
  /** null when nobody is signed in. */
  sesion: TSesion | null;
  /** True while the user of a stored token is being loaded at start. */
  cargando: boolean;
  fin: MotivoFinSesion;
  iniciarSesion: (datos: TLoginBody) => Promise<TSesion>;
  /**
   * Calls the API, then always clears token, user and cached data and replaces history with /login (with
   * `?inactividad=true` when the idle timeout ended it, so the login page says why).
   */
  cerrarSesion: (motivo?: 'inactividad') => Promise<void>;
  /** Reloads /account/me (e.g. after a password change). */
  recargarSesion: () => Promise<TSesion | null>;
}

export const SesionContext = createContext<ContextoSesion | null>(null);

export const useSesion = (): ContextoSesion => {
  const contexto = useContext(SesionContext);
  if (!contexto) throw new Error('useSesion debe usarse dentro de SesionProvider');
  return contexto;
};

/** History state that carries the page to return to after signing in. */
export interface EstadoRetorno {
  desde?: string;
}

/** Only same-app paths are honoured as a return destination. */
export const destinoSeguro = (estado: unknown): string | undefined => {
  const desde = (estado as EstadoRetorno | null)?.desde;
  if (typeof desde !== 'string' || !desde.startsWith('/') || desde.startsWith('//')) return undefined;
  const ruta = desde.split(/[?#]/)[0];
  if (ruta === '/login' || ruta === '/cambiar-contrasena') return undefined;
  return desde;
};

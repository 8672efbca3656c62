import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TLoginBody, TSesion } from '@app/contract/auth';
import { configurarApiClient } from '../../../lib/api-client';
import { PermisosProvider } from '../../../lib/authorization';
import { borrarToken, guardarToken, obtenerToken } from '../../../lib/token';
import { paths } from '../../../config/paths';
import { iniciarSesionApi } from '../api/login';
import { obtenerSesionApi } from '../api/get-sesion';
import { cerrarSesionApi } from '../api/logout';
import {
  SesionContext,
  type ContextoSesion,
  type EstadoRetorno,
  type MotivoFinSesion,
} from '../sesion-context';

interface Estado {
  sesion: TSesion | null;
  cargando: boolean;
  fin: MotivoFinSesion;
}

const SIN_PERMISOS: readonly string[] = [];

/**
 * Session (docs/producto.md, «Acceso y sesión»): the token is kept in localStorage; on start, a stored token loads
 * the user (and is removed if that fails); a 401 anywhere but login ends the session and goes to
 * /login?expired=true, remembering the page. Must sit inside the router.
 */
export function SesionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [estado, setEstado] = useState<Estado>(() => ({
    sesion: null,
    cargando: obtenerToken() !== null,
    fin: null,
  }));

  const ubicacion = useRef(location);
  useEffect(() => {
    ubicacion.current = location;
  }, [location]);

  useEffect(
    () =>
      configurarApiClient({
        alExpirarSesion: () => {
          const { pathname, search, hash } = ubicacion.current;
          const enPantallaPublica = pathname === paths.login || pathname === paths.cambiarContrasena;
          const retorno: EstadoRetorno | undefined = enPantallaPublica
            ? undefined
            : { desde: `${pathname}${search}${hash}` };
          queryClient.clear();
          setEstado({ sesion: null, cargando: false, fin: 'expirada' });
          void navigate(`${paths.login}?expired=true`, { replace: true, state: retorno });
        },
        alRequerirCambioContrasena: () => {
          setEstado((e) => (e.sesion ? { ...e, sesion: { ...e.sesion, debeCambiarContrasena: true } } : e));
          void navigate(paths.cambiarContrasena, { replace: true });
        },
      }),
    [navigate, queryClient],
  );

  useEffect(() => {
    if (!obtenerToken()) return;
    const control = new AbortController();
    obtenerSesionApi(control.signal)
      .then((sesion) => setEstado({ sesion, cargando: false, fin: null }))
      .catch((error: unknown) => {
        if (control.signal.aborted) return;
        console.error('No se pudo cargar la sesión', error);
        borrarToken();
        // Keeps fin = 'expirada' when the 401 handler already ran.
        setEstado((e) => ({ ...e, sesion: null, cargando: false }));
      });
    return () => control.abort();
  }, []);

  const iniciarSesion = useCallback(
    async (datos: TLoginBody) => {
      const { token, ...sesion } = await iniciarSesionApi(datos);
      guardarToken(token);
      queryClient.clear();
      setEstado({ sesion, cargando: false, fin: null });
      return sesion;
    },
    [queryClient],
  );

  const cerrarSesion = useCallback(
    async (motivo?: 'inactividad') => {
      try {
        if (obtenerToken()) await cerrarSesionApi();
      } catch (error) {
        console.warn('El servidor no confirmó el cierre de sesión', error);
      } finally {
        borrarToken();
        queryClient.clear();
        setEstado({ sesion: null, cargando: false, fin: motivo ? 'expirada' : 'cierre' });
        void navigate(motivo ? `${paths.login}?inactividad=true` : paths.login, { replace: true });
      }
    },
    [navigate, queryClient],
  );

  const recargarSesion = useCallback(async () => {
    try {
      const sesion = await obtenerSesionApi();
      setEstado({ sesion, cargando: false, fin: null });
      return sesion;
    } catch (error) {
      console.error('No se pudo recargar la sesión', error);
      return null;
    }
  }, []);

  const valor = useMemo<ContextoSesion>(
    () => ({ ...estado, iniciarSesion, cerrarSesion, recargarSesion }),
    [estado, iniciarSesion, cerrarSesion, recargarSesion],
  );

  return (
    <SesionContext.Provider value={valor}>
      <PermisosProvider permisos={estado.sesion?.permisos ?? SIN_PERMISOS}>{children}</PermisosProvider>
    </SesionContext.Provider>
  );
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export type TipoNotificacion = 'success' | 'error' | 'warning' | 'info';

export interface OpcionesNotificacion {
  /**
   * Milliseconds before it closes by itself (4000 by default: docs/producto.md,
   * «Avisos y mensajes de administración»).
   */
  duracion?: number;
  /**
   * Where it shows: top centre by default; 'superior-derecha' for the role and permission screens
   * (docs/producto.md, «Roles»).
   */
  posicion?: 'superior-centro' | 'superior-derecha';
}

interface Notificacion {
  id: number;
  mensaje: string;
  tipo: TipoNotificacion;
  duracion: number;
  posicion: 'superior-centro' | 'superior-derecha';
}

export const DURACION_NOTIFICACION = 4000;

export interface Notificar {
  (mensaje: string, tipo?: TipoNotificacion, opciones?: OpcionesNotificacion): void;
  exito: (mensaje: string, opciones?: OpcionesNotificacion) => void;
  error: (mensaje: string, opciones?: OpcionesNotificacion) => void;
  advertencia: (mensaje: string, opciones?: OpcionesNotificacion) => void;
  info: (mensaje: string, opciones?: OpcionesNotificacion) => void;
}

const NotificarContext = createContext<Notificar | null>(null);

/**
 * The one notification host (docs/producto.md, «Avisos y mensajes de administración»): top of the screen, one at a
 * time, dismissible. A new notification replaces the one showing: a queue kept old messages waiting behind a dialog
 * and showed them out of context after it closed.
 */
export function NotificacionesProvider({ children }: { children: ReactNode }) {
  const [actual, setActual] = useState<Notificacion | null>(null);
  const [abierta, setAbierta] = useState(false);

  const agregar = useCallback(
    (mensaje: string, tipo: TipoNotificacion = 'info', opciones?: OpcionesNotificacion) => {
      setActual({
        id: Date.now() + Math.random(),
        mensaje,
        tipo,
        duracion: opciones?.duracion ?? DURACION_NOTIFICACION,
        posicion: opciones?.posicion ?? 'superior-centro',
      });
      setAbierta(true);
    },
    [],
  );

  const notificar = useMemo<Notificar>(
    () =>
      Object.assign(agregar, {
        exito: (m: string, o?: OpcionesNotificacion) => agregar(m, 'success', o),
        error: (m: string, o?: OpcionesNotificacion) => agregar(m, 'error', o),
        advertencia: (m: string, o?: OpcionesNotificacion) => agregar(m, 'warning', o),
        info: (m: string, o?: OpcionesNotificacion) => agregar(m, 'info', o),
      }),
    [agregar],
  );

  const cerrar = (_evento?: unknown, motivo?: string) => {
    if (motivo === 'clickaway') return;
    setAbierta(false);
  };

  // Only the one that closed leaves; a newer one that replaced it meanwhile stays.
  const alSalir = (id: number) => setActual((a) => (a?.id === id ? null : a));

  return (
    <NotificarContext.Provider value={notificar}>
      {children}
      {actual && (
        <Snackbar
          key={actual.id}
          open={abierta}
          autoHideDuration={actual.duracion}
          onClose={cerrar}
          anchorOrigin={{
            vertical: 'top',
            horizontal: actual.posicion === 'superior-derecha' ? 'right' : 'center',
          }}
          slotProps={{ transition: { onExited: () => alSalir(actual.id) } }}
          sx={{ maxWidth: 400, width: { xs: 'calc(100% - 16px)', sm: 'auto' } }}
        >
          <Alert
            severity={actual.tipo}
            variant="filled"
            onClose={() => cerrar()}
            closeText="Cerrar notificación"
            sx={{ width: '100%' }}
          >
            {actual.mensaje}
          </Alert>
        </Snackbar>
      )}
    </NotificarContext.Provider>
  );
}

/** `const notificar = useNotificar(); notificar.exito('Guardado')` or `notificar(texto, 'warning', { duracion: 5000 })`. */
export const useNotificar = (): Notificar => {
  const notificar = useContext(NotificarContext);
  if (!notificar) throw new Error('useNotificar debe usarse dentro de NotificacionesProvider');
  return notificar;
};

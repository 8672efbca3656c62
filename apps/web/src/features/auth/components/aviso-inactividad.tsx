import { useContext, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  INTERVALO_TOQUE_SERVIDOR_MS,
  suscribirActividad,
  ultimaActividad,
} from '../../../lib/actividad-sesion';
import { SesionContext } from '../sesion-context';

/** The warning opens this long before the session would end. */
export const AVISO_ANTES_MS = 60_000;
export const TITULO_AVISO_INACTIVIDAD = 'Su sesión está por expirar';

/**
 * When the session ends on the server, counted conservatively: from the last call that kept it alive, minus the
 * slack of the server's last-use writes, and never after the absolute limit. null when the session says nothing.
 */
export function finDeSesion(
  ultima: number,
  inactividadMinutos: number | undefined,
  expiraEn: string | undefined,
): { instante: number; absoluto: boolean } | null {
  if (!inactividadMinutos) return null;
  const porInactividad = ultima + inactividadMinutos * 60_000 - INTERVALO_TOQUE_SERVIDOR_MS;
  const absoluto = expiraEn ? Date.parse(expiraEn) : Number.NaN;
  if (Number.isFinite(absoluto) && absoluto < porInactividad) return { instante: absoluto, absoluto: true };
  return { instante: porInactividad, absoluto: false };
}

const segundosRestantes = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * One minute before the idle timeout, a dialog with a live countdown: "Seguir conectado" calls /account/me (which
 * refreshes the session's last use), "Cerrar sesión" signs out. At the timeout it signs out to /login with a
 * message. Activity is any API call of the app, in any tab (lib/actividad-sesion.ts). Renders nothing without a
 * session.
 */
export function AvisoInactividad() {
  const contexto = useContext(SesionContext);
  const sesion = contexto?.sesion ?? null;
  const [ultima, setUltima] = useState(ultimaActividad);
  const [ahora, setAhora] = useState(() => Date.now());
  const [enviando, setEnviando] = useState(false);
  const [absolutoVisto, setAbsolutoVisto] = useState(false);
  const cerrando = useRef(false);

  useEffect(() => suscribirActividad(setUltima), []);
  useEffect(() => {
    if (!sesion) return;
    const reloj = window.setInterval(() => setAhora(Date.now()), 1000);
    return () => window.clearInterval(reloj);
  }, [sesion]);

  const fin = sesion ? finDeSesion(ultima, sesion.inactividadMinutos, sesion.expiraEn) : null;
  const restante = fin ? fin.instante - ahora : Number.POSITIVE_INFINITY;

  const cerrarSesion = contexto?.cerrarSesion;
  useEffect(() => {
    if (!fin || restante > 0 || cerrando.current || !cerrarSesion) return;
    cerrando.current = true;
    void cerrarSesion('inactividad');
  }, [fin, restante, cerrarSesion]);

  if (!sesion || !fin || !contexto) return null;
  const abierto = restante <= AVISO_ANTES_MS && restante > 0 && !(fin.absoluto && absolutoVisto);
  const segundos = segundosRestantes(restante);

  const seguirConectado = async () => {
    setEnviando(true);
    try {
      // Any call refreshes the last use; this one also keeps the session data current.
      await contexto.recargarSesion();
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog
      open={abierto}
      aria-labelledby="aviso-inactividad-titulo"
      aria-describedby="aviso-inactividad-texto"
      onClose={(_evento, motivo) => {
        // A click outside or Escape is taken as "stay signed in" for idleness, and as "seen" for the hard limit.
        if (motivo === 'backdropClick' && !fin.absoluto) return;
        if (fin.absoluto) setAbsolutoVisto(true);
        else void seguirConectado();
      }}
    >
      <DialogTitle id="aviso-inactividad-titulo">{TITULO_AVISO_INACTIVIDAD}</DialogTitle>
      <DialogContent>
        <DialogContentText id="aviso-inactividad-texto">
          {fin.absoluto
            ? 'Su sesión alcanzó la duración máxima permitida y se cerrará en '
            : 'Por inactividad, su sesión se cerrará en '}
          <span role="timer" aria-live="off" aria-atomic="true">
            {segundos} {segundos === 1 ? 'segundo' : 'segundos'}
          </span>
          {fin.absoluto
            ? '. Guarde su trabajo; luego deberá iniciar sesión nuevamente.'
            : '. ¿Desea seguir conectado?'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void contexto.cerrarSesion()}>Cerrar sesión</Button>
        {fin.absoluto ? (
          <Button variant="contained" autoFocus onClick={() => setAbsolutoVisto(true)}>
            Entendido
          </Button>
        ) : (
          <Button variant="contained" autoFocus disabled={enviando} onClick={() => void seguirConectado()}>
            Seguir conectado
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

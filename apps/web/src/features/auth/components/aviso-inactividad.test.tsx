import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { TSesion } from '@app/contract/auth';
import { esActividadDeSesion, registrarActividad } from '../../../lib/actividad-sesion';
import { SesionContext, type ContextoSesion } from '../sesion-context';
import { AvisoInactividad, finDeSesion } from './aviso-inactividad';

const MINUTO = 60_000;
let inicio = Date.parse('2030-01-01T10:00:00Z');

const sesion = (extra: Partial<TSesion> = {}): TSesion => ({
  userName: 'empleado@descanso.pe',
  nombreCompleto: 'Elena Flores Huamán',
  roles: ['Empleado'],
  permisos: [],
  debeCambiarContrasena: false,
  inactividadMinutos: 30,
  expiraEn: new Date(inicio + 12 * 60 * MINUTO).toISOString(),
  ...extra,
});

function renderAviso(datos: TSesion = sesion()) {
  const contexto: ContextoSesion = {
    sesion: datos,
    cargando: false,
    fin: null,
    iniciarSesion: vi.fn(),
    cerrarSesion: vi.fn().mockResolvedValue(undefined),
    // What GET /api/account/me does through the api client: the call counts as activity.
    recargarSesion: vi.fn(async () => {
      registrarActividad(Date.now());
      return datos;
    }),
  };
  render(
    <SesionContext.Provider value={contexto}>
      <button>otra cosa</button>
      <AvisoInactividad />
    </SesionContext.Provider>,
  );
  return contexto;
}

const avanzar = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialogo = () => screen.queryByRole('dialog', { name: 'Su sesión está por expirar' });

beforeEach(() => {
  // Each test starts later than the one before: the activity record only moves forward.
  inicio += 24 * 60 * MINUTO;
  vi.useFakeTimers({ now: inicio });
  registrarActividad(inicio);
});
afterEach(() => vi.useRealTimers());

describe('AvisoInactividad', () => {
  it('avisa un minuto antes del cierre por inactividad, con una cuenta regresiva, y «Seguir conectado» llama a /me', async () => {
    const contexto = renderAviso();
    // The server may count from up to 30 s before the last call: the deadline is 29 min 30 s after it.
    avanzar(28 * MINUTO + 29_000);
    expect(dialogo()).not.toBeInTheDocument();
    avanzar(2000);
    const aviso = dialogo()!;
    expect(aviso).toBeInTheDocument();
    expect(aviso).toHaveAccessibleDescription(/se cerrará en 59 segundos/);
    expect(screen.getByRole('button', { name: 'Seguir conectado' })).toHaveFocus();
    avanzar(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('49 segundos');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Seguir conectado' }));
    });
    expect(contexto.recargarSesion).toHaveBeenCalledTimes(1);
    avanzar(1000);
    expect(dialogo()).not.toBeInTheDocument();
    // A fresh half hour from that call.
    avanzar(28 * MINUTO);
    expect(dialogo()).not.toBeInTheDocument();
    expect(contexto.cerrarSesion).not.toHaveBeenCalled();
  });

  it('al llegar el plazo cierra la sesión por inactividad', () => {
    const contexto = renderAviso();
    avanzar(29 * MINUTO + 29_000);
    expect(contexto.cerrarSesion).not.toHaveBeenCalled();
    avanzar(2000);
    expect(contexto.cerrarSesion).toHaveBeenCalledExactlyOnceWith('inactividad');
  });

  it('«Cerrar sesión» cierra la sesión en el acto', () => {
    const contexto = renderAviso();
    avanzar(29 * MINUTO);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(contexto.cerrarSesion).toHaveBeenCalledExactlyOnceWith();
  });

  it('cualquier llamada a la API aplaza el aviso', () => {
    renderAviso();
    avanzar(20 * MINUTO);
    act(() => registrarActividad(Date.now()));
    avanzar(20 * MINUTO);
    expect(dialogo()).not.toBeInTheDocument();
    avanzar(9 * MINUTO);
    expect(dialogo()).toBeInTheDocument();
  });

  it('cerca del límite absoluto avisa sin ofrecer seguir conectado', () => {
    renderAviso(sesion({ expiraEn: new Date(inicio + 10 * MINUTO).toISOString() }));
    avanzar(9 * MINUTO + 1000);
    expect(dialogo()).toHaveAccessibleDescription(/duración máxima/);
    expect(screen.queryByRole('button', { name: 'Seguir conectado' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    avanzar(1000);
    expect(dialogo()).not.toBeInTheDocument();
  });

  it('sin los límites en la sesión no avisa nada', () => {
    const contexto = renderAviso(sesion({ inactividadMinutos: undefined }));
    avanzar(2 * 60 * MINUTO);
    expect(dialogo()).not.toBeInTheDocument();
    expect(contexto.cerrarSesion).not.toHaveBeenCalled();
  });
});

describe('plazo y actividad', () => {
  it('finDeSesion resta el margen de escritura del servidor y nunca pasa del límite absoluto', () => {
    expect(finDeSesion(0, 30, undefined)).toEqual({ instante: 30 * MINUTO - 30_000, absoluto: false });
    expect(finDeSesion(0, 30, new Date(10 * MINUTO).toISOString())).toEqual({
      instante: 10 * MINUTO,
      absoluto: true,
    });
  });

  it('cuentan como actividad las llamadas con token no rechazadas con 401 y el inicio de sesión exitoso', () => {
    expect(esActividadDeSesion('/solicitud-vacaciones/mis-solicitudes?x=1', true, 200)).toBe(true);
    expect(esActividadDeSesion('/usuarios-admin', true, 403)).toBe(true);
    // The bell's polling does not keep the session alive (ADR 031); reading the list does.
    expect(esActividadDeSesion('/notificaciones/no-leidas', true, 200)).toBe(false);
    expect(esActividadDeSesion('/notificaciones', true, 200)).toBe(true);
    expect(esActividadDeSesion('/account/me', true, 401)).toBe(false);
    expect(esActividadDeSesion('/account/me', false, 200)).toBe(false);
    expect(esActividadDeSesion('/empresa/publica', true, 200)).toBe(false);
    expect(esActividadDeSesion('/empresa/contexto', true, 200)).toBe(true);
    expect(esActividadDeSesion('/account/login', false, 200)).toBe(true);
    expect(esActividadDeSesion('/account/login', false, 401)).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { InterrumpirSolicitudDialog } from './interrumpir-solicitud-dialog';

// MUI pickers and dialogs on a busy CI machine: give queries and tests room.
configure({ asyncUtilTimeout: 5000 });

const solicitud: TSolicitudItem = {
  id: 52,
  tipoVacaciones: 'libres',
  fechaInicio: '2027-02-01',
  fechaFin: '2027-02-05',
  diasSolicitados: 5,
  estado: 'Aprobada',
  fechaSolicitud: '2026-11-20T14:00:00.000Z',
  periodo: 2025,
  nombreSolicitante: 'Diego Ñahui Sánchez',
  nombreJefeDirecto: 'Ricardo Chávez Gutiérrez',
  nombreAprobador: 'Ricardo Chávez Gutiérrez',
  fechaAprobacion: '2026-11-21T14:00:00.000Z',
  puedeCancelar: false,
  puedeAprobar: false,
  puedeInterrumpir: true,
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const abrir = () => {
  const onCerrar = vi.fn();
  renderConProveedores(<InterrumpirSolicitudDialog solicitud={solicitud} onCerrar={onCerrar} />);
  return { onCerrar, usuario: userEvent.setup() };
};

const escribirFecha = async (usuario: ReturnType<typeof userEvent.setup>, ddmmaaaa: string) => {
  const grupo = screen.getByRole('group', { name: 'Último día real de descanso' });
  await usuario.click(within(grupo).getAllByRole('spinbutton')[0]!);
  await usuario.keyboard(ddmmaaaa);
};

describe('InterrumpirSolicitudDialog', { timeout: 30_000 }, () => {
  it('sin fecha ni motivo no envía nada y dice qué falta', async () => {
    const { usuario } = abrir();
    await usuario.click(screen.getByRole('button', { name: 'Registrar interrupción' }));
    expect(await screen.findByText('Indique el último día real de descanso')).toBeInTheDocument();
    expect(screen.getByText('El motivo de la interrupción es obligatorio')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('un último día fuera del tramo se explica con las fechas en formato peruano', async () => {
    const { usuario } = abrir();
    await escribirFecha(usuario, '05022027');
    await usuario.type(screen.getByRole('textbox', { name: 'Motivo de la interrupción' }), 'Cierre');
    await usuario.click(screen.getByRole('button', { name: 'Registrar interrupción' }));
    expect(await screen.findByText('Debe estar entre el 01/02/2027 y el 04/02/2027')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('envía la fecha y el motivo y cierra con el aviso de éxito', async () => {
    fetchMock.mockResolvedValue(respuestaJson({ message: 'Interrupción registrada exitosamente' }));
    const { usuario, onCerrar } = abrir();
    await escribirFecha(usuario, '03022027');
    await usuario.type(screen.getByRole('textbox', { name: 'Motivo de la interrupción' }), 'Cierre contable');
    await usuario.click(screen.getByRole('button', { name: 'Registrar interrupción' }));
    await waitFor(() => expect(onCerrar).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/solicitud-vacaciones\/52\/interrumpir$/);
    expect(JSON.parse(String(init?.body))).toEqual({ fechaFinReal: '2027-02-03', motivo: 'Cierre contable' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solicitudDePrueba } from '../../../testing/datos-prueba';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { DecidirSolicitudDialog, type AccionDecision } from './decidir-solicitud-dialog';

// MUI menus, selects and dialogs on a busy CI machine: give queries and tests room.
configure({ asyncUtilTimeout: 5000 });

const solicitud = solicitudDePrueba(41, {
  nombreSolicitante: 'Diego Ñahui Sánchez',
  nombreJefeDirecto: 'Ricardo Chávez Gutiérrez',
  puedeAprobar: true,
});

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const abrir = (accion: AccionDecision) => {
  const onCerrar = vi.fn();
  renderConProveedores(
    <DecidirSolicitudDialog accion={accion} open solicitud={solicitud} onCerrar={onCerrar} />,
  );
  return { onCerrar, usuario: userEvent.setup() };
};

/** The decision's PUT (approving also reads the request's coverage first). */
const cuerpoEnviado = () =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body)) as unknown;

describe('DecidirSolicitudDialog: rechazar', { timeout: 30_000 }, () => {
  it('sin motivo no envía nada y muestra «El motivo de rechazo es obligatorio»', async () => {
    const { usuario, onCerrar } = abrir('rechazar');
    expect(await screen.findByRole('dialog', { name: 'Rechazar solicitud' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('El motivo de rechazo es obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Motivo de rechazo' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onCerrar).not.toHaveBeenCalled();
  });

  it('un motivo de solo espacios también es obligatorio', async () => {
    const { usuario } = abrir('rechazar');
    await usuario.type(screen.getByRole('textbox', { name: 'Motivo de rechazo' }), '   ');
    await usuario.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('El motivo de rechazo es obligatorio')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('con motivo envía accion rechazar y el motivo, avisa el éxito y cierra', async () => {
    fetchMock.mockResolvedValue(respuestaJson({ message: 'Solicitud rechazada exitosamente' }));
    const { usuario, onCerrar } = abrir('rechazar');
    await usuario.type(screen.getByRole('textbox', { name: 'Motivo de rechazo' }), 'Cierre de mes');
    await usuario.click(screen.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(onCerrar).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/solicitud-vacaciones\/41\/aprobar$/);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(cuerpoEnviado()).toEqual({ accion: 'rechazar', comentarios: 'Cierre de mes' });
    expect(await screen.findByText('Solicitud rechazada exitosamente')).toBeInTheDocument();
  });

  it('si falla muestra el mensaje del servidor y conserva el motivo escrito', async () => {
    fetchMock.mockResolvedValue(
      respuestaJson(
        {
          code: 'CONFLICTO',
          message: 'La solicitud ya fue cancelada; solo se pueden gestionar solicitudes pendientes',
        },
        409,
      ),
    );
    const { usuario, onCerrar } = abrir('rechazar');
    await usuario.type(screen.getByRole('textbox', { name: 'Motivo de rechazo' }), 'Cierre de mes');
    await usuario.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText(
        'La solicitud ya fue cancelada; solo se pueden gestionar solicitudes pendientes',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Motivo de rechazo' })).toHaveValue('Cierre de mes');
    expect(onCerrar).not.toHaveBeenCalled();
  });

  it('sin mensaje del servidor muestra el texto de respaldo', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { usuario } = abrir('rechazar');
    await usuario.type(screen.getByRole('textbox', { name: 'Motivo de rechazo' }), 'Cierre de mes');
    await usuario.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText('Error al rechazar la solicitud. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
  });
});

describe('DecidirSolicitudDialog: aprobar', { timeout: 30_000 }, () => {
  it('los comentarios son opcionales: aprueba sin escribir nada', async () => {
    // A fresh response per call: approving also reads the request's coverage.
    fetchMock.mockImplementation(async () => respuestaJson({ message: 'Solicitud aprobada exitosamente' }));
    const { usuario, onCerrar } = abrir('aprobar');
    expect(screen.getByText(/¿Deseas aprobar la solicitud #41 de Diego Ñahui Sánchez\?/)).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(onCerrar).toHaveBeenCalled());
    expect(cuerpoEnviado()).toEqual({ accion: 'aprobar', comentarios: '' });
    expect(await screen.findByText('Solicitud aprobada exitosamente')).toBeInTheDocument();
  });

  it('muestra los días en que aprobarla superaría la cobertura del departamento, y aprueba igual', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/api/calendario/cobertura/solicitud/41')
        ? respuestaJson({
            regla: {
              departamentoId: 3,
              departamento: 'Ventas',
              coberturaMaxima: 2,
              coberturaTipo: 'PERSONAS',
              personasActivas: 9,
              limite: 2,
            },
            excesos: [
              {
                fecha: '2026-12-03',
                departamentoId: 3,
                departamento: 'Ventas',
                fuera: 3,
                limite: 2,
                exceso: 1,
              },
            ],
          })
        : respuestaJson({ message: 'Solicitud aprobada exitosamente' }),
    );
    const { usuario, onCerrar } = abrir('aprobar');
    const aviso = await screen.findByRole('status');
    expect(aviso).toHaveTextContent(
      'Si la aprueba, se superaría la cobertura de Ventas: el 03/12/2026 estarían fuera 3 personas (límite 2).',
    );
    expect(aviso).toHaveTextContent('Puede aprobarla igual');
    await usuario.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(onCerrar).toHaveBeenCalled());
    expect(cuerpoEnviado()).toEqual({ accion: 'aprobar', comentarios: '' });
  });

  it('si el saldo ya no lo permite (422) muestra el mensaje del servidor', async () => {
    fetchMock.mockImplementation(async () =>
      respuestaJson({ code: 'SALDO_INSUFICIENTE', message: 'No se puede aprobar: saldo insuficiente' }, 422),
    );
    const { usuario } = abrir('aprobar');
    await usuario.type(screen.getByRole('textbox', { name: 'Comentarios (opcional)' }), 'Buen viaje');
    await usuario.click(screen.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('No se puede aprobar: saldo insuficiente')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comentarios (opcional)' })).toHaveValue('Buen viaje');
  });

  it('sin respuesta del servidor muestra el texto de respaldo de aprobar', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { usuario } = abrir('aprobar');
    await usuario.click(screen.getByRole('button', { name: 'Aprobar' }));
    expect(
      await screen.findByText('Error al aprobar la solicitud. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
  });

  it('Escape con un motivo escrito pregunta antes de descartarlo', async () => {
    const { usuario, onCerrar } = abrir('rechazar');
    await usuario.type(screen.getByRole('textbox', { name: /Motivo de rechazo/ }), 'Cierre de mes');
    await usuario.keyboard('{Escape}');
    const confirmacion = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    expect(confirmacion).toHaveTextContent('Se perderán el texto escrito');
    expect(onCerrar).not.toHaveBeenCalled();
    await usuario.click(within(confirmacion).getByRole('button', { name: 'Descartar cambios' }));
    expect(onCerrar).toHaveBeenCalledTimes(1);
  });
});

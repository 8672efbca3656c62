import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { DocumentosSolicitud } from './documentos-solicitud';

configure({ asyncUtilTimeout: 5000 });

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

const lista = (...documentos: string[]) =>
  respuestaJson({
    solicitudId: 7,
    documentos: documentos.map((documento) => ({ documento, nombre: documento, codigoVerificacion: null })),
  });

describe('DocumentosSolicitud', { timeout: 30_000 }, () => {
  it('ofrece un botón por documento y descarga el PDF de la ruta de esa solicitud', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/papeleta')
        ? new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } })
        : lista('acuerdo-fraccionamiento', 'papeleta'),
    );
    renderConProveedores(<DocumentosSolicitud solicitudId={7} />);
    expect(await screen.findByRole('button', { name: 'Acuerdo de fraccionamiento (PDF)' })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar papeleta (PDF)' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => u)).toContain('/api/documentos/solicitudes/7/papeleta'),
    );
    expect(screen.getByRole('region', { name: 'Documentos' })).toBeInTheDocument();
  });

  it('sin documentos dice que la papeleta se emite al aprobar', async () => {
    fetchMock.mockImplementation(async () => lista());
    renderConProveedores(<DocumentosSolicitud solicitudId={7} />);
    expect(await screen.findByText(/la papeleta se emite cuando se aprueba/)).toBeInTheDocument();
  });

  it('muestra el motivo del servidor cuando la descarga falla', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/papeleta')
        ? respuestaJson(
            { code: 'CONFLICTO', message: 'La papeleta solo se emite para una solicitud aprobada' },
            409,
          )
        : lista('papeleta'),
    );
    renderConProveedores(<DocumentosSolicitud solicitudId={7} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Descargar papeleta (PDF)' }));
    expect(
      await screen.findByText('La papeleta solo se emite para una solicitud aprobada'),
    ).toBeInTheDocument();
  });

  it('en el diálogo de aprobación solo ofrece los acuerdos, y nada si no hacen falta', async () => {
    fetchMock.mockImplementation(async () => lista('acuerdo-adelanto', 'papeleta'));
    const { unmount } = renderConProveedores(<DocumentosSolicitud solicitudId={7} soloAcuerdos />);
    expect(await screen.findByRole('button', { name: 'Acuerdo de adelanto (PDF)' })).toBeInTheDocument();
    expect(screen.getByText(/firmen antes de aprobar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar papeleta (PDF)' })).not.toBeInTheDocument();
    unmount();
    fetchMock.mockImplementation(async () => lista('papeleta'));
    renderConProveedores(<DocumentosSolicitud solicitudId={8} soloAcuerdos />);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/documentos/solicitudes/8', expect.anything()),
    );
    expect(screen.queryByRole('region', { name: 'Documentos' })).not.toBeInTheDocument();
  });
});

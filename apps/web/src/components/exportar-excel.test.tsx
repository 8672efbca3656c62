import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConProveedores } from '../testing/test-utils';
import { ExportarExcel, textoProgreso } from './exportar-excel';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportarExcel', () => {
  it('pide la exportación con los filtros de la lista y guarda el archivo con el nombre del servidor', async () => {
    let soltar: () => void = () => {};
    const fetchFalso = vi.fn(
      (_url: string) =>
        new Promise<Response>((resolve) => {
          soltar = () =>
            resolve(
              new Response(new Blob(['xlsx']), {
                status: 200,
                headers: {
                  'Content-Type': XLSX,
                  'x-total-filas': '12345',
                  'Content-Disposition': `attachment; filename="s.xlsx"; filename*=UTF-8''solicitudes-gesti%C3%B3n.xlsx`,
                },
              }),
            );
        }),
    );
    vi.stubGlobal('fetch', fetchFalso);
    const nombres: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      nombres.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );

    renderConProveedores(
      <ExportarExcel
        ruta="/solicitudes/equipo/exportar"
        query={{ estado: 'Pendiente', busqueda: '', pagina: 3 }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparando la exportación...');
    soltar();
    await waitFor(() => expect(nombres).toEqual(['solicitudes-gestión.xlsx']));
    expect(String(fetchFalso.mock.calls[0]![0])).toMatch(
      /\/solicitudes\/equipo\/exportar\?estado=Pendiente&pagina=3$/,
    );
    expect(await screen.findByText('Exportación descargada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
  });

  it('un error del servidor se dice en español y no guarda nada', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 'SIN_PERMISO', message: 'No tiene permiso para exportar' }, { status: 403 }),
      ),
    );
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderConProveedores(<ExportarExcel ruta="/usuarios/exportar" />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    expect(await screen.findByText('No tiene permiso para exportar')).toBeInTheDocument();
    expect(clic).not.toHaveBeenCalled();
  });

  it('el progreso dice las filas anunciadas y lo recibido', () => {
    expect(textoProgreso({ bytes: 0, totalFilas: 150000 })).toBe(
      'Preparando la exportación 150,000 filas...',
    );
    expect(textoProgreso({ bytes: 2.5 * 1024 * 1024, totalFilas: 1 })).toBe(
      'Exportando 1 fila... 2.5 MB recibidos',
    );
  });
});

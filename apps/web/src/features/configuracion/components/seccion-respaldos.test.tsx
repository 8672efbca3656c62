import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TEstadoRespaldos, TRespaldoArchivo } from '@app/contract/respaldos';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { SeccionRespaldos } from './seccion-respaldos';

const api = usarApiFalsa();
const LENTO = { timeout: 30_000 };

const archivo = (creado: string, bytes: number): TRespaldoArchivo => ({
  nombre: `descanso-${creado.slice(0, 10)}-000000000Z-esquema-0016_reportes.respaldo.gz`,
  bytes,
  creado,
});
const estado = (respaldos: TRespaldoArchivo[], proximo: string | null = '2026-11-26T15:30:00.000Z') =>
  ({
    cadaHoras: proximo ? 24 : 0,
    conservar: 14,
    ultimo: respaldos[0] ?? null,
    proximo,
    respaldos,
  }) satisfies TEstadoRespaldos;

describe('Respaldos (Configuración)', () => {
  it(
    'muestra el último en hora de Lima con su tamaño, el próximo y los conservados; «Respaldar ahora» muestra el progreso y el éxito',
    LENTO,
    async () => {
      const usuario = userEvent.setup({ delay: null });
      const nuevo = archivo('2026-11-25T20:00:00.000Z', 3 * 1024 * 1024);
      let lista = [archivo('2026-11-25T15:30:00.000Z', 2048)];
      api.rutas['GET /api/respaldos'] = () => respuestaJson(estado(lista));
      let terminar: () => void = () => {};
      api.rutas['POST /api/respaldos'] = () =>
        new Promise((resolver) => {
          terminar = () => {
            lista = [nuevo, ...lista];
            resolver(respuestaJson({ message: 'Respaldo creado correctamente', respaldo: nuevo }));
          };
        });
      renderConProveedores(<SeccionRespaldos />);
      // 15:30 UTC is 10:30 in Lima.
      expect(await screen.findByText(/25\/11\/2026,? 10:30 \(2 KB\)/)).toBeInTheDocument();
      expect(screen.getByText(/26\/11\/2026,? 10:30 \(cada 24 h\)/)).toBeInTheDocument();
      expect(screen.getByText(/los 14 más recientes/)).toBeInTheDocument();

      await usuario.click(screen.getByRole('button', { name: 'Respaldar ahora' }));
      expect(await screen.findByRole('progressbar', { name: 'Creando el respaldo' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Respaldar ahora' })).toBeDisabled();
      terminar();
      expect(await screen.findByText(`Respaldo creado: ${nuevo.nombre} (3 MB)`)).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      const conservados = await screen.findByRole('list', { name: 'Respaldos conservados' });
      await waitFor(() => expect(within(conservados).getAllByRole('listitem')).toHaveLength(2));
      expect(within(conservados).getByText(/25\/11\/2026,? 15:00 · 3 MB/)).toBeInTheDocument();
    },
  );

  it(
    'sin respaldos ni programación lo dice; un error del servidor se muestra en español',
    LENTO,
    async () => {
      const usuario = userEvent.setup({ delay: null });
      api.rutas['GET /api/respaldos'] = () => respuestaJson(estado([], null));
      api.rutas['POST /api/respaldos'] = () =>
        respuestaJson({ code: 'ERROR_INTERNO', message: 'No hay espacio en el disco de respaldos' }, 409);
      renderConProveedores(<SeccionRespaldos />);
      expect(await screen.findByText(/todavía no hay respaldos/)).toBeInTheDocument();
      expect(screen.getByText(/desactivados \(RESPALDO_CADA_HORAS=0\)/)).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Respaldos conservados' })).not.toBeInTheDocument();
      await usuario.click(screen.getByRole('button', { name: 'Respaldar ahora' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('No hay espacio en el disco de respaldos');
    },
  );
});

import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCorreoSaliente, TCorreosPaginaRespuesta } from '@app/contract/correos';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { AVISO_SIN_SERVIDOR, SeccionCorreos } from './seccion-correos';

const api = usarApiFalsa();
const LENTO = { timeout: 30_000 };

const correo = (c: Partial<TCorreoSaliente>): TCorreoSaliente => ({
  id: 1,
  tipo: 'SOLICITUD_CREADA',
  para: 'jefe@descanso.pe',
  asunto: 'Nueva solicitud de vacaciones de Ana · Empresa',
  estado: 'FALLIDO',
  intentos: 1,
  ultimoError: 'El servidor de correo respondió 550 Buzón inexistente',
  fechaCreacion: '2025-10-01T15:00:00Z',
  proximoIntento: '2025-10-01T15:00:00Z',
  enviadoEn: null,
  ...c,
});
const pagina = (correos: TCorreoSaliente[], servidorConfigurado = true): TCorreosPaginaRespuesta => ({
  correos,
  totalCompleto: correos.length,
  paginaActual: 1,
  tamanoPagina: 10,
  tienePaginaSiguiente: false,
  tienePaginaAnterior: false,
  servidorConfigurado,
  porEstado: {
    PENDIENTE: 0,
    ENVIANDO: 0,
    ENVIADO: correos.filter((c) => c.estado === 'ENVIADO').length,
    FALLIDO: correos.filter((c) => c.estado === 'FALLIDO').length,
    SIN_SERVIDOR: 0,
    EN_RESUMEN: 0,
    RESUMIDO: 0,
  },
});

describe('Correos (bandeja de salida)', () => {
  beforeEach(() => {
    api.rutas['GET /api/correos'] = () =>
      respuestaJson(
        pagina([
          correo({}),
          correo({ id: 2, estado: 'ENVIADO', ultimoError: null, enviadoEn: '2025-10-01T15:01:00Z' }),
        ]),
      );
  });

  it('muestra estado en español, error y reintenta solo los fallidos', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    let reintentado = 0;
    api.rutas['POST /api/correos/1/reintentar'] = () => {
      reintentado++;
      return respuestaJson({
        message: 'El correo se enviará de nuevo',
        correo: correo({ estado: 'PENDIENTE', intentos: 0 }),
      });
    };
    renderConProveedores(<SeccionCorreos />);
    const tabla = await screen.findByRole('table', { name: 'Bandeja de salida de correos' });
    expect(await within(tabla).findByText('Fallido')).toBeInTheDocument();
    expect(within(tabla).getByText('Enviado')).toBeInTheDocument();
    expect(within(tabla).getByText(/550 Buzón inexistente/)).toBeInTheDocument();
    expect(screen.queryByText(AVISO_SIN_SERVIDOR)).not.toBeInTheDocument();
    const botones = within(tabla).getAllByRole('button', { name: /^Reintentar el correo/ });
    expect(botones).toHaveLength(1);
    await usuario.click(botones[0]!);
    await waitFor(() => expect(reintentado).toBe(1));
    expect(await screen.findByText('El correo a jefe@descanso.pe se enviará de nuevo')).toBeInTheDocument();
  });

  it('sin servidor configurado lo avisa; sin correos muestra el estado vacío', LENTO, async () => {
    api.rutas['GET /api/correos'] = () => respuestaJson(pagina([], false));
    renderConProveedores(<SeccionCorreos />);
    expect(await screen.findByText(AVISO_SIN_SERVIDOR)).toBeInTheDocument();
    expect(await screen.findByText('No hay correos en la bandeja')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { TSesion } from '@app/contract/auth';
import { ROLES_SEMILLA } from '@app/contract/permisos';
import { rutas } from '../../../app/router';
import { CLAVE_TOKEN } from '../../../lib/token';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { renderApp, tituloDePagina, respuestaJson } from '../../../testing/test-utils';
import { TEXTO_AVISO_DEMO } from './aviso-datos-demo';

const api = usarApiFalsa();
afterEach(() => localStorage.clear());

const entorno = (datosDemo: boolean) => {
  api.rutas['GET /api/empresa/publica'] = () =>
    respuestaJson({ nombreComercial: 'Descanso', logoUrl: null, datosDemo });
};
const llamadasAEntorno = () =>
  api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/empresa/publica'));
/** Waits until the n-th /api/empresa/publica reply has been read, then lets React apply what came of it. */
async function esperarEntorno(n: number) {
  await waitFor(() => expect(llamadasAEntorno()).toHaveLength(n));
  const respuestas = api.fetchMock.mock.results.filter((_, i) =>
    String(api.fetchMock.mock.calls[i]?.[0]).endsWith('/api/empresa/publica'),
  );
  const ultima = (await respuestas[n - 1]!.value) as Response;
  await waitFor(() => expect(ultima.bodyUsed).toBe(true));
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

const sesionEmpleado: TSesion = {
  userName: 'empleado@descanso.pe',
  nombreCompleto: 'Ana Empleado',
  roles: ['Empleado'],
  permisos: [...(ROLES_SEMILLA.find((r) => r.nombre === 'Empleado')?.permisos ?? [])],
  debeCambiarContrasena: false,
};

describe('aviso de datos de demostración', () => {
  it('con la empresa demo cargada, /login muestra el aviso como región de estado', async () => {
    entorno(true);
    renderApp(rutas, '/login');
    const aviso = await screen.findByText(TEXTO_AVISO_DEMO);
    expect(aviso).toHaveAttribute('role', 'status');
    expect(aviso).toBeVisible();
    expect(TEXTO_AVISO_DEMO).toBe('Datos de demostración — no usar en producción');
  });

  it('dentro de la aplicación el aviso sigue en cada página', async () => {
    entorno(true);
    localStorage.setItem(CLAVE_TOKEN, 'token-valido');
    api.rutas['GET /api/account/me'] = () => respuestaJson(sesionEmpleado);
    renderApp(rutas, '/solicitudes');
    expect(await tituloDePagina('Mis Solicitudes de Vacaciones')).toBeInTheDocument();
    expect(await screen.findByText(TEXTO_AVISO_DEMO)).toHaveAttribute('role', 'status');
  });

  it('en una instalación real (o si el servidor no responde) no aparece', async () => {
    entorno(false);
    const { unmount } = renderApp(rutas, '/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await esperarEntorno(1);
    expect(screen.queryByText(TEXTO_AVISO_DEMO)).not.toBeInTheDocument();
    unmount();

    delete api.rutas['GET /api/empresa/publica'];
    renderApp(rutas, '/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await esperarEntorno(2);
    expect(screen.queryByText(TEXTO_AVISO_DEMO)).not.toBeInTheDocument();
  });
});

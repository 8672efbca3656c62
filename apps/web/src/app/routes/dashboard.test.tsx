import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISOS } from '@app/contract/permisos';
import { SesionContext, type ContextoSesion } from '../../features/auth/sesion-context';
import { usarApiFalsa } from '../../testing/api-falsa';
import { solicitudDePrueba } from '../../testing/datos-prueba';
import { renderConProveedores, respuestaJson } from '../../testing/test-utils';
import DashboardPage from './dashboard';

const EQUIPO = 'GET /api/solicitud-vacaciones/gestion-solicitudes';
const EMPLEADO = [PERMISOS.DASHBOARD, PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES];
const JEFE = [...EMPLEADO, PERMISOS.REPORTE_EQUIPO, PERMISOS.GESTION_SOLICITUDES];

const api = usarApiFalsa();
beforeEach(() => {
  api.rutas['GET /api/riesgo-vencimiento/mio'] = () => respuestaJson({ periodos: [] });
  api.rutas['GET /api/historial-vacaciones'] = () =>
    respuestaJson({
      historial: [
        {
          periodo: 2025,
          vencidas: 0,
          pendientes: 30,
          truncas: 0,
          diasLibres: 12.5,
          diasBloque: 15,
          estado: 'PENDIENTE',
          inicio: '2025-09-21',
          fin: '2026-09-20',
          finVentana: '2027-09-20',
          maxDiasLibres: 12,
          bloquesPermitidos: [7, 8, 15],
          fechaLimiteGoce: null,
          riesgoIndemnizacion: 'NINGUNO',
          indemnizacionPosible: false,
          indemnizacionPosibleCas1419: false,
          truncasSinMesMinimo: false,
        },
      ],
    });
  const totales: Record<string, number> = { '': 9, Pendiente: 2, Aprobada: 5 };
  api.rutas['GET /api/solicitud-vacaciones/mis-solicitudes'] = (url) =>
    respuestaJson({ solicitudes: [], total: totales[url.searchParams.get('estado') ?? ''] ?? 0 });
  api.rutas[EQUIPO] = () =>
    respuestaJson({
      solicitudes: [solicitudDePrueba(31, { nombreSolicitante: 'Karina Mamani Castillo' })],
      total: 1,
      totalCompleto: 1,
      estadisticas: { total: 1, pendientes: 1, aprobadas: 0, rechazadas: 0, canceladas: 0 },
    });
});

const sesion = (permisos: string[]): ContextoSesion => ({
  sesion: {
    userName: 'empleado@descanso.pe',
    nombreCompleto: 'Elena Flores Huamán',
    roles: [],
    permisos,
    debeCambiarContrasena: false,
  },
  cargando: false,
  fin: null,
  iniciarSesion: vi.fn(),
  cerrarSesion: vi.fn(),
  recargarSesion: vi.fn(),
});

const renderDashboard = (permisos: string[]) => {
  const utilidades = renderConProveedores(
    <SesionContext.Provider value={sesion(permisos)}>
      <DashboardPage />
    </SesionContext.Provider>,
    { permisos, ruta: '/dashboard' },
  );
  return { ...utilidades, usuario: userEvent.setup() };
};
const cifra = (titulo: string) => screen.getByText(titulo).nextElementSibling?.textContent;

// MUI selects and pickers driven by user-event are slow on a busy 2-core machine.
describe('Dashboard', { timeout: 30_000 }, () => {
  it('da la bienvenida por nombre y resume los datos propios reales', async () => {
    renderDashboard(EMPLEADO);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Principal' })).toBeInTheDocument();
    expect(screen.getByText('Elena Flores Huamán')).toBeInTheDocument();
    await waitFor(() => expect(cifra('Días disponibles')).toBe('27.50'));
    await waitFor(() => expect(cifra('Total de solicitudes')).toBe('9'));
    expect(cifra('Solicitudes pendientes')).toBe('2');
    expect(cifra('Solicitudes aprobadas')).toBe('5');
    for (const nombre of ['Nueva Solicitud', 'Ver Historial', 'Actualizar', 'Probar Drawer']) {
      expect(screen.getByRole('button', { name: nombre })).toBeInTheDocument();
    }
  });

  it('a un empleado sin GESTION-SOLICITUDES-MENU no le muestra ni le pide las solicitudes del equipo', async () => {
    renderDashboard(EMPLEADO);
    await waitFor(() => expect(cifra('Total de solicitudes')).toBe('9'));
    expect(screen.queryByText('Solicitudes del Equipo')).not.toBeInTheDocument();
    expect(api.llamadas(EQUIPO)).toHaveLength(0);
  });

  it('a un jefe le muestra las solicitudes de sus directos hasta la columna Estado; el menú solo registra', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { usuario } = renderDashboard(JEFE);
    const tabla = await screen.findByRole('table', { name: 'Solicitudes del Equipo' });
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Acciones', 'ID', 'Solicitante', 'Tipo', 'F. Inicio', 'F. Fin', 'Días', 'Estado']);
    expect(await within(tabla).findByText('Karina Mamani Castillo')).toBeInTheDocument();
    expect(Object.fromEntries(api.llamadas(EQUIPO)[0]!)).toMatchObject({
      pageNumber: '1',
      pageSize: '5',
      incluirSubordinadosNivelN: 'false',
      sortBy: 'fechaSolicitud',
      isDescending: 'true',
    });
    const llamadasAntes = api.fetchMock.mock.calls.length;
    await usuario.click(screen.getByRole('button', { name: 'Acciones de la solicitud #31' }));
    await usuario.click(screen.getByRole('menuitem', { name: 'Ver detalle' }));
    expect(info).toHaveBeenCalled();
    expect(api.fetchMock.mock.calls.length).toBe(llamadasAntes);
  });

  it('si las solicitudes del equipo no cargan avisa "Error de conexión al cargar las solicitudes" y vacía la lista', async () => {
    api.rutas[EQUIPO] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderDashboard(JEFE);
    expect(
      await screen.findByText('Error de conexión al cargar las solicitudes', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const tabla = screen.getByRole('table', { name: 'Solicitudes del Equipo' });
    expect(within(tabla).queryByRole('button', { name: /Acciones de la solicitud/ })).not.toBeInTheDocument();
  });

  it('"Probar Drawer" abre un panel lateral con título que se cierra con su botón', async () => {
    const { usuario } = renderDashboard(EMPLEADO);
    await usuario.click(screen.getByRole('button', { name: 'Probar Drawer' }));
    const panel = await screen.findByRole('dialog', { name: 'Panel de demostración' });
    await usuario.click(within(panel).getByRole('button', { name: 'Cerrar panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

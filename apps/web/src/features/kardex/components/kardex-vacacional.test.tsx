import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TKardex, TPeriodoKardex } from '@app/contract/kardex';
import { errorDeCarga, usarApiFalsa } from '../../../testing/api-falsa';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { KardexVacacional } from './kardex-vacacional';

const api = usarApiFalsa();

const ELENA = {
  id: 5,
  nombreCompleto: 'Elena Flores Huamán',
  email: 'elena@prueba.pe',
  dni: '45678912',
  activo: true,
};

const periodo = (p: Partial<TPeriodoKardex>): TPeriodoKardex => ({
  periodo: 2024,
  vencidas: 0,
  pendientes: 28,
  truncas: 0,
  diasLibres: 13,
  diasBloque: 15,
  estado: 'PENDIENTE',
  inicio: '2024-03-01',
  fin: '2025-02-28',
  finVentana: '2026-02-28',
  maxDiasLibres: 13,
  bloquesPermitidos: [15],
  fechaLimiteGoce: '2026-02-01',
  riesgoIndemnizacion: 'NINGUNO',
  indemnizacionPosible: false,
  indemnizacionPosibleCas1419: false,
  truncasSinMesMinimo: false,
  devengado: 30,
  gozados: 0,
  enTramite: 2,
  solicitudes: [
    {
      id: 31,
      fechaInicio: '2025-08-04',
      fechaFin: '2025-08-05',
      dias: 2,
      tipo: 'libres',
      adelanto: false,
      estado: 'Pendiente',
      fechaSolicitud: '2025-06-01T15:00:00.000Z',
      decididoPor: null,
      fechaDecision: null,
    },
  ],
  ...p,
});

const KARDEX: TKardex = {
  persona: {
    id: 5,
    nombreCompleto: 'Elena Flores Huamán',
    dni: '45678912',
    email: 'elena@prueba.pe',
    departamento: 'Operaciones',
    fechaIngreso: '2022-03-01',
    regimen: 'GENERAL',
    jefe: 'Jorge Ramírez Salazar',
    activo: true,
  },
  periodos: [
    periodo({}),
    periodo({
      periodo: 2025,
      estado: 'CURSO',
      inicio: '2025-03-01',
      fin: '2026-02-28',
      finVentana: '2027-02-28',
      devengado: 8.75,
      gozados: 1,
      enTramite: 0,
      pendientes: 0,
      truncas: 7.75,
      diasLibres: 7.75,
      diasBloque: 7.75,
      solicitudes: [
        {
          id: 32,
          fechaInicio: '2025-07-07',
          fechaFin: '2025-07-07',
          dias: 1,
          tipo: 'libres',
          adelanto: true,
          estado: 'Aprobada',
          fechaSolicitud: '2025-06-01T15:00:00.000Z',
          decididoPor: 'Jorge Ramírez Salazar',
          fechaDecision: '2025-06-10T16:00:00.000Z',
        },
      ],
    }),
  ],
  fechaCorte: '2025-06-15',
};

describe('KardexVacacional', { timeout: 30_000 }, () => {
  it('sin persona elegida invita a buscar y no pide ningún kardex', async () => {
    api.rutas['GET /api/reportes/vacaciones-usuario/personas'] = () => respuestaJson({ personas: [ELENA] });
    renderConProveedores(<KardexVacacional />);
    expect(await screen.findByText('Elija una persona')).toBeInTheDocument();
    expect(api.fetchMock.mock.calls.some(([u]) => /vacaciones-usuario\/\d+/.test(String(u)))).toBe(false);
  });

  it('buscar y elegir a una persona pone su id en la URL y muestra su kardex por período', async () => {
    api.rutas['GET /api/reportes/vacaciones-usuario/personas'] = () => respuestaJson({ personas: [ELENA] });
    api.rutas['GET /api/reportes/vacaciones-usuario/5'] = () => respuestaJson(KARDEX);
    const { router } = renderConProveedores(<KardexVacacional />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Persona' }), '4567');
    await waitFor(() =>
      expect(api.llamadas('GET /api/reportes/vacaciones-usuario/personas').at(-1)!.get('busqueda')).toBe(
        '4567',
      ),
    );
    await userEvent.click(await screen.findByRole('option', { name: /Elena Flores Huamán/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?usuario=5'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Elena Flores Huamán' })).toBeInTheDocument();
    const persona = screen.getByRole('region', { name: 'Elena Flores Huamán' });
    expect(persona).toHaveTextContent(
      'DNI45678912DepartamentoOperacionesFecha de ingreso01/03/2022RégimenGeneralJefeJorge Ramírez SalazarFecha de corte15/06/2025',
    );
    const p2024 = screen.getByRole('region', { name: 'Período 2024' });
    expect(within(p2024).getByRole('table', { name: 'Saldos del período 2024' })).toHaveTextContent(
      'DevengadoGozadosEn trámitePendientesVencidasTruncasDías LibresDías Bloque30.000.002.0028.000.000.0013.0015.00',
    );
    expect(within(p2024).getByText('Pendiente')).toBeInTheDocument();
    const p2025 = screen.getByRole('region', { name: 'Período 2025' });
    const solicitud = within(within(p2025).getByRole('table', { name: 'Solicitudes del período 2025' }))
      .getAllByRole('row')
      .at(1)!;
    expect(solicitud).toHaveTextContent('07/07/2025');
    expect(solicitud).toHaveTextContent('Días libres (adelanto)');
    expect(solicitud).toHaveTextContent('Jorge Ramírez Salazar');
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
  });

  it('la persona de la URL se carga al abrir la página, y una sin períodos lo dice', async () => {
    api.rutas['GET /api/reportes/vacaciones-usuario/personas'] = () => respuestaJson({ personas: [ELENA] });
    api.rutas['GET /api/reportes/vacaciones-usuario/5'] = () => respuestaJson({ ...KARDEX, periodos: [] });
    renderConProveedores(<KardexVacacional />, { ruta: '/reportes/vacaciones-usuario?usuario=5' });
    expect(await screen.findByText('Sin períodos vacacionales')).toBeInTheDocument();
    expect(api.llamadas('GET /api/reportes/vacaciones-usuario/personas')[0]!.get('usuarioId')).toBe('5');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Persona' })).toHaveValue('Elena Flores Huamán'),
    );
  });

  it('si el servidor lo rechaza, muestra su mensaje en español', async () => {
    api.rutas['GET /api/reportes/vacaciones-usuario/personas'] = () => respuestaJson({ personas: [] });
    api.rutas['GET /api/reportes/vacaciones-usuario/9'] = () =>
      respuestaJson({ code: 'SIN_PERMISO', message: 'La persona no pertenece a su equipo' }, 403);
    renderConProveedores(<KardexVacacional />, { ruta: '/?usuario=9' });
    expect(await errorDeCarga('La persona no pertenece a su equipo', 10_000)).toBeInTheDocument();
  });

  it('el PDF y el Excel se piden por POST (el servidor los registra) y se guardan con el DNI en el nombre', async () => {
    api.rutas['GET /api/reportes/vacaciones-usuario/personas'] = () => respuestaJson({ personas: [ELENA] });
    api.rutas['GET /api/reportes/vacaciones-usuario/5'] = () => respuestaJson(KARDEX);
    api.rutas['POST /api/reportes/vacaciones-usuario/5/pdf'] = () =>
      new Response(new Blob(['%PDF']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    api.rutas['POST /api/reportes/vacaciones-usuario/5/excel'] = () =>
      new Response(new Blob(['xlsx']), { status: 200 });
    const nombres: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      nombres.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    renderConProveedores(<KardexVacacional />, { ruta: '/?usuario=5' });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('PDF del kardex descargado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(nombres).toEqual(['kardex-45678912.pdf', 'kardex-45678912.xlsx']));
  });
});

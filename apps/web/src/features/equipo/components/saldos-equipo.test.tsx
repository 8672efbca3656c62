import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSaldoEquipo } from '@app/contract/equipo';
import { cifrasDeTarjetas, renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { TEXTO_ERROR_TABLA } from '../../../components/data-table/data-table';
import { errorDeCarga, usarApiFalsa } from '../../../testing/api-falsa';
import { SaldosEquipo } from './saldos-equipo';

// MUI menus, selects and dialogs on a busy CI machine: give queries and tests room.
configure({ asyncUtilTimeout: 5000 });

const saldo = (empleadoId: number, periodo: number, extra: Partial<TSaldoEquipo> = {}): TSaldoEquipo => ({
  id: `${empleadoId}-${periodo}`,
  empleadoId,
  nombreEmpleado: 'Elena Flores Huamán',
  email: 'empleado@descanso.pe',
  periodo,
  estadoPeriodo: 'PENDIENTE',
  diasVencidas: 0,
  diasPendientes: 30,
  diasTruncas: 0,
  diasLibres: 15,
  diasBloque: 15,
  nombreManager: 'Jorge Ramírez Salazar',
  fechaLimiteGoce: null,
  riesgoIndemnizacion: 'NINGUNO',
  truncasSinMesMinimo: false,
  ...extra,
});

const EMPLEADOS_DIRECTOS = [{ id: 4, nombreCompleto: 'Elena Flores Huamán', email: 'empleado@descanso.pe' }];
const EMPLEADOS_TODOS = [
  ...EMPLEADOS_DIRECTOS,
  { id: 8, nombreCompleto: 'Andrés Sánchez García', email: 'andres.sanchez7@descanso.pe' },
];
const ESTADISTICAS = {
  totalEmpleados: 6,
  totalDiasVencidas: 136,
  totalDiasPendientes: 150,
  totalDiasTruncas: 99.99,
  totalDiasLibres: 1257.16,
  totalDiasBloque: 171.5,
};

const api = usarApiFalsa();
beforeEach(() => {
  // Like the server: the team of the level, searched by name or email, plus the chosen one if in that team.
  api.rutas['GET /api/historial-vacaciones/empleados-equipo'] = (url) => {
    const q = url.searchParams;
    const equipo = q.get('incluirSubordinadosNivelN') === 'true' ? EMPLEADOS_TODOS : EMPLEADOS_DIRECTOS;
    const busqueda = q.get('busqueda') ?? '';
    return respuestaJson({
      empleados: equipo.filter(
        (e) => e.id === Number(q.get('empleadoId')) || `${e.nombreCompleto} ${e.email}`.includes(busqueda),
      ),
    });
  };
  api.rutas['GET /api/historial-vacaciones/saldos-equipo'] = () =>
    respuestaJson({
      saldos: [saldo(4, 2024, { diasVencidas: 10, estadoPeriodo: 'VENCIDA' }), saldo(4, 2025)],
      total: 21,
      totalCompleto: 21,
      estadisticas: ESTADISTICAS,
    });
});

const ultimaConsulta = () => api.llamadas('GET /api/historial-vacaciones/saldos-equipo').at(-1);
const tarjeta = (titulo: string) => screen.getByRole('group', { name: titulo });

describe('SaldosEquipo', { timeout: 30_000 }, () => {
  it('muestra las seis tarjetas, el título con el total y pide la primera página ordenada por empleado', async () => {
    renderConProveedores(<SaldosEquipo />);
    expect(await screen.findByRole('heading', { name: 'Saldos de Vacaciones (21)' })).toBeInTheDocument();
    expect(cifrasDeTarjetas('Resumen de saldos')).toEqual({
      Empleados: '6',
      'Días Vencidas': '136.00',
      'Días Pendientes': '150.00',
      'Días Truncas': '99.99',
      'Días Libres': '1,257.16',
      'Días Bloque': '171.50',
    });
    expect(ultimaConsulta()?.toString()).toBe(
      'pageNumber=1&pageSize=10&incluirSubordinadosNivelN=false&sortBy=empleado&isDescending=false',
    );
  });

  it('mientras carga dice «Cargando saldos de vacaciones...»', async () => {
    api.rutas['GET /api/historial-vacaciones/saldos-equipo'] = () => new Promise<Response>(() => {});
    renderConProveedores(<SaldosEquipo />);
    expect(await screen.findByText('Cargando saldos de vacaciones...')).toBeInTheDocument();
  });

  it('el buscador de empleados filtra por nombre o email y la elección se envía como empleadoId', async () => {
    renderConProveedores(<SaldosEquipo />);
    const usuario = userEvent.setup();
    await screen.findByRole('heading', { name: 'Saldos de Vacaciones (21)' });
    await usuario.click(screen.getByRole('checkbox', { name: 'Incluir subordinados de todos los niveles' }));
    await waitFor(() => expect(ultimaConsulta()?.get('incluirSubordinadosNivelN')).toBe('true'));
    const buscador = screen.getByRole('combobox', { name: 'Empleado' });
    expect(buscador).toHaveValue('Todos los empleados');
    await usuario.clear(buscador);
    await usuario.type(buscador, 'andres.sanchez');
    // The server's answer arrives after a pause in typing.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Andrés Sánchez García andres.sanchez7@descanso.pe',
      ]),
    );
    await usuario.click(screen.getByRole('option'));
    await waitFor(() => expect(ultimaConsulta()?.get('empleadoId')).toBe('8'));
    expect(buscador).toHaveValue('Andrés Sánchez García (andres.sanchez7@descanso.pe)');
  });

  it('En riesgo pide enRiesgo=true en la página 1 y Limpiar filtros lo desmarca', async () => {
    renderConProveedores(<SaldosEquipo />);
    const usuario = userEvent.setup();
    await screen.findByRole('heading', { name: 'Saldos de Vacaciones (21)' });
    expect(ultimaConsulta()?.has('enRiesgo')).toBe(false);
    const enRiesgo = screen.getByRole('checkbox', { name: 'En riesgo' });
    expect(enRiesgo).toHaveAccessibleDescription(
      'Períodos que vencen en 90 días o menos, o vencidos con días por gozar',
    );
    await usuario.click(enRiesgo);
    await waitFor(() => expect(ultimaConsulta()?.get('enRiesgo')).toBe('true'));
    expect(ultimaConsulta()?.get('pageNumber')).toBe('1');
    await usuario.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    // Unfiltered again (the first page without the filter is still cached, so no new request is needed).
    expect(screen.getByRole('checkbox', { name: 'En riesgo' })).not.toBeChecked();
  });

  it('Limpiar filtros quita el empleado, el período y el indicador de subordinados', async () => {
    renderConProveedores(<SaldosEquipo />);
    const usuario = userEvent.setup();
    await screen.findByRole('heading', { name: 'Saldos de Vacaciones (21)' });
    await usuario.click(screen.getByRole('checkbox', { name: 'Incluir subordinados de todos los niveles' }));
    await usuario.click(screen.getByRole('combobox', { name: 'Período' }));
    await usuario.click(await screen.findByRole('option', { name: '2025' }));
    await usuario.click(screen.getByRole('combobox', { name: 'Empleado' }));
    await usuario.click(await screen.findByRole('option', { name: /Elena Flores Huamán/ }));
    await waitFor(() => expect(ultimaConsulta()?.get('empleadoId')).toBe('4'));
    expect(ultimaConsulta()?.get('periodo')).toBe('2025');
    expect(ultimaConsulta()?.get('incluirSubordinadosNivelN')).toBe('true');

    await usuario.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(
      screen.getByRole('checkbox', { name: 'Incluir subordinados de todos los niveles' }),
    ).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Empleado' })).toHaveValue('Todos los empleados');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Todos los períodos');
  });

  it('al volver a solo directos se descarta un empleado indirecto elegido', async () => {
    renderConProveedores(<SaldosEquipo />);
    const usuario = userEvent.setup();
    await screen.findByRole('heading', { name: 'Saldos de Vacaciones (21)' });
    const casilla = screen.getByRole('checkbox', { name: 'Incluir subordinados de todos los niveles' });
    await usuario.click(casilla);
    await usuario.click(screen.getByRole('combobox', { name: 'Empleado' }));
    await usuario.click(await screen.findByRole('option', { name: /Andrés Sánchez García/ }));
    await waitFor(() => expect(ultimaConsulta()?.get('empleadoId')).toBe('8'));
    await usuario.click(casilla);
    // The server answers whether the chosen one is a direct report before the level changes.
    await waitFor(() => expect(casilla).not.toBeChecked());
    expect(screen.getByRole('combobox', { name: 'Empleado' })).toHaveValue('Todos los empleados');
    const consultas = api.llamadas('GET /api/historial-vacaciones/saldos-equipo');
    expect(
      consultas.some((q) => q.get('incluirSubordinadosNivelN') === 'false' && q.get('empleadoId') === '8'),
    ).toBe(false);
  });

  it('si los saldos no cargan muestra el mensaje, vacía la lista y pone las estadísticas a cero', async () => {
    let falla = false;
    const original = api.rutas['GET /api/historial-vacaciones/saldos-equipo'];
    api.rutas['GET /api/historial-vacaciones/saldos-equipo'] = (url, init) => {
      if (falla) throw new TypeError('Failed to fetch');
      return original!(url, init);
    };
    renderConProveedores(<SaldosEquipo />);
    const usuario = userEvent.setup();
    await screen.findByRole('heading', { name: 'Saldos de Vacaciones (21)' });
    falla = true;
    await usuario.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(
      await errorDeCarga('Error al cargar los saldos de vacaciones. Por favor, intenta nuevamente.', 8000),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saldos de Vacaciones (0)' })).toBeInTheDocument();
    // The list is emptied, but neither the empty state nor a misleading 0 stands in for the failure.
    expect(screen.getByText(TEXTO_ERROR_TABLA)).toBeInTheDocument();
    expect(screen.queryByText('No hay saldos de vacaciones')).not.toBeInTheDocument();
    expect(tarjeta('Empleados')).toHaveTextContent('-');
    expect(tarjeta('Días Libres')).toHaveTextContent('-');
  });

  it('el nombre del empleado abre el detalle de ese saldo', async () => {
    const saldos = [saldo(4, 2024, { diasVencidas: 10, estadoPeriodo: 'VENCIDA' })];
    api.rutas['GET /api/historial-vacaciones/saldos-equipo'] = () =>
      respuestaJson({ saldos, total: saldos.length, totalCompleto: 1, estadisticas: ESTADISTICAS });
    renderConProveedores(<SaldosEquipo />);
    const usuario = userEvent.setup();
    await usuario.click(
      await screen.findByRole('button', { name: 'Ver detalle del saldo de Elena Flores Huamán (2024)' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Detalle del saldo' });
    expect(within(dialogo).getByText('Vencido')).toBeInTheDocument();
    expect(within(dialogo).getByText('10.00')).toBeInTheDocument();
    expect(within(dialogo).queryByText('Saldo no encontrado')).toBeNull();
  });
});

describe('Exportar a Excel en Saldos de Vacaciones', () => {
  it('pide todo el resultado con los filtros de la pantalla, sin la página ni el orden', async () => {
    api.rutas['GET /api/historial-vacaciones/saldos-equipo/exportar'] = () =>
      new Response(new Blob(['xlsx']), {
        status: 200,
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    renderConProveedores(<SaldosEquipo />, {
      ruta: '/?enRiesgo=true&periodo=2024&pageNumber=2&sortBy=pendientes',
    });
    await screen.findByText('Saldos de Vacaciones (21)');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    expect(await screen.findByText('Exportación descargada')).toBeInTheDocument();
    const consulta = api.llamadas('GET /api/historial-vacaciones/saldos-equipo/exportar').at(-1)!;
    expect(consulta.get('enRiesgo')).toBe('true');
    expect(consulta.get('periodo')).toBe('2024');
    expect(consulta.get('incluirSubordinadosNivelN')).toBe('false');
    expect(consulta.has('pageNumber') || consulta.has('sortBy')).toBe(false);
  });
});

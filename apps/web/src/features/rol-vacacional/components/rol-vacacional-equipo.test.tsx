import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPlanEquipo, TTramoPlan } from '@app/contract/programacion';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { RolVacacionalEquipo } from './rol-vacacional-equipo';

const api = usarApiFalsa();

const tramo = (t: Partial<TTramoPlan>): TTramoPlan => ({
  id: 7,
  usuarioId: 2,
  anio: 2025,
  tipoVacaciones: 'bloque',
  diasSolicitados: 15,
  fechaInicio: '2025-04-01',
  fechaFin: '2025-04-15',
  periodo: 2023,
  estado: 'PROPUESTO',
  advertencias: [],
  nombrePropuestoPor: 'Ana Prueba Test',
  nombreDecididoPor: null,
  solicitudId: null,
  ...t,
});

const PLAN: TPlanEquipo = {
  anio: 2025,
  ventanaAbierta: true,
  empleados: [
    {
      usuarioId: 2,
      nombreCompleto: 'Ana Prueba Test',
      departamento: 'Operaciones',
      tramos: [tramo({})],
      periodos: [
        {
          periodo: 2023,
          fechaVencimiento: '2025-05-01',
          diasPendientes: 30,
          diasPlanificados: 15,
          cubierto: false,
        },
      ],
      enRiesgo: true,
      departamentoId: 4,
    },
    {
      usuarioId: 3,
      nombreCompleto: 'Beto Prueba Test',
      departamento: 'Operaciones',
      tramos: [tramo({ id: 8, usuarioId: 3, estado: 'ACEPTADO', nombreDecididoPor: 'Jorge Prueba Test' })],
      periodos: [
        {
          periodo: 2023,
          fechaVencimiento: '2025-06-01',
          diasPendientes: 15,
          diasPlanificados: 15,
          cubierto: true,
        },
      ],
      enRiesgo: false,
      departamentoId: 4,
    },
  ],
};

describe('RolVacacionalEquipo', { timeout: 30_000 }, () => {
  it('marca en rojo, con texto, el período en riesgo sin cubrir y acepta un tramo propuesto', async () => {
    api.rutas['GET /api/programacion/equipo'] = () => respuestaJson(PLAN);
    api.rutas['PUT /api/programacion/tramos/7/aceptar'] = () =>
      respuestaJson({ message: 'Tramo del plan aceptado', id: 7 });
    renderConProveedores(<RolVacacionalEquipo hoy="2025-03-10" />);

    const ana = await screen.findByRole('region', { name: 'Rol vacacional 2025 de Ana Prueba Test' });
    expect(within(ana).getByText('En riesgo: sin cubrir')).toBeInTheDocument();
    expect(
      within(ana).getByText('Período 2023: vence el 01/05/2025, 30.00 días por gozar, 15.00 planificados'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 empleado tiene períodos que vencen en 2025 sin cubrir por el plan.'),
    ).toBeInTheDocument();
    const beto = screen.getByRole('region', { name: 'Rol vacacional 2025 de Beto Prueba Test' });
    expect(within(beto).getByText('Cubierto por el plan')).toBeInTheDocument();
    expect(within(beto).queryByRole('button', { name: /^Aceptar/ })).not.toBeInTheDocument();
    expect(api.llamadas('GET /api/programacion/equipo')[0]!.get('anio')).toBe('2025');

    await userEvent.click(within(ana).getByRole('button', { name: /^Aceptar el tramo/ }));
    await waitFor(() => expect(api.cuerpos('PUT /api/programacion/tramos/7/aceptar')).toHaveLength(1));
    expect(await screen.findByText('Tramo del plan aceptado')).toBeInTheDocument();
  });

  it('el jefe ajusta un tramo aceptado: el diálogo parte del tramo y lo envía a la ruta de ajuste', async () => {
    api.rutas['GET /api/programacion/equipo'] = () => respuestaJson(PLAN);
    api.rutas['PUT /api/programacion/tramos/8'] = () =>
      respuestaJson({ message: 'Tramo del plan fijado por el empleador', id: 8 });
    renderConProveedores(<RolVacacionalEquipo hoy="2025-03-10" />);

    const beto = await screen.findByRole('region', { name: 'Rol vacacional 2025 de Beto Prueba Test' });
    await userEvent.click(within(beto).getByRole('button', { name: /^Ajustar el tramo/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Ajustar el tramo de Beto Prueba Test' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar tramo' }));
    await waitFor(() =>
      expect(api.cuerpos('PUT /api/programacion/tramos/8')).toEqual([
        { tipoVacaciones: 'bloque', diasSolicitados: 15, fechaInicio: '2025-04-01', periodo: 2023 },
      ]),
    );
    expect(await screen.findByText('Tramo del plan fijado por el empleador')).toBeInTheDocument();
  });

  it('RR. HH. ve la empresa y abre su ventana', async () => {
    api.rutas['GET /api/programacion/empresa'] = () => respuestaJson({ ...PLAN, ventanaAbierta: false });
    api.rutas['PUT /api/programacion/ventana-empresa'] = () =>
      respuestaJson({ message: 'Ventana del rol vacacional abierta' });
    renderConProveedores(<RolVacacionalEquipo hoy="2025-03-10" />, { permisos: ['ADMIN-USUARIOS-MENU'] });
    expect(await screen.findByText('La ventana de propuestas de 2025 está cerrada.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ventana de propuestas' }));
    await waitFor(() =>
      expect(api.cuerpos('PUT /api/programacion/ventana-empresa')).toEqual([{ anio: 2025, abierta: true }]),
    );
  });
});

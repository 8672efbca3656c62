import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMiPlan } from '@app/contract/programacion';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { filaHistorialDePrueba } from '../../../testing/datos-prueba';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { MiPlan } from './mi-plan';

const api = usarApiFalsa();

const plan = (estado: 'PROPUESTO' | 'ACEPTADO', ventanaAbierta = true): TMiPlan => ({
  anio: 2025,
  ventanaAbierta,
  diasInvitacion: 30,
  plan: {
    usuarioId: 2,
    nombreCompleto: 'Ana Prueba Test',
    departamento: 'Operaciones',
    departamentoId: 4,
    enRiesgo: false,
    periodos: [],
    tramos: [
      {
        id: 7,
        usuarioId: 2,
        anio: 2025,
        tipoVacaciones: 'bloque',
        diasSolicitados: 15,
        fechaInicio: '2025-04-01',
        fechaFin: '2025-04-15',
        periodo: 2024,
        estado,
        advertencias: [],
        nombrePropuestoPor: 'Ana Prueba Test',
        nombreDecididoPor: null,
        solicitudId: null,
      },
    ],
  },
});

const HISTORIAL = {
  historial: [2024, 2025].map((periodo) =>
    filaHistorialDePrueba(periodo, {
      pendientes: 30,
      diasLibres: 15,
      diasBloque: 15,
      bloquesPermitidos: [7, 8, 15],
    }),
  ),
};

describe('MiPlan', { timeout: 30_000 }, () => {
  it('el empleado edita un tramo propuesto: el diálogo parte del tramo y lo envía a su ruta', async () => {
    api.rutas['GET /api/programacion/mi-plan'] = () => respuestaJson(plan('PROPUESTO'));
    api.rutas['GET /api/historial-vacaciones'] = () => respuestaJson(HISTORIAL);
    api.rutas['PUT /api/programacion/mi-plan/tramos/7'] = () =>
      respuestaJson({ message: 'Tramo del plan guardado', id: 7 });
    renderConProveedores(<MiPlan hoy="2025-03-10" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Editar el tramo del 01/04/2025' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar el tramo del 01/04/2025' });
    await userEvent.click(within(dialogo).getByRole('combobox', { name: /^Días/ }));
    await userEvent.click(await screen.findByRole('option', { name: '8 días' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar tramo' }));
    await waitFor(() =>
      expect(api.cuerpos('PUT /api/programacion/mi-plan/tramos/7')).toEqual([
        { tipoVacaciones: 'bloque', diasSolicitados: 8, fechaInicio: '2025-04-01', periodo: 2024 },
      ]),
    );
    expect(await screen.findByText('Tramo del plan guardado')).toBeInTheDocument();
  });

  it('un tramo ya aceptado, o con la ventana cerrada, no se puede editar', async () => {
    api.rutas['GET /api/programacion/mi-plan'] = () => respuestaJson(plan('ACEPTADO'));
    api.rutas['GET /api/historial-vacaciones'] = () => respuestaJson(HISTORIAL);
    const { unmount } = renderConProveedores(<MiPlan hoy="2025-03-10" />);
    expect(await screen.findByRole('button', { name: /^Convertir en solicitud/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar el tramo/ })).not.toBeInTheDocument();
    unmount();

    api.rutas['GET /api/programacion/mi-plan'] = () => respuestaJson(plan('PROPUESTO', false));
    renderConProveedores(<MiPlan hoy="2025-03-10" />);
    expect(await screen.findByText(/La ventana del rol vacacional 2025 está cerrada/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar el tramo/ })).not.toBeInTheDocument();
  });
});

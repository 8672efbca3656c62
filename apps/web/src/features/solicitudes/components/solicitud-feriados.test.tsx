import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCrearSolicitudBody } from '@app/contract/solicitudes';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { filaHistorialDePrueba } from '../../../testing/datos-prueba';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import type { TCrearSolicitudRespuesta } from '../api/crear-solicitud';
import { SolicitudVacacionesForm } from './solicitud-vacaciones-form';

const HOY = '2026-11-21';
const HISTORIAL = [filaHistorialDePrueba(2025, { pendientes: 30, diasLibres: 15 })];
const FERIADOS_2026 = [
  { id: 1, fecha: '2026-12-08', nombre: 'Inmaculada Concepción', origen: 'NACIONAL' },
  { id: 2, fecha: '2026-12-09', nombre: 'Batalla de Ayacucho', origen: 'NACIONAL' },
];

const api = usarApiFalsa();

type Usuario = ReturnType<typeof userEvent.setup>;
const elegir = async (usuario: Usuario, nombre: RegExp, opcion: string) => {
  await usuario.click(screen.getByRole('combobox', { name: nombre }));
  await usuario.click(within(await screen.findByRole('listbox')).getByRole('option', { name: opcion }));
};

// MUI selects and pickers driven by user-event are slow on a busy 2-core machine.
describe('SolicitudVacacionesForm con feriados', { timeout: 30_000 }, () => {
  it('avisa los feriados del período elegido sin cambiar el conteo de días ni la fecha de fin', async () => {
    api.rutas['GET /api/feriados'] = (url) => {
      const anio = Number(url.searchParams.get('anio'));
      return respuestaJson({
        desde: `${anio}-01-01`,
        hasta: `${anio}-12-31`,
        feriados: anio === 2026 ? FERIADOS_2026 : [],
      });
    };
    const onEnviar = vi.fn<(d: TCrearSolicitudBody) => Promise<TCrearSolicitudRespuesta>>();
    const usuario = userEvent.setup();
    renderConProveedores(<SolicitudVacacionesForm historial={HISTORIAL} onEnviar={onEnviar} hoy={HOY} />);
    await elegir(usuario, /Tipo de Vacaciones/, 'Días libres');
    await elegir(usuario, /Días Solicitados/, '7 días');
    const grupo = screen.getByRole('group', { name: /Fecha de Inicio/ });
    await usuario.click(within(grupo).getAllByRole('spinbutton')[0]!);
    await usuario.keyboard('07122026');

    expect(await screen.findByTestId('aviso-feriados')).toHaveTextContent(
      'El período elegido incluye 2 feriados: 08/12/2026 Inmaculada Concepción; 09/12/2026 Batalla de Ayacucho. Los feriados cuentan como días de vacaciones.',
    );
    // 7 calendar days, holidays included: 07/12 – 13/12.
    expect(screen.getByRole('textbox', { name: 'Fecha de Fin' })).toHaveValue('13/12/2026');

    // The calendar names the holiday of each day.
    await usuario.click(screen.getByRole('button', { name: /^Elige fecha/ }));
    const dia = await screen.findByRole('gridcell', { name: '9, feriado: Batalla de Ayacucho' });
    expect(dia).toHaveAttribute('title', 'Feriado: Batalla de Ayacucho');
    expect(screen.getByRole('gridcell', { name: '10' })).not.toHaveAttribute('title');
  });

  it('sin feriados en el período no muestra el aviso', async () => {
    api.rutas['GET /api/feriados'] = () =>
      respuestaJson({ desde: '2026-01-01', hasta: '2026-12-31', feriados: FERIADOS_2026 });
    const usuario = userEvent.setup();
    renderConProveedores(<SolicitudVacacionesForm historial={HISTORIAL} onEnviar={vi.fn()} hoy={HOY} />);
    await elegir(usuario, /Tipo de Vacaciones/, 'Días libres');
    await elegir(usuario, /Días Solicitados/, '2 días');
    const grupo = screen.getByRole('group', { name: /Fecha de Inicio/ });
    await usuario.click(within(grupo).getAllByRole('spinbutton')[0]!);
    await usuario.keyboard('23112026');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Fecha de Fin' })).toHaveValue('24/11/2026'),
    );
    expect(screen.queryByTestId('aviso-feriados')).not.toBeInTheDocument();
  });
});

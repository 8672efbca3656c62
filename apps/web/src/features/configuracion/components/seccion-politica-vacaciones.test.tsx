import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRecordNoCumplido } from '@app/contract/configuracion';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { TEXTOS_POLITICA } from './formulario-politica';
import { SeccionPoliticaVacaciones } from './seccion-politica-vacaciones';

const api = usarApiFalsa();
const LENTO = { timeout: 30_000 };

const POLITICA = {
  regimen: 'GENERAL',
  permitirAdelanto: true,
  topeAdelanto: 'ACCRUED',
  ordenImputacion: 'FIFO',
  diasRecordatorioAprobacion: 3,
  diasEscalamientoAprobacion: 5,
  diasInvitacionPlan: 30,
};
const MARCA: TRecordNoCumplido = {
  usuarioId: 4,
  nombreEmpleado: 'Elena Flores Huamán',
  email: 'empleado@descanso.pe',
  periodo: 2023,
  inicio: '2023-03-15',
  fin: '2024-03-14',
  motivo: 'Más de 10 faltas injustificadas',
  registradoPor: 'Carlos Mendoza Ríos',
  fechaRegistro: '2025-10-01T15:00:00Z',
};

beforeEach(() => {
  api.rutas['GET /api/configuracion-empresa'] = () => respuestaJson(POLITICA);
  api.rutas['PUT /api/configuracion-empresa'] = (_u, init) =>
    respuestaJson({ ...POLITICA, ...(JSON.parse(String(init.body)) as object) });
  api.rutas['GET /api/record-vacacional'] = () =>
    respuestaJson({ registros: [MARCA], totalCompleto: 1, paginaActual: 1, tamanoPagina: 10 });
});

describe('Política de vacaciones (configuración de la empresa)', () => {
  it('explica cada opción; MYPE apaga el adelanto y se guarda todo junto', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<SeccionPoliticaVacaciones />);
    const form = await screen.findByRole('form', { name: 'Política de vacaciones' });
    expect(within(form).getByText(TEXTOS_POLITICA.regimen.GENERAL)).toBeInTheDocument();
    expect(within(form).getByText(TEXTOS_POLITICA.orden.FIFO)).toBeInTheDocument();
    expect(within(form).getByText(TEXTOS_POLITICA.tope.ACCRUED)).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: 'Permitir adelanto de vacaciones' })).toBeChecked();

    await usuario.click(within(form).getByRole('combobox', { name: 'Régimen laboral de la empresa' }));
    await usuario.click(await screen.findByRole('option', { name: /^MYPE/ }));
    expect(within(form).getByText(TEXTOS_POLITICA.regimen.MYPE)).toBeInTheDocument();
    const adelanto = within(form).getByRole('switch', { name: 'Permitir adelanto de vacaciones' });
    expect(adelanto).not.toBeChecked();
    expect(adelanto).toBeDisabled();
    await usuario.click(within(form).getByRole('combobox', { name: 'Orden de imputación' }));
    await usuario.click(await screen.findByRole('option', { name: 'Del período que vence primero' }));
    expect(within(form).getByText(TEXTOS_POLITICA.orden.EXPIRY_FIRST)).toBeInTheDocument();

    await usuario.click(within(form).getByRole('button', { name: 'Guardar política' }));
    await waitFor(() =>
      expect(api.cuerpos('PUT /api/configuracion-empresa')).toEqual([
        {
          regimen: 'MYPE',
          permitirAdelanto: false,
          topeAdelanto: 'ACCRUED',
          ordenImputacion: 'EXPIRY_FIRST',
          diasRecordatorioAprobacion: 3,
          diasEscalamientoAprobacion: 5,
          diasInvitacionPlan: 30,
        },
      ]),
    );
    expect(await screen.findByText(/Política de vacaciones guardada/)).toBeInTheDocument();
  });

  it('muestra el error del servidor en su campo y pregunta antes de descartar cambios', LENTO, async () => {
    const mensaje = 'El régimen MYPE no admite adelanto de vacaciones';
    api.rutas['PUT /api/configuracion-empresa'] = () =>
      respuestaJson({ code: 'VALIDACION', message: mensaje, errors: { PermitirAdelanto: [mensaje] } }, 400);
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<SeccionPoliticaVacaciones />);
    const form = await screen.findByRole('form', { name: 'Política de vacaciones' });
    const descartar = within(form).getByRole('button', { name: 'Descartar cambios' });
    expect(descartar).toBeDisabled();
    await usuario.click(within(form).getByRole('combobox', { name: 'Tope del adelanto' }));
    await usuario.click(await screen.findByRole('option', { name: 'Año completo' }));
    await usuario.click(within(form).getByRole('button', { name: 'Guardar política' }));
    // In the error bar and under the switch.
    expect(await within(form).findAllByText(mensaje)).toHaveLength(2);

    await usuario.click(descartar);
    const dialogo = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(within(form).getByText(TEXTOS_POLITICA.tope.ACCRUED)).toBeInTheDocument());
  });
});

describe('Récord vacacional no cumplido', () => {
  it(
    'lista las marcas con empleado, período, motivo, quién y cuándo; quitar pide confirmación',
    LENTO,
    async () => {
      api.rutas['DELETE /api/record-vacacional/4/2023'] = () =>
        respuestaJson({ message: 'Marca de récord no cumplido quitada: el período recupera sus días' });
      const usuario = userEvent.setup({ delay: null });
      renderConProveedores(<SeccionPoliticaVacaciones />);
      const tabla = await screen.findByRole('table', { name: 'Períodos con récord no cumplido' });
      const fila = await within(tabla).findByRole('row', { name: /Elena Flores Huamán/ });
      expect(fila).toHaveTextContent('2023 (15/03/2023 – 14/03/2024)');
      expect(fila).toHaveTextContent('Más de 10 faltas injustificadas');
      expect(fila).toHaveTextContent('Carlos Mendoza Ríos');
      expect(fila).toHaveTextContent('01/10/2025');

      await usuario.click(within(fila).getByRole('button', { name: /Quitar la marca del período 2023/ }));
      const dialogo = await screen.findByRole('dialog', { name: '¿Quitar la marca de récord no cumplido?' });
      expect(api.llamadas('DELETE /api/record-vacacional/4/2023')).toHaveLength(0);
      await usuario.click(within(dialogo).getByRole('button', { name: 'Quitar marca' }));
      expect(await screen.findByText(/recupera sus días/)).toBeInTheDocument();
      expect(api.llamadas('DELETE /api/record-vacacional/4/2023')).toHaveLength(1);
    },
  );

  it(
    'marca un período: busca al empleado en el servidor, ofrece solo sus períodos y exige motivo',
    LENTO,
    async () => {
      api.rutas['GET /api/record-vacacional/empleados'] = (url) =>
        respuestaJson(
          (url.searchParams.get('busqueda') ?? '').startsWith('ele')
            ? [{ id: 4, nombreCompleto: 'Elena Flores Huamán', email: 'empleado@descanso.pe', activo: true }]
            : [],
        );
      api.rutas['GET /api/record-vacacional/empleados/4/periodos'] = () =>
        respuestaJson([
          { periodo: 2025, inicio: '2025-03-15', fin: '2026-03-14', estado: 'CURSO', marcado: false },
          { periodo: 2024, inicio: '2024-03-15', fin: '2025-03-14', estado: 'PENDIENTE', marcado: false },
          { periodo: 2023, inicio: '2023-03-15', fin: '2024-03-14', estado: 'VENCIDA', marcado: true },
        ]);
      api.rutas['POST /api/record-vacacional'] = () => respuestaJson({ ...MARCA, periodo: 2024 });
      const usuario = userEvent.setup({ delay: null });
      renderConProveedores(<SeccionPoliticaVacaciones />);
      await usuario.click(await screen.findByRole('button', { name: 'Marcar período' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Marcar récord vacacional no cumplido' });

      await usuario.click(within(dialogo).getByRole('button', { name: 'Marcar período' }));
      expect(await within(dialogo).findByText('Seleccione un empleado')).toBeInTheDocument();
      expect(within(dialogo).getByText('El motivo es requerido')).toBeInTheDocument();

      await usuario.type(within(dialogo).getByRole('combobox', { name: /^Empleado/ }), 'ele');
      await usuario.click(await screen.findByRole('option', { name: /Elena Flores Huamán/ }));
      expect(
        api.llamadas('GET /api/record-vacacional/empleados').some((q) => q.get('busqueda') === 'ele'),
      ).toBe(true);
      await usuario.click(within(dialogo).getByRole('combobox', { name: /^Período/ }));
      const opciones = await screen.findAllByRole('option');
      expect(opciones.map((o) => o.textContent)).toEqual([
        '2025 (15/03/2025 – 14/03/2026), en curso: se aplica al cumplir el año',
        '2024 (15/03/2024 – 14/03/2025), pendiente',
        '2023 (15/03/2023 – 14/03/2024), vencido — ya marcado',
      ]);
      expect(opciones[2]).toHaveAttribute('aria-disabled', 'true');
      await usuario.click(opciones[1]!);
      await usuario.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Faltas');
      await usuario.click(within(dialogo).getByRole('button', { name: 'Marcar período' }));

      await waitFor(() =>
        expect(api.cuerpos('POST /api/record-vacacional')).toEqual([
          { usuarioId: 4, periodo: 2024, motivo: 'Faltas' },
        ]),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );
});

describe('días de recordatorio y escalamiento', () => {
  it('el escalamiento debe ser después del recordatorio; se guardan con la política', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<SeccionPoliticaVacaciones />);
    const form = await screen.findByRole('form', { name: 'Política de vacaciones' });
    expect(
      within(form).getByRole('combobox', { name: 'Días hábiles antes de recordar al aprobador' }),
    ).toHaveTextContent('3 días hábiles');
    await usuario.click(
      within(form).getByRole('combobox', { name: 'Días hábiles antes de escalar al jefe superior' }),
    );
    await usuario.click(await screen.findByRole('option', { name: '2 días hábiles' }));
    await usuario.click(within(form).getByRole('button', { name: 'Guardar política' }));
    expect(
      await within(form).findByText(
        'Los días antes de escalar (2) deben ser más que los días antes de recordar (3)',
      ),
    ).toBeInTheDocument();
    expect(api.cuerpos('PUT /api/configuracion-empresa')).toEqual([]);

    await usuario.click(
      within(form).getByRole('combobox', { name: 'Días hábiles antes de escalar al jefe superior' }),
    );
    await usuario.click(await screen.findByRole('option', { name: '7 días hábiles' }));
    await usuario.click(within(form).getByRole('button', { name: 'Guardar política' }));
    await waitFor(() =>
      expect(api.cuerpos('PUT /api/configuracion-empresa')).toEqual([
        { ...POLITICA, diasEscalamientoAprobacion: 7 },
      ]),
    );
  });
});

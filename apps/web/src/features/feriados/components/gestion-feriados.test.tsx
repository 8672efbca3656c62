import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFeriado } from '@app/contract/feriados';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { GestionFeriados } from './gestion-feriados';

const HOY = '2026-03-10';
const FERIADOS: TFeriado[] = [
  { id: 1, fecha: '2026-07-28', nombre: 'Fiestas Patrias', origen: 'NACIONAL' },
  { id: 2, fecha: '2026-09-15', nombre: 'Aniversario de la empresa', origen: 'EMPRESA' },
];
const respuesta = (anio: number, feriados: TFeriado[]) =>
  respuestaJson({ desde: `${anio}-01-01`, hasta: `${anio}-12-31`, feriados });

const api = usarApiFalsa();

const tabla = () => screen.findByRole('table', { name: 'Feriados de 2026' });
/** The list has loaded (the table is there while loading too). */
const cargada = () => screen.findByText('Fiestas Patrias');

describe('GestionFeriados', () => {
  it('muestra los feriados del año con su fecha dd/mm/aaaa, día de la semana, nombre y origen', async () => {
    api.rutas['GET /api/feriados'] = (url) => respuesta(Number(url.searchParams.get('anio')), FERIADOS);
    renderConProveedores(<GestionFeriados hoy={HOY} />);
    await cargada();
    const filas = within(await tabla()).getAllByRole('row');
    expect(filas).toHaveLength(3);
    expect(filas[1]).toHaveTextContent('28/07/2026');
    expect(filas[1]).toHaveTextContent('martes');
    expect(filas[1]).toHaveTextContent('Fiestas Patrias');
    expect(filas[1]).toHaveTextContent('Nacional');
    expect(filas[2]).toHaveTextContent('martes');
    expect(filas[2]).toHaveTextContent('Empresa');
    expect(api.llamadas('GET /api/feriados')[0]!.get('anio')).toBe('2026');
  });

  it('al elegir otro año lee los de ese año, y dice cuando no hay ninguno', async () => {
    api.rutas['GET /api/feriados'] = (url) => {
      const anio = Number(url.searchParams.get('anio'));
      return respuesta(anio, anio === 2026 ? FERIADOS : []);
    };
    const usuario = userEvent.setup();
    renderConProveedores(<GestionFeriados hoy={HOY} />);
    await tabla();
    await usuario.click(screen.getByRole('combobox', { name: 'Año' }));
    await usuario.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2028' }));
    expect(await screen.findByText('No hay feriados registrados para 2028')).toBeInTheDocument();
  });

  it('si la lectura falla lo dice', async () => {
    api.rutas['GET /api/feriados'] = () =>
      respuestaJson({ code: 'VALIDACION', message: 'El año debe estar entre 2000 y 2100' }, 400);
    renderConProveedores(<GestionFeriados hoy={HOY} />);
    expect(await screen.findByText('El año debe estar entre 2000 y 2100')).toBeInTheDocument();
  });

  it('añade un día no laborable y muestra el 409 del servidor en el campo de la fecha', async () => {
    api.rutas['GET /api/feriados'] = () => respuesta(2026, FERIADOS);
    let intentos = 0;
    api.rutas['POST /api/feriados'] = () =>
      ++intentos === 1
        ? respuestaJson(
            {
              code: 'CONFLICTO',
              message: 'Ya existe un feriado el 28/07/2026 (Fiestas Patrias)',
              errors: { Fecha: ['Ya existe un feriado el 28/07/2026 (Fiestas Patrias)'] },
            },
            409,
          )
        : respuestaJson({ id: 9, fecha: '2026-10-20', nombre: 'Día del personal', origen: 'EMPRESA' });
    const usuario = userEvent.setup();
    renderConProveedores(<GestionFeriados hoy={HOY} />);
    await cargada();
    await usuario.click(screen.getByRole('button', { name: 'Añadir día no laborable' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir día no laborable' });
    await usuario.type(within(dialogo).getByRole('textbox', { name: /Nombre/ }), 'Día del personal');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Añadir' }));
    expect(
      await within(dialogo).findAllByText('Ya existe un feriado el 28/07/2026 (Fiestas Patrias)'),
    ).not.toHaveLength(0);
    await usuario.click(within(dialogo).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.cuerpos('POST /api/feriados')).toEqual([
      { fecha: HOY, nombre: 'Día del personal' },
      { fecha: HOY, nombre: 'Día del personal' },
    ]);
  });

  it('quita un feriado nacional solo tras confirmarlo, avisando que no vuelve al reiniciar', async () => {
    api.rutas['GET /api/feriados'] = () => respuesta(2026, FERIADOS);
    api.rutas['DELETE /api/feriados/1'] = () => respuestaJson({ message: 'Feriado quitado' });
    const usuario = userEvent.setup();
    renderConProveedores(<GestionFeriados hoy={HOY} />);
    await cargada();
    await usuario.click(screen.getByRole('button', { name: 'Acciones del feriado del 28/07/2026' }));
    await usuario.click(screen.getByRole('menuitem', { name: 'Quitar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Quitar feriado' });
    expect(dialogo).toHaveTextContent('¿Quitar el feriado del 28/07/2026 (Fiestas Patrias)?');
    expect(dialogo).toHaveTextContent('no vuelve al reiniciar');
    expect(api.llamadas('DELETE /api/feriados/1')).toHaveLength(0);
    await usuario.click(within(dialogo).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(api.llamadas('DELETE /api/feriados/1')).toHaveLength(1));
  });

  it('renombra un feriado con su fecha y nombre actuales en el formulario', async () => {
    api.rutas['GET /api/feriados'] = () => respuesta(2026, FERIADOS);
    api.rutas['PUT /api/feriados/2'] = () =>
      respuestaJson({ id: 2, fecha: '2026-09-15', nombre: 'Aniversario', origen: 'EMPRESA' });
    const usuario = userEvent.setup();
    renderConProveedores(<GestionFeriados hoy={HOY} />);
    await cargada();
    await usuario.click(screen.getByRole('button', { name: 'Acciones del feriado del 15/09/2026' }));
    await usuario.click(screen.getByRole('menuitem', { name: 'Cambiar nombre o fecha' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cambiar feriado' });
    const nombre = within(dialogo).getByRole('textbox', { name: /Nombre/ });
    expect(nombre).toHaveValue('Aniversario de la empresa');
    await usuario.clear(nombre);
    await usuario.type(nombre, 'Aniversario');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.cuerpos('PUT /api/feriados/2')).toEqual([{ fecha: '2026-09-15', nombre: 'Aniversario' }]),
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paginacionDePrueba, solicitudDePrueba } from '../../../testing/datos-prueba';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { puedeDecidir, TablaSolicitudesEquipo } from './tabla-solicitudes-equipo';

// MUI menus, selects and dialogs on a busy CI machine: give queries and tests room.
configure({ asyncUtilTimeout: 5000 });

const base = solicitudDePrueba(7, {
  tipoVacaciones: 'bloque',
  fechaInicio: '2027-03-01',
  fechaFin: '2027-03-07',
  diasSolicitados: 7,
  nombreSolicitante: 'Karina Mamani Castillo',
  nombreJefeDirecto: null,
  puedeAprobar: true,
});

const renderTabla = (solicitudes: TSolicitudItem[]) => {
  const onAccion = vi.fn();
  render(
    <TablaSolicitudesEquipo
      filas={solicitudes}
      paginacion={paginacionDePrueba(solicitudes.length, { sortBy: 'fechaSolicitud', isDescending: true })}
      onAccion={onAccion}
    />,
  );
  return { onAccion, usuario: userEvent.setup() };
};

const opcionesDelMenu = async (usuario: ReturnType<typeof userEvent.setup>, id: number) => {
  await usuario.click(screen.getByRole('button', { name: `Acciones de la solicitud #${id}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('TablaSolicitudesEquipo: menú de cada fila', { timeout: 30_000 }, () => {
  it('una solicitud pendiente con puedeAprobar ofrece Ver detalle, Aprobar y Rechazar', async () => {
    const { usuario } = renderTabla([base]);
    expect(await opcionesDelMenu(usuario, 7)).toEqual(['Ver detalle', 'Aprobar', 'Rechazar']);
  });

  it('sin puedeAprobar (o con puedeAprobar ausente) solo ofrece Ver detalle', async () => {
    const { usuario } = renderTabla([
      { ...base, id: 8, puedeAprobar: false },
      { ...base, id: 9, puedeAprobar: undefined },
    ]);
    expect(await opcionesDelMenu(usuario, 8)).toEqual(['Ver detalle']);
    await usuario.keyboard('{Escape}');
    expect(await opcionesDelMenu(usuario, 9)).toEqual(['Ver detalle']);
  });

  it('una solicitud ya gestionada no se puede aprobar aunque llegue puedeAprobar', async () => {
    const { usuario } = renderTabla([{ ...base, estado: 'Aprobada', puedeAprobar: true }]);
    expect(await opcionesDelMenu(usuario, 7)).toEqual(['Ver detalle']);
  });

  it('una aprobada que el servidor deja cancelar ofrece Cancelar solicitud y avisa la acción', async () => {
    const aprobada = { ...base, estado: 'Aprobada' as const, puedeAprobar: false, puedeCancelar: true };
    const { usuario, onAccion } = renderTabla([aprobada]);
    expect(await opcionesDelMenu(usuario, 7)).toEqual(['Ver detalle', 'Cancelar solicitud']);
    await usuario.click(screen.getByRole('menuitem', { name: 'Cancelar solicitud' }));
    expect(onAccion).toHaveBeenCalledWith('cancelar', aprobada);
  });

  it('elegir una opción avisa la acción con la solicitud de la fila', async () => {
    const { usuario, onAccion } = renderTabla([base]);
    await usuario.click(screen.getByRole('button', { name: 'Acciones de la solicitud #7' }));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Rechazar' }));
    expect(onAccion).toHaveBeenCalledWith('rechazar', base);
  });

  it('puedeDecidir acepta las variantes del estado pendiente', () => {
    expect(puedeDecidir({ estado: 'Pendiente', puedeAprobar: true })).toBe(true);
    expect(puedeDecidir({ estado: 'Rechazada', puedeAprobar: true })).toBe(false);
    expect(puedeDecidir({ estado: 'Pendiente', puedeAprobar: false })).toBe(false);
  });
});

describe('TablaSolicitudesEquipo: columnas', { timeout: 30_000 }, () => {
  it('muestra las columnas de Mis Solicitudes con sus textos de vacío', () => {
    renderTabla([base]);
    const encabezados = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(encabezados).toEqual([
      'Acciones',
      'ID',
      'Solicitante',
      'Tipo',
      'F. Inicio',
      'F. Fin',
      'Días',
      'Estado',
      'Solicitado',
      'Período',
      'Manager',
      'Aprobado Por',
      'F. Gestión',
    ]);
    const celdas = within(screen.getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(celdas.slice(1)).toEqual([
      '7',
      'Karina Mamani Castillo',
      'Bloque',
      '01/03/2027',
      '07/03/2027',
      '7',
      'Pendiente',
      '20/11/2026',
      '2025',
      'Sin asignar',
      '-',
      '-',
    ]);
  });

  it('la columna de acciones no se ordena; las demás sí', () => {
    renderTabla([base]);
    expect(within(screen.getByRole('columnheader', { name: 'Acciones' })).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('columnheader', { name: /Solicitante/ })).getByRole('button'),
    ).toBeInTheDocument();
  });
});

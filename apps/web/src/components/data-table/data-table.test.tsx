import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simularAnchoPantalla } from '../../testing/test-utils';
import { DataTable, TEXTO_ERROR_TABLA, type DataTableColumn, type DataTableProps } from './data-table';

interface Fila {
  id: number;
  nombre: string;
}

const columnas: DataTableColumn<Fila>[] = [
  { key: 'acciones', header: 'Acciones', isActions: true, sortKey: 'acciones', render: () => '…' },
  { key: 'id', header: 'ID', sortKey: 'id', render: (f) => f.id },
  { key: 'nombre', header: 'Nombre', sortKey: 'nombre', render: (f) => f.nombre },
  { key: 'nota', header: 'Nota', render: () => '-' },
];

const filas: Fila[] = Array.from({ length: 10 }, (_, i) => ({ id: 11 + i, nombre: `Persona ${11 + i}` }));

const renderTabla = (props: Partial<DataTableProps<Fila>> = {}) => {
  const manejadores = { onPageChange: vi.fn(), onPageSizeChange: vi.fn(), onSortChange: vi.fn() };
  const base = { label: 'Personas', columns: columnas, rows: filas, getRowId: (f: Fila) => f.id };
  const pagina = { total: 45, pageNumber: 2, pageSize: 10, pageSizeOptions: [5, 10, 25, 50] };
  render(<DataTable<Fila> {...base} {...pagina} {...manejadores} {...props} />);
  return manejadores;
};

describe('DataTable', () => {
  it('muestra en el pie el rango visible, el total y la página actual', () => {
    renderTabla();
    expect(screen.getByText('Mostrando 11-20 de 45')).toBeInTheDocument();
    expect(screen.getByText('2 de 5')).toBeInTheDocument();
  });

  it('en la última página el rango termina en el total', () => {
    renderTabla({ pageNumber: 5, rows: filas.slice(0, 5) });
    expect(screen.getByText('Mostrando 41-45 de 45')).toBeInTheDocument();
    expect(screen.getByText('5 de 5')).toBeInTheDocument();
  });

  it('los botones de página piden la primera, anterior, siguiente y última página', async () => {
    const { onPageChange } = renderTabla({ pageNumber: 3 });
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('button', { name: 'Primera página' }));
    await usuario.click(screen.getByRole('button', { name: 'Página anterior' }));
    await usuario.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await usuario.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onPageChange.mock.calls).toEqual([[1], [2], [4], [5]]);
  });

  it('deshabilita primera y anterior en la página 1, y siguiente y última en la última', () => {
    renderTabla({ pageNumber: 1 });
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
  });

  it('deshabilita siguiente y última en la última página', () => {
    renderTabla({ pageNumber: 5 });
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeEnabled();
  });

  it('no muestra pie de página cuando el total es 0', () => {
    renderTabla({ total: 0, rows: [], pageNumber: 1 });
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Filas por página')).not.toBeInTheDocument();
  });

  it('cambia el tamaño de página con el selector', async () => {
    const { onPageSizeChange } = renderTabla();
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('combobox', { name: 'Filas por página' }));
    await usuario.click(await screen.findByRole('option', { name: '25' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('muestra "Cargando datos..." mientras carga', () => {
    renderTabla({ loading: true });
    expect(screen.getByText('Cargando datos...')).toBeInTheDocument();
    expect(screen.queryByText('Persona 11')).not.toBeInTheDocument();
  });

  it('muestra el estado vacío cuando no hay filas', () => {
    renderTabla({ rows: [], total: 0, emptyState: <p>No hay solicitudes</p> });
    expect(screen.getByText('No hay solicitudes')).toBeInTheDocument();
  });

  it('ordena al hacer clic en un encabezado: primero ascendente, luego descendente', async () => {
    const usuario = userEvent.setup();
    const { onSortChange } = renderTabla({ sortBy: 'id', isDescending: false });
    await usuario.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(onSortChange).toHaveBeenLastCalledWith('nombre', false);
    await usuario.click(screen.getByRole('button', { name: /^ID/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('id', true);
  });

  it('marca la columna ordenada con aria-sort', () => {
    renderTabla({ sortBy: 'nombre', isDescending: true });
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('no permite ordenar por la columna de acciones ni por columnas sin clave', () => {
    renderTabla();
    const acciones = screen.getByRole('columnheader', { name: 'Acciones' });
    expect(within(acciones).queryByRole('button')).not.toBeInTheDocument();
    const nota = screen.getByRole('columnheader', { name: 'Nota' });
    expect(within(nota).queryByRole('button')).not.toBeInTheDocument();
  });

  it('el encabezado ordenable ocupa toda la celda: la celda entera es el botón', () => {
    renderTabla();
    const celda = screen.getByRole('columnheader', { name: 'Nombre' });
    const boton = within(celda).getByRole('button', { name: 'Nombre' });
    expect(celda.firstElementChild).toBe(boton);
    expect(getComputedStyle(celda).paddingLeft).toBe('0px');
  });

  it('se ordena con el teclado (Enter sobre el encabezado)', async () => {
    const usuario = userEvent.setup();
    const { onSortChange } = renderTabla({ sortBy: 'id' });
    screen.getByRole('button', { name: 'Nombre' }).focus();
    await usuario.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith('nombre', false);
  });

  it('tras un error no muestra el estado vacío (ni su botón de crear) sino que no se pudo cargar', () => {
    renderTabla({
      rows: [],
      total: 0,
      error: true,
      emptyState: <button type="button">Crear Primer X</button>,
    });
    expect(screen.getByText(TEXTO_ERROR_TABLA)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear Primer X' })).not.toBeInTheDocument();
  });

  it('usa el formato peruano en el rango y en el número de páginas', () => {
    renderTabla({ total: 10_106, pageNumber: 1_000 });
    expect(screen.getByText('Mostrando 9,991-10,000 de 10,106')).toBeInTheDocument();
    expect(screen.getByText('1,000 de 1,011')).toBeInTheDocument();
  });
});

describe('DataTable en una pantalla angosta (390 px)', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('muestra una tarjeta por fila en lugar de la tabla', () => {
    simularAnchoPantalla(390);
    const conTarjeta: DataTableColumn<Fila>[] = [
      {
        key: 'acciones',
        header: 'Acciones',
        isActions: true,
        render: (f) => <button type="button">{`Acciones ${f.id}`}</button>,
      },
      { key: 'nombre', header: 'Nombre', sortKey: 'nombre', enTarjeta: 'titulo', render: (f) => f.nombre },
      { key: 'id', header: 'ID', sortKey: 'id', render: (f) => f.id },
    ];
    renderTabla({ columns: conTarjeta });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const tarjetas = within(screen.getByRole('region', { name: 'Personas' })).getAllByRole('listitem');
    expect(tarjetas).toHaveLength(10);
    expect(tarjetas[0]).toHaveTextContent('Persona 11');
    expect(within(tarjetas[0]!).getByRole('button', { name: 'Acciones 11' })).toBeInTheDocument();
    expect(within(tarjetas[0]!).getByRole('definition')).toHaveTextContent('11');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeInTheDocument();
  });
});

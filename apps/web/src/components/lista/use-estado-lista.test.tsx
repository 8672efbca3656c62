import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { comoEntero, unoDe, useEstadoLista, type ConfigEstadoLista } from './use-estado-lista';

type Filtros = { estado: '' | 'activo' | 'inactivo'; departamentoId: number | null; incluirTodos: boolean };

const CONFIG: ConfigEstadoLista<Filtros, 'fechaCreacion' | 'nombre'> = {
  filtrosIniciales: { estado: '', departamentoId: null, incluirTodos: false },
  lectores: { estado: unoDe(['activo', 'inactivo'] as const), departamentoId: comoEntero },
  ordenInicial: { sortBy: 'fechaCreacion', isDescending: true },
  camposOrden: ['fechaCreacion', 'nombre'],
  tamanoPagina: 10,
  tamanosPagina: [10, 25, 50],
  esperaBusquedaMs: 20,
};

/** The hook inside a memory router at `url`; `busqueda()` is the query string it leaves in the URL. */
function montar(url: string) {
  let ubicacion = '';
  let navegar: (destino: string) => void = () => {};
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Sonda = () => {
      const loc = useLocation();
      const navigate = useNavigate();
      ubicacion = loc.search;
      navegar = (destino) => void navigate(destino);
      return <>{children}</>;
    };
    const router = createMemoryRouter([{ path: '*', element: <Sonda /> }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const resultado = renderHook(() => useEstadoLista(CONFIG), { wrapper });
  return { ...resultado, busqueda: () => new URLSearchParams(ubicacion), navegar: (d: string) => navegar(d) };
}

describe('useEstadoLista', () => {
  const POR_DEFECTO = {
    filtros: { estado: '', departamentoId: null, incluirTodos: false },
    sortBy: 'fechaCreacion',
    isDescending: true,
    pageNumber: 1,
    pageSize: 10,
  };
  it.each(
    [
      {
        caso: 'sin parámetros usa los valores por defecto de la pantalla',
        url: '/lista',
        vista: { busqueda: '', ...POR_DEFECTO, filtrado: false },
      },
      {
        caso: 'lee la vista de la URL: búsqueda, filtros, orden, página y tamaño',
        url: '/lista?q=ana&estado=inactivo&departamentoId=3&incluirTodos=true&orden=nombre&dir=asc&pagina=4&tamano=25',
        vista: {
          texto: 'ana',
          busqueda: 'ana',
          filtros: { estado: 'inactivo', departamentoId: 3, incluirTodos: true },
          sortBy: 'nombre',
          isDescending: false,
          pageNumber: 4,
          pageSize: 25,
          filtrado: true,
        },
      },
      {
        caso: 'un parámetro inválido vuelve a su valor por defecto',
        url: '/lista?estado=borrado&departamentoId=x&incluirTodos=quizas&orden=clave&dir=arriba&pagina=-2&tamano=7',
        vista: POR_DEFECTO,
      },
    ].map((c) => [c.caso, c] as const),
  )('%s', (_caso, { url, vista }) => {
    expect(montar(url).result.current).toMatchObject(vista);
  });

  it('un filtro, el orden o el tamaño vuelven a la página 1; lo que queda por defecto no va en la URL', async () => {
    const { result, busqueda } = montar('/lista?pagina=3');
    act(() => result.current.cambiarFiltros({ estado: 'activo' }));
    await waitFor(() => expect(result.current.filtros.estado).toBe('activo'));
    expect(result.current.pageNumber).toBe(1);
    expect(busqueda().toString()).toBe('estado=activo');

    act(() => result.current.cambiarPagina(2));
    act(() => result.current.cambiarOrden('nombre', false));
    await waitFor(() => expect(result.current.sortBy).toBe('nombre'));
    expect(result.current.pageNumber).toBe(1);
    expect(busqueda().get('orden')).toBe('nombre');
    expect(busqueda().get('dir')).toBe('asc');

    act(() => result.current.cambiarTamano(50));
    await waitFor(() => expect(result.current.pageSize).toBe(50));
    act(() => result.current.cambiarOrden('fechaCreacion', true));
    await waitFor(() => expect(busqueda().toString()).toBe('estado=activo&tamano=50'));
  });

  it('la búsqueda se aplica tras la pausa, recortada, y vuelve a la página 1', async () => {
    const { result, busqueda } = montar('/lista?pagina=2');
    act(() => result.current.setTexto('  40112302 '));
    expect(result.current.busqueda).toBe('');
    expect(result.current.hayFiltros).toBe(true);
    await waitFor(() => expect(result.current.busqueda).toBe('40112302'));
    expect(result.current.pageNumber).toBe(1);
    expect(busqueda().get('q')).toBe('40112302');
  });

  it('limpiar quita búsqueda y filtros pero conserva orden y tamaño', async () => {
    const { result, busqueda } = montar('/lista?q=ana&estado=activo&orden=nombre&tamano=25&pagina=2&otro=1');
    act(() => result.current.limpiar());
    await waitFor(() => expect(result.current.filtrado).toBe(false));
    expect(result.current.texto).toBe('');
    expect(busqueda().toString()).toBe('orden=nombre&tamano=25&otro=1');
  });

  it('ajustarAlTotal lleva a la última página cuando la actual ya no existe', async () => {
    const { result } = montar('/lista?pagina=5');
    act(() => result.current.ajustarAlTotal(21));
    await waitFor(() => expect(result.current.pageNumber).toBe(3));
    act(() => result.current.ajustarAlTotal(21));
    expect(result.current.pageNumber).toBe(3);
  });

  it('un cambio se ve al instante y una URL que llega de fuera (atrás, un enlace) manda', async () => {
    const { result, navegar } = montar('/lista');
    act(() => result.current.cambiarFiltros({ incluirTodos: true }));
    expect(result.current.filtros.incluirTodos).toBe(true);
    act(() => navegar('/lista?estado=inactivo&pagina=3'));
    await waitFor(() => expect(result.current.filtros.estado).toBe('inactivo'));
    expect(result.current.filtros.incluirTodos).toBe(false);
    expect(result.current.pageNumber).toBe(3);
  });
});

import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listaPaginada, orden, pagina, useMutacionQueRecarga } from './consultas';

const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('listaPaginada', () => {
  const opciones = listaPaginada(
    ['lista'],
    '/cosas',
    z.object({ total: z.number() }),
    (p: { nombre: string; pageNumber: number; pageSize: number; sortBy: string; isDescending: boolean }) => ({
      nombre: p.nombre,
      ...pagina(p),
      ...orden(p),
    }),
  );
  const p = { nombre: '', pageNumber: 2, pageSize: 10, sortBy: 'nombre', isDescending: true };

  it('la clave lleva los parámetros y la consulta omite los filtros vacíos', async () => {
    fetchMock.mockResolvedValue(json({ total: 3 }));
    const o = opciones(p);
    expect(o.queryKey).toEqual(['lista', p]);
    await expect(o.queryFn!({ signal: new AbortController().signal } as never)).resolves.toEqual({
      total: 3,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/cosas?pageNumber=2&pageSize=10&sortBy=nombre&isDescending=true',
    );
  });
});

describe('useMutacionQueRecarga', () => {
  const montar = (siempre: boolean) => {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const invalidar = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const envoltorio = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const fallar = (id: number) => Promise.reject(new Error(`no ${id}`));
    const { result } = renderHook(
      () => useMutacionQueRecarga(fallar, { invalidar: (id) => [['a'], ['b', id]], siempre }),
      { wrapper: envoltorio },
    );
    return { result, invalidar };
  };

  it('con «siempre» recarga las consultas aunque el cambio falle', async () => {
    const { result, invalidar } = montar(true);
    await act(() => result.current.mutateAsync(7).catch(() => undefined));
    expect(invalidar.mock.calls.map(([filtro]) => filtro?.queryKey)).toEqual([['a'], ['b', 7]]);
  });

  it('sin «siempre» no recarga nada si el cambio falla', async () => {
    const { result, invalidar } = montar(false);
    await act(() => result.current.mutateAsync(7).catch(() => undefined));
    expect(invalidar).not.toHaveBeenCalled();
  });
});

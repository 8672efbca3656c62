import type { ReactElement } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { FechasProvider } from '../app/fechas-provider';
import { AppProvider } from '../app/provider';
import { PermisosProvider } from '../lib/authorization';

interface Opciones {
  /** Initial URL. */
  ruta?: string;
  /** Permission codes of the pretend user. */
  permisos?: readonly string[];
}

/**
 * Renders a component with the app's providers, a memory router and the given permissions. The date
 * pickers' provider stands in for the signed-in shell, which mounts it in the app.
 */
export function renderConProveedores(ui: ReactElement, { ruta = '/', permisos = [] }: Opciones = {}) {
  const elemento = (
    <FechasProvider>
      <PermisosProvider permisos={permisos}>{ui}</PermisosProvider>
    </FechasProvider>
  );
  return renderApp([{ path: '*', element: elemento }], ruta);
}

/** Renders the real route table at `ruta`. */
export function renderApp(rutas: RouteObject[], ruta = '/') {
  const router = createMemoryRouter(rutas, { initialEntries: [ruta] });
  return {
    router,
    ...render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    ),
  };
}

/** The page's title (h1); pages are lazy chunks, whose first import in jsdom can take more than a second. */
export const tituloDePagina = (nombre: string) =>
  screen.findByRole('heading', { level: 1, name: nombre }, { timeout: 5000 });

/** A fetch Response with a JSON body. */
export const respuestaJson = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

/** jsdom has no matchMedia: this one answers min-width / max-width queries for a screen `ancho` px wide. */
export const simularAnchoPantalla = (ancho: number) => {
  const cumple = (consulta: string) =>
    [...consulta.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, tipo, valor]) =>
      tipo === 'min' ? ancho >= Number(valor) : ancho <= Number(valor),
    );
  window.matchMedia = (consulta: string) =>
    ({
      matches: cumple(consulta),
      media: consulta,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
};

/** Every test of the enclosing describe runs on a screen `ancho` px wide. */
export function usarAnchoPantalla(ancho: number) {
  beforeEach(() => simularAnchoPantalla(ancho));
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia of its own
    delete window.matchMedia;
  });
}

/** The stat cards of the section `resumen`, title → figure as shown, e.g. { Total: '4', Pendientes: '2' }. */
export const cifrasDeTarjetas = (resumen: string): Record<string, string> =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: resumen }))
      .getAllByRole('group')
      .map((g) => {
        const titulo = g.getAttribute('aria-label') ?? '';
        return [titulo, (g.textContent ?? '').slice(titulo.length)];
      }),
  );

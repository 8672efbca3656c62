import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TListarUsuariosRespuesta, TUsuarioItem } from '@app/contract/usuarios';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { conDropdowns } from '../testing/datos-prueba';
import { ContrasenaGeneradaDialog } from './contrasena-generada-dialog';
import { GestionUsuarios } from './gestion-usuarios';

const LENTO = { timeout: 30_000 };
const LISTA = 'GET /api/usuarios-admin';
/** The first answer can take a while under jsdom on a busy machine. */
const ESPERA = { timeout: 5000 };

const fila = (cambios: Partial<TUsuarioItem>): TUsuarioItem => ({
  id: 1,
  nombreCompleto: 'Ana Torres Quispe',
  email: 'admin@descanso.pe',
  dni: '40112302',
  roles: ['Admin'],
  departamento: 'Recursos Humanos',
  departamentoId: 2,
  fechaIngreso: '2021-11-23',
  estado: 'Activo',
  extranjero: false,
  manager: 'Carlos Mendoza Ríos',
  jefeId: 5,
  puedeGestionar: true,
  ...cambios,
});

const respuesta = (usuarios: TUsuarioItem[]): TListarUsuariosRespuesta => ({
  usuarios,
  totalCompleto: usuarios.length,
  paginaActual: 1,
  tamanoPagina: 10,
  totalPaginas: 1,
  tienePaginaSiguiente: false,
  tienePaginaAnterior: false,
  estadisticas: {
    totalUsuarios: 56,
    usuariosActivos: 54,
    usuariosInactivos: 2,
    usuariosForzarCambio: 0,
    usuariosPendientesCambioContrasena: 0,
    usuariosExtranjeros: 1,
    usuariosConJefe: 55,
    porcentajeActivos: 96.43,
    porcentajeExtranjeros: 1.79,
    administradores: 3,
  },
});

const api = usarApiFalsa();
beforeEach(() => {
  conDropdowns(api);
  api.rutas[LISTA] = () =>
    respuestaJson(
      respuesta([
        fila({}),
        fila({
          id: 2,
          nombreCompleto: 'Pedro Sin Datos',
          email: 'pedro@descanso.pe',
          dni: '',
          roles: [],
          estado: 'Inactivo',
        }),
      ]),
    );
});

const tarjeta = (titulo: string) => screen.getByRole('group', { name: titulo });

describe('GestionUsuarios', () => {
  it(
    'pide la primera página de 10 por fecha de creación descendente y muestra tarjetas y filas',
    LENTO,
    async () => {
      renderConProveedores(<GestionUsuarios />);
      expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeInTheDocument();
      const tabla = screen.getByRole('table', { name: 'Usuarios del sistema' });
      expect(
        await within(tabla).findByRole('button', { name: 'Ana Torres Quispe' }, ESPERA),
      ).toBeInTheDocument();

      const [query] = api.llamadas(LISTA);
      expect(Object.fromEntries(query!)).toEqual({
        PageNumber: '1',
        PageSize: '10',
        SortBy: 'fechaCreacion',
        IsDescending: 'true',
      });
      expect(tarjeta('Total Usuarios')).toHaveTextContent('56');
      expect(tarjeta('Activos')).toHaveTextContent('54');
      expect(tarjeta('Inactivos')).toHaveTextContent('2');
      expect(tarjeta('Administradores')).toHaveTextContent('3');

      const [, ana, pedro] = within(tabla).getAllByRole('row');
      expect(ana).toHaveTextContent(
        /admin@descanso\.pe.*40112302.*Admin.*Recursos Humanos.*23\/11\/2021.*Activo/,
      );
      expect(pedro).toHaveTextContent(/pedro@descanso\.pe-Sin rol.*Inactivo/);
      expect(within(pedro!).getByRole('button', { name: 'Acciones de Pedro Sin Datos' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Usuarios' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('tab', { name: 'Auditoría' })).not.toBeInTheDocument();
    },
  );

  it('muestra "Bulk Import" solo cuando la página le da cómo abrir la importación', LENTO, async () => {
    const onAbrirImportacion = vi.fn();
    const { unmount } = renderConProveedores(<GestionUsuarios />);
    expect(screen.getByRole('button', { name: 'Nuevo Usuario' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk Import' })).not.toBeInTheDocument();
    unmount();
    renderConProveedores(
      <GestionUsuarios onAbrirImportacion={onAbrirImportacion} auditoria={<p>historial</p>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Import' }));
    expect(onAbrirImportacion).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Auditoría' }));
    expect(screen.getByRole('tabpanel', { name: 'Auditoría' })).toHaveTextContent('historial');
  });

  it('el filtro de estado y el orden por columna vuelven a pedir desde la página 1', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<GestionUsuarios />);
    await screen.findByRole('button', { name: 'Ana Torres Quispe' }, ESPERA);
    await usuario.click(screen.getByRole('combobox', { name: 'Estado' }));
    await usuario.click(await screen.findByRole('option', { name: 'Inactivo' }));
    await waitFor(() => expect(api.llamadas(LISTA).at(-1)?.get('EstaActivo')).toBe('false'));
    await usuario.click(screen.getByRole('button', { name: 'Usuario' }));
    await waitFor(() => expect(api.llamadas(LISTA).at(-1)?.get('SortBy')).toBe('nombrecompleto'));
    expect(api.llamadas(LISTA).at(-1)?.get('IsDescending')).toBe('false');
    expect(api.llamadas(LISTA).at(-1)?.get('PageNumber')).toBe('1');
    await usuario.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await waitFor(() => expect(api.llamadas(LISTA).at(-1)?.get('EstaActivo')).toBeNull());
  });

  it('la búsqueda general se envía como BusquedaGeneral tras una pausa', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<GestionUsuarios />);
    await screen.findByRole('button', { name: 'Ana Torres Quispe' }, ESPERA);
    await usuario.type(screen.getByRole('searchbox', { name: 'Buscar' }), ' 40112302 ');
    await waitFor(() => expect(api.llamadas(LISTA).at(-1)?.get('BusquedaGeneral')).toBe('40112302'));
  });

  it(
    'sin usuarios muestra "No hay usuarios" con "Crear Primer Usuario", que abre el modal de creación',
    LENTO,
    async () => {
      api.rutas[LISTA] = () => respuestaJson(respuesta([]));
      renderConProveedores(<GestionUsuarios />);
      expect(await screen.findByText('No hay usuarios', {}, ESPERA)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Crear Primer Usuario' }));
      expect(await screen.findByRole('dialog', { name: 'Crear Nuevo Usuario' }, ESPERA)).toBeInTheDocument();
    },
  );

  it('el menú de acciones ofrece ver, editar, desactivar y reiniciar la contraseña', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<GestionUsuarios />);
    await usuario.click(await screen.findByRole('button', { name: 'Acciones de Ana Torres Quispe' }, ESPERA));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Ver detalles', 'Editar', 'Desactivar', 'Reiniciar contraseña']);
    await usuario.click(within(menu).getByRole('menuitem', { name: 'Reiniciar contraseña' }));
    expect(await screen.findByRole('dialog', { name: 'Reiniciar Contraseña' }, ESPERA)).toBeInTheDocument();
  });

  it(
    'a quien tiene permisos que el usuario actual no tiene solo se le puede ver: sin editar, activar ni reiniciar',
    LENTO,
    async () => {
      api.rutas[LISTA] = () =>
        respuestaJson(respuesta([fila({ nombreCompleto: 'Ana Torres Quispe', puedeGestionar: false })]));
      const usuario = userEvent.setup({ delay: null });
      renderConProveedores(<GestionUsuarios />);
      await usuario.click(
        await screen.findByRole('button', { name: 'Acciones de Ana Torres Quispe' }, ESPERA),
      );
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((m) => m.textContent),
      ).toEqual(['Ver detalles']);
    },
  );

  it('mientras se cambia un estado muestra el diálogo bloqueante "Procesando..."', LENTO, async () => {
    let responder: (r: Response) => void = () => {};
    api.rutas['POST /api/usuarios-admin/1/toggle-status'] = () =>
      new Promise<Response>((r) => (responder = r));
    const usuario = userEvent.setup({ delay: null });
    renderConProveedores(<GestionUsuarios />);
    await usuario.click(await screen.findByRole('button', { name: 'Acciones de Ana Torres Quispe' }, ESPERA));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Desactivar Usuario' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('dialog', { name: 'Procesando...' })).toBeInTheDocument();
    responder(respuestaJson({ message: 'Estado del usuario cambiado exitosamente', estaActivo: false }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Procesando...' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Estado del usuario cambiado exitosamente')).toBeInTheDocument();
  });
});

describe('GestionUsuarios con la vista en la URL', () => {
  it('una URL compartida abre la misma vista: búsqueda, filtro, orden, página y tamaño', LENTO, async () => {
    renderConProveedores(<GestionUsuarios />, {
      ruta: '/administracion/usuarios?q=ana&estado=inactivo&orden=dni&dir=asc&pagina=2&tamano=25',
    });
    await waitFor(() => expect(api.llamadas(LISTA).length).toBeGreaterThan(0));
    expect(Object.fromEntries(api.llamadas(LISTA)[0]!)).toEqual({
      PageNumber: '2',
      PageSize: '25',
      SortBy: 'dni',
      IsDescending: 'false',
      BusquedaGeneral: 'ana',
      EstaActivo: 'false',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
  });

  it('ordenar y filtrar quedan en la URL', LENTO, async () => {
    const usuario = userEvent.setup({ delay: null });
    const { router } = renderConProveedores(<GestionUsuarios />, { ruta: '/administracion/usuarios' });
    await screen.findByRole('button', { name: 'Ana Torres Quispe' }, ESPERA);
    await usuario.click(screen.getByRole('button', { name: 'DNI / CE / Pasaporte' }));
    await usuario.click(screen.getByRole('combobox', { name: 'Estado' }));
    await usuario.click(await screen.findByRole('option', { name: 'Activo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?orden=dni&dir=asc&estado=activo'));
  });

  it('mientras cargan, las tarjetas muestran un esqueleto y nunca un 0', LENTO, async () => {
    api.rutas[LISTA] = () => new Promise<Response>(() => {});
    renderConProveedores(<GestionUsuarios />);
    await waitFor(() => expect(api.llamadas(LISTA).length).toBe(1));
    expect(tarjeta('Total Usuarios')).not.toHaveTextContent(/\d/);
    expect(within(tarjeta('Total Usuarios')).getByTestId('cifra-cargando')).toBeInTheDocument();
  });

  it('con miles de usuarios las tarjetas usan el formato peruano', LENTO, async () => {
    api.rutas[LISTA] = () => {
      const r = respuesta([fila({})]);
      return respuestaJson({
        ...r,
        totalCompleto: 10_106,
        estadisticas: { ...r.estadisticas, totalUsuarios: 10_106 },
      });
    };
    renderConProveedores(<GestionUsuarios />);
    await waitFor(() => expect(tarjeta('Total Usuarios')).toHaveTextContent('10,106'));
    expect(screen.getByText('Mostrando 1-10 de 10,106')).toBeInTheDocument();
  });

  it(
    'si la lista no carga muestra el error del servidor y no el estado vacío ni "Crear Primer Usuario"',
    LENTO,
    async () => {
      api.rutas[LISTA] = () =>
        respuestaJson({ code: 'ERROR_INTERNO', message: 'Base de datos no disponible' }, 503);
      renderConProveedores(<GestionUsuarios />);
      expect(await screen.findByText('Base de datos no disponible', {}, ESPERA)).toBeInTheDocument();
      expect(screen.queryByText('No hay usuarios')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Crear Primer Usuario' })).not.toBeInTheDocument();
      expect(tarjeta('Total Usuarios')).toHaveTextContent('-');
    },
  );
});

describe('ContrasenaGeneradaDialog', () => {
  it('muestra una vez la contraseña que generó el servidor, con copiar y "Entendido"', async () => {
    const onCerrar = vi.fn();
    renderConProveedores(
      <ContrasenaGeneradaDialog
        usuario={{
          nombreCompleto: 'Rosa Quispe Mamani',
          email: 'rosa@descanso.pe',
          contrasenaTemporal: 'Gx7#kLm2Pq9!Zr4t',
        }}
        onCerrar={onCerrar}
      />,
    );
    const dialogo = screen.getByRole('dialog', { name: 'Contraseña Temporal Generada' });
    expect(within(dialogo).getByRole('textbox', { name: 'Contraseña temporal' })).toHaveValue(
      'Gx7#kLm2Pq9!Zr4t',
    );
    expect(within(dialogo).getByText(/Rosa Quispe Mamani \(rosa@descanso\.pe\)/)).toBeInTheDocument();
    const usuario = userEvent.setup();
    await usuario.click(within(dialogo).getByRole('button', { name: 'Copiar contraseña' }));
    expect(await navigator.clipboard.readText()).toBe('Gx7#kLm2Pq9!Zr4t');
    expect(within(dialogo).getByRole('status')).toHaveTextContent('Contraseña copiada al portapapeles');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Entendido' }));
    expect(onCerrar).toHaveBeenCalledTimes(1);
  });
});

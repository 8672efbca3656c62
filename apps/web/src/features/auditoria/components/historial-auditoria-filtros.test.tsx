import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAuditoriaRegistro } from '@app/contract/auditoria';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { HistorialAuditoria } from './historial-auditoria';

const edicion: TAuditoriaRegistro = {
  id: 9,
  mensajeCorto: 'Usuario actualizado: Flor Ríos Paz',
  motivo: null,
  fechaHora: '2026-03-05T14:30:00Z',
  severidad: 'SECURITY',
  ipAddress: '10.0.0.1',
  usuarioEjecutorId: 1,
  usuarioEjecutorNombre: 'Ana Torres Díaz',
  usuarioAfectadoId: 5,
  usuarioAfectadoNombre: 'Flor Ríos Paz',
  modulo: 'GESTION_USUARIOS',
  tipoAccion: 'ACTUALIZAR_USUARIO',
  tablaAfectada: 'usuarios',
  registroId: '5',
  datosAnteriores: { numeroCelular: '987654321', departamentoId: 1, roles: ['Empleado'] },
  datosNuevos: { numeroCelular: '912345678', departamentoId: 2, roles: ['Jefe'] },
  cambios: [
    { campo: 'numeroCelular', etiqueta: 'Número celular', antes: '987654321', despues: '912345678' },
    { campo: 'departamentoId', etiqueta: 'Departamento', antes: 'Ventas', despues: 'Finanzas' },
    {
      campo: 'roles',
      etiqueta: 'Roles',
      antes: 'Empleado',
      despues: 'Jefe',
      agregados: ['Jefe'],
      quitados: ['Empleado'],
    },
    { campo: 'jefeId', etiqueta: 'Jefe inmediato', antes: null, despues: 'Beto Paz Ruiz' },
  ],
};

const pagina = (registros: TAuditoriaRegistro[]) => ({
  registros,
  totalRegistros: registros.length,
  paginaActual: 1,
  totalPaginas: 1,
  tamanoPagina: 10,
  tienePaginaAnterior: false,
  tienePaginaSiguiente: false,
});

const api = usarApiFalsa();
const ultima = () => api.llamadas('GET /api/auditoria').at(-1);

beforeEach(() => {
  api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina([edicion]));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('qué cambió', () => {
  it('la tabla muestra los primeros campos con su etiqueta y antes → después, y cuántos más hay', async () => {
    renderConProveedores(<HistorialAuditoria />);
    const fila = await screen.findByRole('row', { name: /Usuario actualizado/ });
    expect(within(fila).getByText('987654321 → 912345678')).toBeInTheDocument();
    expect(within(fila).getByText('Ventas → Finanzas')).toBeInTheDocument();
    expect(within(fila).getByText('+ Jefe, − Empleado')).toBeInTheDocument();
    expect(within(fila).getByText('+1 más')).toBeInTheDocument();
    expect(within(fila).queryByText(/numeroCelular|departamentoId/)).not.toBeInTheDocument();
  });

  it('el detalle muestra cada campo en español con antes → después y los roles como chips agregados/quitados', async () => {
    renderConProveedores(<HistorialAuditoria />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver detalle rápido: Usuario actualizado: Flor Ríos Paz' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Detalle de la acción' });
    expect(within(dialogo).getByText('Actualizar usuario')).toBeInTheDocument();
    const cambios = within(dialogo).getByRole('region', { name: 'Cambios' });
    const celular = within(cambios).getByRole('listitem', { name: 'Número celular' });
    expect(celular).toHaveTextContent('987654321 → 912345678');
    expect(within(cambios).getByRole('listitem', { name: 'Departamento' })).toHaveTextContent(
      'Ventas → Finanzas',
    );
    expect(within(cambios).getByRole('listitem', { name: 'Jefe inmediato' })).toHaveTextContent(
      '— → Beto Paz Ruiz',
    );
    const roles = within(cambios).getByRole('listitem', { name: 'Roles' });
    expect(within(roles).getByText('+ Jefe')).toBeInTheDocument();
    expect(within(roles).getByText('− Empleado')).toBeInTheDocument();
    expect(within(dialogo).queryByText(/numeroCelular|departamentoId/)).not.toBeInTheDocument();
  });

  it('un registro sin cambios no muestra la sección de cambios', async () => {
    api.rutas['GET /api/auditoria'] = () =>
      respuestaJson(pagina([{ ...edicion, cambios: [], mensajeCorto: 'Inicio de sesión' }]));
    renderConProveedores(<HistorialAuditoria />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver detalle rápido: Inicio de sesión' }),
    );
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).queryByRole('region', { name: 'Cambios' })).not.toBeInTheDocument();
  });
});

describe('filtros', () => {
  it('acción y severidad se piden al servidor, vuelven a la página 1 y quedan en la URL', async () => {
    const { router } = renderConProveedores(<HistorialAuditoria modulo="GESTION_USUARIOS" />, {
      ruta: '/administracion/usuarios?pestana=auditoria',
    });
    await screen.findByText('Usuario actualizado: Flor Ríos Paz');
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('combobox', { name: 'Acción' }));
    // The users' tab offers only user-management actions.
    expect(screen.queryByRole('option', { name: 'Crear rol' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Inicio de sesión' })).not.toBeInTheDocument();
    await usuario.click(screen.getByRole('option', { name: 'Actualizar usuario' }));
    await waitFor(() => expect(ultima()?.get('tipoAccion')).toBe('ACTUALIZAR_USUARIO'));
    await usuario.click(screen.getByRole('combobox', { name: 'Severidad' }));
    await usuario.click(screen.getByRole('option', { name: 'Seguridad' }));
    await waitFor(() => expect(ultima()?.get('severidad')).toBe('SECURITY'));
    expect(ultima()?.get('modulo')).toBe('GESTION_USUARIOS');
    expect(ultima()?.get('pagina')).toBe('1');
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('pestana')).toBe('auditoria');
    expect(url.get('audAccion')).toBe('ACTUALIZAR_USUARIO');
    expect(url.get('audSeveridad')).toBe('SECURITY');

    await usuario.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(ultima()?.get('tipoAccion')).toBeNull());
    expect(ultima()?.get('severidad')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('pestana')).toBe('auditoria');
  });

  it('las fechas son días de Lima: desde las 00:00 hasta las 23:59:59.999 (UTC−5)', async () => {
    renderConProveedores(<HistorialAuditoria />);
    await screen.findByText('Usuario actualizado: Flor Ríos Paz');
    // The pickers read dd/mm/aaaa whatever the browser's language: type the day first.
    const usuario = userEvent.setup();
    for (const [campo, ddmmaaaa] of [
      ['Desde', '01032026'],
      ['Hasta', '05032026'],
    ] as const) {
      const grupo = screen.getByRole('group', { name: campo });
      await usuario.click(within(grupo).getAllByRole('spinbutton')[0] as HTMLElement);
      await usuario.keyboard(ddmmaaaa);
    }
    await waitFor(() => {
      expect(ultima()?.get('fechaDesde')).toBe('2026-03-01T00:00:00-05:00');
      expect(ultima()?.get('fechaHasta')).toBe('2026-03-05T23:59:59.999-05:00');
    });
  });

  it('un rango invertido se señala en el campo y no se envía', async () => {
    renderConProveedores(<HistorialAuditoria />, { ruta: '/?audDesde=2026-03-09&audHasta=2026-03-01' });
    expect(
      await screen.findByText('La fecha hasta no puede ser anterior a la fecha desde'),
    ).toBeInTheDocument();
    await waitFor(() => expect(ultima()).toBeDefined());
    expect(ultima()?.get('fechaDesde')).toBeNull();
  });

  it('la búsqueda libre se envía al dejar de escribir', async () => {
    renderConProveedores(<HistorialAuditoria />);
    await screen.findByText('Usuario actualizado: Flor Ríos Paz');
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'Ríos');
    await waitFor(() => expect(ultima()?.get('busqueda')).toBe('Ríos'));
    // Only the finished word went out, not one request per key.
    expect(api.llamadas('GET /api/auditoria').filter((q) => q.has('busqueda'))).toHaveLength(1);
  });

  it('un nombre de la columna Usuario filtra por quien actuó o por el afectado, y el chip lo quita', async () => {
    renderConProveedores(<HistorialAuditoria />);
    const usuario = userEvent.setup();
    await usuario.click(
      await screen.findByRole('button', { name: 'Filtrar por usuario que actuó: Ana Torres Díaz' }),
    );
    await waitFor(() => expect(ultima()?.get('usuarioEjecutorId')).toBe('1'));
    await usuario.click(screen.getByRole('button', { name: 'Filtrar por usuario afectado: Flor Ríos Paz' }));
    await waitFor(() => expect(ultima()?.get('usuarioAfectadoId')).toBe('5'));
    expect(screen.getByText('Usuario que actuó: Ana Torres Díaz')).toBeInTheDocument();
    const chip = screen.getByText('Usuario afectado: Flor Ríos Paz').closest('.MuiChip-root') as HTMLElement;
    await usuario.click(chip.querySelector('.MuiChip-deleteIcon')!);
    await waitFor(() => expect(ultima()?.get('usuarioAfectadoId')).toBeNull());
    expect(ultima()?.get('usuarioEjecutorId')).toBe('1');
  });

  it('un enlace compartido abre el historial ya filtrado; valores desconocidos se ignoran', async () => {
    renderConProveedores(<HistorialAuditoria />, {
      ruta: '/?audAccion=CREAR_ROL&audSeveridad=NADA&audEjecutor=3&audEjecutorNombre=Ana&audBuscar=rol',
    });
    await waitFor(() => expect(ultima()).toBeDefined());
    expect(ultima()?.get('tipoAccion')).toBe('CREAR_ROL');
    expect(ultima()?.get('severidad')).toBeNull();
    expect(ultima()?.get('usuarioEjecutorId')).toBe('3');
    expect(ultima()?.get('busqueda')).toBe('rol');
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('rol');
  });
});

describe('exportar a Excel', () => {
  it('cada pestaña exporta lo que filtra: su módulo y los filtros de la URL, sin la página', async () => {
    api.rutas['GET /api/auditoria/exportar'] = () =>
      new Response(new Blob(['xlsx']), {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream', 'x-total-filas': '1' },
      });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    renderConProveedores(<HistorialAuditoria modulo="GESTION_ROLES" tablaAfectada="roles" />, {
      ruta: '/?audSeveridad=SECURITY&audDesde=2026-03-01&audBuscar=Jefe',
    });
    await screen.findByRole('row', { name: /Usuario actualizado/ });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    expect(await screen.findByText('Exportación descargada')).toBeInTheDocument();
    const [q] = api.llamadas('GET /api/auditoria/exportar');
    expect(Object.fromEntries(q!)).toEqual({
      modulo: 'GESTION_ROLES',
      tablaAfectada: 'roles',
      severidad: 'SECURITY',
      fechaDesde: '2026-03-01T00:00:00-05:00',
      busqueda: 'Jefe',
      ordenarPor: 'fechaHora',
      ordenDescendente: 'true',
    });
    // The page asked with the same filters.
    expect(ultima()!.get('severidad')).toBe('SECURITY');
  });

  it('sin registros el botón está deshabilitado', async () => {
    api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina([]));
    renderConProveedores(<HistorialAuditoria />);
    expect(await screen.findByText('No hay registros de auditoría')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeDisabled();
  });
});

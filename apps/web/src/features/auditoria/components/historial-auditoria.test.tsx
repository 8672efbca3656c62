import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TAuditoriaRegistro, TModuloAuditoria } from '@app/contract/auditoria';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { HistorialAuditoria } from './historial-auditoria';

const registro = (id: number, extra: Partial<TAuditoriaRegistro> = {}): TAuditoriaRegistro => ({
  id,
  mensajeCorto: `Acción ${id}`,
  motivo: null,
  fechaHora: '2026-03-05T14:30:00Z',
  severidad: 'INFO',
  ipAddress: '10.0.0.1',
  usuarioEjecutorId: 1,
  usuarioEjecutorNombre: 'Ana Torres Díaz',
  usuarioAfectadoId: null,
  usuarioAfectadoNombre: null,
  modulo: 'GESTION_ROLES',
  tipoAccion: 'CREAR_ROL',
  tablaAfectada: 'roles',
  registroId: '4',
  datosAnteriores: null,
  datosNuevos: null,
  cambios: [],
  ...extra,
});

const pagina = (registros: TAuditoriaRegistro[], totalRegistros = registros.length) => ({
  registros,
  totalRegistros,
  paginaActual: 1,
  totalPaginas: Math.max(1, Math.ceil(totalRegistros / 10)),
  tamanoPagina: 10,
  tienePaginaAnterior: false,
  tienePaginaSiguiente: totalRegistros > 10,
});

const api = usarApiFalsa();
/** The history answers one page with `registros`. */
const conRegistros = (...registros: TAuditoriaRegistro[]) => {
  api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina(registros));
};
/** Goes to page 2 and waits for its request. */
const irPagina2 = async (usuario: ReturnType<typeof userEvent.setup>) => {
  await usuario.click(screen.getByRole('button', { name: 'Página siguiente' }));
  await waitFor(() => expect(api.llamadas('GET /api/auditoria').at(-1)?.get('pagina')).toBe('2'));
};
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('HistorialAuditoria', () => {
  it('pide el módulo, la primera página de 10 y el orden por fecha descendente; muestra el título y el conteo', async () => {
    api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina([registro(1), registro(2)], 2));
    renderConProveedores(
      <HistorialAuditoria modulo="GESTION_ROLES" titulo="Auditoría de Gestión de Roles" />,
    );
    expect(await screen.findByText('2 registro(s) encontrado(s)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Auditoría de Gestión de Roles' })).toBeInTheDocument();
    expect(api.llamadas('GET /api/auditoria')[0]?.toString()).toBe(
      'pagina=1&tamanoPagina=10&modulo=GESTION_ROLES&ordenarPor=fechaHora&ordenDescendente=true',
    );
    for (const columna of ['Fecha y Hora', 'Acción', 'Usuario', 'Severidad', 'IP', 'Acciones']) {
      expect(screen.getByRole('columnheader', { name: columna })).toBeInTheDocument();
    }
  });

  it('usa el título por defecto "Historial de Auditoría"', async () => {
    api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina([]));
    renderConProveedores(<HistorialAuditoria />);
    expect(await screen.findByRole('heading', { name: 'Historial de Auditoría' })).toBeInTheDocument();
  });

  it('muestra las severidades con su etiqueta en español', async () => {
    conRegistros(
      registro(1, { severidad: 'INFO' }),
      registro(2, { severidad: 'WARNING' }),
      registro(3, { severidad: 'ERROR' }),
      registro(4, { severidad: 'SECURITY' }),
      registro(5, { severidad: 'CRITICAL' }),
    );
    renderConProveedores(<HistorialAuditoria />);
    const tabla = await screen.findByRole('table');
    await waitFor(() => expect(within(tabla).getByText('Información')).toBeInTheDocument());
    for (const etiqueta of ['Advertencia', 'Error', 'Seguridad', 'Crítico']) {
      expect(within(tabla).getByText(etiqueta)).toBeInTheDocument();
    }
  });

  it('sin ejecutor dice "Usuario desconocido", pone al afectado debajo y el motivo en cursiva', async () => {
    conRegistros(
      registro(1, {
        usuarioEjecutorNombre: null,
        usuarioAfectadoNombre: 'Elena Flores Huamán',
        motivo: 'Cambio de área',
        ipAddress: null,
      }),
    );
    renderConProveedores(<HistorialAuditoria />);
    expect(await screen.findByText('Usuario desconocido')).toBeInTheDocument();
    expect(screen.getByText('Afectado: Elena Flores Huamán')).toBeInTheDocument();
    expect(screen.getByText('Cambio de área')).toHaveStyle({ fontStyle: 'italic' });
    const fila = screen.getByRole('row', { name: /Acción 1/ });
    expect(within(fila).getAllByRole('cell')[4]).toHaveTextContent('-');
  });

  it('muestra fecha y hora de Lima en es-ES, también si la fecha llega sin zona (se lee como UTC)', async () => {
    conRegistros(
      registro(1, { fechaHora: '2026-03-05T14:30:00Z' }),
      registro(2, { fechaHora: '2026-03-06T03:05:00' }),
    );
    renderConProveedores(<HistorialAuditoria />);
    expect(await screen.findByText('05/03/2026, 09:30')).toBeInTheDocument();
    expect(screen.getByText('05/03/2026, 22:05')).toBeInTheDocument();
  });

  it('sin registros muestra el estado vacío con el texto recibido', async () => {
    api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina([]));
    renderConProveedores(
      <HistorialAuditoria textoVacio="No se encontraron acciones realizadas en la gestión de roles" />,
    );
    expect(await screen.findByText('No hay registros de auditoría')).toBeInTheDocument();
    expect(
      screen.getByText('No se encontraron acciones realizadas en la gestión de roles'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 registro(s) encontrado(s)')).toBeInTheDocument();
  });

  it('si la carga falla muestra "Error al cargar los datos de auditoría"', async () => {
    api.rutas['GET /api/auditoria'] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderConProveedores(<HistorialAuditoria />);
    expect(
      await screen.findByText('Error al cargar los datos de auditoría', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('el botón de actualizar vuelve a pedir la página', async () => {
    api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina([registro(1)]));
    renderConProveedores(<HistorialAuditoria />);
    await screen.findByText('Acción 1');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar historial de auditoría' }));
    await waitFor(() => expect(api.llamadas('GET /api/auditoria')).toHaveLength(2));
  });

  it('ofrece los tamaños de página 5, 10, 15, 25 y 50 y al cambiarlo vuelve a la página 1', async () => {
    api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina([registro(1)], 30));
    renderConProveedores(<HistorialAuditoria />);
    await screen.findByText('Acción 1');
    const usuario = userEvent.setup();
    await irPagina2(usuario);
    await usuario.click(screen.getByRole('combobox', { name: 'Filas por página' }));
    const opciones = screen.getAllByRole('option').map((o) => o.textContent);
    expect(opciones).toEqual(['5', '10', '15', '25', '50']);
    await usuario.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => {
      const ultima = api.llamadas('GET /api/auditoria').at(-1);
      expect(ultima?.get('tamanoPagina')).toBe('25');
      expect(ultima?.get('pagina')).toBe('1');
    });
  });

  it('el detalle rápido muestra acción, usuario, afectado, fecha, motivo e IP', async () => {
    conRegistros(
      registro(1, {
        mensajeCorto: 'Rol "Jefe" desactivado',
        usuarioAfectadoNombre: 'Elena Flores Huamán',
        motivo: 'Reorganización',
        ipAddress: '192.168.1.20',
      }),
    );
    renderConProveedores(<HistorialAuditoria />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver detalle rápido: Rol "Jefe" desactivado' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Detalle de la acción' });
    for (const texto of [
      'Rol "Jefe" desactivado',
      'Ana Torres Díaz',
      'Elena Flores Huamán',
      '05/03/2026, 09:30',
      'Reorganización',
      '192.168.1.20',
    ]) {
      expect(within(dialogo).getByText(texto)).toBeInTheDocument();
    }
    expect(within(dialogo).queryByRole('button', { name: 'Ver detalle completo' })).not.toBeInTheDocument();
  });

  it('con un manejador ofrece "Ver detalle completo" y le pasa el registro', async () => {
    api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina([registro(7)]));
    const alVer = vi.fn();
    renderConProveedores(<HistorialAuditoria onVerDetalleCompleto={alVer} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalle completo: Acción 7' }));
    expect(alVer).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('al cambiar el módulo vuelve a la página 1 con el nuevo filtro', async () => {
    api.rutas['GET /api/auditoria'] = () => respuestaJson(pagina([registro(1)], 30));
    function ConSelector() {
      const [modulo, setModulo] = useState<TModuloAuditoria>('GESTION_ROLES');
      return (
        <>
          <button type="button" onClick={() => setModulo('GESTION_PERMISOS')}>
            Cambiar módulo
          </button>
          <HistorialAuditoria modulo={modulo} />
        </>
      );
    }
    renderConProveedores(<ConSelector />);
    await screen.findByText('Acción 1');
    const usuario = userEvent.setup();
    await irPagina2(usuario);
    await usuario.click(screen.getByRole('button', { name: 'Cambiar módulo' }));
    await waitFor(() => {
      const ultima = api.llamadas('GET /api/auditoria').at(-1);
      expect(ultima?.get('modulo')).toBe('GESTION_PERMISOS');
      expect(ultima?.get('pagina')).toBe('1');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ROLES_SEMILLA } from '@app/contract/permisos';
import { esRutaActiva, filtrarMenu, MENU_PRINCIPAL, type EntradaMenu } from './menu';

const textos = (entradas: EntradaMenu[]) =>
  entradas.map((e) =>
    e.tipo === 'grupo' ? `${e.texto}: ${e.hijos.map((h) => h.texto).join(', ')}` : e.texto,
  );

const permisosDe = (rol: string) => ROLES_SEMILLA.find((r) => r.nombre === rol)?.permisos ?? [];

describe('filtrarMenu', () => {
  it.each(
    [
      {
        caso: 'muestra el árbol completo del menú a quien tiene todos los permisos',
        rol: 'Admin',
        menu: [
          'Dashboard',
          'Solicitar Vacaciones',
          'Mis Solicitudes',
          'Reporte de Equipo: Gestión de Solicitudes, Saldos de Vacaciones, Programación de Vacaciones',
          'Administración: Usuarios, Roles, Permisos, Departamentos, Configuración',
          'Reportes: Vacaciones por Usuario, Estadísticas',
        ],
      },
      {
        caso: 'a un empleado le oculta Reporte de Equipo, Administración entera y Reportes',
        rol: 'Empleado',
        menu: ['Dashboard', 'Solicitar Vacaciones', 'Mis Solicitudes'],
      },
      {
        caso: 'a un jefe le muestra su equipo y Reportes, pero nada de Administración',
        rol: 'Jefe',
        menu: [
          'Dashboard',
          'Solicitar Vacaciones',
          'Mis Solicitudes',
          'Reporte de Equipo: Gestión de Solicitudes, Saldos de Vacaciones, Programación de Vacaciones',
          'Reportes: Vacaciones por Usuario, Estadísticas',
        ],
      },
    ].map((c) => [c.caso, c] as const),
  )('%s', (_caso, { rol, menu }) => {
    expect(textos(filtrarMenu(MENU_PRINCIPAL, permisosDe(rol)))).toEqual(menu);
  });

  it('sin permisos no queda nada: ninguna entrada se muestra sin su permiso', () => {
    expect(textos(filtrarMenu(MENU_PRINCIPAL, []))).toEqual([]);
  });

  it('Departamentos y Configuración aparecen cada una con su propio permiso', () => {
    expect(textos(filtrarMenu(MENU_PRINCIPAL, ['ADMIN-DEPARTAMENTOS-MENU']))).toEqual([
      'Administración: Departamentos',
    ]);
    expect(textos(filtrarMenu(MENU_PRINCIPAL, ['ADMIN-CONFIGURACION-MENU']))).toEqual([
      'Administración: Configuración',
    ]);
  });

  it('Reportes se muestra con su propio permiso y cada página con el suyo, no con los de administración', () => {
    const reportes = (permisos: string[]) =>
      textos(filtrarMenu(MENU_PRINCIPAL, permisos)).find((t) => t.startsWith('Reportes'));
    expect(reportes(['REPORTES-MENU', 'REPORTE-VACACIONES-USUARIO-MENU', 'REPORTE-ESTADISTICAS-MENU'])).toBe(
      'Reportes: Vacaciones por Usuario, Estadísticas',
    );
    expect(reportes(['REPORTES-MENU', 'REPORTE-ESTADISTICAS-MENU'])).toBe('Reportes: Estadísticas');
    expect(reportes(['REPORTE-VACACIONES-USUARIO-MENU'])).toBeUndefined();
    expect(reportes(['REPORTES-MENU'])).toBeUndefined();
    expect(reportes(['ADMIN-MENU', 'REPORTE-EQUIPO-MENU', 'ADMIN-USUARIOS-MENU'])).toBeUndefined();
  });

  it('muestra el grupo Reporte de Equipo con solo el permiso de una de sus páginas', () => {
    const menu = textos(filtrarMenu(MENU_PRINCIPAL, ['SALDOS-VACACIONES-MENU']));
    expect(menu).toContain('Reporte de Equipo: Saldos de Vacaciones');
  });

  it('deja en un grupo solo los hijos permitidos', () => {
    const menu = textos(filtrarMenu(MENU_PRINCIPAL, ['REPORTE-EQUIPO-MENU', 'SALDOS-VACACIONES-MENU']));
    expect(menu).toContain('Reporte de Equipo: Saldos de Vacaciones');
  });

  it('oculta un grupo cuando no le queda ningún hijo visible', () => {
    const menu = textos(filtrarMenu(MENU_PRINCIPAL, ['REPORTE-EQUIPO-MENU']));
    expect(menu.some((t) => t.startsWith('Reporte de Equipo'))).toBe(false);
  });
});

describe('esRutaActiva', () => {
  it('marca la ruta exacta y sus subrutas, no rutas que solo comparten prefijo', () => {
    expect(esRutaActiva('/solicitudes', '/solicitudes')).toBe(true);
    expect(esRutaActiva('/solicitudes', '/solicitudes/15')).toBe(true);
    expect(esRutaActiva('/solicitudes', '/solicitudes-antiguas')).toBe(false);
  });
});

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
        caso: 'a un empleado le oculta el grupo Reporte de Equipo y las páginas de administración con permiso',
        rol: 'Empleado',
        menu: [
          'Dashboard',
          'Solicitar Vacaciones',
          'Mis Solicitudes',
          'Administración: Departamentos, Configuración',
          'Reportes: Vacaciones por Usuario, Estadísticas',
        ],
      },
    ].map((c) => [c.caso, c] as const),
  )('%s', (_caso, { rol, menu }) => {
    expect(textos(filtrarMenu(MENU_PRINCIPAL, permisosDe(rol)))).toEqual(menu);
  });

  it('a un jefe le muestra el reporte de equipo pero no usuarios, roles ni permisos', () => {
    const menu = textos(filtrarMenu(MENU_PRINCIPAL, permisosDe('Jefe')));
    expect(menu).toContain(
      'Reporte de Equipo: Gestión de Solicitudes, Saldos de Vacaciones, Programación de Vacaciones',
    );
    expect(menu).toContain('Administración: Departamentos, Configuración');
  });

  it('sin permisos solo quedan los elementos que no exigen ninguno', () => {
    expect(textos(filtrarMenu(MENU_PRINCIPAL, []))).toEqual([
      'Administración: Departamentos, Configuración',
      'Reportes: Vacaciones por Usuario, Estadísticas',
    ]);
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

import { describe, expect, it } from 'vitest';
import {
  ACCIONES_AUDITORIA,
  accionesDeModulo,
  ZAuditoriaQuery,
  etiquetaAccion,
  finDiaLima,
  inicioDiaLima,
  leerInstanteFiltro,
} from './auditoria';
import { calcularCambios, etiquetaCampo, idsReferenciados } from './auditoria-cambios';

describe('cambios de un registro de auditoría', () => {
  it('una edición de usuario muestra etiquetas en español y antes → después, con ids resueltos a nombres', () => {
    const cambios = calcularCambios(
      { numeroCelular: '987654321', departamentoId: 1, jefeId: null },
      { numeroCelular: '912345678', departamentoId: 2, jefeId: 7 },
      {
        departamentos: new Map([
          [1, 'Ventas'],
          [2, 'Finanzas'],
        ]),
        usuarios: new Map([[7, 'Ana Pérez Ríos']]),
      },
    );
    expect(cambios).toEqual([
      { campo: 'numeroCelular', etiqueta: 'Número celular', antes: '987654321', despues: '912345678' },
      { campo: 'departamentoId', etiqueta: 'Departamento', antes: 'Ventas', despues: 'Finanzas' },
      { campo: 'jefeId', etiqueta: 'Jefe inmediato', antes: null, despues: 'Ana Pérez Ríos' },
    ]);
  });

  it('los roles y permisos son conjuntos: lo agregado y lo quitado, ordenado', () => {
    const [roles] = calcularCambios({ roles: ['Empleado', 'Jefe'] }, { roles: ['Jefe', 'Admin', 'Auditor'] });
    expect(roles).toMatchObject({
      etiqueta: 'Roles',
      antes: 'Empleado, Jefe',
      despues: 'Jefe, Admin, Auditor',
      agregados: ['Admin', 'Auditor'],
      quitados: ['Empleado'],
    });
    // A role created with permissions: all of them added.
    expect(calcularCambios(null, { permisos: ['B-VER', 'A-VER'] })[0]).toMatchObject({
      etiqueta: 'Permisos',
      antes: null,
      agregados: ['A-VER', 'B-VER'],
      quitados: [],
    });
  });

  it('una foto completa antes y después lista solo lo que cambió; el mismo conjunto en otro orden no cambia', () => {
    const cambios = calcularCambios(
      { nombre: 'Jefe', descripcion: 'x', permisos: ['A', 'B'] },
      { nombre: 'Jefe', descripcion: 'y', permisos: ['B', 'A'] },
    );
    expect(cambios.map((c) => c.campo)).toEqual(['descripcion']);
  });

  it('estados, booleanos, fechas y ids sin nombre se leen en español', () => {
    const cambios = calcularCambios(
      { activo: true, extranjero: false, fechaIngreso: '2020-01-15', departamentoId: 9 },
      { activo: false, extranjero: true, fechaIngreso: '2021-03-01', departamentoId: 3 },
    );
    expect(cambios.map((c) => [c.etiqueta, c.antes, c.despues])).toEqual([
      ['Estado', 'Activo', 'Inactivo'],
      ['Es extranjero', 'No', 'Sí'],
      ['Fecha de ingreso', '15/01/2020', '01/03/2021'],
      ['Departamento', 'Departamento #9', 'Departamento #3'],
    ]);
  });

  it('un registro sin datos, o con datos que no son objetos, no tiene cambios', () => {
    expect(calcularCambios(null, null)).toEqual([]);
    expect(calcularCambios('texto', [1, 2])).toEqual([]);
  });

  it('un campo sin etiqueta conocida se muestra legible, nunca en camelCase', () => {
    expect(etiquetaCampo('numeroCelular')).toBe('Número celular');
    expect(etiquetaCampo('usuariosEncontrados')).toBe('Usuarios encontrados');
  });

  it('reúne los ids de departamentos y usuarios de ambos lados para nombrarlos', () => {
    const ids = idsReferenciados({ departamentoId: 1, jefeId: 4 }, { departamentoId: 2, jefeId: null });
    expect([...ids.departamentos]).toEqual([1, 2]);
    expect([...ids.usuarios]).toEqual([4]);
  });
});

describe('vocabulario y filtros de auditoría', () => {
  it('cada acción tiene nombre en español; una desconocida se muestra como vino', () => {
    for (const nombre of Object.values(ACCIONES_AUDITORIA)) expect(nombre).toMatch(/^[A-ZÁÉÍÓÚ]/);
    expect(etiquetaAccion('ACTUALIZAR_USUARIO')).toBe('Actualizar usuario');
    expect(etiquetaAccion('OTRA')).toBe('OTRA');
  });

  it('cada pestaña ofrece solo las acciones de su módulo, ordenadas por nombre', () => {
    expect(accionesDeModulo('GESTION_ROLES')).toEqual([
      'ACCESO_DENEGADO',
      'ACTIVAR_ROL',
      'ACTUALIZAR_ROL',
      'CREAR_ROL',
      'DESACTIVAR_ROL',
    ]);
    expect(accionesDeModulo()).toHaveLength(Object.keys(ACCIONES_AUDITORIA).length);
  });

  it('un día de Lima va de las 05:00 UTC a las 04:59:59.999 UTC del día siguiente', () => {
    expect(leerInstanteFiltro(inicioDiaLima('2026-11-24'))?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(leerInstanteFiltro(finDiaLima('2026-11-24'))?.toISOString()).toBe('2026-11-25T04:59:59.999Z');
  });

  it('rechaza en español una acción desconocida, un usuario no numérico y una búsqueda demasiado larga', () => {
    const errores = (q: Record<string, string>) =>
      ZAuditoriaQuery.safeParse(q).error?.issues.map((i) => i.message) ?? [];
    expect(errores({ tipoAccion: 'BORRAR_TODO' })).toEqual(['Acción de auditoría desconocida']);
    expect(errores({ usuarioEjecutorId: 'x' })).toEqual(['El identificador debe ser un número']);
    expect(errores({ busqueda: 'a'.repeat(101) })).toEqual(['El filtro no puede superar 100 caracteres']);
    expect(ZAuditoriaQuery.parse({ tipoAccion: 'CREAR_ROL', busqueda: '  ana ' })).toMatchObject({
      tipoAccion: 'CREAR_ROL',
      busqueda: 'ana',
    });
  });
});

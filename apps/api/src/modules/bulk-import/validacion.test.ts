import { MENSAJES_USUARIO } from '@app/contract/usuarios';
import { describe, expect, it } from 'vitest';
import { CONFIGURACION_IMPORTACION_POR_DEFECTO } from '@app/contract/bulk-import';
import { leerRegistros, letraColumna, type RegistroLeido } from './lectura';
import { analizarRegistros, interpretarFechaTexto, type DatosReferencia } from './validacion';
import type { FilaCruda, ValorCelda } from './tipos';

async function* filasDe(matriz: ValorCelda[][]): AsyncGenerator<FilaCruda> {
  let n = 0;
  for (const celdas of matriz) yield { numeroFila: ++n, celdas };
}

const REFERENCIA: DatosReferencia = {
  departamentos: [{ id: 1, codigo: 'TI', activo: true }],
  roles: [{ id: 10, nombre: 'Empleado', activo: true }],
  existentes: [],
  hoy: '2025-06-15',
};

let dni = 50_000_000;
const registro = (numeroFila: number, cambios: Partial<Record<string, ValorCelda>> = {}): RegistroLeido => {
  dni++;
  return {
    numeroFila,
    valores: {
      nombres: 'Ana',
      apellidoPaterno: 'Ríos',
      apellidoMaterno: 'Paz',
      dni: String(dni),
      email: `ana.${dni}@x.pe`,
      codigoDepartamento: 'ti',
      fechaIngreso: '01/02/2020',
      empresa: 'ACME',
      ...cambios,
    },
  };
};

describe('interpretarFechaTexto', () => {
  it('acepta dd/mm/aaaa (también con - o .) y aaaa-mm-dd, y rechaza fechas imposibles o ambiguas', () => {
    expect(interpretarFechaTexto('15/03/2024')).toBe('2024-03-15');
    expect(interpretarFechaTexto('5-3-2024')).toBe('2024-03-05');
    expect(interpretarFechaTexto('2024-03-15')).toBe('2024-03-15');
    expect(interpretarFechaTexto('2024-03-15T00:00:00')).toBe('2024-03-15');
    expect(interpretarFechaTexto('29/02/2023')).toBeUndefined();
    expect(interpretarFechaTexto('15/03/24')).toBeUndefined();
    expect(interpretarFechaTexto('03/15/2024')).toBeUndefined();
    expect(interpretarFechaTexto('mañana')).toBeUndefined();
  });
});

describe('leerRegistros', () => {
  it('toma como encabezado la primera fila con datos y salta las filas vacías sin perder su numeración', async () => {
    const l = await leerRegistros(
      filasDe([
        [null, ''],
        [
          ' Nombres ',
          'APELLIDO PATERNO',
          'apellido_materno',
          'DNI',
          'E-mail',
          'códigoDepartamento',
          'FechaIngreso',
          'Empresa',
        ],
        [],
        ['Ana', 'Ríos', 'Paz', '12345678', 'a@x.pe', 'TI', '01/02/2020', 'ACME'],
      ]),
      { maxRegistros: 10 },
    );
    expect(l.erroresArchivo).toEqual([]);
    expect(l.registros).toEqual([
      {
        numeroFila: 4,
        valores: {
          nombres: 'Ana',
          apellidoPaterno: 'Ríos',
          apellidoMaterno: 'Paz',
          dni: '12345678',
          email: 'a@x.pe',
          codigoDepartamento: 'TI',
          fechaIngreso: '01/02/2020',
          empresa: 'ACME',
        },
      },
    ]);
  });

  it('deja de leer al pasar el máximo de registros', async () => {
    const encabezado = [
      'nombres',
      'apellidoPaterno',
      'apellidoMaterno',
      'dni',
      'email',
      'codigoDepartamento',
      'fechaIngreso',
      'empresa',
    ];
    const l = await leerRegistros(filasDe([encabezado, ...Array.from({ length: 6 }, () => encabezado)]), {
      maxRegistros: 5,
    });
    expect(l.erroresArchivo).toEqual(['El archivo supera el máximo de 10,000 registros']);
    expect(l.registros).toEqual([]);
  });

  it('letras de columna como en Excel', () => {
    expect([0, 25, 26, 27, 701, 702].map(letraColumna)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('analizarRegistros', () => {
  it('ordena por jerarquía: los jefes del archivo en un nivel anterior al de quienes les reportan', () => {
    const a = registro(2);
    const b = registro(3, { dniJefe: a.valores.dni });
    const c = registro(4, { dniJefe: b.valores.dni });
    const r = analizarRegistros([c, b, a], REFERENCIA, CONFIGURACION_IMPORTACION_POR_DEFECTO);
    expect(r.errores).toEqual([]);
    expect(r.validas.map((f) => [f.numeroFila, f.nivel, f.jefe])).toEqual([
      [4, 2, { tipo: 'fila', numeroFila: 3 }],
      [3, 1, { tipo: 'fila', numeroFila: 2 }],
      [2, 0, null],
    ]);
    expect(r.validas[0]).toMatchObject({
      departamentoId: 1,
      rolIds: [10],
      roles: ['Empleado'],
      fechaIngreso: '2020-02-01',
      extranjero: false,
    });
  });

  it('un ciclo de tres filas marca las tres; quien depende del ciclo no se puede crear', () => {
    const a = registro(2);
    const b = registro(3);
    const c = registro(4);
    a.valores.dniJefe = c.valores.dni;
    b.valores.dniJefe = a.valores.dni;
    c.valores.dniJefe = b.valores.dni;
    const d = registro(5, { dniJefe: a.valores.dni });
    const r = analizarRegistros([a, b, c, d], REFERENCIA, CONFIGURACION_IMPORTACION_POR_DEFECTO);
    expect(r.validas).toEqual([]);
    expect(r.errores.map((e) => [e.numeroFila, e.mensaje])).toEqual([
      [2, 'El jefe seleccionado crearía un ciclo en la jerarquía'],
      [3, 'El jefe seleccionado crearía un ciclo en la jerarquía'],
      [4, 'El jefe seleccionado crearía un ciclo en la jerarquía'],
      [5, 'El jefe inmediato (fila 2) tiene errores y no se puede crear'],
    ]);
    expect(r.errores[0]!.sugerencia).toContain('2 → 4 → 3 → 2');
  });

  it('una fila puede acumular varios errores, uno por columna', () => {
    const r = analizarRegistros(
      [registro(2, { nombres: '', dni: '12', extranjero: 'tal vez', roles: 'Empleado, Nadie' })],
      REFERENCIA,
      CONFIGURACION_IMPORTACION_POR_DEFECTO,
    );
    expect(r.errores.map((e) => e.campo).sort()).toEqual(['dni', 'extranjero', 'nombres', 'roles']);
    expect(r.filasConErrores).toBe(1);
  });

  it('a un extranjero con un documento de 7 dígitos le pide carné o pasaporte, no un DNI', () => {
    const r = analizarRegistros(
      [registro(2, { dni: '1234567', extranjero: 'SI' })],
      REFERENCIA,
      CONFIGURACION_IMPORTACION_POR_DEFECTO,
    );
    expect(r.errores.map((e) => [e.campo, e.mensaje])).toEqual([
      ['dni', MENSAJES_USUARIO.documentoExtranjeroFormato],
    ]);
  });
});

describe('analizarRegistros con crearDepartamentosFaltantes', () => {
  const referencia: DatosReferencia = {
    ...REFERENCIA,
    departamentos: [{ id: 1, codigo: 'TI', activo: true, nombre: 'Tecnología' }],
  };
  const conOpcion = { ...CONFIGURACION_IMPORTACION_POR_DEFECTO, crearDepartamentosFaltantes: true };
  const mensajes = (a: ReturnType<typeof analizarRegistros>) =>
    a.errores.map((e) => `${e.numeroFila}: ${e.mensaje}`);

  it('un código nuevo con nombre es válido, se crea una vez aunque lo usen varias filas, en mayúsculas', () => {
    const a = analizarRegistros(
      [
        registro(2, { codigoDepartamento: 'log', nombreDepartamento: 'Logística' }),
        registro(3, { codigoDepartamento: 'LOG', nombreDepartamento: 'logística' }),
        registro(4),
      ],
      referencia,
      conOpcion,
    );
    expect(a.errores).toEqual([]);
    expect(a.departamentosNuevos).toEqual([{ codigo: 'LOG', nombre: 'Logística' }]);
    expect(a.validas.map((f) => [f.departamentoId, f.departamentoNuevo])).toEqual([
      [0, 'LOG'],
      [0, 'LOG'],
      [1, null],
    ]);
  });

  it('sin la opción el código desconocido sigue siendo un error y nada se crea', () => {
    const a = analizarRegistros(
      [registro(2, { codigoDepartamento: 'LOG', nombreDepartamento: 'Logística' })],
      referencia,
      CONFIGURACION_IMPORTACION_POR_DEFECTO,
    );
    expect(mensajes(a)).toEqual(["2: El departamento con código 'LOG' no existe"]);
    expect(a.departamentosNuevos).toEqual([]);
  });

  it('explica el nombre que falta, dos nombres para un código, un nombre ya usado y un código inválido', () => {
    const a = analizarRegistros(
      [
        registro(2, { codigoDepartamento: 'SIN' }),
        registro(3, { codigoDepartamento: 'DOS', nombreDepartamento: 'Uno' }),
        registro(4, { codigoDepartamento: 'DOS', nombreDepartamento: 'Otro' }),
        registro(5, { codigoDepartamento: 'TEC', nombreDepartamento: 'TECNOLOGÍA' }),
        registro(6, { codigoDepartamento: 'OTRO', nombreDepartamento: 'Uno' }),
        registro(7, { codigoDepartamento: 'X', nombreDepartamento: 'Equis' }),
      ],
      referencia,
      conOpcion,
    );
    expect(mensajes(a)).toEqual([
      "2: El departamento con código 'SIN' no existe: escriba su nombre en la columna nombreDepartamento para crearlo",
      "4: El código 'DOS' tiene dos nombres distintos en el archivo: «Uno» (fila 3) y «Otro»",
      '5: Ya existe un departamento con el nombre «Tecnología» (código TI)',
      '6: El nombre «Uno» se usa para dos códigos nuevos distintos: DOS y OTRO',
      expect.stringMatching(/^7: El código de departamento 'X' no existe y no sirve para crear uno/),
    ]);
    // Only what a valid row uses is created.
    expect(a.departamentosNuevos).toEqual([{ codigo: 'DOS', nombre: 'Uno' }]);
  });
});

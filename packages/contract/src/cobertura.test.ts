import { describe, expect, it } from 'vitest';
import { calcularCambios } from './auditoria-cambios';
import { ZGuardarDepartamentoBody } from './departamentos';
import { MENSAJES_COBERTURA, ZCoberturaQuery, textoCobertura } from './cobertura';

describe('textoCobertura', () => {
  it('dice la regla como la lista la muestra', () => {
    expect(textoCobertura(null, null)).toBe('Sin límite');
    expect(textoCobertura(1, 'PERSONAS')).toBe('1 persona');
    expect(textoCobertura(2, 'PERSONAS')).toBe('2 personas');
    expect(textoCobertura(20, 'PORCENTAJE')).toBe('20 %');
  });
});

describe('regla en el cuerpo del departamento', () => {
  const cuerpo = (extra: object) =>
    ZGuardarDepartamentoBody.safeParse({ codigo: 'VEN', nombre: 'Ventas', ...extra });

  it('ambos vacíos o ausentes es sin límite; el límite llega como texto del formulario', () => {
    expect(cuerpo({}).data).toMatchObject({ coberturaMaxima: null, coberturaTipo: null });
    expect(cuerpo({ coberturaMaxima: '', coberturaTipo: '' }).data).toMatchObject({
      coberturaMaxima: null,
      coberturaTipo: null,
    });
    expect(cuerpo({ coberturaMaxima: '100', coberturaTipo: 'PORCENTAJE' }).data).toMatchObject({
      coberturaMaxima: 100,
      coberturaTipo: 'PORCENTAJE',
    });
    expect(cuerpo({ coberturaMaxima: 10000, coberturaTipo: 'PERSONAS' }).success).toBe(true);
  });

  it.each([
    [{ coberturaMaxima: 3 }, MENSAJES_COBERTURA.incompleta],
    [{ coberturaTipo: 'PORCENTAJE' }, MENSAJES_COBERTURA.incompleta],
    [{ coberturaMaxima: 101, coberturaTipo: 'PORCENTAJE' }, MENSAJES_COBERTURA.porcentaje],
    [{ coberturaMaxima: 0, coberturaTipo: 'PERSONAS' }, MENSAJES_COBERTURA.minimo],
    [{ coberturaMaxima: 'dos', coberturaTipo: 'PERSONAS' }, MENSAJES_COBERTURA.entero],
  ])('%j se rechaza: %s', (extra, mensaje) => {
    const r = cuerpo(extra);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(mensaje);
  });
});

describe('ZCoberturaQuery', () => {
  it('acepta hasta 366 días y rechaza un fin anterior al inicio', () => {
    expect(ZCoberturaQuery.safeParse({ fechaInicio: '2026-01-01', fechaFin: '2027-01-01' }).success).toBe(
      true,
    );
    expect(
      ZCoberturaQuery.safeParse({ fechaInicio: '2026-01-01', fechaFin: '2027-01-02' }).error?.issues[0]
        ?.message,
    ).toBe(MENSAJES_COBERTURA.rangoLargo);
    expect(
      ZCoberturaQuery.safeParse({ fechaInicio: '2026-01-02', fechaFin: '2026-01-01' }).error?.issues[0]
        ?.message,
    ).toBe(MENSAJES_COBERTURA.rangoFechas);
  });

  it('una fecha mal escrita se rechaza con su propio mensaje, sin lanzar al comparar el rango', () => {
    const r = ZCoberturaQuery.safeParse({ fechaInicio: '1000001', fechaFin: 'fechaSolicitud' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['fechaInicio', 'fechaFin']);
  });
});

describe('auditoría de una aprobación sobre la cobertura', () => {
  it('el diff dice los días excedidos en palabras, no en JSON', () => {
    const [cambio] = calcularCambios(
      {},
      {
        coberturaExcedida: [
          { fecha: '2026-12-03', departamentoId: 3, departamento: 'Ventas', fuera: 3, limite: 2, exceso: 1 },
          { fecha: '2026-12-04', departamentoId: 3, departamento: 'Ventas', fuera: 4, limite: 2, exceso: 2 },
        ],
      },
    );
    expect(cambio).toMatchObject({
      etiqueta: 'Cobertura excedida',
      antes: null,
      despues: '03/12/2026: 3 fuera, límite 2 (exceso 1); 04/12/2026: 4 fuera, límite 2 (exceso 2)',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { TEstadisticas } from '@app/contract/estadisticas';
import { tablasDeEstadisticas, textoTiempoAprobacion } from './tablas-estadisticas';

const meses = <T>(f: (mes: number) => T) => Array.from({ length: 12 }, (_, i) => f(i + 1));

const estadisticas: TEstadisticas = {
  anio: 2025,
  departamentoId: null,
  alcance: 'EQUIPO',
  hoy: '2025-06-15',
  opcionesDepartamento: [],
  tarjetas: {
    personas: 2,
    diasGozados: 1200,
    diasPendientes: 18,
    diasVencidos: 0,
    personasEnRiesgo: 1,
    horasPromedioAprobacion: 20,
    solicitudesDecididas: 3,
  },
  departamentos: [
    { id: 2, nombre: 'Logística' },
    { id: null, nombre: 'Sin departamento' },
  ],
  diasGozadosPorMes: meses((mes) => ({
    mes,
    dias: mes === 1 ? [1000, 200] : [0, 0],
    total: mes === 1 ? 1200 : 0,
  })),
  solicitudesPorEstadoPorMes: meses((mes) => ({
    mes,
    porEstado: { Pendiente: mes, Aprobada: 0, Rechazada: 0, Cancelada: 0 },
    total: mes,
  })),
  vencidosRiesgoPorDepartamento: [
    { id: 2, nombre: 'Logística', diasVencidos: 1.5, diasEnRiesgo: 18, personasEnRiesgo: 1 },
  ],
  antiguedadPendientes: [{ etiqueta: 'De 0 a 2 días', solicitudes: 3 }],
};

describe('tablasDeEstadisticas', () => {
  it('cada tabla tiene los encabezados del gráfico y las cifras en formato peruano', () => {
    const t = tablasDeEstadisticas(estadisticas);
    expect(t['dias-gozados'].encabezados).toEqual(['Mes', 'Logística', 'Sin departamento', 'Total']);
    expect(t['dias-gozados'].filas[0]).toEqual(['Enero', '1,000', '200', '1,200']);
    expect(t['dias-gozados'].filas).toHaveLength(12);
    expect(t['solicitudes-estado'].filas[11]).toEqual(['Diciembre', '12', '0', '0', '0', '12']);
    expect(t['vencidos-riesgo'].filas[0]).toEqual(['Logística', '1.50', '18.00', '1']);
    expect(t['antiguedad-pendientes'].filas).toEqual([['De 0 a 2 días', '3']]);
  });
});

describe('textoTiempoAprobacion', () => {
  it('da horas por debajo de dos días y días con un decimal desde ahí', () => {
    expect(textoTiempoAprobacion(20.4)).toBe('20 h');
    expect(textoTiempoAprobacion(60)).toBe('2.5 días');
    expect(textoTiempoAprobacion(null)).toBe('Sin decisiones');
  });
});

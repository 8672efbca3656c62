import ExcelJS from 'exceljs';
import { fechaLegible } from '@app/contract/notificaciones';
import { ETIQUETA_ESTADO_TRAMO } from '@app/contract/programacion';
import { neutralizarCelda } from '../../lib/neutralizar-celda';
import type { UsuarioSesion } from '../auth/auth.service';
import { esRrhh, type ContextoProgramacion } from './contexto';
import { planEmpresa, planEquipo } from './planes';

/** The plan of a department (or the caller's scope) for a year as .xlsx, every text cell neutralised. */
export async function exportar(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  anio: number,
  departamentoId?: number,
) {
  // HR exports any department of the company; a manager, their own direct reports (of that department).
  const plan = esRrhh(usuario)
    ? await planEmpresa(ctx, anio, departamentoId)
    : await planEquipo(ctx, usuario, anio, departamentoId);
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet(`Rol vacacional ${anio}`);
  hoja.columns = [
    { header: 'Departamento', key: 'departamento', width: 22 },
    { header: 'Empleado', key: 'empleado', width: 32 },
    { header: 'Tipo', key: 'tipo', width: 10 },
    { header: 'Días', key: 'dias', width: 8 },
    { header: 'Desde', key: 'desde', width: 12 },
    { header: 'Hasta', key: 'hasta', width: 12 },
    { header: 'Período', key: 'periodo', width: 10 },
    { header: 'Estado', key: 'estado', width: 26 },
    { header: 'Períodos sin cubrir', key: 'riesgo', width: 40 },
  ];
  hoja.getRow(1).font = { bold: true };
  for (const e of plan.empleados) {
    const sinCubrir = e.periodos
      .filter((p) => !p.cubierto)
      .map(
        (p) =>
          `${p.periodo}: vence ${fechaLegible(p.fechaVencimiento)}, ${p.diasPendientes} días, ${p.diasPlanificados} planificados`,
      )
      .join('; ');
    const base = {
      departamento: neutralizarCelda(e.departamento ?? ''),
      empleado: neutralizarCelda(e.nombreCompleto),
      riesgo: neutralizarCelda(sinCubrir),
    };
    if (e.tramos.length === 0) hoja.addRow({ ...base, estado: 'Sin tramos' });
    for (const t of e.tramos)
      hoja.addRow({
        ...base,
        tipo: t.tipoVacaciones,
        dias: t.diasSolicitados,
        desde: fechaLegible(t.fechaInicio),
        hasta: fechaLegible(t.fechaFin),
        periodo: t.periodo,
        estado: ETIQUETA_ESTADO_TRAMO[t.estado],
      });
  }
  return {
    nombreArchivo: `rol-vacacional-${anio}${departamentoId === undefined ? '' : `-departamento-${departamentoId}`}.xlsx`,
    contenido: Buffer.from(await libro.xlsx.writeBuffer()),
  };
}

import type { TSaldoEquipo, TSaldosEquipoExportarQuery } from '@app/contract/equipo';
import { ETIQUETA_NIVEL_RIESGO } from '@app/contract/riesgo';
import { perteneceAlEquipo } from '../../db/jerarquia';
import { sinPermiso } from '../../lib/app-error';
import { hoja, libroExcelEnStream, porLotes, type ColumnaExcel } from '../../lib/excel-stream';
import { cederTurno } from '../../lib/tareas-periodicas';
import type { UsuarioSesion } from '../auth/auth.service';
import {
  auditarExportacion,
  nombreExportacion,
  type ExportacionExcel,
} from '../exportaciones/exportaciones.service';
import { materializarSinRespuesta } from '../vencimiento/vencimiento.service';
import type { ContextoSaldos } from './contexto';
import { consumoYRecordDe } from './entradas';
import { filasDeMiembro } from './saldos-equipo';
import * as repo from './saldos.repository';

/** Team members whose balances the export computes together (a few queries and some CPU per batch). */
const MIEMBROS_POR_LOTE = 1000;

/**
 * The balance table's columns with its headers (ADR 041); the employee's email, shown under the name, gets its own
 * column, and the radar's «Vencimiento» is a real date with its level beside it («Sin riesgo» otherwise).
 */
const COLUMNAS_SALDOS: ColumnaExcel<TSaldoEquipo>[] = [
  { encabezado: 'ID', tipo: 'texto', valor: (f) => `#${f.id}`, ancho: 12 },
  { encabezado: 'Empleado', tipo: 'texto', valor: (f) => f.nombreEmpleado, ancho: 32 },
  { encabezado: 'Email', tipo: 'texto', valor: (f) => f.email, ancho: 32 },
  { encabezado: 'Período', tipo: 'texto', valor: (f) => String(f.periodo), ancho: 10 },
  { encabezado: 'Vencidas', tipo: 'decimal', valor: (f) => f.diasVencidas },
  { encabezado: 'Pendientes', tipo: 'decimal', valor: (f) => f.diasPendientes },
  { encabezado: 'Truncas', tipo: 'decimal', valor: (f) => f.diasTruncas },
  { encabezado: 'Días Libres', tipo: 'decimal', valor: (f) => f.diasLibres },
  { encabezado: 'Días Bloque', tipo: 'decimal', valor: (f) => f.diasBloque },
  { encabezado: 'Manager', tipo: 'texto', valor: (f) => f.nombreManager || 'Sin asignar', ancho: 32 },
  { encabezado: 'Vencimiento', tipo: 'fecha', valor: (f) => (f.nivelRiesgo ? f.fechaVencimiento : null) },
  {
    encabezado: 'Riesgo',
    tipo: 'texto',
    valor: (f) => (f.nivelRiesgo ? ETIQUETA_NIVEL_RIESGO[f.nivelRiesgo] : 'Sin riesgo'),
    ancho: 14,
  },
];

/**
 * The team's balances as an Excel workbook (ADR 041): the list's filters and scope, every row (not a
 * page) in its default order. Balances come from the engine, so the team is read a batch of members at a time
 * (cursor on the list's name order) and each batch's balances are computed and written before the next is read:
 * a first pass only counts the rows (x-total-filas, audit), the second streams them.
 */
export async function exportarSaldosEquipo(
  ctx: ContextoSaldos,
  usuario: UsuarioSesion,
  q: TSaldosEquipoExportarQuery,
  ip: string | null,
): Promise<ExportacionExcel> {
  const { db, reloj } = ctx;
  const hoy = reloj.hoy();
  await materializarSinRespuesta(db, hoy, reloj.ahora(), usuario);
  if (
    q.empleadoId !== undefined &&
    !(await perteneceAlEquipo(db, usuario.id, q.empleadoId, q.incluirSubordinadosNivelN))
  ) {
    throw sinPermiso('El empleado no pertenece a su equipo');
  }
  const config = await repo.leerPolitica(db);
  const incluida = (f: TSaldoEquipo) =>
    (q.periodo === undefined || f.periodo === q.periodo) && (!q.enRiesgo || (f.nivelRiesgo ?? null) !== null);

  async function leer(despues: repo.CursorMiembro | null, tamano: number) {
    // Computing balances is CPU: let the requests waiting meanwhile through between batches.
    if (despues !== null) await cederTurno();
    const miembros = await repo.loteMiembrosDelEquipo(
      db,
      usuario.id,
      q.incluirSubordinadosNivelN,
      q.empleadoId,
      despues,
      tamano,
    );
    if (miembros.length === 0) return [];
    const { porEmpleado, recordPorEmpleado } = await consumoYRecordDe(
      db,
      miembros.map((m) => m.id),
    );
    return miembros.map((m) => ({
      cursor: { clave: m.clave, id: m.id },
      filas: filasDeMiembro(m, config, porEmpleado.get(m.id), recordPorEmpleado.get(m.id), hoy)
        .map((c) => c.fila)
        .filter(incluida)
        .sort((a, b) => a.periodo - b.periodo),
    }));
  }
  async function* filas() {
    for await (const m of porLotes(leer, (m) => m.cursor, MIEMBROS_POR_LOTE)) yield* m.filas;
  }

  let totalFilas = 0;
  for await (const _ of filas()) totalFilas++;
  await auditarExportacion(db, {
    lista: 'Saldos de Vacaciones',
    usuarioId: usuario.id,
    email: usuario.email,
    filtros: q,
    totalFilas,
    ip,
  });
  return {
    nombreArchivo: nombreExportacion('saldos-vacaciones', hoy),
    totalFilas,
    flujo: libroExcelEnStream([
      hoja<TSaldoEquipo>({ nombre: 'Saldos de Vacaciones', columnas: COLUMNAS_SALDOS, filas: filas() }),
    ]),
  };
}

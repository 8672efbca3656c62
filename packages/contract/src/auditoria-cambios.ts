// What an audit record changed, in words an auditor reads: a Spanish label per field and the value before
// and after, sets (roles, permissions) as what was added and removed. Computed at read time from the stored
// before/after JSON, so records written before this existed render the same way.
import { z } from 'zod';
import { esFechaValida } from './fechas';
import { formatearDias, formatearEntero } from './formato-numeros';
import { ETIQUETA_DOCUMENTO } from './usuarios';

/** Spanish label of each field the services store in `datosAnteriores` / `datosNuevos`. */
export const ETIQUETAS_CAMPOS_AUDITORIA: Record<string, string> = {
  nombres: 'Nombres',
  apellidoPaterno: 'Apellido paterno',
  apellidoMaterno: 'Apellido materno',
  dni: ETIQUETA_DOCUMENTO,
  extranjero: 'Es extranjero',
  numeroCelular: 'Número celular',
  email: 'Correo electrónico',
  empresa: 'Empresa',
  departamentoId: 'Departamento',
  jefeId: 'Jefe inmediato',
  fechaIngreso: 'Fecha de ingreso',
  activo: 'Estado',
  isActive: 'Estado',
  estado: 'Estado',
  debeCambiarContrasena: 'Debe cambiar la contraseña',
  contrasenaGenerada: 'Contraseña generada',
  sesionesRevocadas: 'Sesiones cerradas',
  roles: 'Roles',
  permisos: 'Permisos',
  periodos: 'Períodos',
  nombre: 'Nombre',
  descripcion: 'Descripción',
  codigoPermiso: 'Código del permiso',
  modulo: 'Módulo',
  ordenImputacion: 'Orden de imputación',
  regimen: 'Régimen laboral',
  permitirAdelanto: 'Permitir adelanto',
  topeAdelanto: 'Tope del adelanto',
  periodo: 'Período',
  motivo: 'Motivo',
  tipoVacaciones: 'Tipo de vacaciones',
  diasSolicitados: 'Días solicitados',
  diasSolicitadosOriginales: 'Días solicitados originalmente',
  fechaInicio: 'Fecha de inicio',
  fechaFin: 'Fecha de fin',
  comentarios: 'Comentarios',
  canceladoPorId: 'Cancelada por',
  como: 'Cancelada como',
  fecha: 'Fecha',
  origen: 'Origen',
  feriados: 'Feriados',
  codigo: 'Código',
  jefeAreaId: 'Jefe de área',
  centroCosto: 'Centro de costo',
  empleadosActivos: 'Empleados activos',
  diasRecordatorioAprobacion: 'Días hábiles antes de recordar al aprobador',
  diasInvitacionPlan: 'Días de aviso antes de un tramo del rol vacacional',
  diasEscalamientoAprobacion: 'Días hábiles antes de escalar al jefe superior',
  sustitutoId: 'Aprobador sustituto',
  fechaDesde: 'Desde',
  fechaHasta: 'Hasta',
  automatica: 'Mientras el jefe está de vacaciones',
  escaladaAId: 'Escalada a',
  delegadoDeId: 'Por delegación de',
  cobertura: 'Cobertura máxima',
  coberturaExcedida: 'Cobertura excedida',
};

/** Fields whose value is a user's id, and those that are a department's id: the server resolves them to names. */
export const CAMPOS_ID_USUARIO = [
  'jefeId',
  'canceladoPorId',
  'jefeAreaId',
  'sustitutoId',
  'escaladaAId',
  'delegadoDeId',
] as const;
export const CAMPOS_ID_DEPARTAMENTO = ['departamentoId'] as const;

/** 'fechaIngreso' → 'Fecha ingreso' for a field without a label yet: readable, never the raw camelCase. */
export function etiquetaCampo(campo: string): string {
  const conocida = ETIQUETAS_CAMPOS_AUDITORIA[campo];
  if (conocida) return conocida;
  const palabras = campo
    .replace(/([a-záéíóúñ0-9])([A-ZÁÉÍÓÚÑ])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return palabras.charAt(0).toUpperCase() + palabras.slice(1);
}

export const ZCambioAuditoria = z.object({
  campo: z.string(),
  etiqueta: z.string(),
  /** The value as text; null when there was none. For a set, its items joined by ', '. */
  antes: z.string().nullable(),
  despues: z.string().nullable(),
  /** Only for sets (roles, permissions): the items added and removed. */
  agregados: z.array(z.string()).optional(),
  quitados: z.array(z.string()).optional(),
});
export type TCambioAuditoria = z.infer<typeof ZCambioAuditoria>;

/** Names the server looked up for the ids in a record (a department or user that no longer exists is absent). */
export interface NombresAuditoria {
  departamentos?: ReadonlyMap<number, string>;
  usuarios?: ReadonlyMap<number, string>;
}

const esObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const esConjunto = (v: unknown): v is (string | number)[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number');

const CAMPOS_ESTADO = new Set(['activo', 'isActive', 'estaActivo']);

function texto(campo: string, valor: unknown, nombres: NombresAuditoria): string | null {
  if (valor === null || valor === undefined || valor === '') return null;
  if (typeof valor === 'boolean') {
    if (CAMPOS_ESTADO.has(campo)) return valor ? 'Activo' : 'Inactivo';
    return valor ? 'Sí' : 'No';
  }
  if (typeof valor === 'number') {
    const id = Number.isInteger(valor) ? valor : NaN;
    if ((CAMPOS_ID_DEPARTAMENTO as readonly string[]).includes(campo))
      return nombres.departamentos?.get(id) ?? `Departamento #${valor}`;
    if ((CAMPOS_ID_USUARIO as readonly string[]).includes(campo))
      return nombres.usuarios?.get(id) ?? `Usuario #${valor}`;
    // A period is a year label ('2023'), never a count.
    if (campo === 'periodo' || campo === 'periodos') return String(valor);
    // Counts in Peruvian format; a fraction here is a number of days (two decimals).
    return Number.isInteger(valor) ? formatearEntero(valor) : formatearDias(valor);
  }
  if (typeof valor === 'string') {
    // Calendar dates as a Peruvian reads them.
    if (esFechaValida(valor)) return valor.split('-').reverse().join('/');
    return valor;
  }
  if (esConjunto(valor)) return valor.length ? valor.map(String).join(', ') : null;
  if (campo === 'coberturaExcedida' && Array.isArray(valor)) return textoCoberturaExcedida(valor);
  return JSON.stringify(valor);
}

/** The days an approval exceeded its department's coverage, as a reader says them. */
function textoCoberturaExcedida(dias: unknown[]): string {
  return dias
    .map((d) => {
      if (!esObjeto(d)) return JSON.stringify(d);
      const fecha = typeof d.fecha === 'string' ? d.fecha.split('-').reverse().join('/') : '?';
      return `${fecha}: ${String(d.fuera)} fuera, límite ${String(d.limite)} (exceso ${String(d.exceso)})`;
    })
    .join('; ');
}

const iguales = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changed fields of an audit record, from its stored before/after JSON: fields present on either side whose value
 * differs (a full snapshot with unchanged fields lists only what changed), in the order the record stored them.
 * A list of names or codes on either side is a set: what was added and what was removed, sorted.
 */
export function calcularCambios(
  anteriores: unknown,
  nuevos: unknown,
  nombres: NombresAuditoria = {},
): TCambioAuditoria[] {
  const a = esObjeto(anteriores) ? anteriores : {};
  const n = esObjeto(nuevos) ? nuevos : {};
  const campos = [...new Set([...Object.keys(n), ...Object.keys(a)])];
  const cambios: TCambioAuditoria[] = [];
  for (const campo of campos) {
    const antes = a[campo];
    const despues = n[campo];
    if (iguales(antes, despues)) continue;
    const cambio: TCambioAuditoria = {
      campo,
      etiqueta: etiquetaCampo(campo),
      antes: texto(campo, antes, nombres),
      despues: texto(campo, despues, nombres),
    };
    const conjuntoAntes = antes == null ? [] : antes;
    const conjuntoDespues = despues == null ? [] : despues;
    if (
      esConjunto(conjuntoAntes) &&
      esConjunto(conjuntoDespues) &&
      (Array.isArray(antes) || Array.isArray(despues))
    ) {
      const previos = new Set(conjuntoAntes.map(String));
      const siguientes = new Set(conjuntoDespues.map(String));
      const orden = (x: string, y: string) => x.localeCompare(y, 'es');
      cambio.agregados = [...siguientes].filter((x) => !previos.has(x)).sort(orden);
      cambio.quitados = [...previos].filter((x) => !siguientes.has(x)).sort(orden);
      // Same items in another order is no change.
      if (cambio.agregados.length === 0 && cambio.quitados.length === 0) continue;
    }
    cambios.push(cambio);
  }
  return cambios;
}

/** The ids a record's before/after JSON holds in department and user fields, for the server to name them. */
export function idsReferenciados(anteriores: unknown, nuevos: unknown) {
  const departamentos = new Set<number>();
  const usuarios = new Set<number>();
  for (const lado of [anteriores, nuevos]) {
    if (!esObjeto(lado)) continue;
    for (const [campo, valor] of Object.entries(lado)) {
      if (typeof valor !== 'number' || !Number.isInteger(valor)) continue;
      if ((CAMPOS_ID_DEPARTAMENTO as readonly string[]).includes(campo)) departamentos.add(valor);
      if ((CAMPOS_ID_USUARIO as readonly string[]).includes(campo)) usuarios.add(valor);
    }
  }
  return { departamentos, usuarios };
}

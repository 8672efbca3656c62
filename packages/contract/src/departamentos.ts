import { z } from 'zod';
import { ZBooleanoQuery, ZId, ZPageNumber, pageSizeEntre } from './comun';
import { ZTipoCobertura, camposCobertura, validarCobertura } from './cobertura';

// Departments: the company's own list, used by the user form, the filters and the bulk import.

export const MENSAJES_DEPARTAMENTO = {
  codigoRequerido: 'El código es requerido',
  codigoFormato:
    'El código debe tener de 2 a 30 caracteres: letras sin tildes, dígitos, guion (-) o guion bajo (_)',
  nombreRequerido: 'El nombre es requerido',
  nombreLargo: 'El nombre no puede superar 120 caracteres',
  centroCostoLargo: 'El centro de costo no puede superar 50 caracteres',
  jefeAreaInvalido: 'El jefe de área debe ser un usuario activo',
  noEncontrado: 'Departamento no encontrado',
  creado: 'Departamento creado correctamente',
  actualizado: 'Departamento actualizado correctamente',
  activado: 'Departamento activado correctamente',
  desactivado: 'Departamento desactivado correctamente',
  eliminado: 'Departamento eliminado correctamente',
  codigoDuplicado: (codigo: string) => `Ya existe un departamento con el código ${codigo}`,
  nombreDuplicado: (nombre: string) => `Ya existe un departamento con el nombre «${nombre}»`,
  conEmpleados: (total: number, activos: number) =>
    `No se puede eliminar: el departamento tiene ${total} ${total === 1 ? 'empleado' : 'empleados'} (${activos} ${activos === 1 ? 'activo' : 'activos'}). Muévalos a otro departamento o desactívelo: desactivar conserva sus empleados.`,
} as const;

/** 2–30 of A-Z, 0-9, '-' and '_' once upper-cased (the bulk import uses the same rule for a new code). */
export const PATRON_CODIGO_DEPARTAMENTO = /^[A-Z0-9_-]{2,30}$/;

/** Trimmed and upper-cased before the pattern: 'ti' is stored as 'TI'. */
export const ZCodigoDepartamento = z
  .string({ error: MENSAJES_DEPARTAMENTO.codigoRequerido })
  .trim()
  .toUpperCase()
  .min(1, { error: MENSAJES_DEPARTAMENTO.codigoRequerido, abort: true })
  .regex(PATRON_CODIGO_DEPARTAMENTO, MENSAJES_DEPARTAMENTO.codigoFormato);

export const ZNombreDepartamento = z
  .string({ error: MENSAJES_DEPARTAMENTO.nombreRequerido })
  .trim()
  .min(1, { error: MENSAJES_DEPARTAMENTO.nombreRequerido, abort: true })
  .max(120, MENSAJES_DEPARTAMENTO.nombreLargo);

const vacioANulo = (v: unknown) => (v === undefined || v === '' ? null : v);
const textoVacioANulo = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null));

/** Create and edit payload (one shape: the form sends the whole department). */
export const ZGuardarDepartamentoBody = z
  .object({
    codigo: ZCodigoDepartamento,
    nombre: ZNombreDepartamento,
    // Absent means none, as empty does: the published schema must not call them required (the hostile-input test).
    jefeAreaId: z.preprocess(vacioANulo, ZId.nullable()).default(null),
    centroCosto: z
      .preprocess(
        textoVacioANulo,
        z
          .string({ error: 'El centro de costo debe ser texto' })
          .trim()
          .max(50, MENSAJES_DEPARTAMENTO.centroCostoLargo)
          .nullable(),
      )
      .default(null),
    activo: z.boolean({ error: 'El estado debe ser verdadero o falso' }).default(true),
    // The coverage rule (both null = no limit).
    ...camposCobertura,
  })
  .superRefine(validarCobertura);
export type TGuardarDepartamentoBody = z.infer<typeof ZGuardarDepartamentoBody>;
export type TGuardarDepartamentoEntrada = z.input<typeof ZGuardarDepartamentoBody>;

export const ZCambiarEstadoDepartamentoBody = z.object({
  activo: z.boolean({ error: 'El estado debe ser verdadero o falso' }),
});

export const ZDepartamento = z.object({
  id: z.number(),
  codigo: z.string(),
  nombre: z.string(),
  jefeAreaId: z.number().nullable(),
  /** Full name of the area head (null when none). */
  jefeArea: z.string().nullable(),
  jefeAreaEmail: z.string().nullable(),
  centroCosto: z.string().nullable(),
  activo: z.boolean(),
  empleadosActivos: z.number(),
  /** Active or not: a deactivated employee still holds the department (the foreign key). */
  empleadosTotales: z.number(),
  fechaCreacion: z.string(),
  fechaActualizacion: z.string().nullable(),
  /** At most this many people (or this % of the active ones) out on one day; null = no limit. */
  coberturaMaxima: z.number().int().nullable(),
  coberturaTipo: ZTipoCobertura.nullable(),
});
export type TDepartamento = z.infer<typeof ZDepartamento>;

/** Sort keys of the table; ties are broken by code, then id (stable across pages). */
export const ORDEN_DEPARTAMENTOS = ['codigo', 'nombre', 'jefeArea', 'empleadosActivos', 'estado'] as const;
export type TOrdenDepartamentos = (typeof ORDEN_DEPARTAMENTOS)[number];
export const PAGE_SIZES_DEPARTAMENTOS = [5, 10, 25, 50] as const;
export const ESTADOS_FILTRO_DEPARTAMENTO = ['activos', 'inactivos'] as const;

export const ZDepartamentosQuery = z.object({
  busqueda: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
  estado: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ESTADOS_FILTRO_DEPARTAMENTO, { error: 'El estado debe ser activos o inactivos' }).optional(),
  ),
  PageNumber: ZPageNumber,
  PageSize: pageSizeEntre(PAGE_SIZES_DEPARTAMENTOS, 10),
  SortBy: z.enum(ORDEN_DEPARTAMENTOS, { error: 'Campo de ordenamiento no permitido' }).default('codigo'),
  IsDescending: ZBooleanoQuery.default(false),
});
export type TDepartamentosQuery = z.infer<typeof ZDepartamentosQuery>;

export const ZEstadisticasDepartamentos = z.object({
  total: z.number(),
  activos: z.number(),
  conJefeArea: z.number(),
  sinEmpleados: z.number(),
});
export type TEstadisticasDepartamentos = z.infer<typeof ZEstadisticasDepartamentos>;

export const ZDepartamentosPaginaRespuesta = z.object({
  departamentos: z.array(ZDepartamento),
  totalCompleto: z.number(),
  paginaActual: z.number(),
  tamanoPagina: z.number(),
  tienePaginaSiguiente: z.boolean(),
  tienePaginaAnterior: z.boolean(),
  /** Over every department (not only the filtered ones): the stat cards. */
  estadisticas: ZEstadisticasDepartamentos,
});
export type TDepartamentosPaginaRespuesta = z.infer<typeof ZDepartamentosPaginaRespuesta>;

export const ZDepartamentoRespuesta = z.object({ departamento: ZDepartamento });
export const ZGuardarDepartamentoRespuesta = z.object({ message: z.string(), departamento: ZDepartamento });
export type TGuardarDepartamentoRespuesta = z.infer<typeof ZGuardarDepartamentoRespuesta>;

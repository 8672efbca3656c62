// The users list (docs/producto.md, «Usuarios»): its query, sort keys, rows and statistics.
import { z } from 'zod';
import { ZBooleanoQuery, ZFechaCalendario, ZId, ZPageNumber, pageSizeEntre } from './comun';

export const PAGE_SIZES_USUARIOS = [10, 25, 50, 100] as const;

/** SortBy keys (compared case-insensitively) → the column they mean. */
export const ORDEN_USUARIOS = {
  nombrecompleto: 'nombreCompleto',
  dni: 'dni',
  departamento: 'departamento',
  fechaingreso: 'fechaIngreso',
  estado: 'estado',
  email: 'email',
  fechacreacion: 'fechaCreacion',
} as const;
export type TOrdenUsuarios = (typeof ORDEN_USUARIOS)[keyof typeof ORDEN_USUARIOS];

const CLAVES_QUERY_USUARIOS = [
  'PageNumber',
  'PageSize',
  'SortBy',
  'IsDescending',
  'BusquedaGeneral',
  'Email',
  'DepartamentoId',
  'Rol',
  'EstaActivo',
  'Extranjero',
  'FechaIngresoDesde',
  'FechaIngresoHasta',
] as const;

/** Query names are the spec's PascalCase; other casings (pageNumber) are accepted; empty values are absent. */
function normalizarQuery(v: unknown) {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const porMinuscula = new Map<string, string>(CLAVES_QUERY_USUARIOS.map((c) => [c.toLowerCase(), c]));
  const salida: Record<string, unknown> = {};
  for (const [clave, valor] of Object.entries(v)) {
    if (typeof valor === 'string' && valor.trim() === '') continue;
    salida[porMinuscula.get(clave.toLowerCase()) ?? clave] = valor;
  }
  return salida;
}

/** The filters and sort of the users list, shared by the page and its Excel export. */
const filtrosUsuarios = {
  SortBy: z
    .string()
    .max(40)
    .transform((v, ctx) => {
      const clave = v.trim().toLowerCase();
      // Own keys only: a plain lookup would return inherited members such as `constructor`.
      const campo = Object.hasOwn(ORDEN_USUARIOS, clave)
        ? ORDEN_USUARIOS[clave as keyof typeof ORDEN_USUARIOS]
        : undefined;
      if (!campo) {
        ctx.addIssue({ code: 'custom', message: 'Campo de ordenamiento no permitido' });
        return z.NEVER;
      }
      return campo;
    })
    .optional(),
  /** Absent: descending for the default sort (fechaCreacion), ascending for any other column. */
  IsDescending: ZBooleanoQuery.optional(),
  BusquedaGeneral: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
  Email: z.string().trim().max(254, 'El email no puede superar 254 caracteres').optional(),
  DepartamentoId: ZId.optional(),
  Rol: z.string().trim().max(100, 'El rol no puede superar 100 caracteres').optional(),
  EstaActivo: ZBooleanoQuery.optional(),
  Extranjero: ZBooleanoQuery.optional(),
  FechaIngresoDesde: ZFechaCalendario.optional(),
  FechaIngresoHasta: ZFechaCalendario.optional(),
};

const rangoIngresoValido = (q: {
  FechaIngresoDesde?: string | undefined;
  FechaIngresoHasta?: string | undefined;
}) => !q.FechaIngresoDesde || !q.FechaIngresoHasta || q.FechaIngresoDesde <= q.FechaIngresoHasta;
const mensajeRangoIngreso = {
  message: 'La fecha desde no puede ser posterior a la fecha hasta',
  path: ['FechaIngresoDesde'],
};

export const ZListarUsuariosQuery = z.preprocess(
  normalizarQuery,
  z
    .object({
      PageNumber: ZPageNumber,
      PageSize: pageSizeEntre(PAGE_SIZES_USUARIOS, 10),
      ...filtrosUsuarios,
    })
    .refine(rangoIngresoValido, mensajeRangoIngreso),
);
export type TListarUsuariosQuery = z.infer<typeof ZListarUsuariosQuery>;

/** The Excel export of the users list: the same filters and sort, every row, no pages. */
export const ZExportarUsuariosQuery = z.preprocess(
  normalizarQuery,
  z.object(filtrosUsuarios).refine(rangoIngresoValido, mensajeRangoIngreso),
);
export type TExportarUsuariosQuery = z.infer<typeof ZExportarUsuariosQuery>;

export const ZUsuarioItem = z.object({
  id: z.number(),
  nombreCompleto: z.string(),
  email: z.string(),
  dni: z.string(),
  roles: z.array(z.string()),
  departamento: z.string(),
  departamentoId: z.number(),
  fechaIngreso: z.string(),
  estado: z.enum(['Activo', 'Inactivo']),
  extranjero: z.boolean(),
  /** The direct manager's full name. */
  manager: z.string().nullable(),
  jefeId: z.number().nullable(),
  /** Whether the caller may manage this user (see ZUsuarioDetalle.puedeGestionar). */
  puedeGestionar: z
    .boolean()
    .describe('Si quien consulta puede gestionar al usuario (ver el detalle de usuario)'),
});
export type TUsuarioItem = z.infer<typeof ZUsuarioItem>;

/** Computed over the whole filtered set, not the page. */
export const ZEstadisticasUsuarios = z.object({
  totalUsuarios: z.number(),
  usuariosActivos: z.number(),
  usuariosInactivos: z.number(),
  /** The forced-change flag is set. */
  usuariosForzarCambio: z.number(),
  /** Still have to set their own password: flag set or holding a generated temporary password. */
  usuariosPendientesCambioContrasena: z.number(),
  usuariosExtranjeros: z.number(),
  usuariosConJefe: z.number(),
  /** 0–100, two decimals. */
  porcentajeActivos: z.number(),
  porcentajeExtranjeros: z.number(),
  /** Users holding an active role named Admin, Administrador, SuperAdmin or Super Admin. */
  administradores: z.number(),
});
export type TEstadisticasUsuarios = z.infer<typeof ZEstadisticasUsuarios>;

export const ZListarUsuariosRespuesta = z.object({
  usuarios: z.array(ZUsuarioItem),
  totalCompleto: z.number(),
  paginaActual: z.number(),
  tamanoPagina: z.number(),
  totalPaginas: z.number(),
  tienePaginaSiguiente: z.boolean(),
  tienePaginaAnterior: z.boolean(),
  estadisticas: ZEstadisticasUsuarios,
});
export type TListarUsuariosRespuesta = z.infer<typeof ZListarUsuariosRespuesta>;

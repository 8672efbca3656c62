import { z } from 'zod';
import { ZBooleanoQuery, ZId, ZPageNumber, pageSizeEntre } from './comun';
import type { TCodigoError } from './errores';

/**
 * Roles and permissions (docs/producto.md, «Roles» and «Permisos»). The same schemas validate the API and the
 * forms.
 */

/** Required text: trimmed, whitespace-only counts as missing, then a minimum length (docs/producto.md, «Roles»). */
const textoRequerido = (requerido: string, minimo: number, mensajeMinimo: string, maximo: number) =>
  z
    .string({ error: requerido })
    .trim()
    .min(1, { error: requerido, abort: true })
    .min(minimo, { error: mensajeMinimo, abort: true })
    .max(maximo, `No puede superar ${maximo} caracteres`);

export const MENSAJES_ROLES = {
  rolGuardado: 'Rol guardado exitosamente',
  estadoCambiado: 'Estado del rol cambiado exitosamente',
  rolNoEncontrado: 'Rol no encontrado',
  nombreDuplicado: 'Ya existe un rol con ese nombre',
  permisosInexistentes: 'Uno o más permisos seleccionados no existen',
  nombreRolSistema: 'El nombre de un rol del sistema no se puede cambiar',
  permisoGuardado: 'Permiso guardado exitosamente',
  permisoNoEncontrado: 'Permiso no encontrado',
  permisoDuplicado: 'Ya existe un permiso con ese nombre o código',
  codigoPermisoSistema:
    'El código de un permiso del sistema no se puede cambiar: el servidor lo usa para autorizar. Puede cambiar su nombre y su descripción.',
} as const;

// ---------------------------------------------------------------- limits

/**
 * Nobody grants what they do not hold. What a user "holds" is the codes of every permission (active or not) in
 * their active roles; a refusal is a 403 with this code and one of the messages below, naming what is missing.
 */
export const CODIGO_PERMISOS_INSUFICIENTES = 'PERMISOS_INSUFICIENTES' satisfies TCodigoError;

/** The codes of `requeridos` that are not in `tenidos`, sorted and without repeats. */
export const permisosFaltantes = (requeridos: readonly string[], tenidos: readonly string[]) => {
  const tiene = new Set(tenidos);
  return [...new Set(requeridos.filter((c) => !tiene.has(c)))].sort();
};

export const MENSAJES_LIMITES = {
  asignarRol: (rol: string, faltan: readonly string[]) =>
    `No puede asignar el rol «${rol}»: incluye permisos que usted no tiene (${faltan.join(', ')}).`,
  gestionarUsuario: (faltan: readonly string[]) =>
    `No puede modificar a este usuario: tiene permisos que usted no tiene (${faltan.join(', ')}).`,
  rolPropio: 'No puede modificar un rol que usted mismo tiene asignado',
  gestionarRol: (rol: string, faltan: readonly string[]) =>
    `No puede modificar el rol «${rol}»: incluye permisos que usted no tiene (${faltan.join(', ')}).`,
  otorgarPermisos: (faltan: readonly string[]) =>
    `No puede otorgar permisos que usted no tiene (${faltan.join(', ')}).`,
  activarRol: (rol: string, faltan: readonly string[]) =>
    `No puede activar el rol «${rol}»: incluye permisos que usted no tiene (${faltan.join(', ')}).`,
  editarPermiso: (codigo: string) => `No puede modificar el permiso ${codigo}: usted no lo tiene.`,
} as const;

// ---------------------------------------------------------------- roles

const ZPermisosSeleccionados = z
  .array(ZId, { error: 'Debe seleccionar al menos un permiso' })
  .min(1, 'Debe seleccionar al menos un permiso')
  .max(500, 'Demasiados permisos seleccionados');

/** Role form and create payload: name, description, permission ids. */
export const ZCrearRolBody = z.object({
  name: textoRequerido(
    'El nombre del rol es requerido',
    3,
    'El nombre debe tener al menos 3 caracteres',
    100,
  ),
  descripcion: textoRequerido(
    'La descripción del rol es requerida',
    3,
    'La descripción debe tener al menos 3 caracteres',
    500,
  ),
  permisos: ZPermisosSeleccionados,
});
export type TCrearRolBody = z.infer<typeof ZCrearRolBody>;

export const ZActualizarRolBody = ZCrearRolBody.extend({ id: ZId });
export type TActualizarRolBody = z.infer<typeof ZActualizarRolBody>;

export const ESTADOS_ROL = ['Activo', 'Inactivo'] as const;

export const ZPermisoDeRol = z.object({ id: z.number(), nombreRuta: z.string(), codigoPermiso: z.string() });
export type TPermisoDeRol = z.infer<typeof ZPermisoDeRol>;

export const ZRol = z.object({
  id: z.number(),
  name: z.string(),
  descripcion: z.string(),
  permisos: z.array(ZPermisoDeRol),
  /** Users assigned to the role (active or not). */
  numeroPersonas: z.number(),
  estado: z.enum(ESTADOS_ROL),
  /** Full name of who created / last changed it; null for seeded roles. */
  createdBy: z.string().nullable(),
  createdOn: z.string(),
  updatedBy: z.string().nullable(),
  updatedOn: z.string().nullable(),
  /**
   * Whether the caller may edit, activate or deactivate the role: false for a role they hold themselves and for
   * one with a permission they do not hold.
   */
  puedeGestionar: z
    .boolean()
    .describe(
      'Si quien consulta puede editar, activar o desactivar el rol: falso si lo tiene asignado o si incluye permisos que no tiene',
    ),
});
export type TRol = z.infer<typeof ZRol>;

/** Sort keys of the role table (docs/producto.md, «Roles»): the role column → name, the users column → usuarios. */
export const ORDEN_ROLES = ['name', 'usuarios'] as const;
export const PAGE_SIZES_ROLES = [5, 10, 25, 50] as const;

/** List query, with the capitalised names the screen sends (docs/producto.md, «Roles»). */
export const ZRolesQuery = z.object({
  Name: z.string().trim().max(100, 'El nombre no puede superar 100 caracteres').optional(),
  PageNumber: ZPageNumber,
  PageSize: pageSizeEntre(PAGE_SIZES_ROLES, 10),
  SortBy: z.enum(ORDEN_ROLES, { error: 'Campo de ordenamiento no permitido' }).default('name'),
  IsDescending: ZBooleanoQuery.default(false),
});
export type TRolesQuery = z.infer<typeof ZRolesQuery>;

export const ZRolesPaginaRespuesta = z.object({
  roles: z.array(ZRol),
  totalCompleto: z.number(),
  paginaActual: z.number(),
  tamanoPagina: z.number(),
  tienePaginaSiguiente: z.boolean(),
  tienePaginaAnterior: z.boolean(),
});
export type TRolesPaginaRespuesta = z.infer<typeof ZRolesPaginaRespuesta>;

export const ZPermisoSeleccionable = ZPermisoDeRol.extend({ modulo: z.string() });
/** Active permissions for the role form's multi-select: only those the caller holds. */
export const ZPermisosSeleccionablesRespuesta = z.object({ permisos: z.array(ZPermisoSeleccionable) });
export type TPermisosSeleccionablesRespuesta = z.infer<typeof ZPermisosSeleccionablesRespuesta>;

export const ZRolRespuesta = z.object({ rol: ZRol });
export const ZGuardarRolRespuesta = z.object({ message: z.string(), rol: ZRol });
export type TGuardarRolRespuesta = z.infer<typeof ZGuardarRolRespuesta>;
export const ZCambiarEstadoRolRespuesta = z.object({ message: z.string(), estado: z.enum(ESTADOS_ROL) });

// ---------------------------------------------------------------- permissions

/** Permission form and create payload (docs/producto.md, «Permisos»). */
export const ZCrearPermisoBody = z.object({
  nombre: textoRequerido('El nombre es requerido', 3, 'El nombre debe tener al menos 3 caracteres', 100),
  descripcion: textoRequerido(
    'La descripción es requerida',
    10,
    'La descripción debe tener al menos 10 caracteres',
    500,
  ),
  modulo: textoRequerido('El módulo es requerido', 3, 'El módulo debe tener al menos 3 caracteres', 100),
  codigoPermiso: textoRequerido(
    'El código del permiso es requerido',
    3,
    'El código debe tener al menos 3 caracteres',
    100,
  ).regex(
    /^[A-Za-z0-9._-]+$/,
    'El código solo puede contener letras, números, puntos, guiones y guiones bajos',
  ),
});
export type TCrearPermisoBody = z.infer<typeof ZCrearPermisoBody>;

/** Update payload: the same fields plus the state switch (unchanged when omitted). */
export const ZActualizarPermisoBody = ZCrearPermisoBody.extend({
  isActive: z.boolean({ error: 'El estado del permiso debe ser verdadero o falso' }).optional(),
});
export type TActualizarPermisoBody = z.infer<typeof ZActualizarPermisoBody>;

export const ZPermiso = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string(),
  modulo: z.string(),
  codigoPermiso: z.string(),
  isActive: z.boolean(),
  /** Roles holding the permission (active or not). */
  numeroRoles: z.number(),
  createdBy: z.string().nullable(),
  createdOn: z.string(),
  updatedBy: z.string().nullable(),
  updatedOn: z.string().nullable(),
});
export type TPermisoAdmin = z.infer<typeof ZPermiso>;

export const ORDEN_PERMISOS = ['nombre', 'modulo', 'numeroRoles', 'codigoPermiso'] as const;
export type TOrdenPermisos = (typeof ORDEN_PERMISOS)[number];
export const PAGE_SIZES_PERMISOS = [10, 20, 25, 50, 100] as const;

export const ZPermisosQuery = z.object({
  searchTerm: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
  modulo: z.string().trim().max(100, 'El módulo no puede superar 100 caracteres').optional(),
  isActive: ZBooleanoQuery.optional(),
  sortBy: z.enum(ORDEN_PERMISOS, { error: 'Campo de ordenamiento no permitido' }).default('nombre'),
  isDescending: ZBooleanoQuery.default(false),
  pageNumber: ZPageNumber,
  pageSize: pageSizeEntre(PAGE_SIZES_PERMISOS, 20),
});
export type TPermisosQuery = z.infer<typeof ZPermisosQuery>;

export const ZEstadisticasPermisos = z.object({
  totalPermisosActivos: z.number(),
  totalPermisosInactivos: z.number(),
  totalModulos: z.number(),
  /** Permissions per module, two decimals (0 with no modules). */
  promedioPermisosPorModulo: z.number(),
});

export const ZPermisosRespuesta = z.object({
  permisos: z.array(ZPermiso),
  totalRecords: z.number(),
  totalPages: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
  modulosDisponibles: z.array(z.string()),
  estadisticas: ZEstadisticasPermisos,
});
export type TPermisosRespuesta = z.infer<typeof ZPermisosRespuesta>;

export const ZModulosRespuesta = z.array(z.string());
export const ZGuardarPermisoRespuesta = z.object({ message: z.string(), permiso: ZPermiso });
export type TGuardarPermisoRespuesta = z.infer<typeof ZGuardarPermisoRespuesta>;

import { z } from 'zod';
import { ZCodigoError } from './errores';
import {
  ZActualizarUsuarioBody,
  ZCamposUsuario,
  ZCrearUsuarioBody,
  ZDocumentoIdentidad,
  refinarDocumento,
  CUANDO_DOCUMENTO_LEIDO,
} from './usuarios';
import { formatearEntero } from './formato-numeros';

// Bulk import of users (docs/producto.md, «Importación masiva»); the columns are in bulk-import-columnas.ts.

export * from './bulk-import-columnas';

/** The spec's 10 MB limit. */
export const MAX_TAMANO_ARCHIVO_IMPORTACION = 10 * 1024 * 1024;
export const MAX_REGISTROS_IMPORTACION = 10_000;
export const EXTENSIONES_IMPORTACION = ['.xlsx', '.xls', '.csv'] as const;
export type TExtensionImportacion = (typeof EXTENSIONES_IMPORTACION)[number];

/** Excel, legacy Excel and CSV types; browsers send octet-stream for types they do not know. */
export const TIPOS_MIME_IMPORTACION = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
  'application/csv',
  'text/x-csv',
  'application/x-csv',
  'text/comma-separated-values',
  'text/plain',
  'application/octet-stream',
] as const;

/** Time-outs of the calls, in milliseconds. */
export const TIEMPOS_IMPORTACION = { procesar: 300_000, validar: 60_000, plantilla: 30_000 } as const;

/** How much of each list the wizard shows. */
export const MOSTRAR_IMPORTACION = { errores: 10, fallidos: 10, creados: 5 } as const;

export const MENSAJES_IMPORTACION = {
  extensionNoPermitida: `Extensión no permitida. Extensiones válidas: ${EXTENSIONES_IMPORTACION.join(', ')}`,
  tamanoExcedido: 'El archivo excede el tamaño máximo de 10.0 MB',
  archivoVacio: 'El archivo está vacío',
  tipoNoValido: (tipo: string) => `Tipo de archivo no válido: ${tipo}`,
  sinArchivoValido: 'No hay archivo válido seleccionado',
  contieneErrores: 'El archivo contiene errores de validación',
  sinDatos: 'El archivo debe tener al menos una fila de encabezados y una fila de datos',
  demasiadosRegistros: `El archivo supera el máximo de 10,000 registros`,
  sinArchivo: 'Debe adjuntar un archivo en el campo file',
  unSoloArchivo: 'Solo se puede adjuntar un archivo',
  configuracionInvalida: 'La configuración enviada no es un JSON válido',
  procesadoExito: (n: number) => `Se procesaron exitosamente ${formatearEntero(n)} usuarios`,
  procesadoConErrores: (n: number) =>
    `Procesamiento completado con errores. ${formatearEntero(n)} registros fallidos`,
  procesadoSinCambios: 'No se creó ningún usuario: el archivo contiene errores de validación',
  cancelado: 'La importación fue cancelada: no se creó ningún usuario',
  errorConexionProcesar: 'Error de conexión al procesar bulk import',
  errorProcesar: 'Error al procesar el archivo de bulk import',
  errorValidar: 'Error al validar el archivo',
  errorConexionValidar: 'Error de conexión al validar archivo',
  errorPlantillaExcel: 'Error al descargar la plantilla Excel',
  errorPlantillaCsv: 'Error al descargar la plantilla CSV',
  errorColumnas: 'Error al obtener las columnas esperadas',
  errorCredenciales: 'Error al descargar las credenciales',
  credencialesNoDisponibles:
    'Las credenciales ya fueron descargadas o expiraron. Reinicie la contraseña de los usuarios que la necesiten.',
  sinServidorCorreo:
    'No hay un servidor de correo configurado: no se envió ninguna notificación por email. Entregue las credenciales descargadas a cada usuario por un canal seguro.',
  ejecucionEnCurso: 'Ya hay una importación en curso con esa clave de ejecución',
  progresoNoEncontrado: 'No se encontró la importación indicada',
  ejemploOmitido: (fila: number) => `La fila ${fila} es el ejemplo de la plantilla: se omitió`,
  soloEjemplos:
    'El archivo solo contiene las filas de ejemplo de la plantilla: reemplácelas con sus colaboradores',
  errorDescargarErrores: 'Error al descargar los errores',
} as const;

// ---- configuration ----

export const ROLES_IMPORTACION_SUGERIDOS = ['Empleado', 'Jefe', 'Admin'] as const;

const ZBooleanoConfig = z.boolean({ error: 'Debe ser verdadero o falso' });

/** The import configuration, with the spec's defaults (sent as JSON text in the field `configuracion`). */
export const ZConfiguracionImportacion = z.object({
  rolesPorDefecto: ZCrearUsuarioBody.shape.roles.default(['Empleado']),
  generarPasswordsAutomaticamente: ZBooleanoConfig.default(true),
  continuarConErrores: ZBooleanoConfig.default(false),
  validarJefesExistentes: ZBooleanoConfig.default(true),
  enviarNotificacionEmail: ZBooleanoConfig.default(false),
  /** ADR 025: an unknown codigoDepartamento is created from nombreDepartamento, in the same transaction. */
  crearDepartamentosFaltantes: ZBooleanoConfig.default(false),
});
export type TConfiguracionImportacion = z.infer<typeof ZConfiguracionImportacion>;
export type TConfiguracionImportacionEntrada = z.input<typeof ZConfiguracionImportacion>;
export const CONFIGURACION_IMPORTACION_POR_DEFECTO: TConfiguracionImportacion =
  ZConfiguracionImportacion.parse({});

/** The run id the client chooses so that it can follow the progress (letters, digits, '-' and '_'). */
export const ZClaveEjecucion = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'La clave de ejecución debe tener de 8 a 64 letras, dígitos, - o _');

export const ZImportacionQuery = z.object({ claveEjecucion: ZClaveEjecucion.optional() });
export const ZClaveEjecucionParams = z.object({ claveEjecucion: ZClaveEjecucion });
export const ZTokenCredencialesParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'El enlace de descarga no es válido'),
});

// ---- one spreadsheet row ----

/**
 * One row after its cells were read: the user form's own field rules (one schema per shape), plus the
 * spreadsheet's references (department code, the manager's DNI) that the server resolves to ids.
 */
export const ZFilaImportacion = ZCamposUsuario.pick({
  nombres: true,
  apellidoPaterno: true,
  apellidoMaterno: true,
  dni: true,
  email: true,
  empresa: true,
  numeroCelular: true,
  roles: true,
})
  .extend({
    fechaIngreso: ZActualizarUsuarioBody.shape.fechaIngreso,
    extranjero: z.boolean({ error: 'El valor de extranjero debe ser SI o NO' }),
    codigoDepartamento: z
      .string({ error: 'El código de departamento es requerido' })
      .trim()
      .min(1, { error: 'El código de departamento es requerido', abort: true })
      .max(30, 'El código de departamento no puede superar 30 caracteres'),
    dniJefe: ZDocumentoIdentidad.nullable(),
  })
  .superRefine(refinarDocumento, CUANDO_DOCUMENTO_LEIDO);
export type TFilaImportacion = z.infer<typeof ZFilaImportacion>;

// ---- replies ----

export const ZColumnasImportacion = z.object({
  columnas: z.array(
    z.object({ nombre: z.string(), requerido: z.boolean(), descripcion: z.string(), ejemplo: z.string() }),
  ),
  /** Active roles, the choices for rolesPorDefecto and the `roles` column. */
  rolesDisponibles: z.array(z.string()),
  /** Active departments, by the code the `codigoDepartamento` column uses. */
  departamentos: z.array(z.object({ codigo: z.string(), nombre: z.string() })),
  configuracionPorDefecto: ZConfiguracionImportacion,
  limites: z.object({
    maxRegistros: z.number(),
    maxTamanoBytes: z.number(),
    extensiones: z.array(z.string()),
  }),
  /** False when no mail server is configured: enviarNotificacionEmail cannot send anything. */
  correoDisponible: z.boolean(),
});
export type TColumnasImportacion = z.infer<typeof ZColumnasImportacion>;

/** A row that cannot be created, with the spreadsheet's row number (headers are row 1). */
export const ZErrorFilaImportacion = z.object({
  numeroFila: z.number(),
  /** The column at fault, when there is one. */
  campo: z.string().nullable(),
  mensaje: z.string(),
  sugerencia: z.string(),
  /** The cell as it was written, when the error is about a value (also in the downloadable list of errors). */
  valor: z.string().optional(),
});
export type TErrorFilaImportacion = z.infer<typeof ZErrorFilaImportacion>;

/** Accepted but odd (a future join date, a name in capitals…); numeroFila is null for the whole file. */
export const ZAdvertenciaImportacion = z.object({
  numeroFila: z.number().nullable(),
  campo: z.string().nullable(),
  mensaje: z.string(),
  sugerencia: z.string().nullable(),
});
export type TAdvertenciaImportacion = z.infer<typeof ZAdvertenciaImportacion>;

/** Lists in replies are cut at this length; the counters always give the totals. */
export const MAX_DETALLES_IMPORTACION = 1_000;

export const ZResultadoValidacion = z.object({
  esValido: z.boolean(),
  /** Data rows read (blank rows are not counted). */
  usuariosEncontrados: z.number(),
  filasValidas: z.number(),
  filasConErrores: z.number(),
  /** Every row error, in row order (at most MAX_DETALLES_IMPORTACION; totalErrores counts them all). */
  erroresValidacion: z.array(ZErrorFilaImportacion),
  totalErrores: z.number(),
  /** Faults of the file as a whole (type, size, headers, limits): nothing in it can be imported. */
  erroresArchivo: z.array(z.string()),
  advertencias: z.array(ZAdvertenciaImportacion),
  totalAdvertencias: z.number(),
  nombreArchivo: z.string(),
  tamanoBytes: z.number(),
  /** Milliseconds the server took. */
  duracionMs: z.number(),
});
export type TResultadoValidacion = z.infer<typeof ZResultadoValidacion>;

export const ZUsuarioCreadoImportacion = z.object({
  numeroFila: z.number(),
  id: z.number(),
  email: z.string(),
  nombre: z.string(),
});

export const ZRegistroFallido = z.object({
  /** Null for a fault of the whole file or run ('Error general'). */
  numeroFila: z.number().nullable(),
  mensaje: z.string(),
  sugerencia: z.string(),
  /** True when it stopped the whole run (nothing was created because of it). */
  esCritico: z.boolean(),
});
export type TRegistroFallido = z.infer<typeof ZRegistroFallido>;

export const ZResultadoProcesamiento = z.object({
  esExitoso: z.boolean(),
  message: z.string(),
  usuariosCreados: z.array(ZUsuarioCreadoImportacion),
  registrosFallidos: z.array(ZRegistroFallido),
  erroresArchivo: z.array(z.string()),
  advertencias: z.array(ZAdvertenciaImportacion),
  estadisticas: z.object({
    totalRegistrosProcesados: z.number(),
    usuariosCreados: z.number(),
    /** Rows not created. */
    registrosFallidos: z.number(),
    /** Milliseconds from receiving the file to the end of the run. */
    tiempoProcesamiento: z.number(),
    registrosPorSegundo: z.number(),
  }),
  /** The validation this run did first (the wizard's summary). */
  resumenValidacion: z.object({
    totalRegistros: z.number(),
    filasValidas: z.number(),
    filasConErrores: z.number(),
    totalErrores: z.number(),
    totalAdvertencias: z.number(),
  }),
  /**
   * The generated temporary passwords, downloadable once as .xlsx from
   * GET /api/bulkimport/credenciales/{token} until `expiraEn`; kept only in the server's memory.
   */
  credenciales: z
    .object({ token: z.string(), expiraEn: z.string(), cantidad: z.number(), nombreArchivo: z.string() })
    .nullable(),
  notificacionEmail: z.object({
    solicitada: z.boolean(),
    enviada: z.boolean(),
    mensaje: z.string().nullable(),
  }),
  claveEjecucion: z.string().nullable(),
});
export type TResultadoProcesamiento = z.infer<typeof ZResultadoProcesamiento>;

/** Status of an import run's record (`importaciones.estado`). */
export const ESTADOS_IMPORTACION = [
  'EN_PROCESO',
  'VALIDADO',
  'CON_ERRORES',
  'RECHAZADO',
  'COMPLETADO',
  /** Created the valid rows, reported the others (continuarConErrores). */
  'PARCIAL',
  'FALLIDO',
  'CANCELADO',
] as const;
export type TEstadoImportacion = (typeof ESTADOS_IMPORTACION)[number];

export const FASES_IMPORTACION = [
  'recibiendo',
  'leyendo',
  'validando',
  'creando',
  'completado',
  'fallido',
  'cancelado',
  'interrumpido',
] as const;
export type TFaseImportacion = (typeof FASES_IMPORTACION)[number];

export const ZProgresoImportacion = z.object({
  claveEjecucion: z.string(),
  fase: z.enum(FASES_IMPORTACION),
  /** 0–100. */
  porcentaje: z.number(),
  /** Rows done in the current phase, of `total` (0 while unknown). */
  procesados: z.number(),
  total: z.number(),
  mensaje: z.string(),
  terminado: z.boolean(),
});
export type TProgresoImportacion = z.infer<typeof ZProgresoImportacion>;

/**
 * POST /process with `Accept: application/x-ndjson` streams one JSON object per line: progress events while
 * the run goes on, then the result (or an error), so the wizard shows real progress on every database.
 */
export const ZEventoProcesamiento = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('progreso'), progreso: ZProgresoImportacion }),
  z.object({ tipo: z.literal('resultado'), resultado: ZResultadoProcesamiento }),
  z.object({ tipo: z.literal('error'), code: ZCodigoError, message: z.string() }),
]);
export type TEventoProcesamiento = z.infer<typeof ZEventoProcesamiento>;
export const TIPO_FLUJO_PROGRESO = 'application/x-ndjson';

// ---- client-side file checks, also applied by the server ----

export const extensionDe = (nombre: string) => {
  const punto = nombre.lastIndexOf('.');
  return punto < 0 ? '' : nombre.slice(punto).toLowerCase();
};

/** The spec's checks of a chosen file; every failing one, in order (the wizard joins them with commas). */
export function erroresDeArchivo(archivo: {
  name: string;
  size: number;
  type?: string | undefined;
}): string[] {
  const errores: string[] = [];
  const extension = extensionDe(archivo.name);
  if (!(EXTENSIONES_IMPORTACION as readonly string[]).includes(extension))
    errores.push(MENSAJES_IMPORTACION.extensionNoPermitida);
  if (archivo.size > MAX_TAMANO_ARCHIVO_IMPORTACION) errores.push(MENSAJES_IMPORTACION.tamanoExcedido);
  if (archivo.size === 0) errores.push(MENSAJES_IMPORTACION.archivoVacio);
  const tipo = (archivo.type ?? '').split(';')[0]!.trim().toLowerCase();
  if (tipo && !(TIPOS_MIME_IMPORTACION as readonly string[]).includes(tipo))
    errores.push(MENSAJES_IMPORTACION.tipoNoValido(tipo));
  return errores;
}

/** The downloadable list of every row error of a validated file. */
export const nombreArchivoErrores = (fecha: string) => `Errores_BulkImport_${fecha}.xlsx`;

/** 'Plantilla_BulkImport_Usuarios_{date}.xlsx' the date as YYYY-MM-DD. */
export const nombrePlantilla = (fecha: string, extension: 'xlsx' | 'csv') =>
  `Plantilla_BulkImport_Usuarios_${fecha}.${extension}`;

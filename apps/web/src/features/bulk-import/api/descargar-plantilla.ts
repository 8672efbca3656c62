import {
  nombreArchivoErrores,
  nombrePlantilla,
  TIEMPOS_IMPORTACION,
  type TConfiguracionImportacion,
} from '@app/contract/bulk-import';
import { descargarArchivo } from './descargar';
import { formularioImportacion } from './importar';
import { hoyNegocio } from '../../../utils/negocio';

/** GET /api/bulkimport/template/{excel|csv}, saved as Plantilla_BulkImport_Usuarios_{date}.{xlsx|csv}. */
export const descargarPlantilla = (formato: 'xlsx' | 'csv') =>
  descargarArchivo(
    `/bulkimport/template/${formato === 'xlsx' ? 'excel' : 'csv'}`,
    nombrePlantilla(hoyNegocio(), formato),
    TIEMPOS_IMPORTACION.plantilla,
  );

/** GET /api/bulkimport/credenciales/{token}: the generated passwords, once. */
export const descargarCredenciales = (token: string, nombreArchivo: string) =>
  descargarArchivo(
    `/bulkimport/credenciales/${encodeURIComponent(token)}`,
    nombreArchivo,
    TIEMPOS_IMPORTACION.plantilla,
  );

/** POST /api/bulkimport/validate/errores: every row error of the file (not only the first ones), as .xlsx. */
export const descargarErrores = (archivo: File, configuracion: TConfiguracionImportacion) =>
  descargarArchivo(
    '/bulkimport/validate/errores',
    nombreArchivoErrores(hoyNegocio()),
    TIEMPOS_IMPORTACION.validar,
    formularioImportacion(archivo, configuracion),
  );

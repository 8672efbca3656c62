import {
  MENSAJES_IMPORTACION,
  MAX_REGISTROS_IMPORTACION,
  erroresDeArchivo,
  type TConfiguracionImportacion,
} from '@app/contract/bulk-import';
import type { Actor } from '../usuarios-admin/usuarios.service';
import { filasDelArchivo } from './archivo';
import type { ArchivoRecibido, ContextoImportacion, Examen } from './contexto';
import { leerRegistros } from './lectura';
import type { Seguimiento } from './progreso';
import { ErrorArchivo } from './tipos';
import {
  advertenciasDeConfiguracion,
  analizarRegistros,
  clavesParaConsultar,
  omitirEjemplos,
} from './validacion';

/** Reads and checks the whole file; nothing is written. File faults end up in erroresArchivo. */
export async function examinar(
  ctx: ContextoImportacion,
  actor: Actor,
  archivo: ArchivoRecibido,
  huella: string,
  config: TConfiguracionImportacion,
  seguimiento: Seguimiento,
): Promise<Examen> {
  const deConfiguracion = advertenciasDeConfiguracion(config, ctx.correoDisponible);
  const basicos = erroresDeArchivo({
    name: archivo.nombre,
    size: archivo.bytes.length,
    type: archivo.tipo,
  });
  if (basicos.length) return { erroresArchivo: basicos, advertencias: deConfiguracion };
  try {
    seguimiento.fase('leyendo');
    let lectura = ctx.lecturas.recordada(actor.id, huella);
    if (!lectura) {
      lectura = await leerRegistros(filasDelArchivo(archivo.nombre, archivo.bytes), {
        maxRegistros: MAX_REGISTROS_IMPORTACION,
        alAvanzar: (n) => seguimiento.fase('leyendo', n),
      });
      if (!lectura.erroresArchivo.length) ctx.lecturas.recordar(actor.id, huella, lectura);
    }
    if (lectura.erroresArchivo.length)
      return {
        erroresArchivo: lectura.erroresArchivo,
        advertencias: [...deConfiguracion, ...lectura.advertencias],
      };
    const sinEjemplos = omitirEjemplos(lectura.registros);
    const registros = sinEjemplos.registros;
    if (!registros.length)
      return {
        erroresArchivo: [MENSAJES_IMPORTACION.soloEjemplos],
        advertencias: [...deConfiguracion, ...lectura.advertencias, ...sinEjemplos.advertencias],
      };
    seguimiento.fase('validando', 0, registros.length);
    const { emails, dnis } = clavesParaConsultar(registros);
    const referencia = await ctx.usuarios.referenciasParaImportacion(actor, emails, dnis);
    const analisis = analizarRegistros(registros, { ...referencia, hoy: ctx.reloj.hoy() }, config);
    return {
      erroresArchivo: [],
      advertencias: [
        ...deConfiguracion,
        ...lectura.advertencias,
        ...sinEjemplos.advertencias,
        ...analisis.advertencias,
      ],
      analisis,
    };
  } catch (error) {
    if (error instanceof ErrorArchivo)
      return { erroresArchivo: [error.message], advertencias: deConfiguracion };
    throw error;
  }
}

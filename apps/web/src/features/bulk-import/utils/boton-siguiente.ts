import { MENSAJES_IMPORTACION } from '@app/contract/bulk-import';
import type { EstadoImportacion } from '../hooks/use-bulk-import';

export interface BotonSiguiente {
  etiqueta: string;
  accion: () => void;
  habilitado: boolean;
}

interface Situacion {
  paso: number;
  estado: EstadoImportacion;
  hayArchivo: boolean;
  sinRoles: boolean;
  /** A failed validation whose valid rows may still be created. */
  puedeProcesarConErrores: boolean;
  /** Step 4 entered after a failed validation, not yet processed. */
  esperandoConfirmacion: boolean;
  ocupado: boolean;
  irAConfiguracion: () => void;
  avisar: (mensaje: string) => void;
  validar: () => void;
  /** Step 3 → 4: processing starts at once, or (after a failed validation) waits for confirmation. */
  irAProcesamiento: (fallida: boolean) => void;
  procesarConErrores: () => void;
  cerrar: () => void;
}

/** The wizard's main button: what it says, does and whether it can be pressed, at each step. */
export function botonSiguiente(s: Situacion): BotonSiguiente {
  if (s.paso === 0) {
    return {
      etiqueta: 'Continuar',
      accion: () => {
        if (s.hayArchivo) s.irAConfiguracion();
        else s.avisar(MENSAJES_IMPORTACION.sinArchivoValido);
      },
      habilitado: s.hayArchivo,
    };
  }
  if (s.paso === 1)
    return { etiqueta: 'Validar Archivo', accion: s.validar, habilitado: s.hayArchivo && !s.sinRoles };
  if (s.paso === 2) {
    const fallida = s.estado === 'validacion-fallida';
    return {
      etiqueta: fallida ? 'Procesar con Errores' : 'Procesar Archivo',
      accion: () => s.irAProcesamiento(fallida),
      habilitado: s.estado === 'validado' || s.puedeProcesarConErrores,
    };
  }
  if (s.estado === 'completado') return { etiqueta: 'Completar', accion: s.cerrar, habilitado: true };
  if (s.esperandoConfirmacion) {
    return { etiqueta: 'Procesar con Errores', accion: s.procesarConErrores, habilitado: !s.ocupado };
  }
  return { etiqueta: 'Completar', accion: s.cerrar, habilitado: false };
}

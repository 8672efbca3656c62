import { descargarErrores } from '../api/descargar-plantilla';
import type { AsistenteImportacion } from '../hooks/use-asistente-importacion';
import { PasoConfiguracion } from './paso-configuracion';
import { PasoProcesamiento } from './paso-procesamiento';
import { PasoSeleccion } from './paso-seleccion';
import { PasoValidacion } from './paso-validacion';

/** The body of the wizard's current step. */
export function PasoActual({ asistente: a }: { asistente: AsistenteImportacion }) {
  const { imp, columnas, configuracion } = a;
  const { estado, ocupado, validacion } = imp;
  return (
    <>
      {a.paso === 0 && (
        <PasoSeleccion
          archivo={imp.archivo}
          error={estado === 'error' ? imp.error : null}
          columnas={columnas.data}
          deshabilitado={ocupado}
          onSeleccionar={a.seleccionar}
        />
      )}
      {a.paso === 1 && (
        <PasoConfiguracion
          configuracion={configuracion}
          onCambiar={a.setConfiguracion}
          columnas={columnas.data}
          errorColumnas={columnas.isError}
          deshabilitado={ocupado}
        />
      )}
      {a.paso === 2 && (
        <PasoValidacion
          estado={estado}
          validacion={validacion}
          error={imp.error}
          archivo={imp.archivo}
          onReintentar={() => void imp.validar(configuracion)}
          onDescargarErrores={() =>
            imp.archivo ? descargarErrores(imp.archivo, configuracion) : Promise.resolve()
          }
        />
      )}
      {a.paso === 3 && (
        <PasoProcesamiento
          estado={estado}
          progreso={imp.progreso}
          resultado={imp.resultado}
          validacion={validacion}
          error={imp.error}
          esperandoConfirmacion={a.conErrores}
          onProcesarOtro={a.procesarOtro}
          onFinalizar={a.cerrar}
          onReintentar={() => void a.procesar(a.conErrores)}
          onCerrar={a.cerrar}
          onCredencialesDescargadas={a.alDescargarCredenciales}
        />
      )}
    </>
  );
}

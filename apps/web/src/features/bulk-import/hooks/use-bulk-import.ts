import { useCallback, useEffect, useRef, useState } from 'react';
import {
  erroresDeArchivo,
  MENSAJES_IMPORTACION,
  type TConfiguracionImportacion,
  type TResultadoProcesamiento,
  type TResultadoValidacion,
} from '@app/contract/bulk-import';
import { procesarArchivo, validarArchivo } from '../api/importar';
import { mensajeProcesamiento, mensajeValidacion } from '../utils/formato-bulk-import';

/** Bulk import states (docs/producto.md, «Importación masiva»). */
export type EstadoImportacion =
  | 'idle'
  | 'archivo-seleccionado'
  | 'error'
  | 'validando'
  | 'validado'
  | 'validacion-fallida'
  | 'procesando'
  | 'completado'
  | 'cancelado';

export interface ProgresoVisible {
  porcentaje: number;
  mensaje: string;
}

const esAborto = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
const claveNueva = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `ejec-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The wizard's state machine: choose a file (the contract's client checks), validate, process with the server's
 * live progress, cancel (aborts the request in flight) and reset (back to idle, aborting too).
 */
export function useBulkImport() {
  const [estado, setEstado] = useState<EstadoImportacion>('idle');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [validacion, setValidacion] = useState<TResultadoValidacion | null>(null);
  const [resultado, setResultado] = useState<TResultadoProcesamiento | null>(null);
  const [progreso, setProgreso] = useState<ProgresoVisible>({ porcentaje: 0, mensaje: '' });
  /** Which request failed last, so 'Reintentar' repeats it. */
  const [fallo, setFallo] = useState<'validacion' | 'procesamiento' | null>(null);
  const control = useRef<AbortController | null>(null);

  const abortar = useCallback(() => {
    control.current?.abort();
    control.current = null;
  }, []);
  useEffect(() => abortar, [abortar]);

  /** A chosen or dropped file: valid → 'archivo-seleccionado'; invalid → 'error' with the messages joined. */
  const seleccionar = useCallback(
    (nuevo: File | null | undefined): boolean => {
      abortar();
      setValidacion(null);
      setResultado(null);
      setProgreso({ porcentaje: 0, mensaje: '' });
      setFallo(null);
      if (!nuevo) {
        setArchivo(null);
        setEstado('idle');
        setError(null);
        return false;
      }
      const errores = erroresDeArchivo({ name: nuevo.name, size: nuevo.size, type: nuevo.type });
      if (errores.length) {
        setArchivo(null);
        setEstado('error');
        setError(errores.join(', '));
        return false;
      }
      setArchivo(nuevo);
      setEstado('archivo-seleccionado');
      setError(null);
      return true;
    },
    [abortar],
  );

  const validar = useCallback(
    async (configuracion: TConfiguracionImportacion) => {
      if (!archivo) {
        setEstado('error');
        setError(MENSAJES_IMPORTACION.sinArchivoValido);
        return;
      }
      abortar();
      const c = new AbortController();
      control.current = c;
      setEstado('validando');
      setError(null);
      setValidacion(null);
      setFallo(null);
      try {
        const r = await validarArchivo(archivo, configuracion, c.signal);
        if (c.signal.aborted) return;
        setValidacion(r);
        setEstado(r.esValido ? 'validado' : 'validacion-fallida');
        if (!r.esValido) setError(MENSAJES_IMPORTACION.contieneErrores);
      } catch (e) {
        if (esAborto(e) || c.signal.aborted) return;
        setEstado('error');
        setFallo('validacion');
        setError(mensajeValidacion(e));
      } finally {
        if (control.current === c) control.current = null;
      }
    },
    [archivo, abortar],
  );

  const procesar = useCallback(
    async (configuracion: TConfiguracionImportacion): Promise<TResultadoProcesamiento | undefined> => {
      if (!archivo) {
        setEstado('error');
        setError(MENSAJES_IMPORTACION.sinArchivoValido);
        return undefined;
      }
      abortar();
      const c = new AbortController();
      control.current = c;
      setEstado('procesando');
      setError(null);
      setResultado(null);
      setFallo(null);
      setProgreso({ porcentaje: 0, mensaje: 'Enviando el archivo…' });
      try {
        const r = await procesarArchivo(archivo, configuracion, {
          signal: c.signal,
          claveEjecucion: claveNueva(),
          alProgreso: (p) => {
            if (!c.signal.aborted) setProgreso({ porcentaje: p.porcentaje, mensaje: p.mensaje });
          },
        });
        if (c.signal.aborted) return undefined;
        setResultado(r);
        setProgreso({ porcentaje: 100, mensaje: r.message });
        setEstado('completado');
        return r;
      } catch (e) {
        if (esAborto(e) || c.signal.aborted) return undefined;
        setEstado('error');
        setFallo('procesamiento');
        setError(mensajeProcesamiento(e));
        return undefined;
      } finally {
        if (control.current === c) control.current = null;
      }
    },
    [archivo, abortar],
  );

  /** Aborts what is in flight: 'cancelado', progress back to 0. */
  const cancelar = useCallback(() => {
    abortar();
    setEstado('cancelado');
    setProgreso({ porcentaje: 0, mensaje: '' });
  }, [abortar]);

  /** Back to idle, forgetting the file and every result; aborts anything in flight. */
  const reiniciar = useCallback(() => {
    abortar();
    setEstado('idle');
    setArchivo(null);
    setError(null);
    setValidacion(null);
    setResultado(null);
    setFallo(null);
    setProgreso({ porcentaje: 0, mensaje: '' });
  }, [abortar]);

  const ocupado = estado === 'validando' || estado === 'procesando';
  return {
    estado,
    archivo,
    error,
    validacion,
    resultado,
    progreso,
    fallo,
    ocupado,
    seleccionar,
    validar,
    procesar,
    cancelar,
    reiniciar,
  };
}

export type Importacion = ReturnType<typeof useBulkImport>;

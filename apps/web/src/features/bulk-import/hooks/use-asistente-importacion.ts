import { useEffect, useState } from 'react';
import {
  CONFIGURACION_IMPORTACION_POR_DEFECTO,
  MENSAJES_IMPORTACION,
  type TConfiguracionImportacion,
  type TResultadoProcesamiento,
} from '@app/contract/bulk-import';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { useColumnasImportacion } from '../api/get-columnas';
import { botonSiguiente } from '../utils/boton-siguiente';
import { useBulkImport } from './use-bulk-import';
import { useConfirmarSalidaCredenciales } from './use-confirmar-salida-credenciales';

interface Opciones {
  abierto: boolean;
  onCerrar: () => void;
  /** Called as soon as a run created users (the page refreshes its list). */
  onProcesado?: ((resultado: TResultadoProcesamiento) => void) | undefined;
}

/** The import wizard's state: the step, the configuration, the run, and what each button does. */
export function useAsistenteImportacion({ abierto, onCerrar, onProcesado }: Opciones) {
  const notificar = useNotificar();
  const imp = useBulkImport();
  const columnas = useColumnasImportacion(abierto);
  const [paso, setPaso] = useState(0);
  const [configuracion, setConfiguracion] = useState<TConfiguracionImportacion>(
    CONFIGURACION_IMPORTACION_POR_DEFECTO,
  );
  /** Entered step 4 after a failed validation: processing waits for 'Procesar con Errores'. */
  const [conErrores, setConErrores] = useState(false);
  const [credencialesDescargadas, setCredencialesDescargadas] = useState(false);
  const salida = useConfirmarSalidaCredenciales(
    !!imp.resultado?.credenciales && !credencialesDescargadas,
    imp.resultado?.credenciales?.cantidad ?? 0,
  );

  // Default roles that are no longer active, or that this user may not grant, are dropped once the
  // roles the server offers are known.
  const rolesActivos = columnas.data?.rolesDisponibles;
  useEffect(() => {
    if (!rolesActivos) return;
    setConfiguracion((c) => {
      const vigentes = c.rolesPorDefecto.filter((r) => rolesActivos.includes(r));
      return vigentes.length === c.rolesPorDefecto.length ? c : { ...c, rolesPorDefecto: vigentes };
    });
  }, [rolesActivos]);

  const { estado, ocupado, validacion } = imp;

  const reiniciarTodo = () => {
    imp.reiniciar();
    setPaso(0);
    setConErrores(false);
    setCredencialesDescargadas(false);
  };
  const cerrar = salida.siConfirma(() => {
    if (ocupado) return;
    reiniciarTodo();
    setConfiguracion(CONFIGURACION_IMPORTACION_POR_DEFECTO);
    onCerrar();
  });

  const procesar = async (forzarContinuar: boolean) => {
    const r = await imp.procesar({
      ...configuracion,
      continuarConErrores: configuracion.continuarConErrores || forzarContinuar,
    });
    if (!r) return;
    if (r.esExitoso) notificar.exito(MENSAJES_IMPORTACION.procesadoExito(r.estadisticas.usuariosCreados));
    else notificar.advertencia(MENSAJES_IMPORTACION.procesadoConErrores(r.estadisticas.registrosFallidos));
    if (r.estadisticas.usuariosCreados > 0) onProcesado?.(r);
  };

  const siguiente = botonSiguiente({
    paso,
    estado,
    hayArchivo: !!imp.archivo,
    sinRoles: configuracion.rolesPorDefecto.length === 0,
    puedeProcesarConErrores:
      estado === 'validacion-fallida' &&
      !!validacion &&
      validacion.erroresArchivo.length === 0 &&
      validacion.filasValidas > 0,
    esperandoConfirmacion: conErrores && !imp.resultado,
    ocupado,
    irAConfiguracion: () => setPaso(1),
    avisar: notificar.error,
    validar: () => {
      setPaso(2);
      void imp.validar(configuracion);
    },
    irAProcesamiento: (fallida) => {
      setPaso(3);
      if (fallida) setConErrores(true);
      else {
        setConErrores(false);
        void procesar(false);
      }
    },
    procesarConErrores: () => void procesar(true),
    cerrar,
  });

  return {
    imp,
    columnas,
    paso,
    configuracion,
    setConfiguracion,
    conErrores,
    siguiente,
    cerrar,
    procesar,
    procesarOtro: salida.siConfirma(reiniciarTodo),
    seleccionar: (archivo: File | null | undefined) => {
      setConErrores(false);
      if (imp.seleccionar(archivo)) setPaso(1);
    },
    anterior: () => setPaso((p) => Math.max(0, p - 1)),
    cancelar: () => {
      if (ocupado) imp.cancelar();
      else cerrar();
    },
    alDescargarCredenciales: () => setCredencialesDescargadas(true),
    dialogoSalida: salida.dialogo,
  };
}

export type AsistenteImportacion = ReturnType<typeof useAsistenteImportacion>;

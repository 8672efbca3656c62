import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import IconButton from '@mui/material/IconButton';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import {
  CONFIGURACION_IMPORTACION_POR_DEFECTO,
  MENSAJES_IMPORTACION,
  type TConfiguracionImportacion,
  type TResultadoProcesamiento,
} from '@app/contract/bulk-import';
import { formatearEntero } from '@app/contract/formato-numeros';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { TextoOculto } from '../../../components/texto-oculto';
import { descargarErrores } from '../api/descargar-plantilla';
import { useColumnasImportacion } from '../api/get-columnas';
import { useBulkImport } from '../hooks/use-bulk-import';
import { PasoConfiguracion } from './paso-configuracion';
import { PasoProcesamiento } from './paso-procesamiento';
import { PasoSeleccion } from './paso-seleccion';
import { PasoValidacion } from './paso-validacion';

export const PASOS_IMPORTACION = [
  'Selección de Archivo',
  'Configuración',
  'Validación',
  'Procesamiento',
] as const;

interface Props {
  abierto: boolean;
  onCerrar: () => void;
  /** Called as soon as a run created users (the page refreshes its list). */
  onProcesado?: (resultado: TResultadoProcesamiento) => void;
}

/**
 * 'Importación Masiva de Usuarios' (docs/producto.md, «Importación masiva»): choose a file, configure, validate on
 * the server, process with live progress. Cancel aborts the request in flight; navigation waits while the server
 * works.
 */
export function BulkImportWizard({ abierto, onCerrar, onProcesado }: Props) {
  const idTitulo = useId();
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
  /** What closing (or starting over) will do once the user confirms losing the credentials. */
  const [cierrePendiente, setCierrePendiente] = useState<(() => void) | null>(null);
  // At 390 px the four labels do not fit: only the current step's label is shown.
  const estrecho = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

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
  const sinRoles = configuracion.rolesPorDefecto.length === 0;

  const reiniciarTodo = () => {
    imp.reiniciar();
    setPaso(0);
    setConErrores(false);
    setCredencialesDescargadas(false);
  };
  const cerrarSinPreguntar = () => {
    if (ocupado) return;
    reiniciarTodo();
    setConfiguracion(CONFIGURACION_IMPORTACION_POR_DEFECTO);
    onCerrar();
  };
  /** The generated passwords exist only until they are downloaded: leaving first asks (they cannot be shown again). */
  const credencialesPendientes = !!imp.resultado?.credenciales && !credencialesDescargadas;
  const siConfirma = (accion: () => void) => () => {
    if (credencialesPendientes) setCierrePendiente(() => accion);
    else accion();
  };
  const cerrar = siConfirma(cerrarSinPreguntar);
  const procesarOtro = siConfirma(reiniciarTodo);

  const seleccionar = (archivo: File | null | undefined) => {
    setConErrores(false);
    if (imp.seleccionar(archivo)) setPaso(1);
  };

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

  const validar = () => {
    setPaso(2);
    void imp.validar(configuracion);
  };

  const puedeProcesarConErrores =
    estado === 'validacion-fallida' &&
    !!validacion &&
    validacion.erroresArchivo.length === 0 &&
    validacion.filasValidas > 0;

  // ---- the wizard's next button ----
  let siguiente: { etiqueta: string; accion: () => void; habilitado: boolean };
  if (paso === 0) {
    siguiente = {
      etiqueta: 'Continuar',
      accion: () => {
        if (imp.archivo) setPaso(1);
        else notificar.error(MENSAJES_IMPORTACION.sinArchivoValido);
      },
      habilitado: !!imp.archivo,
    };
  } else if (paso === 1) {
    siguiente = { etiqueta: 'Validar Archivo', accion: validar, habilitado: !!imp.archivo && !sinRoles };
  } else if (paso === 2) {
    const fallida = estado === 'validacion-fallida';
    siguiente = {
      etiqueta: fallida ? 'Procesar con Errores' : 'Procesar Archivo',
      accion: () => {
        setPaso(3);
        if (fallida) setConErrores(true);
        else {
          setConErrores(false);
          void procesar(false);
        }
      },
      habilitado: estado === 'validado' || puedeProcesarConErrores,
    };
  } else if (estado === 'completado') {
    siguiente = { etiqueta: 'Completar', accion: cerrar, habilitado: true };
  } else if (conErrores && !imp.resultado) {
    siguiente = {
      etiqueta: 'Procesar con Errores',
      accion: () => void procesar(true),
      habilitado: !ocupado,
    };
  } else {
    siguiente = { etiqueta: 'Completar', accion: cerrar, habilitado: false };
  }

  const cancelar = () => {
    if (ocupado) imp.cancelar();
    else cerrar();
  };

  return (
    <Dialog
      open={abierto}
      onClose={(_, motivo) => {
        if (ocupado || motivo === 'backdropClick') return;
        cerrar();
      }}
      maxWidth="md"
      fullWidth
      aria-labelledby={idTitulo}
    >
      <DialogTitle id={idTitulo} sx={{ pr: 6 }}>
        Importación Masiva de Usuarios
      </DialogTitle>
      <IconButton
        aria-label="Cerrar el asistente"
        onClick={cerrar}
        disabled={ocupado}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stepper activeStep={paso} alternativeLabel sx={{ mb: 3 }}>
          {PASOS_IMPORTACION.map((p, i) => (
            <Step key={p} completed={i < paso || (i === 3 && estado === 'completado')}>
              <StepLabel>{estrecho && i !== paso ? <TextoOculto>{p}</TextoOculto> : p}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {paso === 0 && (
          <PasoSeleccion
            archivo={imp.archivo}
            error={estado === 'error' ? imp.error : null}
            columnas={columnas.data}
            deshabilitado={ocupado}
            onSeleccionar={seleccionar}
          />
        )}
        {paso === 1 && (
          <PasoConfiguracion
            configuracion={configuracion}
            onCambiar={setConfiguracion}
            columnas={columnas.data}
            errorColumnas={columnas.isError}
            deshabilitado={ocupado}
          />
        )}
        {paso === 2 && (
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
        {paso === 3 && (
          <PasoProcesamiento
            estado={estado}
            progreso={imp.progreso}
            resultado={imp.resultado}
            validacion={validacion}
            error={imp.error}
            esperandoConfirmacion={conErrores}
            onProcesarOtro={procesarOtro}
            onFinalizar={cerrar}
            onReintentar={() => void procesar(conErrores)}
            onCerrar={cerrar}
            onCredencialesDescargadas={() => setCredencialesDescargadas(true)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancelar}>Cancelar</Button>
        <Button
          onClick={() => setPaso((p) => Math.max(0, p - 1))}
          disabled={ocupado || paso === 0 || estado === 'completado'}
        >
          Anterior
        </Button>
        <Button variant="contained" onClick={siguiente.accion} disabled={ocupado || !siguiente.habilitado}>
          {siguiente.etiqueta}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={cierrePendiente !== null}
        title="¿Salir sin descargar las credenciales?"
        content={`Las ${formatearEntero(imp.resultado?.credenciales?.cantidad ?? 0)} contraseñas temporales generadas todavía no se descargaron. Si sale ahora se perderán: no se pueden volver a mostrar y tendrá que reiniciar la contraseña de cada usuario importado.`}
        cancelLabel="Volver"
        confirmLabel="Salir sin descargar"
        confirmColor="error"
        onCancel={() => setCierrePendiente(null)}
        onConfirm={() => {
          const accion = cierrePendiente;
          setCierrePendiente(null);
          accion?.();
        }}
      />
    </Dialog>
  );
}

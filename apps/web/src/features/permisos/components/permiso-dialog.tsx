import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { MENSAJES_ROLES, ZActualizarPermisoBody, type TPermisoAdmin } from '@app/contract/roles';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { AccionesFormulario } from '../../../components/form/acciones-formulario';
import { CargandoFormulario } from '../../../components/form/cargando-formulario';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { useCierreFormulario } from '../../../components/form/use-cierre-formulario';
import { usePermiso } from '../api/get-permiso';
import { useGuardarPermiso, useRecargarPermisos } from '../api/guardar-permiso';
import { CAMPOS_PERMISO, mensajeErrorPermiso } from '../utils/errores-permiso';
import { CamposPermiso } from './campos-permiso';
import { CodigoPermiso, DatosPermiso } from './datos-permiso';

export type ModoPermiso = 'crear' | 'editar' | 'ver';

export const TITULOS_DIALOGO_PERMISO: Record<ModoPermiso, string> = {
  crear: 'Crear Nuevo Permiso',
  editar: 'Editar Permiso',
  ver: 'Detalles del Permiso',
};
export const ANCHO_DIALOGO_PERMISO = 500;
export const MENSAJE_CORRIGE_ERRORES = 'Por favor corrige los errores en el formulario';
/** Permission messages disappear after 5 s; the dialog closes 1.5 s after a success. */
export const DURACION_MENSAJE_PERMISO_MS = 5000;
export const ESPERA_CIERRE_PERMISO_MS = 1500;

/** A message that hides itself after 5 s. */
function useMensajeTemporal() {
  const [mensaje, setMensaje] = useState<string | null>(null);
  useEffect(() => {
    if (mensaje === null) return;
    const t = setTimeout(() => setMensaje(null), DURACION_MENSAJE_PERMISO_MS);
    return () => clearTimeout(t);
  }, [mensaje]);
  return [mensaje, setMensaje] as const;
}

interface FormularioProps {
  modo: ModoPermiso;
  permiso: TPermisoAdmin | undefined;
  idTitulo: string;
  onCerrar: () => void;
  /** Cancelar: asks first when there are unsaved changes. */
  onCancelar: () => void;
  onOcupado: (ocupado: boolean) => void;
  onSucio: (sucio: boolean) => void;
}

function FormularioPermiso({
  modo,
  permiso,
  idTitulo,
  onCerrar,
  onCancelar,
  onOcupado,
  onSucio,
}: FormularioProps) {
  const notificar = useNotificar();
  const guardar = useGuardarPermiso();
  const recargar = useRecargarPermisos();
  const soloLectura = modo === 'ver';
  const [errorGeneral, setErrorGeneral] = useMensajeTemporal();
  const [exito, setExito] = useMensajeTemporal();
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(temporizador.current), []);

  const formulario = useForm({
    // Checked on each change (docs/producto.md, «Permisos»).
    mode: 'onChange',
    resolver: zodResolver(ZActualizarPermisoBody),
    defaultValues: {
      nombre: permiso?.nombre ?? '',
      descripcion: permiso?.descripcion ?? '',
      modulo: permiso?.modulo ?? '',
      codigoPermiso: permiso?.codigoPermiso ?? '',
      isActive: permiso?.isActive ?? true,
    },
  });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = formulario;
  useEffect(() => onSucio(isDirty), [isDirty, onSucio]);

  const hayErrores = Object.keys(errors).length > 0;
  const ocupado = isSubmitting || guardar.isPending || exito !== null;

  const enviar = handleSubmit(
    async (datos) => {
      setErrorGeneral(null);
      onOcupado(true);
      try {
        const respuesta = await guardar.mutateAsync({
          id: modo === 'editar' ? permiso?.id : undefined,
          body: datos,
        });
        const mensaje = respuesta.message || MENSAJES_ROLES.permisoGuardado;
        setExito(mensaje);
        notificar.exito(mensaje, { duracion: DURACION_MENSAJE_PERMISO_MS, posicion: 'superior-derecha' });
        temporizador.current = setTimeout(() => {
          void recargar();
          onOcupado(false);
          onCerrar();
        }, ESPERA_CIERRE_PERMISO_MS);
      } catch (error) {
        onOcupado(false);
        aplicarErroresServidor(error, setError, CAMPOS_PERMISO);
        setErrorGeneral(mensajeErrorPermiso(error));
      }
    },
    () => setErrorGeneral(MENSAJE_CORRIGE_ERRORES),
  );

  return (
    <FormProvider {...formulario}>
      <Box component="form" noValidate onSubmit={enviar} aria-labelledby={idTitulo}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {exito && <Alert severity="success">{exito}</Alert>}
            <AlertaError mensaje={errorGeneral} onCerrar={() => setErrorGeneral(null)} />
            {soloLectura && permiso && <CodigoPermiso permiso={permiso} />}
            <CamposPermiso modo={modo} permiso={permiso} ocupado={ocupado} />
            {soloLectura && permiso && <DatosPermiso permiso={permiso} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <AccionesFormulario
            soloLectura={soloLectura}
            ocupado={ocupado}
            enviando={isSubmitting || guardar.isPending}
            textoEnviar={modo === 'crear' ? 'Crear Permiso' : 'Guardar Cambios'}
            deshabilitarEnvio={hayErrores}
            cerrarDestacado={false}
            onCerrar={onCerrar}
            onCancelar={onCancelar}
          />
        </DialogActions>
      </Box>
    </FormProvider>
  );
}

interface Props {
  abierto: boolean;
  modo: ModoPermiso;
  /** The permission to edit or view; ignored when creating. */
  permisoId: number | null;
  onCerrar: () => void;
}

/**
 * The permission dialog (docs/producto.md, «Permisos»), 500 px wide, to create, edit or view a permission. The form
 * starts afresh at every opening; 1.5 s after a success the list reloads and the dialog closes.
 */
export function PermisoDialog({ abierto, modo, permisoId, onCerrar }: Props) {
  const idTitulo = useId();
  const cierre = useCierreFormulario({
    abierto,
    descartable: modo !== 'ver',
    queSePierde:
      modo === 'crear' ? 'los datos escritos del permiso nuevo' : 'los cambios hechos a este permiso',
    onCerrar,
  });
  const conPermiso = modo !== 'crear' && permisoId !== null;
  const consulta = usePermiso(cierre.montado && conPermiso ? permisoId : null);

  let contenido: ReactNode;
  if (conPermiso && consulta.isPending) {
    contenido = (
      <DialogContent dividers>
        <CargandoFormulario texto="Cargando información..." />
      </DialogContent>
    );
  } else if (conPermiso && consulta.isError) {
    contenido = (
      <>
        <DialogContent dividers>
          <Alert severity="error">{`Error al cargar el permiso: ${mensajeErrorPermiso(consulta.error)}`}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCerrar}>Cerrar</Button>
        </DialogActions>
      </>
    );
  } else {
    contenido = (
      <FormularioPermiso
        key={`${modo}-${permisoId ?? 'nuevo'}`}
        modo={modo}
        permiso={conPermiso ? consulta.data : undefined}
        idTitulo={idTitulo}
        onCerrar={onCerrar}
        onCancelar={cierre.cerrar}
        onOcupado={cierre.setOcupado}
        onSucio={cierre.setSucio}
      />
    );
  }

  return (
    <Dialog
      open={abierto}
      onClose={cierre.cerrar}
      aria-labelledby={idTitulo}
      fullWidth
      slotProps={{
        transition: { onExited: cierre.desmontar },
        paper: { sx: { maxWidth: ANCHO_DIALOGO_PERMISO } },
      }}
    >
      <DialogTitle id={idTitulo}>{TITULOS_DIALOGO_PERMISO[modo]}</DialogTitle>
      {cierre.montado && contenido}
      {cierre.dialogoDescarte}
    </Dialog>
  );
}

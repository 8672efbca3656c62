import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MENSAJES_ROLES, ZActualizarPermisoBody, type TPermisoAdmin } from '@app/contract/roles';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CargandoFormulario } from '../../../components/form/cargando-formulario';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoTexto } from '../../../components/form/campo-texto';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { formatearFechaHora } from '../../../utils/formato';
import { useModulos } from '../api/get-modulos';
import { usePermiso } from '../api/get-permiso';
import { useGuardarPermiso, useRecargarPermisos } from '../api/guardar-permiso';
import { CAMPOS_PERMISO, mensajeErrorPermiso } from '../utils/errores-permiso';

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
  const modulos = useModulos(!soloLectura);
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
    control,
    handleSubmit,
    setError,
    watch,
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

  const opcionesModulo = modulos.data ?? [];

  return (
    <FormProvider {...formulario}>
      <Box component="form" noValidate onSubmit={enviar} aria-labelledby={idTitulo}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {exito && <Alert severity="success">{exito}</Alert>}
            {errorGeneral && (
              <Alert severity="error" onClose={() => setErrorGeneral(null)} closeText="Cerrar mensaje">
                {errorGeneral}
              </Alert>
            )}

            {soloLectura && permiso && (
              <Box>
                <Typography variant="body2" color="text.secondary" component="p">
                  Código del Permiso
                </Typography>
                <Chip label={permiso.codigoPermiso} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
              </Box>
            )}

            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Información del Permiso
            </Typography>
            <CampoTexto
              name="nombre"
              label="Nombre del Permiso"
              required
              soloLectura={soloLectura}
              autoFocus={!soloLectura}
              maxLength={100}
            />
            <CampoTexto
              name="codigoPermiso"
              label="Código del Permiso"
              placeholder="ADMIN-USUARIOS-MENU"
              required
              soloLectura={soloLectura}
              maxLength={100}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
            />
            <CampoTexto
              name="descripcion"
              label="Descripción"
              required
              soloLectura={soloLectura}
              multiline
              rows={3}
              maxLength={500}
            />
            {soloLectura ? (
              <TextField
                label="Módulo"
                value={permiso?.modulo ?? ''}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
              />
            ) : (
              <Controller
                control={control}
                name="modulo"
                render={({ field }) => (
                  <Autocomplete
                    freeSolo
                    options={opcionesModulo}
                    loading={modulos.isPending}
                    loadingText="Cargando módulos..."
                    value={field.value}
                    inputValue={field.value}
                    onInputChange={(_e, valor, motivo) => {
                      if (motivo !== 'reset' || valor !== '') field.onChange(valor);
                    }}
                    onChange={(_e, valor) => field.onChange(valor ?? '')}
                    onBlur={field.onBlur}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={field.ref}
                        label="Módulo"
                        required
                        error={Boolean(errors.modulo)}
                        helperText={errors.modulo?.message ?? 'Elija un módulo o escriba uno nuevo'}
                        slotProps={{
                          ...params.slotProps,
                          htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 },
                        }}
                      />
                    )}
                  />
                )}
              />
            )}
            {modo !== 'crear' && (
              <Box>
                <Typography variant="body2" color="text.secondary" component="p">
                  Estado del Permiso
                </Typography>
                <CampoCasilla
                  name="isActive"
                  label={watch('isActive') === false ? 'Inactivo' : 'Activo'}
                  variante="interruptor"
                  soloLectura={soloLectura || ocupado}
                />
              </Box>
            )}

            {soloLectura && permiso && (
              <>
                <Divider />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  Información Adicional
                </Typography>
                <ListaDatos>
                  <Dato etiqueta="Roles Asignados">{permiso.numeroRoles ?? 0}</Dato>
                  <Dato etiqueta="Creado por">{permiso.createdBy || 'Sistema'}</Dato>
                  <Dato etiqueta="Fecha de creación">{formatearFechaHora(permiso.createdOn)}</Dato>
                  {permiso.updatedBy && <Dato etiqueta="Actualizado por">{permiso.updatedBy}</Dato>}
                  {permiso.updatedOn && (
                    <Dato etiqueta="Fecha de actualización">{formatearFechaHora(permiso.updatedOn)}</Dato>
                  )}
                </ListaDatos>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={soloLectura ? onCerrar : onCancelar} disabled={ocupado && !soloLectura}>
            {soloLectura ? 'Cerrar' : 'Cancelar'}
          </Button>
          {!soloLectura && (
            <BotonEnviar enviando={isSubmitting || guardar.isPending} disabled={ocupado || hayErrores}>
              {modo === 'crear' ? 'Crear Permiso' : 'Guardar Cambios'}
            </BotonEnviar>
          )}
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
  const [ocupado, setOcupado] = useState(false);
  const [sucio, setSucio] = useState(false);
  // The form stays while the dialog fades out, and starts afresh at the next opening.
  const [montado, setMontado] = useState(abierto);
  if (abierto && !montado) setMontado(true);
  const conPermiso = modo !== 'crear' && permisoId !== null;
  const consulta = usePermiso(montado && conPermiso ? permisoId : null);

  const descarte = useConfirmarDescarte(
    sucio && modo !== 'ver',
    modo === 'crear' ? 'los datos escritos del permiso nuevo' : 'los cambios hechos a este permiso',
  );
  const cerrar = () => {
    if (ocupado) return;
    descarte.intentarCerrar(onCerrar);
  };

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
        onCancelar={cerrar}
        onOcupado={setOcupado}
        onSucio={setSucio}
      />
    );
  }

  return (
    <Dialog
      open={abierto}
      onClose={cerrar}
      aria-labelledby={idTitulo}
      fullWidth
      slotProps={{
        transition: { onExited: () => setMontado(false) },
        paper: { sx: { maxWidth: ANCHO_DIALOGO_PERMISO } },
      }}
    >
      <DialogTitle id={idTitulo}>{TITULOS_DIALOGO_PERMISO[modo]}</DialogTitle>
      {montado && contenido}
      {descarte.dialogo}
    </Dialog>
  );
}

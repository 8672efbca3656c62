import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MENSAJES_ROLES, ZActualizarPermisoBody, type TPermisoAdmin } from '@app/contract/roles';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { formatearFechaHora } from '../../../utils/formato';
import { useModulos } from '../api/get-modulos';
import { usePermiso } from '../api/get-permiso';
import { useGuardarPermiso, useRecargarPermisos } from '../api/guardar-permiso';
import { erroresServidorPermiso, mensajeErrorPermiso } from '../utils/errores-permiso';

export type ModoPermiso = 'crear' | 'editar' | 'ver';

export const TITULOS_DIALOGO_PERMISO: Record<ModoPermiso, string> = {
  crear: 'Crear Nuevo Permiso',
  editar: 'Editar Permiso',
  ver: 'Detalles del Permiso',
};
export const ANCHO_DIALOGO_PERMISO = 500;
export const MENSAJE_CORRIGE_ERRORES = 'Por favor corrige los errores en el formulario';
/** Permission messages disappear after 5 s; the dialog closes 1.5 s after a success (spec 02 §2.11). */
export const DURACION_MENSAJE_PERMISO_MS = 5000;
export const ESPERA_CIERRE_PERMISO_MS = 1500;

function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {etiqueta}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

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
  onOcupado: (ocupado: boolean) => void;
}

function FormularioPermiso({ modo, permiso, idTitulo, onCerrar, onOcupado }: FormularioProps) {
  const notificar = useNotificar();
  const guardar = useGuardarPermiso();
  const recargar = useRecargarPermisos();
  const soloLectura = modo === 'ver';
  const modulos = useModulos(!soloLectura);
  const [errorGeneral, setErrorGeneral] = useMensajeTemporal();
  const [exito, setExito] = useMensajeTemporal();
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(temporizador.current), []);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    // Checked on each change (spec 02 §5 "Permission form").
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
        for (const [campo, mensaje] of Object.entries(erroresServidorPermiso(error))) {
          setError(campo as 'nombre', { type: 'server', message: mensaje });
        }
        setErrorGeneral(mensajeErrorPermiso(error));
      }
    },
    () => setErrorGeneral(MENSAJE_CORRIGE_ERRORES),
  );

  const opcionesModulo = modulos.data ?? [];

  return (
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
          <TextField
            {...register('nombre')}
            label="Nombre del Permiso"
            required={!soloLectura}
            fullWidth
            autoFocus={!soloLectura}
            error={Boolean(errors.nombre)}
            helperText={errors.nombre?.message}
            slotProps={{ input: { readOnly: soloLectura }, htmlInput: { maxLength: 100 } }}
          />
          <TextField
            {...register('codigoPermiso')}
            label="Código del Permiso"
            placeholder="ADMIN-USUARIOS-MENU"
            required={!soloLectura}
            fullWidth
            error={Boolean(errors.codigoPermiso)}
            helperText={errors.codigoPermiso?.message}
            slotProps={{
              input: { readOnly: soloLectura },
              htmlInput: { maxLength: 100, spellCheck: false, autoCapitalize: 'characters' },
            }}
          />
          <TextField
            {...register('descripcion')}
            label="Descripción"
            required={!soloLectura}
            fullWidth
            multiline
            rows={3}
            error={Boolean(errors.descripcion)}
            helperText={errors.descripcion?.message}
            slotProps={{ input: { readOnly: soloLectura }, htmlInput: { maxLength: 500 } }}
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
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <Box>
                  <Typography variant="body2" color="text.secondary" component="p" id={`${idTitulo}-estado`}>
                    Estado del Permiso
                  </Typography>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value ?? true}
                        onChange={(e) => field.onChange(e.target.checked)}
                        disabled={soloLectura || ocupado}
                        slotProps={{ input: { 'aria-describedby': `${idTitulo}-estado` } }}
                      />
                    }
                    label={field.value === false ? 'Inactivo' : 'Activo'}
                  />
                </Box>
              )}
            />
          )}

          {soloLectura && permiso && (
            <>
              <Divider />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                Información Adicional
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'max-content 1fr',
                  columnGap: 2,
                  rowGap: 1,
                  m: 0,
                }}
              >
                <Dato etiqueta="Roles Asignados">{permiso.numeroRoles ?? 0}</Dato>
                <Dato etiqueta="Creado por">{permiso.createdBy || 'Sistema'}</Dato>
                <Dato etiqueta="Fecha de creación">{formatearFechaHora(permiso.createdOn)}</Dato>
                {permiso.updatedBy && <Dato etiqueta="Actualizado por">{permiso.updatedBy}</Dato>}
                {permiso.updatedOn && (
                  <Dato etiqueta="Fecha de actualización">{formatearFechaHora(permiso.updatedOn)}</Dato>
                )}
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar} disabled={ocupado && !soloLectura}>
          {soloLectura ? 'Cerrar' : 'Cancelar'}
        </Button>
        {!soloLectura && (
          <Button
            type="submit"
            variant="contained"
            disabled={ocupado || hayErrores}
            startIcon={
              isSubmitting || guardar.isPending ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : undefined
            }
          >
            {modo === 'crear' ? 'Crear Permiso' : 'Guardar Cambios'}
          </Button>
        )}
      </DialogActions>
    </Box>
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
 * The permission dialog (spec 02 §2.11), 500 px wide, to create, edit or view a permission. The form starts
 * afresh at every opening; 1.5 s after a success the list reloads and the dialog closes.
 */
export function PermisoDialog({ abierto, modo, permisoId, onCerrar }: Props) {
  const idTitulo = useId();
  const [ocupado, setOcupado] = useState(false);
  // The form stays while the dialog fades out, and starts afresh at the next opening (spec 02 §2.11).
  const [montado, setMontado] = useState(abierto);
  if (abierto && !montado) setMontado(true);
  const conPermiso = modo !== 'crear' && permisoId !== null;
  const consulta = usePermiso(montado && conPermiso ? permisoId : null);

  const cerrar = () => {
    if (ocupado) return;
    onCerrar();
  };

  let contenido: ReactNode;
  if (conPermiso && consulta.isPending) {
    contenido = (
      <DialogContent dividers>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Cargando información...</Typography>
        </Box>
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
        onOcupado={setOcupado}
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
    </Dialog>
  );
}

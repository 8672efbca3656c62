import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { hoyEnZona } from '@app/contract/fechas';
import {
  MENSAJES_USUARIO,
  type TCrearUsuarioRespuesta,
  type TDropdownDepartamentos,
  type TDropdownJefes,
  type TUsuarioDetalle,
  type TVistaPreviaFechaIngresoRespuesta,
} from '@app/contract/usuarios';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { useOpcionesUsuario } from '../api/get-opciones-usuario';
import { useUsuario } from '../api/get-usuario';
import { useActualizarUsuario, useCrearUsuario, vistaPreviaFechaIngresoApi } from '../api/guardar-usuario';
import { ConfirmarFechaIngresoDialog } from './confirmar-fecha-ingreso-dialog';
import {
  ERROR_CARGAR_USUARIO,
  MENSAJE_ID_REQUERIDO,
  TITULOS_MODAL_USUARIO,
  cuerpoActualizarUsuario,
  cuerpoCrearUsuario,
  erroresServidorUsuario,
  mensajeErrorUsuario,
  resolverUsuario,
  valoresIniciales,
  type CampoUsuario,
  type ModoUsuario,
  type ValoresUsuario,
} from '../utils/formulario-usuario';

export const ZONA_NEGOCIO = 'America/Lima';
export const AYUDA_CONTRASENA_TEMPORAL =
  'Debe tener al menos 12 caracteres, una letra mayúscula, una letra minúscula, un número y un carácter especial. Si no se indica, se generará automáticamente.';

type Jefe = TDropdownJefes[number];

/** The boss options: active users, never the user themself, plus the current boss if no longer offered. */
export const opcionesJefe = (jefes: TDropdownJefes, usuario?: TUsuarioDetalle): Jefe[] => {
  const opciones = jefes.filter((j) => j.id !== usuario?.id);
  if (usuario?.jefeId && !opciones.some((j) => j.id === usuario.jefeId)) {
    opciones.push({ id: usuario.jefeId, nombreCompleto: usuario.manager ?? `Usuario ${usuario.jefeId}` });
  }
  return opciones;
};

/** Active departments, plus the user's own if it is no longer offered (inactive). */
const opcionesDepartamento = (departamentos: TDropdownDepartamentos, usuario?: TUsuarioDetalle) =>
  usuario && !departamentos.some((d) => d.id === usuario.departamentoId)
    ? [...departamentos, { id: usuario.departamentoId, nombre: usuario.departamento }]
    : departamentos;

/**
 * The roles the caller may grant (the server offers only those), plus any the user already holds that is not
 * offered (inactive, or with permissions the caller lacks): kept visible so saving never drops it silently,
 * but never offered to pick (issue 12).
 */
const opcionesRol = (roles: readonly string[], usuario?: TUsuarioDetalle) => [
  ...roles,
  ...(usuario?.roles.filter((r) => !roles.includes(r)) ?? []),
];

/** What a successful save tells the page. */
export interface UsuarioGuardado {
  modo: 'crear' | 'editar';
  respuesta: Partial<TCrearUsuarioRespuesta> & { message: string };
  nombreCompleto: string;
  email: string;
}

interface FormularioProps {
  modo: ModoUsuario;
  usuario: TUsuarioDetalle | undefined;
  idFormulario: string;
  onOcupado: (ocupado: boolean) => void;
  onGuardado: (resultado: UsuarioGuardado) => void;
}

function FormularioUsuario({ modo, usuario, idFormulario, onOcupado, onGuardado }: FormularioProps) {
  const notificar = useNotificar();
  const crear = useCrearUsuario();
  const actualizar = useActualizarUsuario();
  const { departamentos, roles, jefes } = useOpcionesUsuario();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const [verContrasena, setVerContrasena] = useState(false);
  const alerta = useRef<HTMLDivElement>(null);
  const soloLectura = modo === 'ver';

  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ValoresUsuario>({
    resolver: resolverUsuario(modo),
    defaultValues: valoresIniciales(hoyEnZona(ZONA_NEGOCIO), usuario),
    // Errors show on save; each one goes away as soon as its field is edited (spec 02 §5).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // A hire-date edit that changes balances waits here for HR's answer (issue 13 item 4).
  const [vistaFecha, setVistaFecha] = useState<TVistaPreviaFechaIngresoRespuesta | null>(null);
  const respuestaFecha = useRef<((confirmado: boolean) => void) | null>(null);
  const pedirConfirmacion = (vista: TVistaPreviaFechaIngresoRespuesta) =>
    new Promise<boolean>((resolve) => {
      respuestaFecha.current = resolve;
      setVistaFecha(vista);
    });
  const responderFecha = (confirmado: boolean) => {
    respuestaFecha.current?.(confirmado);
    respuestaFecha.current = null;
    setVistaFecha(null);
  };

  useEffect(() => onOcupado(isSubmitting), [isSubmitting, onOcupado]);
  useEffect(() => {
    if (errorGeneral) alerta.current?.scrollIntoView?.({ block: 'nearest' });
  }, [errorGeneral]);

  /** A text field wired to the form: its error clears as soon as it is edited. */
  const texto = (campo: CampoUsuario) => {
    const { ref, ...resto } = register(campo, { onChange: () => clearErrors(campo) });
    return {
      ...resto,
      inputRef: ref,
      error: Boolean(errors[campo]),
      helperText: errors[campo]?.message,
      fullWidth: true,
    };
  };

  const enviar = handleSubmit(async (valores) => {
    setErrorGeneral(null);
    if (modo === 'ver') return;
    if (modo === 'editar' && !usuario?.id) {
      setErrorGeneral(MENSAJE_ID_REQUERIDO);
      return;
    }
    try {
      if (modo === 'crear') {
        const r = cuerpoCrearUsuario(valores);
        if (!r.ok) return;
        const respuesta = await crear.mutateAsync(r.cuerpo);
        notificar.exito(respuesta.message || MENSAJES_USUARIO.creado);
        onGuardado({
          modo,
          respuesta,
          nombreCompleto: `${r.cuerpo.nombres} ${r.cuerpo.apellidoPaterno} ${r.cuerpo.apellidoMaterno}`,
          email: r.cuerpo.email,
        });
      } else if (usuario) {
        const r = cuerpoActualizarUsuario(valores);
        if (!r.ok) return;
        let cuerpo = r.cuerpo;
        if (cuerpo.fechaIngreso !== usuario.fechaIngreso) {
          // Days already taken stay in their service year: show what changes first; never below zero.
          const vista = await vistaPreviaFechaIngresoApi(usuario.id, cuerpo.fechaIngreso);
          if (vista.mensaje) {
            setErrorGeneral(vista.mensaje);
            return;
          }
          if (vista.periodos.length > 0) {
            if (!(await pedirConfirmacion(vista))) return;
            cuerpo = { ...cuerpo, confirmarCambioFechaIngreso: true };
          }
        }
        const respuesta = await actualizar.mutateAsync({ id: usuario.id, cuerpo });
        notificar.exito(respuesta.message || MENSAJES_USUARIO.actualizado);
        onGuardado({
          modo,
          respuesta,
          nombreCompleto: `${cuerpo.nombres} ${cuerpo.apellidoPaterno} ${cuerpo.apellidoMaterno}`,
          email: cuerpo.email,
        });
      }
    } catch (error) {
      const porCampo = erroresServidorUsuario(error);
      let primero = true;
      for (const [campo, mensaje] of Object.entries(porCampo)) {
        setError(campo as CampoUsuario, { type: 'server', message: mensaje }, { shouldFocus: primero });
        primero = false;
      }
      setErrorGeneral(mensajeErrorUsuario(error));
    }
  });

  const listaDepartamentos = opcionesDepartamento(departamentos.data ?? [], usuario);
  const listaRoles = opcionesRol(roles.data ?? [], usuario);
  const listaJefes = opcionesJefe(jefes.data ?? [], usuario);
  const errorListas = [departamentos, roles, jefes].find((q) => q.isError)?.error;

  return (
    <Box
      component="form"
      id={idFormulario}
      noValidate
      onSubmit={enviar}
      aria-label={TITULOS_MODAL_USUARIO[modo]}
    >
      {errorGeneral && (
        <Alert
          ref={alerta}
          severity="error"
          onClose={() => setErrorGeneral(null)}
          closeText="Cerrar mensaje"
          sx={{ mb: 2 }}
        >
          {errorGeneral}
        </Alert>
      )}
      {errorListas && !soloLectura && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`No se pudieron cargar las opciones del formulario: ${mensajeErrorUsuario(errorListas)}`}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <TextField
          {...texto('email')}
          label="Email"
          type="email"
          required={!soloLectura}
          autoComplete="off"
          autoFocus={!soloLectura}
          slotProps={{ input: { readOnly: soloLectura }, htmlInput: { maxLength: 254 } }}
        />
        <Controller
          control={control}
          name="extranjero"
          render={({ field }) => (
            <FormControlLabel
              label="Es extranjero"
              disabled={soloLectura}
              control={
                <Checkbox
                  slotProps={{ input: { ref: field.ref } }}
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => {
                    field.onChange(e.target.checked);
                    clearErrors('extranjero');
                  }}
                />
              }
            />
          )}
        />
        <TextField
          {...texto('dni')}
          label="DNI"
          required={!soloLectura}
          slotProps={{
            input: { readOnly: soloLectura },
            htmlInput: { maxLength: 8, inputMode: 'numeric', autoComplete: 'off' },
          }}
        />
        <TextField
          {...texto('nombres')}
          label="Nombres"
          required={!soloLectura}
          slotProps={{ input: { readOnly: soloLectura }, htmlInput: { maxLength: 100 } }}
        />
        <TextField
          {...texto('apellidoPaterno')}
          label="Apellido Paterno"
          required={!soloLectura}
          slotProps={{ input: { readOnly: soloLectura }, htmlInput: { maxLength: 100 } }}
        />
        <TextField
          {...texto('apellidoMaterno')}
          label="Apellido Materno"
          required={!soloLectura}
          slotProps={{ input: { readOnly: soloLectura }, htmlInput: { maxLength: 100 } }}
        />
        <TextField
          {...texto('numeroCelular')}
          label="Número Celular (Opcional)"
          type="tel"
          slotProps={{
            input: { readOnly: soloLectura },
            htmlInput: { maxLength: 9, inputMode: 'numeric', autoComplete: 'off' },
          }}
        />
        <Controller
          control={control}
          name="fechaIngreso"
          render={({ field }) => (
            <DatePicker
              label="Fecha de Ingreso"
              value={field.value ? dayjs(field.value, 'YYYY-MM-DD') : null}
              format="DD/MM/YYYY"
              readOnly={soloLectura}
              inputRef={field.ref}
              onChange={(valor) => {
                field.onChange(valor?.isValid() ? valor.format('YYYY-MM-DD') : '');
                clearErrors('fechaIngreso');
              }}
              slotProps={{
                textField: {
                  name: field.name,
                  required: !soloLectura,
                  fullWidth: true,
                  onBlur: field.onBlur,
                  error: Boolean(errors.fechaIngreso),
                  helperText: errors.fechaIngreso?.message,
                },
              }}
            />
          )}
        />
        <TextField
          {...texto('empresa')}
          label="Empresa"
          required={!soloLectura}
          slotProps={{ input: { readOnly: soloLectura }, htmlInput: { maxLength: 150 } }}
        />
        <Controller
          control={control}
          name="departamentoId"
          render={({ field }) => (
            <TextField
              select
              label="Departamento"
              required={!soloLectura}
              fullWidth
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.value === '' ? '' : Number(e.target.value));
                clearErrors('departamentoId');
              }}
              error={Boolean(errors.departamentoId)}
              helperText={errors.departamentoId?.message}
              slotProps={{ input: { readOnly: soloLectura } }}
            >
              {listaDepartamentos.length === 0 && (
                <MenuItem value="" disabled>
                  {departamentos.isPending ? 'Cargando departamentos...' : 'No hay departamentos'}
                </MenuItem>
              )}
              {listaDepartamentos.map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {d.nombre}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <Autocomplete
              multiple
              disableCloseOnSelect
              readOnly={soloLectura}
              options={listaRoles}
              getOptionDisabled={(rol) => !(roles.data ?? []).includes(rol)}
              value={field.value}
              loading={roles.isPending}
              loadingText="Cargando roles..."
              noOptionsText="No hay roles"
              onChange={(_e, valor) => {
                field.onChange(valor);
                clearErrors('roles');
              }}
              onBlur={field.onBlur}
              renderValue={(valor, getItemProps) =>
                valor.map((rol, indice) => {
                  const { key, ...props } = getItemProps({ index: indice });
                  return <Chip key={key} size="small" label={rol} {...props} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  name={field.name}
                  label="Roles"
                  required={!soloLectura}
                  error={Boolean(errors.roles)}
                  helperText={errors.roles?.message}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="jefeId"
          render={({ field }) => (
            <Autocomplete
              readOnly={soloLectura}
              options={listaJefes}
              value={listaJefes.find((j) => j.id === field.value) ?? null}
              loading={jefes.isPending}
              loadingText="Cargando jefes..."
              noOptionsText="No hay coincidencias"
              getOptionLabel={(j) => j.nombreCompleto}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderOption={(props, j) => {
                const { key: _key, ...resto } = props;
                return (
                  <li key={j.id} {...resto}>
                    {j.nombreCompleto}
                  </li>
                );
              }}
              onChange={(_e, valor) => {
                field.onChange(valor?.id ?? null);
                clearErrors('jefeId');
              }}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  name={field.name}
                  label="Jefe Inmediato (Opcional)"
                  error={Boolean(errors.jefeId)}
                  helperText={errors.jefeId?.message}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="forzarCambioContrasena"
          render={({ field }) => (
            <FormControlLabel
              label="Forzar cambio de contraseña en el primer login"
              disabled={soloLectura}
              sx={{ gridColumn: '1 / -1' }}
              control={
                <Checkbox
                  slotProps={{ input: { ref: field.ref } }}
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              }
            />
          )}
        />
        {modo === 'crear' && (
          <TextField
            {...texto('contrasenaTemporal')}
            label="Contraseña Temporal (Opcional)"
            type={verContrasena ? 'text' : 'password'}
            autoComplete="new-password"
            helperText={errors.contrasenaTemporal?.message ?? AYUDA_CONTRASENA_TEMPORAL}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{
              htmlInput: { maxLength: 128 },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={verContrasena ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                      onClick={() => setVerContrasena((v) => !v)}
                      edge="end"
                    >
                      {verContrasena ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {modo !== 'crear' && (
          <Controller
            control={control}
            name="estaActivo"
            render={({ field }) => (
              <FormControlLabel
                label="Usuario activo"
                disabled={soloLectura}
                sx={{ gridColumn: '1 / -1' }}
                control={
                  <Switch
                    slotProps={{ input: { ref: field.ref } }}
                    name={field.name}
                    checked={field.value}
                    onBlur={field.onBlur}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      clearErrors('estaActivo');
                    }}
                  />
                }
              />
            )}
          />
        )}
      </Box>
      <ConfirmarFechaIngresoDialog
        vista={vistaFecha}
        onConfirmar={() => responderFecha(true)}
        onCancelar={() => responderFecha(false)}
      />
    </Box>
  );
}

interface Props {
  abierto: boolean;
  modo: ModoUsuario;
  /** The user to view or edit; ignored when creating. */
  usuarioId: number | null;
  onCerrar: () => void;
  onGuardado: (resultado: UsuarioGuardado) => void;
}

/**
 * The user modal (spec 02 §2.2): create, view (read-only, 'Cerrar' only) or edit. Blocking: it cannot be closed
 * while saving and a click outside never closes it. If the user cannot be loaded, 'Error al cargar los datos del
 * usuario' shows and the modal closes.
 */
export function UsuarioModal({ abierto, modo: modoPedido, usuarioId, onCerrar, onGuardado }: Props) {
  const idTitulo = useId();
  const idFormulario = useId();
  const theme = useTheme();
  const pantallaCompleta = useMediaQuery(theme.breakpoints.down('sm'));
  const notificar = useNotificar();
  const [ocupado, setOcupado] = useState(false);
  const conUsuario = modoPedido !== 'crear' && usuarioId !== null;
  const consulta = useUsuario(abierto && conUsuario ? usuarioId : null);
  // A user with permissions the caller lacks is only shown, never edited (the server would refuse it).
  const modo = modoPedido === 'editar' && consulta.data?.puedeGestionar === false ? 'ver' : modoPedido;

  // Loading failed: say so and close (spec 02 §4).
  const fallo = abierto && conUsuario && consulta.isError;
  useEffect(() => {
    if (!fallo) return;
    notificar.error(ERROR_CARGAR_USUARIO);
    onCerrar();
  }, [fallo, notificar, onCerrar]);

  const cerrar = (_evento?: unknown, motivo?: string) => {
    if (ocupado || motivo === 'backdropClick') return;
    onCerrar();
  };

  let contenido: ReactNode = null;
  if (conUsuario && consulta.isPending) {
    contenido = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Cargando datos del usuario...</Typography>
      </Box>
    );
  } else if (!conUsuario || consulta.data) {
    contenido = (
      <FormularioUsuario
        key={`${modo}-${usuarioId ?? 'nuevo'}`}
        modo={modo}
        usuario={conUsuario ? consulta.data : undefined}
        idFormulario={idFormulario}
        onOcupado={setOcupado}
        onGuardado={onGuardado}
      />
    );
  }

  const listo = !conUsuario || Boolean(consulta.data);

  return (
    <Dialog
      open={abierto && !fallo}
      onClose={cerrar}
      aria-labelledby={idTitulo}
      fullWidth
      maxWidth="md"
      fullScreen={pantallaCompleta}
    >
      <DialogTitle id={idTitulo}>{TITULOS_MODAL_USUARIO[modo]}</DialogTitle>
      <DialogContent dividers>{contenido}</DialogContent>
      <DialogActions>
        {modo === 'ver' ? (
          <Button variant="contained" onClick={() => cerrar()}>
            Cerrar
          </Button>
        ) : (
          <>
            <Button onClick={() => cerrar()} disabled={ocupado}>
              Cancelar
            </Button>
            <Button
              type="submit"
              form={idFormulario}
              variant="contained"
              disabled={ocupado || !listo}
              startIcon={ocupado ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {ocupado ? 'Procesando...' : modo === 'crear' ? 'Crear Usuario' : 'Actualizar Usuario'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  MENSAJES_USUARIO,
  etiquetaDocumento,
  type TCrearUsuarioRespuesta,
  type TDropdownDepartamentos,
  type TOpcionJefe,
  type TUsuarioDetalle,
  type TVistaPreviaFechaIngresoRespuesta,
} from '@app/contract/usuarios';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { CampoAutocompletar } from '../../../components/form/campo-autocompletar';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CargandoFormulario } from '../../../components/form/cargando-formulario';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoFecha } from '../../../components/form/campo-fecha';
import { CampoMultiple } from '../../../components/form/campo-multiple';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { CampoTexto } from '../../../components/form/campo-texto';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { useOpcionesJefe } from '../api/get-opciones-jefe';
import { useOpcionesUsuario } from '../api/get-opciones-usuario';
import { useUsuario } from '../api/get-usuario';
import { useActualizarUsuario, useCrearUsuario, vistaPreviaFechaIngresoApi } from '../api/guardar-usuario';
import { CampoRegimen } from './campo-regimen';
import { ConfirmarFechaIngresoDialog } from './confirmar-fecha-ingreso-dialog';
import {
  CAMPOS_USUARIO,
  ERROR_CARGAR_USUARIO,
  MENSAJE_ID_REQUERIDO,
  TITULOS_MODAL_USUARIO,
  cuerpoActualizarUsuario,
  cuerpoCrearUsuario,
  mensajeErrorUsuario,
  resolverUsuario,
  valoresIniciales,
  type ModoUsuario,
  type ValoresUsuario,
} from '../utils/formulario-usuario';
import { hoyNegocio } from '../../../utils/negocio';

export const AYUDA_CONTRASENA_TEMPORAL =
  'Debe tener al menos 12 caracteres, una letra mayúscula, una letra minúscula, un número y un carácter especial. Si no se indica, se generará automáticamente.';

/** The saved manager of an existing user, shown by name before any search (it may be inactive by now). */
const jefeGuardado = (usuario?: TUsuarioDetalle): TOpcionJefe | null =>
  usuario?.jefeId
    ? { id: usuario.jefeId, nombreCompleto: usuario.manager ?? `Usuario ${usuario.jefeId}`, email: '' }
    : null;

/** Active departments, plus the user's own if it is no longer offered (inactive). */
const opcionesDepartamento = (departamentos: TDropdownDepartamentos, usuario?: TUsuarioDetalle) =>
  usuario && !departamentos.some((d) => d.id === usuario.departamentoId)
    ? [...departamentos, { id: usuario.departamentoId, nombre: usuario.departamento }]
    : departamentos;

/**
 * The roles the caller may grant (the server offers only those), plus any the user already holds that is not
 * offered (inactive, or with permissions the caller lacks): kept visible so saving never drops it silently,
 * but never offered to pick.
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
  onSucio: (sucio: boolean) => void;
  onGuardado: (resultado: UsuarioGuardado) => void;
}

function FormularioUsuario({ modo, usuario, idFormulario, onOcupado, onSucio, onGuardado }: FormularioProps) {
  const notificar = useNotificar();
  const crear = useCrearUsuario();
  const actualizar = useActualizarUsuario();
  const soloLectura = modo === 'ver';
  const { departamentos, roles } = useOpcionesUsuario();
  const jefes = useOpcionesJefe(usuario?.id, !soloLectura);
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const [verContrasena, setVerContrasena] = useState(false);
  const alerta = useRef<HTMLDivElement>(null);

  const formulario = useForm<ValoresUsuario>({
    resolver: resolverUsuario(modo),
    defaultValues: valoresIniciales(hoyNegocio(), usuario),
    // Errors show on save; each one goes away as soon as its field is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const {
    handleSubmit,
    setError,
    watch,
    getValues,
    trigger,
    formState: { isSubmitting, isDirty, isSubmitted },
  } = formulario;
  const extranjero = watch('extranjero');

  // A hire-date edit that changes balances waits here for HR's answer.
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
  useEffect(() => onSucio(isDirty), [isDirty, onSucio]);
  useEffect(() => {
    if (errorGeneral) alerta.current?.scrollIntoView?.({ block: 'nearest' });
  }, [errorGeneral]);

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
      aplicarErroresServidor(error, setError, CAMPOS_USUARIO);
      setErrorGeneral(mensajeErrorUsuario(error));
    }
  });

  const listaDepartamentos = opcionesDepartamento(departamentos.data ?? [], usuario);
  const listaRoles = opcionesRol(roles.data ?? [], usuario);
  const errorListas = [departamentos, roles].find((q) => q.isError)?.error ?? jefes.error;
  const sl = { soloLectura };

  return (
    <FormProvider {...formulario}>
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
          <CampoTexto
            {...sl}
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="off"
            autoFocus={!soloLectura}
            maxLength={254}
          />
          <CampoCasilla
            {...sl}
            name="extranjero"
            label="Es extranjero"
            // The document's rule follows the box: check it again at once if it was written or checked already.
            alCambiar={() => {
              if (getValues('dni') || isSubmitted) void trigger('dni');
            }}
          />
          <CampoTexto
            {...sl}
            name="dni"
            label={etiquetaDocumento(extranjero)}
            required
            maxLength={extranjero ? 12 : 8}
            inputMode={extranjero ? 'text' : 'numeric'}
            autoComplete="off"
          />
          <CampoTexto {...sl} name="nombres" label="Nombres" required maxLength={100} />
          <CampoTexto {...sl} name="apellidoPaterno" label="Apellido Paterno" required maxLength={100} />
          <CampoTexto {...sl} name="apellidoMaterno" label="Apellido Materno" required maxLength={100} />
          <CampoTexto
            {...sl}
            name="numeroCelular"
            label="Número Celular (Opcional)"
            type="tel"
            maxLength={9}
            inputMode="numeric"
            autoComplete="off"
          />
          <CampoFecha {...sl} name="fechaIngreso" label="Fecha de Ingreso" required />
          <CampoTexto {...sl} name="empresa" label="Empresa" required maxLength={150} />
          <CampoSeleccion
            {...sl}
            name="departamentoId"
            label="Departamento"
            required
            opciones={listaDepartamentos.map((d) => ({ valor: d.id, etiqueta: d.nombre }))}
            textoSinOpciones={departamentos.isPending ? 'Cargando departamentos...' : 'No hay departamentos'}
          />
          <CampoMultiple
            {...sl}
            name="roles"
            label="Roles"
            required
            opciones={listaRoles}
            idDe={(r) => r}
            etiquetaDe={(r) => r}
            deshabilitada={(rol) => !(roles.data ?? []).includes(rol)}
            cargando={roles.isPending}
            textoCargando="Cargando roles..."
            textoSinOpciones="No hay roles"
          />
          <CampoAutocompletar
            {...sl}
            name="jefeId"
            label="Jefe Inmediato (Opcional)"
            opciones={jefes.opciones}
            idDe={(j) => j.id}
            etiquetaDe={(j) => j.nombreCompleto}
            detalleDe={(j) => j.email}
            seleccionInicial={jefeGuardado(usuario)}
            onBuscar={jefes.buscar}
            cargando={jefes.cargando}
            textoCargando="Buscando jefes..."
            helperText={soloLectura ? undefined : 'Escriba parte del nombre, email o documento'}
          />
          <CampoRegimen {...sl} />
          <CampoCasilla
            {...sl}
            name="forzarCambioContrasena"
            label="Forzar cambio de contraseña en el primer login"
            sx={{ gridColumn: '1 / -1' }}
          />
          {modo === 'crear' && (
            <CampoTexto
              name="contrasenaTemporal"
              label="Contraseña Temporal (Opcional)"
              type={verContrasena ? 'text' : 'password'}
              autoComplete="new-password"
              helperText={AYUDA_CONTRASENA_TEMPORAL}
              sx={{ gridColumn: '1 / -1' }}
              maxLength={128}
              slotProps={{
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
            <CampoCasilla
              {...sl}
              name="estaActivo"
              label="Usuario activo"
              variante="interruptor"
              sx={{ gridColumn: '1 / -1' }}
            />
          )}
        </Box>
        <ConfirmarFechaIngresoDialog
          vista={vistaFecha}
          onConfirmar={() => responderFecha(true)}
          onCancelar={() => responderFecha(false)}
        />
      </Box>
    </FormProvider>
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
 * The user modal (docs/producto.md, «Usuarios»): create, view (read-only, 'Cerrar' only) or edit. Blocking: it
 * cannot be closed while saving and a click outside never closes it. If the user cannot be loaded, 'Error al cargar
 * los datos del usuario' shows and the modal closes.
 */
export function UsuarioModal({ abierto, modo: modoPedido, usuarioId, onCerrar, onGuardado }: Props) {
  const idTitulo = useId();
  const idFormulario = useId();
  const theme = useTheme();
  const pantallaCompleta = useMediaQuery(theme.breakpoints.down('sm'));
  const notificar = useNotificar();
  const [ocupado, setOcupado] = useState(false);
  const [sucio, setSucio] = useState(false);
  const conUsuario = modoPedido !== 'crear' && usuarioId !== null;
  const consulta = useUsuario(abierto && conUsuario ? usuarioId : null);
  // A user with permissions the caller lacks is only shown, never edited (the server would refuse it).
  const modo = modoPedido === 'editar' && consulta.data?.puedeGestionar === false ? 'ver' : modoPedido;

  // Loading failed: say so and close.
  const fallo = abierto && conUsuario && consulta.isError;
  useEffect(() => {
    if (!fallo) return;
    notificar.error(ERROR_CARGAR_USUARIO);
    onCerrar();
  }, [fallo, notificar, onCerrar]);

  const descarte = useConfirmarDescarte(
    sucio && modo !== 'ver',
    modo === 'crear' ? 'los datos escritos del usuario nuevo' : 'los cambios hechos a este usuario',
  );
  const cerrar = (_evento?: unknown, motivo?: string) => {
    if (ocupado || motivo === 'backdropClick') return;
    descarte.intentarCerrar(onCerrar);
  };

  let contenido: ReactNode = null;
  if (conUsuario && consulta.isPending) {
    contenido = <CargandoFormulario texto="Cargando datos del usuario..." />;
  } else if (!conUsuario || consulta.data) {
    contenido = (
      <FormularioUsuario
        key={`${modo}-${usuarioId ?? 'nuevo'}`}
        modo={modo}
        usuario={conUsuario ? consulta.data : undefined}
        idFormulario={idFormulario}
        onOcupado={setOcupado}
        onSucio={setSucio}
        onGuardado={onGuardado}
      />
    );
  }

  const listo = !conUsuario || Boolean(consulta.data);

  return (
    <>
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
              <BotonEnviar form={idFormulario} enviando={ocupado} disabled={!listo}>
                {ocupado ? 'Procesando...' : modo === 'crear' ? 'Crear Usuario' : 'Actualizar Usuario'}
              </BotonEnviar>
            </>
          )}
        </DialogActions>
      </Dialog>
      {descarte.dialogo}
    </>
  );
}

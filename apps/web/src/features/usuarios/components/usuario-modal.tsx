import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TUsuarioDetalle } from '@app/contract/usuarios';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { CargandoFormulario } from '../../../components/form/cargando-formulario';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { useOpcionesJefe } from '../api/get-opciones-jefe';
import { useOpcionesUsuario } from '../api/get-opciones-usuario';
import { useUsuario } from '../api/get-usuario';
import {
  ERROR_CARGAR_USUARIO,
  TITULOS_MODAL_USUARIO,
  mensajeErrorUsuario,
  resolverUsuario,
  valoresIniciales,
  type ModoUsuario,
  type ValoresUsuario,
} from '../utils/formulario-usuario';
import { hoyNegocio } from '../../../utils/negocio';
import { CamposAccesoUsuario } from './usuario-campos-acceso';
import { CamposOrganizacionUsuario } from './usuario-campos-organizacion';
import { CamposPersonalesUsuario } from './usuario-campos-personales';
import { UsuarioModalAcciones } from './usuario-modal-acciones';
import { useGuardarUsuario, type UsuarioGuardado } from '../hooks/use-guardar-usuario';

export { AYUDA_CONTRASENA_TEMPORAL } from './usuario-campos-acceso';
export type { UsuarioGuardado } from '../hooks/use-guardar-usuario';

interface FormularioProps {
  modo: ModoUsuario;
  usuario: TUsuarioDetalle | undefined;
  idFormulario: string;
  onOcupado: (ocupado: boolean) => void;
  onSucio: (sucio: boolean) => void;
  onGuardado: (resultado: UsuarioGuardado) => void;
}

function FormularioUsuario({ modo, usuario, idFormulario, onOcupado, onSucio, onGuardado }: FormularioProps) {
  const soloLectura = modo === 'ver';
  const opciones = useOpcionesUsuario();
  const jefes = useOpcionesJefe(usuario?.id, !soloLectura);
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
    formState: { isSubmitting, isDirty },
  } = formulario;
  const { guardar, errorGeneral, setErrorGeneral, dialogoFecha } = useGuardarUsuario({
    modo,
    usuario,
    setError,
    onGuardado,
  });

  useEffect(() => onOcupado(isSubmitting), [isSubmitting, onOcupado]);
  useEffect(() => onSucio(isDirty), [isDirty, onSucio]);
  useEffect(() => {
    if (errorGeneral) alerta.current?.scrollIntoView?.({ block: 'nearest' });
  }, [errorGeneral]);

  const errorListas = [opciones.departamentos, opciones.roles].find((q) => q.isError)?.error ?? jefes.error;

  return (
    <FormProvider {...formulario}>
      <Box
        component="form"
        id={idFormulario}
        noValidate
        onSubmit={handleSubmit(guardar)}
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
          <CamposPersonalesUsuario soloLectura={soloLectura} />
          <CamposOrganizacionUsuario
            soloLectura={soloLectura}
            usuario={usuario}
            opciones={opciones}
            jefes={jefes}
          />
          <CamposAccesoUsuario modo={modo} soloLectura={soloLectura} />
        </Box>
        {dialogoFecha}
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
        <UsuarioModalAcciones
          modo={modo}
          idFormulario={idFormulario}
          ocupado={ocupado}
          listo={listo}
          onCerrar={() => cerrar()}
        />
      </Dialog>
      {descarte.dialogo}
    </>
  );
}

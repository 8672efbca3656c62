import Stack from '@mui/material/Stack';
import type { TCrearSolicitudBody, TFilaHistorial } from '@app/contract/solicitudes';
import type { TOrdenImputacion } from '@app/contract/vacaciones';
import { AvisoFeriadosEnPeriodo } from '../../feriados';
import { AvisoCoberturaTramo } from '../../cobertura';
import { QuienMasEstaraFuera } from '../../calendario';
import { hoyNegocio } from '../../../utils/negocio';
import type { TCrearSolicitudRespuesta } from '../api/crear-solicitud';
import { useFormularioSolicitud } from '../hooks/use-formulario-solicitud';
import { AvisosEnvioSolicitud } from './avisos-envio-solicitud';
import { CamposSolicitud } from './campos-solicitud';
import { NotaPeriodoSolicitud } from './nota-periodo-solicitud';
import { PieSolicitud } from './pie-solicitud';

export {
  DURACION_EXITO_SOLICITUD,
  MENSAJE_ERROR_FECHA_FIN,
  MENSAJE_ERROR_SOLICITUD,
  MENSAJE_EXITO_SOLICITUD,
  MENSAJE_INICIO_PASADO,
} from '../hooks/use-formulario-solicitud';
export { MENSAJE_SIN_PERIODO } from './nota-periodo-solicitud';

interface Props {
  /** The user's balance, oldest period first. */
  historial: readonly TFilaHistorial[];
  cargandoHistorial?: boolean;
  /** Sends the request; a rejection shows the server's message and keeps every value. */
  onEnviar: (datos: TCrearSolicitudBody) => Promise<TCrearSolicitudRespuesta>;
  /** Today's business date, `YYYY-MM-DD`: the server's (APP_TODAY when pinned); tests pin it. */
  hoy?: string;
  /**
   * The company's order of imputation (docs/reglas-vacaciones.md, «Orden de imputación»): which period the days are
   * taken from.
   */
  ordenImputacion?: TOrdenImputacion;
}

/**
 * 'Solicitar Vacaciones' (docs/producto.md, «Solicitar vacaciones»), validated with the contract's
 * ZCrearSolicitudBody.
 */
export function SolicitudVacacionesForm({
  historial,
  cargandoHistorial = false,
  onEnviar,
  hoy = hoyNegocio(),
  ordenImputacion = 'FIFO',
}: Props) {
  const {
    formulario,
    enviar,
    errorEnvio,
    setErrorEnvio,
    advertencias,
    setAdvertencias,
    tipo,
    dias,
    fechaInicio,
    observaciones,
    hayPeriodo,
    periodo,
    opciones,
    fechaFin,
    feriados,
    propsDia,
    alCambiarMes,
    alCambiarTipo,
  } = useFormularioSolicitud({ historial, onEnviar, hoy, ordenImputacion });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = formulario;

  return (
    <Stack component="form" noValidate onSubmit={enviar} spacing={2} aria-label="Solicitud de vacaciones">
      <AvisosEnvioSolicitud
        errorEnvio={errorEnvio}
        onCerrarError={() => setErrorEnvio(null)}
        advertencias={advertencias}
        onCerrarAdvertencias={() => setAdvertencias([])}
      />
      {/* The period note comes first, so a missing period is the first message, as the spec orders them. */}
      <NotaPeriodoSolicitud
        cargando={cargandoHistorial}
        periodo={periodo}
        ordenImputacion={ordenImputacion}
        conError={Boolean(errors.periodo)}
      />

      <CamposSolicitud
        control={control}
        errors={errors}
        tipo={tipo}
        opciones={opciones}
        alCambiarTipo={alCambiarTipo}
        hoy={hoy}
        fechaFin={fechaFin}
        propsDia={propsDia}
        alCambiarMes={alCambiarMes}
      />
      <AvisoFeriadosEnPeriodo feriados={feriados} inicio={fechaInicio} dias={dias} />
      {/* warns, never blocks, when the span would exceed the department's coverage. */}
      <AvisoCoberturaTramo inicio={fechaInicio} fin={fechaFin} />
      <QuienMasEstaraFuera inicio={fechaInicio} fin={fechaFin} />

      <PieSolicitud
        registro={register('observaciones')}
        error={errors.observaciones?.message}
        longitud={observaciones.length}
        enviando={isSubmitting}
        deshabilitado={cargandoHistorial || !hayPeriodo}
      />
    </Stack>
  );
}

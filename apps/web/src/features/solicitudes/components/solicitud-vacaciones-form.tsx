import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import {
  MAX_OBSERVACIONES,
  ZCrearSolicitudBody,
  type TCrearSolicitudBody,
  type TFilaHistorial,
  type TTipoVacaciones,
} from '@app/contract/solicitudes';
import { EXPLICACION_ORDEN, type TOrdenImputacion } from '@app/contract/vacaciones';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { erroresPorCampo, mensajeDeError } from '../../../lib/api-client';
import { AvisoFeriadosEnPeriodo, useFeriadosDelSelector } from '../../feriados';
import { AvisoCoberturaTramo } from '../../cobertura';
import { formatearFecha } from '../../../utils/formato';
import { hoyNegocio } from '../../../utils/negocio';
import type { TCrearSolicitudRespuesta } from '../api/crear-solicitud';
import {
  esAnteriorA,
  fechaFinFormulario,
  opcionesDiasFormulario,
  periodoDelFormulario,
} from '../utils/formulario-solicitud';
import { ETIQUETAS_TIPO_VACACIONES } from '../utils/formato-solicitud';
import { QuienMasEstaraFuera } from '../../calendario';

export const MENSAJE_EXITO_SOLICITUD = '¡Solicitud de vacaciones enviada exitosamente!';
export const MENSAJE_ERROR_SOLICITUD = 'Error al crear la solicitud de vacaciones';
export const MENSAJE_SIN_PERIODO = 'No hay períodos disponibles para solicitar vacaciones';
export const MENSAJE_ERROR_FECHA_FIN = 'Error calculando la fecha de fin';
export const MENSAJE_INICIO_PASADO = 'La fecha de inicio no puede ser anterior a hoy';
/** The success toast stays 5 seconds. */
export const DURACION_EXITO_SOLICITUD = 5000;

/** What the user edits; the period and the end date are derived from it and the balance. */
interface ValoresFormulario {
  tipoVacaciones: TTipoVacaciones | '';
  /** 0 = none chosen (the spec resets days to 0). */
  diasSolicitados: number;
  fechaInicio: string;
  observaciones: string;
  /** Derived; present only so their errors have a place in the form state. */
  periodo?: number;
  fechaFin?: string;
}

const VALORES_INICIALES: ValoresFormulario = {
  tipoVacaciones: '',
  diasSolicitados: 0,
  fechaInicio: '',
  observaciones: '',
};

/** The contract's create schema, plus the checks only the form can make (end computed, start not past). */
const esquemaFormulario = (hoy: string) =>
  ZCrearSolicitudBody.superRefine((v, ctx) => {
    if (!v.fechaFin) {
      ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: MENSAJE_ERROR_FECHA_FIN });
    }
    if (esAnteriorA(v.fechaInicio, hoy)) {
      ctx.addIssue({ code: 'custom', path: ['fechaInicio'], message: MENSAJE_INICIO_PASADO });
    }
  });

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
  const notificar = useNotificar();
  const [errorEnvio, setErrorEnvio] = useState<string | null>(null);
  const [advertencias, setAdvertencias] = useState<string[]>([]);

  // Period and end date are computed from the values being validated, so they can never be stale.
  const resolver: Resolver<ValoresFormulario, unknown, TCrearSolicitudBody> = (
    valores,
    contexto,
    opciones,
  ) => {
    const tipo = valores.tipoVacaciones || undefined;
    const dias = valores.diasSolicitados || undefined;
    const completos = {
      tipoVacaciones: tipo,
      diasSolicitados: valores.diasSolicitados,
      fechaInicio: valores.fechaInicio,
      fechaFin: fechaFinFormulario(valores.fechaInicio, dias) || undefined,
      periodo: periodoDelFormulario(historial, tipo, dias, ordenImputacion)?.periodo,
      observaciones: valores.observaciones,
    };
    const validar = zodResolver(esquemaFormulario(hoy)) as unknown as Resolver<
      typeof completos,
      unknown,
      TCrearSolicitudBody
    >;
    return validar(completos, contexto, opciones as never) as ReturnType<
      Resolver<ValoresFormulario, unknown, TCrearSolicitudBody>
    >;
  };

  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ValoresFormulario, unknown, TCrearSolicitudBody>({
    resolver,
    defaultValues: VALORES_INICIALES,
  });

  const tipo = useWatch({ control, name: 'tipoVacaciones' }) || undefined;
  const dias = useWatch({ control, name: 'diasSolicitados' }) || undefined;
  const fechaInicio = useWatch({ control, name: 'fechaInicio' });
  const observaciones = useWatch({ control, name: 'observaciones' }) ?? '';

  const hayPeriodo = periodoDelFormulario(historial, undefined, undefined, ordenImputacion) !== undefined;
  const periodo = periodoDelFormulario(historial, tipo, dias, ordenImputacion);
  const opciones = opcionesDiasFormulario(historial, tipo, ordenImputacion);
  const fechaFin = fechaFinFormulario(fechaInicio, dias);
  const minimo = dayjs(hoy, 'YYYY-MM-DD');
  // Holidays are shown in the calendar and named when the period contains them; they never change the count.
  const { feriados, propsDia, alCambiarMes } = useFeriadosDelSelector(hoy, fechaInicio, dias);

  const alCambiarTipo = (nuevo: TTipoVacaciones) => {
    // The days go back to none when the new type does not offer them.
    const actuales = getValues('diasSolicitados');
    if (actuales && !opcionesDiasFormulario(historial, nuevo, ordenImputacion).includes(actuales)) {
      setValue('diasSolicitados', 0);
    }
  };

  const enviar = handleSubmit(async (datos) => {
    setErrorEnvio(null);
    setAdvertencias([]);
    try {
      const respuesta = await onEnviar({ ...datos, observaciones: datos.observaciones || null });
      notificar.exito(MENSAJE_EXITO_SOLICITUD, { duracion: DURACION_EXITO_SOLICITUD });
      setAdvertencias(respuesta.advertencias);
      reset(VALORES_INICIALES);
    } catch (e) {
      setErrorEnvio(mensajeDeError(e, MENSAJE_ERROR_SOLICITUD));
      for (const [campo, mensaje] of Object.entries(erroresPorCampo(e))) {
        if (campo in VALORES_INICIALES) setError(campo as keyof ValoresFormulario, { message: mensaje });
      }
    }
  });

  // The period note comes first, so a missing period is the first message, as the spec orders them.
  let notaPeriodo;
  if (cargandoHistorial) {
    notaPeriodo = (
      <Alert severity="info" role="status">
        Cargando los períodos disponibles...
      </Alert>
    );
  } else if (periodo) {
    notaPeriodo = (
      <Alert severity="info" role="status">
        Los días se descontarán del período {periodo.periodo} ({formatearFecha(periodo.inicio)} –{' '}
        {formatearFecha(periodo.fin)})
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {EXPLICACION_ORDEN[ordenImputacion]}
        </Typography>
      </Alert>
    );
  } else {
    notaPeriodo = (
      <Alert severity={errors.periodo ? 'error' : 'warning'} role={errors.periodo ? 'alert' : 'status'}>
        {MENSAJE_SIN_PERIODO}
      </Alert>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={enviar} spacing={2} aria-label="Solicitud de vacaciones">
      {errorEnvio && (
        <Alert severity="error" onClose={() => setErrorEnvio(null)} closeText="Cerrar mensaje">
          {errorEnvio}
        </Alert>
      )}
      {advertencias.length > 0 && (
        <Alert severity="warning" onClose={() => setAdvertencias([])} closeText="Cerrar advertencias">
          <AlertTitle>La solicitud se registró con estas advertencias</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {advertencias.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </Box>
        </Alert>
      )}
      {notaPeriodo}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="tipoVacaciones"
          render={({ field }) => (
            <TextField
              select
              id="solicitud-tipo"
              label="Tipo de Vacaciones"
              required
              fullWidth
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => {
                const nuevo = e.target.value as TTipoVacaciones;
                field.onChange(nuevo);
                alCambiarTipo(nuevo);
              }}
              error={Boolean(errors.tipoVacaciones)}
              helperText={errors.tipoVacaciones?.message}
            >
              <MenuItem value="libres">{ETIQUETAS_TIPO_VACACIONES.libres}</MenuItem>
              <MenuItem value="bloque">{ETIQUETAS_TIPO_VACACIONES.bloque}</MenuItem>
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="diasSolicitados"
          render={({ field }) => (
            <TextField
              select
              id="solicitud-dias"
              label="Días Solicitados"
              required
              fullWidth
              disabled={opciones.length === 0}
              value={field.value && opciones.includes(field.value) ? field.value : ''}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(Number(e.target.value))}
              error={Boolean(errors.diasSolicitados)}
              helperText={
                errors.diasSolicitados?.message ??
                (tipo ? undefined : 'Seleccione primero el tipo de vacaciones')
              }
              // The hint stays readable (full contrast) while the field is disabled.
              slotProps={{ formHelperText: { disabled: false } }}
            >
              {opciones.map((n) => (
                <MenuItem key={n} value={n}>
                  {n === 1 ? '1 día' : `${n} días`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="fechaInicio"
          render={({ field }) => (
            <DatePicker
              label="Fecha de Inicio"
              value={field.value ? dayjs(field.value, 'YYYY-MM-DD') : null}
              minDate={minimo}
              onChange={(valor) => field.onChange(valor?.isValid() ? valor.format('YYYY-MM-DD') : '')}
              onMonthChange={alCambiarMes}
              onYearChange={alCambiarMes}
              slotProps={{
                day: propsDia,
                // The calendar's pop-up is a dialog: it needs a name (axe, screen readers).
                popper: { 'aria-label': 'Calendario de la fecha de inicio' },
                textField: {
                  id: 'solicitud-fecha-inicio',
                  required: true,
                  fullWidth: true,
                  onBlur: field.onBlur,
                  error: Boolean(errors.fechaInicio),
                  helperText: errors.fechaInicio?.message,
                },
              }}
            />
          )}
        />
        <TextField
          id="solicitud-fecha-fin"
          label="Fecha de Fin"
          fullWidth
          value={formatearFecha(fechaFin, '')}
          error={Boolean(errors.fechaFin)}
          helperText={errors.fechaFin?.message ?? 'Se calcula: fecha de inicio + días − 1'}
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      </Box>
      <AvisoFeriadosEnPeriodo feriados={feriados} inicio={fechaInicio} dias={dias} />
      {/* warns, never blocks, when the span would exceed the department's coverage. */}
      <AvisoCoberturaTramo inicio={fechaInicio} fin={fechaFin} />
      <QuienMasEstaraFuera inicio={fechaInicio} fin={fechaFin} />

      <TextField
        {...register('observaciones')}
        id="solicitud-observaciones"
        label="Observaciones"
        multiline
        minRows={3}
        fullWidth
        error={Boolean(errors.observaciones)}
        helperText={
          errors.observaciones?.message ?? `${observaciones.length}/${MAX_OBSERVACIONES} caracteres`
        }
        slotProps={{ htmlInput: { maxLength: MAX_OBSERVACIONES } }}
      />

      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || cargandoHistorial || !hayPeriodo}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />}
        >
          {isSubmitting ? 'Enviando...' : 'Enviar Solicitud'}
        </Button>
      </Box>
    </Stack>
  );
}

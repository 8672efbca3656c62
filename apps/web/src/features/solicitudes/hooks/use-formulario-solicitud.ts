import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZCrearSolicitudBody,
  type TCrearSolicitudBody,
  type TFilaHistorial,
  type TTipoVacaciones,
} from '@app/contract/solicitudes';
import type { TOrdenImputacion } from '@app/contract/vacaciones';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { erroresPorCampo, mensajeDeError } from '../../../lib/api-client';
import { useFeriadosDelSelector } from '../../feriados';
import type { TCrearSolicitudRespuesta } from '../api/crear-solicitud';
import {
  esAnteriorA,
  fechaFinFormulario,
  opcionesDiasFormulario,
  periodoDelFormulario,
} from '../utils/formulario-solicitud';
import { VALORES_INICIALES, type ValoresFormulario } from '../utils/valores-solicitud';

export const MENSAJE_EXITO_SOLICITUD = '¡Solicitud de vacaciones enviada exitosamente!';
export const MENSAJE_ERROR_SOLICITUD = 'Error al crear la solicitud de vacaciones';
export const MENSAJE_ERROR_FECHA_FIN = 'Error calculando la fecha de fin';
export const MENSAJE_INICIO_PASADO = 'La fecha de inicio no puede ser anterior a hoy';
/** The success toast stays 5 seconds. */
export const DURACION_EXITO_SOLICITUD = 5000;

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

interface Opciones {
  historial: readonly TFilaHistorial[];
  onEnviar: (datos: TCrearSolicitudBody) => Promise<TCrearSolicitudRespuesta>;
  hoy: string;
  ordenImputacion: TOrdenImputacion;
}

/**
 * The vacation request form's state: the values, what follows from them and the balance (period, day options, end
 * date, holidays), and sending, with the server's error or warnings.
 */
export function useFormularioSolicitud({ historial, onEnviar, hoy, ordenImputacion }: Opciones) {
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

  const formulario = useForm<ValoresFormulario, unknown, TCrearSolicitudBody>({
    resolver,
    defaultValues: VALORES_INICIALES,
  });
  const { control, handleSubmit, reset, setValue, setError, getValues } = formulario;

  const tipo = useWatch({ control, name: 'tipoVacaciones' }) || undefined;
  const dias = useWatch({ control, name: 'diasSolicitados' }) || undefined;
  const fechaInicio = useWatch({ control, name: 'fechaInicio' });
  const observaciones = useWatch({ control, name: 'observaciones' }) ?? '';

  const hayPeriodo = periodoDelFormulario(historial, undefined, undefined, ordenImputacion) !== undefined;
  const periodo = periodoDelFormulario(historial, tipo, dias, ordenImputacion);
  const opciones = opcionesDiasFormulario(historial, tipo, ordenImputacion);
  const fechaFin = fechaFinFormulario(fechaInicio, dias);
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

  return {
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
  };
}

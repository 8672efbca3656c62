import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  CAMPOS_CONFIGURACION,
  ZFormularioPolitica,
  type TConfiguracionEmpresa,
} from '@app/contract/configuracion';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { useGuardarPolitica } from '../api/politica-vacaciones';
import { CamposPolitica } from './campos-politica';

export { TEXTOS_POLITICA } from './campos-politica';

export const MENSAJE_POLITICA_GUARDADA = 'Política de vacaciones guardada: los saldos ya la reflejan';
const CAMPOS = CAMPOS_CONFIGURACION;

/** The company's vacation policy, saved as one change (ADR 027). */
export function FormularioPolitica({ politica }: { politica: TConfiguracionEmpresa }) {
  const notificar = useNotificar();
  const guardar = useGuardarPolitica();
  const idFormulario = useId();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const formulario = useForm<TConfiguracionEmpresa>({
    resolver: zodResolver(ZFormularioPolitica),
    defaultValues: politica,
  });
  const { handleSubmit, watch, setValue, reset, setError, formState } = formulario;
  const regimen = watch('regimen');
  const permitirAdelanto = watch('permitirAdelanto');

  // MYPE has no adelanto (docs/reglas-vacaciones.md, «Régimen MYPE»): the switch turns off with it.
  useEffect(() => {
    if (regimen === 'MYPE' && permitirAdelanto) setValue('permitirAdelanto', false, { shouldDirty: true });
  }, [regimen, permitirAdelanto, setValue]);

  const descarte = useConfirmarDescarte(formState.isDirty, 'los cambios de la política de vacaciones');

  const enviar = handleSubmit(async (valores) => {
    setErrorGeneral(null);
    try {
      const guardada = await guardar.mutateAsync(valores);
      reset(guardada);
      notificar.exito(MENSAJE_POLITICA_GUARDADA);
    } catch (error) {
      aplicarErroresServidor(error, setError, CAMPOS);
      setErrorGeneral(mensajeDeError(error, 'No se pudo guardar la política de vacaciones'));
    }
  });

  return (
    <FormProvider {...formulario}>
      <Box
        component="form"
        id={idFormulario}
        noValidate
        onSubmit={enviar}
        aria-label="Política de vacaciones"
      >
        <AlertaError mensaje={errorGeneral} onCerrar={() => setErrorGeneral(null)} sx={{ mb: 2 }} />
        <CamposPolitica />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button
            disabled={!formState.isDirty || formState.isSubmitting}
            onClick={() => descarte.intentarCerrar(() => reset(politica))}
          >
            Descartar cambios
          </Button>
          <BotonEnviar form={idFormulario} enviando={formState.isSubmitting} disabled={!formState.isDirty}>
            {formState.isSubmitting ? 'Guardando...' : 'Guardar política'}
          </BotonEnviar>
        </Box>
      </Box>
      {descarte.dialogo}
    </FormProvider>
  );
}

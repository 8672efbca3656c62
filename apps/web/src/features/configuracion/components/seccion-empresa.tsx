import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { ZActualizarEmpresaBody, type TActualizarEmpresaBody, type TEmpresa } from '@app/contract/empresa';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoAutocompletar } from '../../../components/form/campo-autocompletar';
import { CampoTexto } from '../../../components/form/campo-texto';
import { CargandoFormulario } from '../../../components/form/cargando-formulario';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { useEmpresa, useGuardarEmpresa } from '../api/empresa';
import { zonasHorarias } from '../utils/empresa';
import { LogoEmpresaEditor } from './logo-empresa-editor';

export const MENSAJE_EMPRESA_GUARDADA = 'Datos de la empresa guardados';
const ERROR_GUARDAR = 'No se pudieron guardar los datos de la empresa';
const CAMPOS = ['nombreComercial', 'razonSocial', 'ruc', 'zonaHoraria'] as const;

const valoresDe = (e: TEmpresa): TActualizarEmpresaBody => ({
  nombreComercial: e.nombreComercial,
  razonSocial: e.razonSocial ?? '',
  ruc: e.ruc ?? '',
  zonaHoraria: e.zonaHoraria,
});

/** 'Empresa' of /administracion/configuracion: identity, business time zone and logo. */
export function SeccionEmpresa() {
  const empresa = useEmpresa();
  if (empresa.isPending) return <CargandoFormulario texto="Cargando datos de la empresa..." />;
  if (empresa.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void empresa.refetch()}>
            Reintentar
          </Button>
        }
      >
        {mensajeDeError(empresa.error, 'No se pudieron cargar los datos de la empresa')}
      </Alert>
    );
  }
  return (
    <Stack spacing={4} sx={{ maxWidth: 720 }}>
      <FormularioEmpresa empresa={empresa.data} />
      <Divider />
      <LogoEmpresaEditor nombreComercial={empresa.data.nombreComercial} logoUrl={empresa.data.logoUrl} />
    </Stack>
  );
}

function FormularioEmpresa({ empresa }: { empresa: TEmpresa }) {
  const guardar = useGuardarEmpresa();
  const notificar = useNotificar();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const zonas = useMemo(() => zonasHorarias(), []);
  const formulario = useForm({
    resolver: zodResolver(ZActualizarEmpresaBody),
    defaultValues: valoresDe(empresa),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, isDirty },
  } = formulario;
  const { intentarCerrar, dialogo } = useConfirmarDescarte(isDirty, 'los datos de la empresa que escribió');

  const enviar = handleSubmit(async (datos) => {
    setErrorGeneral(null);
    try {
      const guardada = await guardar.mutateAsync(datos);
      reset(valoresDe(guardada));
      notificar.exito(MENSAJE_EMPRESA_GUARDADA);
    } catch (error) {
      aplicarErroresServidor(error, setError, CAMPOS);
      setErrorGeneral(mensajeDeError(error, ERROR_GUARDAR));
    }
  });

  return (
    <FormProvider {...formulario}>
      <Stack component="form" noValidate onSubmit={enviar} spacing={2.5} aria-label="Datos de la empresa">
        {errorGeneral && (
          <Alert severity="error" onClose={() => setErrorGeneral(null)} closeText="Cerrar mensaje">
            {errorGeneral}
          </Alert>
        )}
        <CampoTexto<TActualizarEmpresaBody>
          name="nombreComercial"
          label="Nombre comercial"
          required
          maxLength={150}
          helperText="El nombre que se muestra en la barra superior y en la pantalla de acceso"
        />
        <CampoTexto<TActualizarEmpresaBody>
          name="razonSocial"
          label="Razón social"
          required
          maxLength={200}
        />
        <CampoTexto<TActualizarEmpresaBody>
          name="ruc"
          label="RUC"
          required
          maxLength={11}
          inputMode="numeric"
          helperText="11 dígitos; el último es de verificación"
        />
        <CampoAutocompletar<TActualizarEmpresaBody, string>
          name="zonaHoraria"
          label="Zona horaria"
          opciones={zonas}
          idDe={(z) => z}
          etiquetaDe={(z) => z}
          helperText={`En ella se calcula "hoy" y se muestran las horas. Sin elegir: ${empresa.zonaHorariaPorDefecto} (la del servidor).`}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            disabled={!isDirty || isSubmitting}
            onClick={() => intentarCerrar(() => reset(valoresDe(empresa)))}
          >
            Descartar cambios
          </Button>
          <BotonEnviar enviando={isSubmitting} disabled={!isDirty}>
            Guardar
          </BotonEnviar>
        </Box>
      </Stack>
      {dialogo}
    </FormProvider>
  );
}

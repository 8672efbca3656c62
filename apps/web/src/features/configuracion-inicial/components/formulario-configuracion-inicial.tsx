import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZConfiguracionInicialBody,
  type TConfiguracionInicialBody,
  type TConfiguracionInicialDatos,
} from '@app/contract/configuracion-inicial';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { enviarConfiguracionInicial } from '../api/configuracion-inicial';
import { SeccionAdministrador } from './seccion-administrador';
import { SeccionDepartamentosIniciales } from './seccion-departamentos-iniciales';
import { SeccionEmpresa, SeccionRegimen } from './seccion-empresa';

const CAMPOS = [
  'nombreComercial',
  'razonSocial',
  'ruc',
  'regimen',
  'nombres',
  'apellidoPaterno',
  'apellidoMaterno',
  'dni',
  'extranjero',
  'email',
  'contrasena',
  'confirmarContrasena',
  'departamentos',
] as const;

export const MENSAJE_ERROR_CONFIGURACION = 'No se pudo completar la configuración inicial.';

interface Props {
  token: string;
  /** The reply's message once the company exists. */
  alTerminar: (mensaje: string) => void;
  /** The server says the setup was already done (409): the page shows that instead of the form. */
  alYaRealizada: () => void;
}

/** Company, régimen, first administrator and optional first departments, sent once with the link's token. */
export function FormularioConfiguracionInicial({ token, alTerminar, alYaRealizada }: Props) {
  const [error, setError] = useState<string | null>(null);
  const formulario = useForm<TConfiguracionInicialBody, unknown, TConfiguracionInicialDatos>({
    resolver: zodResolver(ZConfiguracionInicialBody),
    defaultValues: {
      token,
      nombreComercial: '',
      razonSocial: '',
      ruc: '',
      regimen: 'GENERAL',
      nombres: '',
      apellidoPaterno: '',
      apellidoMaterno: '',
      dni: '',
      extranjero: false,
      email: '',
      contrasena: '',
      confirmarContrasena: '',
      departamentos: [],
    },
  });
  const {
    handleSubmit,
    setError: marcarError,
    formState: { isSubmitting },
  } = formulario;

  const enviar = handleSubmit(async (datos) => {
    setError(null);
    try {
      const r = await enviarConfiguracionInicial(datos);
      alTerminar(r.message);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) return alYaRealizada();
      const enCampos = aplicarErroresServidor(e, marcarError, CAMPOS);
      setError(enCampos ? 'Revise los campos marcados.' : mensajeDeError(e, MENSAJE_ERROR_CONFIGURACION));
    }
  });

  return (
    <FormProvider {...formulario}>
      <Stack component="form" noValidate onSubmit={enviar} spacing={3} aria-label="Configuración inicial">
        <SeccionEmpresa />
        <SeccionRegimen />
        <SeccionAdministrador />
        <SeccionDepartamentosIniciales />

        <AlertaError mensaje={error} onCerrar={() => setError(null)} />
        {isSubmitting && (
          <Stack spacing={1} role="status">
            <Typography variant="body2">Creando la empresa y su administrador…</Typography>
            <LinearProgress aria-label="Creando la empresa" />
          </Stack>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <BotonEnviar enviando={isSubmitting} size="large">
            Crear empresa y administrador
          </BotonEnviar>
        </Stack>
      </Stack>
    </FormProvider>
  );
}

import { useState, type ReactNode } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZConfiguracionInicialBody,
  type TConfiguracionInicialBody,
  type TConfiguracionInicialDatos,
} from '@app/contract/configuracion-inicial';
import { etiquetaDocumento } from '@app/contract/usuarios';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { CampoTexto } from '../../../components/form/campo-texto';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { enviarConfiguracionInicial } from '../api/configuracion-inicial';

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

const REGIMENES = [
  { valor: 'GENERAL', etiqueta: 'Régimen general (30 días de vacaciones por año)' },
  { valor: 'MYPE', etiqueta: 'Micro y pequeña empresa – MYPE (15 días por año)' },
];

export const MENSAJE_ERROR_CONFIGURACION = 'No se pudo completar la configuración inicial.';

interface Props {
  token: string;
  /** The reply's message once the company exists. */
  alTerminar: (mensaje: string) => void;
  /** The server says the setup was already done (409): the page shows that instead of the form. */
  alYaRealizada: () => void;
}

function Seccion({
  titulo,
  descripcion,
  children,
}: {
  titulo: string;
  descripcion?: string;
  children: ReactNode;
}) {
  const id = `seccion-${titulo.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: descripcion ? 0.5 : 2 }}>
        {titulo}
      </Typography>
      {descripcion && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {descripcion}
        </Typography>
      )}
      {children}
    </Paper>
  );
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
    control,
    handleSubmit,
    setError: marcarError,
    formState: { errors, isSubmitting },
  } = formulario;
  const filas = useFieldArray({ control, name: 'departamentos' });
  const extranjero = useWatch({ control, name: 'extranjero' }) ?? false;
  const errorDepartamentos = errors.departamentos?.message ?? errors.departamentos?.root?.message;

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
        <Seccion titulo="Empresa" descripcion="Los datos con los que la empresa aparece en la aplicación.">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto name="nombreComercial" label="Nombre comercial" required maxLength={150} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto name="razonSocial" label="Razón social" required maxLength={200} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto
                name="ruc"
                label="RUC"
                required
                maxLength={11}
                inputMode="numeric"
                helperText="11 dígitos; el último es de verificación"
              />
            </Grid>
          </Grid>
        </Seccion>

        <Seccion
          titulo="Régimen laboral"
          descripcion="Define los días de vacaciones por año; podrá cambiarlo después en Configuración."
        >
          <CampoSeleccion
            name="regimen"
            label="Régimen laboral de la empresa"
            opciones={REGIMENES}
            required
          />
        </Seccion>

        <Seccion
          titulo="Administrador"
          descripcion="La primera persona que entra: tendrá el rol Admin y creará al resto de usuarios."
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CampoTexto name="nombres" label="Nombres" required maxLength={100} autoComplete="given-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CampoTexto name="apellidoPaterno" label="Apellido paterno" required maxLength={100} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CampoTexto name="apellidoMaterno" label="Apellido materno" required maxLength={100} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto name="dni" label={etiquetaDocumento(extranjero)} required maxLength={12} />
              <CampoCasilla name="extranjero" label="Es extranjero (carné de extranjería o pasaporte)" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto
                name="email"
                label="Email"
                type="email"
                required
                maxLength={254}
                inputMode="email"
                autoComplete="email"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto
                name="contrasena"
                label="Contraseña"
                type="password"
                required
                autoComplete="new-password"
                helperText="Al menos 12 caracteres. Una frase de varias palabras que no sea conocida sirve mejor."
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto
                name="confirmarContrasena"
                label="Confirmar contraseña"
                type="password"
                required
                autoComplete="new-password"
              />
            </Grid>
          </Grid>
        </Seccion>

        <Seccion
          titulo="Departamentos (opcional)"
          descripcion="Si no añade ninguno, se crea «ADM – Administración». El administrador queda en el primero. Podrá crear más en Administración → Departamentos."
        >
          <Stack spacing={2}>
            {filas.fields.map((fila, i) => (
              <Stack
                key={fila.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                role="group"
                aria-label={`Departamento ${i + 1}`}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <CampoTexto
                  name={`departamentos.${i}.codigo`}
                  label="Código"
                  required
                  maxLength={30}
                  helperText="2 a 30: letras, dígitos, - o _"
                  sx={{ maxWidth: { sm: 220 } }}
                />
                <CampoTexto name={`departamentos.${i}.nombre`} label="Nombre" required maxLength={120} />
                <IconButton
                  aria-label={`Quitar departamento ${i + 1}`}
                  onClick={() => filas.remove(i)}
                  sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            {errorDepartamentos && <Alert severity="error">{errorDepartamentos}</Alert>}
            <Button
              startIcon={<AddIcon />}
              onClick={() => filas.append({ codigo: '', nombre: '' })}
              sx={{ alignSelf: 'flex-start' }}
              disabled={filas.fields.length >= 50}
            >
              Añadir departamento
            </Button>
          </Stack>
        </Seccion>

        {error && (
          <Alert severity="error" onClose={() => setError(null)} closeText="Cerrar mensaje">
            {error}
          </Alert>
        )}
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

import { useState } from 'react';
import { Link as EnlaceRouter } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Cargando } from '../../../components/feedback/cargando';
import { mensajeDeError } from '../../../lib/api-client';
import { consultaEstadoConfiguracionInicial } from '../api/configuracion-inicial';
import { FormularioConfiguracionInicial } from './formulario-configuracion-inicial';

interface Props {
  /** The `token` of the link the server printed; null when the address came without it. */
  token: string | null;
  alTerminar: (mensaje: string) => void;
  /** Where "Ir al inicio de sesión" goes. */
  rutaLogin: string;
}

/**
 * The first-start setup (ADR 029): asks the server whether it is still possible, then shows the form;
 * once done (here or elsewhere) it only says so and links to the sign-in page.
 */
export function PaginaConfiguracionInicial({ token, alTerminar, rutaLogin }: Props) {
  const estado = useQuery(consultaEstadoConfiguracionInicial());
  const [yaRealizada, setYaRealizada] = useState(false);

  if (estado.isPending) return <Cargando etiqueta="Comprobando la configuración inicial" />;
  if (estado.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void estado.refetch()}>
            Reintentar
          </Button>
        }
      >
        {mensajeDeError(estado.error, 'No se pudo comprobar si la configuración inicial está disponible.')}
      </Alert>
    );
  }
  if (yaRealizada || !estado.data.disponible) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ width: '100%' }}>
          La configuración inicial ya se hizo: la empresa tiene su administrador. Inicie sesión con esa
          cuenta.
        </Alert>
        <Button component={EnlaceRouter} to={rutaLogin} variant="contained">
          Ir al inicio de sesión
        </Button>
      </Stack>
    );
  }
  if (!token) {
    return (
      <Alert severity="warning">
        Falta el código del enlace. Abra el enlace completo que el servidor mostró al arrancar (termina en
        «?token=…»); si ya no lo tiene, reinicie el servidor para obtener uno nuevo.
      </Alert>
    );
  }
  return (
    <FormularioConfiguracionInicial
      token={token}
      alTerminar={alTerminar}
      alYaRealizada={() => setYaRealizada(true)}
    />
  );
}

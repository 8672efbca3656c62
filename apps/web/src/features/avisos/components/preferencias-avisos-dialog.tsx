import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZPreferenciasNotificacion, type TPreferenciasNotificacion } from '@app/contract/notificaciones';
import { CargandoFormulario } from '../../../components/form/cargando-formulario';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { mensajeDeError } from '../../../lib/api-client';
import { useGuardarPreferenciasAvisos, usePreferenciasAvisos } from '../api/avisos';

export const MENSAJE_ERROR_PREFERENCIAS = 'No se pudieron guardar sus preferencias';

function FormularioPreferencias({
  valores,
  idTitulo,
  onCerrar,
}: {
  valores: TPreferenciasNotificacion;
  idTitulo: string;
  onCerrar: () => void;
}) {
  const notificar = useNotificar();
  const guardar = useGuardarPreferenciasAvisos();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const formulario = useForm<TPreferenciasNotificacion>({
    resolver: zodResolver(ZPreferenciasNotificacion),
    defaultValues: valores,
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = formulario;

  const enviar = handleSubmit(async (datos) => {
    setErrorGeneral(null);
    try {
      await guardar.mutateAsync(datos);
      notificar.exito('Preferencias de notificación guardadas');
      onCerrar();
    } catch (error) {
      const mensaje = mensajeDeError(error, MENSAJE_ERROR_PREFERENCIAS);
      setErrorGeneral(mensaje);
      notificar.error(mensaje);
    }
  });

  return (
    <FormProvider {...formulario}>
      <Box component="form" noValidate onSubmit={enviar} aria-labelledby={idTitulo}>
        <DialogContent dividers>
          <Stack spacing={1}>
            {errorGeneral && (
              <Alert severity="error" onClose={() => setErrorGeneral(null)} closeText="Cerrar mensaje">
                {errorGeneral}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              Elija qué correos quiere recibir. Las notificaciones de la campana se muestran siempre.
            </Typography>
            <CampoCasilla<TPreferenciasNotificacion>
              name="correoDecisiones"
              label="Decisiones sobre mis solicitudes"
              variante="interruptor"
            />
            <CampoCasilla<TPreferenciasNotificacion>
              name="correoPendientes"
              label="Solicitudes que esperan mi aprobación"
              variante="interruptor"
            />
            <CampoCasilla<TPreferenciasNotificacion>
              name="resumenDiario"
              label="Resumen diario en lugar de cada correo"
              variante="interruptor"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCerrar} disabled={isSubmitting}>
            Cancelar
          </Button>
          <BotonEnviar enviando={isSubmitting}>Guardar</BotonEnviar>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}

/** "Mis notificaciones": the person's e-mail choices, with the contract's schema. */
export function PreferenciasAvisosDialog({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) {
  const idTitulo = useId();
  const consulta = usePreferenciasAvisos(abierto);

  let cuerpo;
  if (consulta.isError) {
    cuerpo = (
      <>
        <DialogContent dividers>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void consulta.refetch()}>
                Reintentar
              </Button>
            }
          >
            {mensajeDeError(consulta.error, 'No se pudieron cargar sus preferencias')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCerrar}>Cerrar</Button>
        </DialogActions>
      </>
    );
  } else if (!consulta.data || consulta.isFetching) {
    // Each opening reads the saved choices afresh (staleTime 0): the form starts from them.
    cuerpo = (
      <DialogContent dividers>
        <CargandoFormulario texto="Cargando preferencias..." />
      </DialogContent>
    );
  } else {
    cuerpo = <FormularioPreferencias valores={consulta.data} idTitulo={idTitulo} onCerrar={onCerrar} />;
  }

  return (
    <Dialog open={abierto} onClose={onCerrar} aria-labelledby={idTitulo} fullWidth maxWidth="xs">
      <DialogTitle id={idTitulo}>Mis notificaciones</DialogTitle>
      {abierto && cuerpo}
    </Dialog>
  );
}

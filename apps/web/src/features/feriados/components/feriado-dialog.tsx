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
import { ZGuardarFeriadoBody, type TFeriado, type TGuardarFeriadoBody } from '@app/contract/feriados';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoFecha } from '../../../components/form/campo-fecha';
import { CampoTexto } from '../../../components/form/campo-texto';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { mensajeDeError } from '../../../lib/api-client';
import { useGuardarFeriado } from '../api/guardar-feriado';

export const MENSAJE_ERROR_GUARDAR_FERIADO = 'No se pudo guardar el feriado';
const CAMPOS = ['fecha', 'nombre'] as const;

function FormularioFeriado({
  feriado,
  fechaInicial,
  idTitulo,
  onCerrar,
}: {
  feriado: TFeriado | null;
  fechaInicial: string;
  idTitulo: string;
  onCerrar: () => void;
}) {
  const notificar = useNotificar();
  const guardar = useGuardarFeriado();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const formulario = useForm<TGuardarFeriadoBody>({
    resolver: zodResolver(ZGuardarFeriadoBody),
    defaultValues: { fecha: feriado?.fecha ?? fechaInicial, nombre: feriado?.nombre ?? '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = formulario;

  const enviar = handleSubmit(async (datos) => {
    setErrorGeneral(null);
    try {
      await guardar.mutateAsync({ ...datos, id: feriado?.id });
      notificar.exito(feriado ? 'Feriado actualizado' : 'Día no laborable añadido');
      onCerrar();
    } catch (error) {
      aplicarErroresServidor(error, setError, CAMPOS);
      setErrorGeneral(mensajeDeError(error, MENSAJE_ERROR_GUARDAR_FERIADO));
    }
  });

  return (
    <FormProvider {...formulario}>
      <Box component="form" noValidate onSubmit={enviar} aria-labelledby={idTitulo}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {errorGeneral && (
              <Alert severity="error" onClose={() => setErrorGeneral(null)} closeText="Cerrar mensaje">
                {errorGeneral}
              </Alert>
            )}
            <CampoFecha<TGuardarFeriadoBody> name="fecha" label="Fecha" required />
            <CampoTexto<TGuardarFeriadoBody>
              name="nombre"
              label="Nombre"
              required
              maxLength={120}
              helperText="Por ejemplo: Aniversario de la empresa"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCerrar} disabled={isSubmitting}>
            Cancelar
          </Button>
          <BotonEnviar enviando={isSubmitting}>{feriado ? 'Guardar' : 'Añadir'}</BotonEnviar>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}

/** Adds a company non-working day, or renames or moves a holiday (also a national one). */
export function FeriadoDialog({
  abierto,
  feriado,
  fechaInicial,
  onCerrar,
}: {
  abierto: boolean;
  /** null: a new company day. */
  feriado: TFeriado | null;
  /** The date a new day starts with (e.g. 1 January of the year on screen). */
  fechaInicial: string;
  onCerrar: () => void;
}) {
  const idTitulo = useId();
  return (
    <Dialog open={abierto} onClose={onCerrar} aria-labelledby={idTitulo} fullWidth maxWidth="xs">
      <DialogTitle id={idTitulo}>{feriado ? 'Cambiar feriado' : 'Añadir día no laborable'}</DialogTitle>
      {abierto && (
        <FormularioFeriado
          feriado={feriado}
          fechaInicial={fechaInicial}
          idTitulo={idTitulo}
          onCerrar={onCerrar}
        />
      )}
    </Dialog>
  );
}

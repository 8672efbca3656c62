import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ZTramoPlanBody, type TTramoPlanBody } from '@app/contract/programacion';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoFecha } from '../../../components/form/campo-fecha';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { mensajeDeError } from '../../../lib/api-client';

const OPCIONES_TIPO = [
  { valor: 'bloque', etiqueta: 'Bloque (7, 8 o 15 días)' },
  { valor: 'libres', etiqueta: 'Días libres' },
];
const OPCIONES_DIAS = Array.from({ length: 30 }, (_, i) => ({
  valor: i + 1,
  etiqueta: `${i + 1} ${i === 0 ? 'día' : 'días'}`,
}));

/**
 * A span of the plan: the same fields and schema as a request (ZTramoPlanBody); the server checks it with the
 * request engine and answers with the same messages.
 */
export function FormularioTramoDialog({
  abierto,
  titulo,
  periodos,
  inicial,
  onGuardar,
  onCerrar,
}: {
  abierto: boolean;
  titulo: string;
  /** The span being adjusted; without it, a new one. */
  inicial?: TTramoPlanBody | undefined;
  /** The employee's periods to charge, oldest first. */
  periodos: readonly number[];
  onGuardar: (cuerpo: TTramoPlanBody) => Promise<unknown>;
  onCerrar: () => void;
}) {
  const idFormulario = useId();
  const idTitulo = useId();
  const [error, setError] = useState<string | null>(null);
  const nuevo: TTramoPlanBody = {
    tipoVacaciones: 'bloque',
    diasSolicitados: 15,
    fechaInicio: '',
    periodo: periodos[0]!,
  };
  const formulario = useForm<TTramoPlanBody>({
    resolver: zodResolver(ZTramoPlanBody),
    defaultValues: inicial ?? nuevo,
  });
  // Each opening starts from the span it edits (or a new one), not from what the last opening left.
  const { reset } = formulario;
  useEffect(() => {
    if (abierto) reset(inicial ?? nuevo);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening: `nuevo` is a fresh object per render
  }, [abierto, inicial, reset]);
  const cerrar = () => {
    setError(null);
    formulario.reset();
    onCerrar();
  };
  const enviar = formulario.handleSubmit(async (cuerpo) => {
    setError(null);
    try {
      await onGuardar(cuerpo);
      cerrar();
    } catch (e) {
      setError(mensajeDeError(e, 'No se pudo guardar el tramo del plan'));
    }
  });
  return (
    <Dialog open={abierto} onClose={cerrar} aria-labelledby={idTitulo} fullWidth maxWidth="xs">
      <DialogTitle id={idTitulo}>{titulo}</DialogTitle>
      <DialogContent>
        <FormProvider {...formulario}>
          <Box
            component="form"
            id={idFormulario}
            noValidate
            onSubmit={(e) => void enviar(e)}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <CampoSeleccion<TTramoPlanBody>
              name="tipoVacaciones"
              label="Tipo de vacaciones"
              opciones={OPCIONES_TIPO}
              required
            />
            <CampoSeleccion<TTramoPlanBody>
              name="diasSolicitados"
              label="Días"
              opciones={OPCIONES_DIAS}
              required
            />
            <CampoFecha<TTramoPlanBody> name="fechaInicio" label="Fecha de inicio" required />
            <CampoSeleccion<TTramoPlanBody>
              name="periodo"
              label="Período"
              opciones={periodos.map((p) => ({ valor: p, etiqueta: String(p) }))}
              required
            />
          </Box>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar}>Cancelar</Button>
        <BotonEnviar form={idFormulario} enviando={formulario.formState.isSubmitting}>
          Guardar tramo
        </BotonEnviar>
      </DialogActions>
    </Dialog>
  );
}

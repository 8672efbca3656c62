import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { z } from 'zod';
import {
  MAX_MOTIVO_RECORD,
  MENSAJES_RECORD,
  ZCrearRecordBody,
  type TEmpleadoRecord,
} from '@app/contract/configuracion';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoAutocompletar } from '../../../components/form/campo-autocompletar';
import { CampoTexto } from '../../../components/form/campo-texto';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { useEmpleadosRecord, useMarcarRecord, usePeriodosEmpleado } from '../api/politica-vacaciones';
import { CampoPeriodoRecord } from './campo-periodo-record';

export { etiquetaPeriodo } from './campo-periodo-record';

/** The form: the same schema as the API, with empty choices while nothing is picked. */
const ZFormulario = z.object({
  usuarioId: z
    .number({ error: MENSAJES_RECORD.empleadoRequerido })
    .nullable()
    .refine((v) => v !== null, {
      message: MENSAJES_RECORD.empleadoRequerido,
    }),
  periodo: z
    .union([z.number(), z.literal('')])
    .refine((v) => v !== '', { message: MENSAJES_RECORD.periodoRequerido }),
  motivo: ZCrearRecordBody.shape.motivo,
});
type Valores = z.input<typeof ZFormulario>;
const CAMPOS = ['usuarioId', 'periodo', 'motivo'] as const;

interface Props {
  abierto: boolean;
  onCerrar: () => void;
}

function Formulario({
  idFormulario,
  onSucio,
  onOcupado,
  onGuardado,
}: {
  idFormulario: string;
  onSucio: (sucio: boolean) => void;
  onOcupado: (ocupado: boolean) => void;
  onGuardado: () => void;
}) {
  const notificar = useNotificar();
  const marcar = useMarcarRecord();
  const [buscado, setBuscado] = useState('');
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const formulario = useForm<Valores>({
    resolver: zodResolver(ZFormulario),
    defaultValues: { usuarioId: null, periodo: '', motivo: '' },
  });
  const { handleSubmit, watch, setValue, setError, formState } = formulario;
  const usuarioId = watch('usuarioId');
  const empleados = useEmpleadosRecord(buscado, true);
  const periodos = usePeriodosEmpleado(usuarioId ?? null);

  useEffect(() => onSucio(formState.isDirty), [formState.isDirty, onSucio]);
  useEffect(() => onOcupado(formState.isSubmitting), [formState.isSubmitting, onOcupado]);
  // Another employee: their own periods, none picked yet.
  useEffect(() => setValue('periodo', ''), [usuarioId, setValue]);

  const enviar = handleSubmit(async (v) => {
    setErrorGeneral(null);
    try {
      await marcar.mutateAsync(ZCrearRecordBody.parse(v));
      notificar.exito(MENSAJES_RECORD.creado);
      onGuardado();
    } catch (error) {
      aplicarErroresServidor(error, setError, CAMPOS);
      setErrorGeneral(mensajeDeError(error, 'No se pudo marcar el período'));
    }
  });

  return (
    <FormProvider {...formulario}>
      <Box
        component="form"
        id={idFormulario}
        noValidate
        onSubmit={enviar}
        aria-label="Marcar récord no cumplido"
      >
        <AlertaError mensaje={errorGeneral} onCerrar={() => setErrorGeneral(null)} sx={{ mb: 2 }} />
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <CampoAutocompletar<Valores, TEmpleadoRecord>
            name="usuarioId"
            label="Empleado"
            required
            opciones={empleados.data ?? []}
            idDe={(e) => e.id}
            etiquetaDe={(e) => e.nombreCompleto}
            detalleDe={(e) => (e.activo ? e.email : `${e.email} (inactivo)`)}
            onBuscar={setBuscado}
            cargando={empleados.isFetching}
            textoCargando="Buscando empleados..."
            helperText="Escriba parte del nombre, email o documento"
          />
          <CampoPeriodoRecord usuarioId={usuarioId ?? null} periodos={periodos} />
          <CampoTexto<Valores>
            name="motivo"
            label="Motivo"
            required
            multiline
            minRows={2}
            maxLength={MAX_MOTIVO_RECORD}
          />
        </Box>
      </Box>
    </FormProvider>
  );
}

/** Marks an employee's period as récord no cumplido: employee (server search), one of their periods, a reason. */
export function DialogoRecordNoCumplido({ abierto, onCerrar }: Props) {
  const idTitulo = useId();
  const idFormulario = useId();
  const [sucio, setSucio] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [clave, setClave] = useState(0);
  const descarte = useConfirmarDescarte(sucio, 'los datos escritos de la marca');
  const terminar = () => {
    setSucio(false);
    setClave((c) => c + 1);
    onCerrar();
  };
  const cerrar = (_e?: unknown, motivo?: string) => {
    if (ocupado || motivo === 'backdropClick') return;
    descarte.intentarCerrar(terminar);
  };
  return (
    <>
      <Dialog open={abierto} onClose={cerrar} aria-labelledby={idTitulo} fullWidth maxWidth="sm">
        <DialogTitle id={idTitulo}>Marcar récord vacacional no cumplido</DialogTitle>
        <DialogContent dividers>
          <Formulario
            key={clave}
            idFormulario={idFormulario}
            onSucio={setSucio}
            onOcupado={setOcupado}
            onGuardado={terminar}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => cerrar()} disabled={ocupado}>
            Cancelar
          </Button>
          <BotonEnviar form={idFormulario} enviando={ocupado}>
            {ocupado ? 'Guardando...' : 'Marcar período'}
          </BotonEnviar>
        </DialogActions>
      </Dialog>
      {descarte.dialogo}
    </>
  );
}

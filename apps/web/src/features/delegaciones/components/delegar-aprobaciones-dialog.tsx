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
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import {
  MAX_MOTIVO_DELEGACION,
  MENSAJES_DELEGACION as M,
  ZCrearDelegacionBody,
  type TCrearDelegacionBody,
  type TDelegacion,
  type TSustituto,
} from '@app/contract/delegaciones';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoAutocompletar } from '../../../components/form/campo-autocompletar';
import { CampoFecha } from '../../../components/form/campo-fecha';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { CampoTexto } from '../../../components/form/campo-texto';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFecha } from '../../../utils/formato';
import {
  useCrearDelegacion,
  useMisDelegaciones,
  useRevocarDelegacion,
  useSustitutos,
} from '../api/delegaciones';

const MODOS = { rango: 'Entre dos fechas', vacaciones: 'Mientras estoy de vacaciones' } as const;

interface Valores {
  sustitutoId: number | null;
  modo: keyof typeof MODOS;
  fechaDesde: string;
  fechaHasta: string;
  motivo: string;
}

/** What the form sends: empty dates are absent (the API says which is missing). */
const aCuerpo = (v: Valores) => ({
  sustitutoId: v.sustitutoId ?? undefined,
  ...(v.modo === 'vacaciones'
    ? { automatica: true }
    : { fechaDesde: v.fechaDesde || undefined, fechaHasta: v.fechaHasta || undefined }),
  motivo: v.motivo.trim() || undefined,
});

/** The form checks with the API's own schema. */
const ZFormulario = z
  .object({
    sustitutoId: z.number().nullable(),
    modo: z.enum(['rango', 'vacaciones']),
    fechaDesde: z.string(),
    fechaHasta: z.string(),
    motivo: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.sustitutoId === null) {
      ctx.addIssue({ code: 'custom', path: ['sustitutoId'], message: M.sustitutoRequerido });
      return;
    }
    const r = ZCrearDelegacionBody.safeParse(aCuerpo(v));
    if (!r.success)
      for (const i of r.error.issues)
        ctx.addIssue({ code: 'custom', path: i.path.map(String), message: i.message });
  });
const CAMPOS = ['sustitutoId', 'fechaDesde', 'fechaHasta', 'motivo'] as const;

export const textoDelegacion = (d: TDelegacion) =>
  d.automatica
    ? 'mientras esté de vacaciones'
    : `del ${formatearFecha(d.fechaDesde)} al ${formatearFecha(d.fechaHasta)}`;

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
  const crear = useCrearDelegacion();
  const [buscado, setBuscado] = useState('');
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const formulario = useForm<Valores>({
    resolver: zodResolver(ZFormulario),
    defaultValues: { sustitutoId: null, modo: 'rango', fechaDesde: '', fechaHasta: '', motivo: '' },
  });
  const { handleSubmit, watch, setError, formState, reset } = formulario;
  const modo = watch('modo');
  const sustitutos = useSustitutos(buscado, true);
  useEffect(() => onSucio(formState.isDirty), [formState.isDirty, onSucio]);
  useEffect(() => onOcupado(formState.isSubmitting), [formState.isSubmitting, onOcupado]);

  const enviar = handleSubmit(async (v) => {
    setErrorGeneral(null);
    try {
      await crear.mutateAsync(aCuerpo(v) as TCrearDelegacionBody);
      notificar.exito(M.creada);
      reset();
      onGuardado();
    } catch (error) {
      aplicarErroresServidor(error, setError, CAMPOS);
      setErrorGeneral(mensajeDeError(error, 'No se pudo registrar la delegación'));
    }
  });

  return (
    <FormProvider {...formulario}>
      <Box component="form" id={idFormulario} noValidate onSubmit={enviar} aria-label="Nueva delegación">
        {errorGeneral && (
          <Alert
            severity="error"
            onClose={() => setErrorGeneral(null)}
            closeText="Cerrar mensaje"
            sx={{ mb: 2 }}
          >
            {errorGeneral}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <CampoAutocompletar<Valores, TSustituto>
            name="sustitutoId"
            label="Sustituto"
            required
            opciones={sustitutos.data ?? []}
            idDe={(s) => s.id}
            etiquetaDe={(s) => s.nombreCompleto}
            detalleDe={(s) => s.email}
            onBuscar={setBuscado}
            cargando={sustitutos.isFetching}
            textoCargando="Buscando..."
            helperText="Alguien que también gestiona solicitudes: escriba parte del nombre, email o documento"
          />
          <CampoSeleccion<Valores>
            name="modo"
            label="Cuándo"
            opciones={Object.entries(MODOS).map(([valor, etiqueta]) => ({ valor, etiqueta }))}
            helperText={
              modo === 'vacaciones'
                ? 'Rige cada vez que usted esté de vacaciones aprobadas'
                : 'Desde hoy o una fecha futura'
            }
          />
          {modo === 'rango' && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <CampoFecha<Valores> name="fechaDesde" label="Desde" required />
              <CampoFecha<Valores> name="fechaHasta" label="Hasta" required />
            </Box>
          )}
          <CampoTexto<Valores>
            name="motivo"
            label="Motivo (opcional)"
            multiline
            minRows={2}
            maxLength={MAX_MOTIVO_DELEGACION}
          />
        </Box>
      </Box>
    </FormProvider>
  );
}

function DelegacionesActuales() {
  const notificar = useNotificar();
  const consulta = useMisDelegaciones();
  const revocar = useRevocarDelegacion();
  const otorgadas = consulta.data?.otorgadas ?? [];
  const alRevocar = async (d: TDelegacion) => {
    try {
      await revocar.mutateAsync(d.id);
      notificar.exito(M.revocada);
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudo revocar la delegación'));
    }
  };
  return (
    <Box component="section" aria-labelledby="titulo-delegaciones-actuales" sx={{ mb: 2 }}>
      <Typography
        id="titulo-delegaciones-actuales"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
        Delegaciones actuales
      </Typography>
      {consulta.isPending ? (
        <Typography color="text.secondary">Cargando delegaciones...</Typography>
      ) : consulta.isError ? (
        <Alert severity="error">
          {mensajeDeError(consulta.error, 'No se pudieron cargar sus delegaciones')}
        </Alert>
      ) : otorgadas.length === 0 ? (
        <Typography color="text.secondary">No tiene delegaciones vigentes ni programadas.</Typography>
      ) : (
        <List dense aria-labelledby="titulo-delegaciones-actuales">
          {otorgadas.map((d) => (
            <ListItem
              key={d.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={() => void alRevocar(d)}
                  disabled={revocar.isPending}
                  aria-label={`Revocar la delegación a ${d.nombreSustituto}`}
                >
                  Revocar
                </Button>
              }
            >
              <ListItemText
                primary={`${d.nombreSustituto}, ${textoDelegacion(d)}`}
                secondary={[d.vigente ? 'Vigente hoy' : 'Aún no rige', d.motivo].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** "Delegar aprobaciones" (ADR 033): the manager's delegations, to revoke, and a new one. */
export function DelegarAprobacionesDialog({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) {
  const idTitulo = useId();
  const idFormulario = useId();
  const [sucio, setSucio] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [clave, setClave] = useState(0);
  const descarte = useConfirmarDescarte(sucio, 'los datos de la nueva delegación');
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
        <DialogTitle id={idTitulo}>Delegar aprobaciones</DialogTitle>
        <DialogContent dividers>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            El sustituto podrá aprobar o rechazar las solicitudes de su equipo en su nombre; cada decisión
            queda registrada como tomada por delegación suya.
          </Typography>
          <DelegacionesActuales />
          <Divider sx={{ mb: 2 }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Nueva delegación
          </Typography>
          <Formulario
            key={clave}
            idFormulario={idFormulario}
            onSucio={setSucio}
            onOcupado={setOcupado}
            onGuardado={() => {
              setSucio(false);
              setClave((c) => c + 1);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => cerrar()} disabled={ocupado}>
            Cerrar
          </Button>
          <BotonEnviar form={idFormulario} enviando={ocupado}>
            {ocupado ? 'Guardando...' : 'Delegar'}
          </BotonEnviar>
        </DialogActions>
      </Dialog>
      {descarte.dialogo}
    </>
  );
}

/** The page button that opens the dialog. */
export function BotonDelegarAprobaciones() {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setAbierto(true)}>
        Delegar aprobaciones
      </Button>
      <DelegarAprobacionesDialog abierto={abierto} onCerrar={() => setAbierto(false)} />
    </>
  );
}

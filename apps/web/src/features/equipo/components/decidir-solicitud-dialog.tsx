import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ZAprobarSolicitudBody } from '@app/contract/equipo';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoTexto } from '../../../components/form/campo-texto';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { mensajeDeError } from '../../../lib/api-client';
import { AvisoCoberturaSolicitud } from '../../cobertura';
import { DocumentosSolicitud } from '../../documentos';
import { formatearFecha } from '../../../utils/formato';
import { useDecidirSolicitud } from '../api/decidir-solicitud';
import { ETIQUETAS_TIPO } from '../utils/filtros';

export type AccionDecision = 'aprobar' | 'rechazar';

/** What the dialog needs of a request: the list's row, or the team calendar's bar with its person's name. */
export type SolicitudADecidir = Pick<
  TSolicitudItem,
  'id' | 'nombreSolicitante' | 'tipoVacaciones' | 'diasSolicitados' | 'fechaInicio' | 'fechaFin' | 'periodo'
>;

/** The spec's texts of each decision. */
export const TEXTOS_DECISION = {
  aprobar: {
    titulo: 'Aprobar solicitud',
    pregunta: '¿Deseas aprobar la solicitud',
    campo: 'Comentarios (opcional)',
    boton: 'Aprobar',
    color: 'success',
    exito: 'Solicitud aprobada exitosamente',
    error: 'Error al aprobar la solicitud. Por favor, intenta nuevamente.',
  },
  rechazar: {
    titulo: 'Rechazar solicitud',
    pregunta: '¿Deseas rechazar la solicitud',
    campo: 'Motivo de rechazo',
    boton: 'Rechazar',
    color: 'error',
    exito: 'Solicitud rechazada exitosamente',
    error: 'Error al rechazar la solicitud. Por favor, intenta nuevamente.',
  },
} as const;

interface Props {
  accion: AccionDecision;
  open: boolean;
  /** The request being decided (kept while the dialog closes). */
  solicitud: SolicitudADecidir | null;
  onCerrar: () => void;
  /** Once the dialog has finished closing. */
  onCerrado?: () => void;
}

function FormularioDecision({
  accion,
  solicitud,
  onCerrar,
  onCancelar,
  onOcupado,
  onSucio,
}: {
  accion: AccionDecision;
  solicitud: SolicitudADecidir;
  onCerrar: () => void;
  /** Cancelar: asks first when a text was typed. */
  onCancelar: () => void;
  onOcupado: (ocupado: boolean) => void;
  onSucio: (sucio: boolean) => void;
}) {
  const textos = TEXTOS_DECISION[accion];
  const idPregunta = useId();
  const notificar = useNotificar();
  const decidir = useDecidirSolicitud();
  const [error, setError] = useState<string | null>(null);
  const formulario = useForm({
    resolver: zodResolver(ZAprobarSolicitudBody),
    defaultValues: { accion, comentarios: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = formulario;
  useEffect(() => onSucio(isDirty), [isDirty, onSucio]);

  const enviar = handleSubmit(async (body) => {
    setError(null);
    onOcupado(true);
    try {
      await decidir.mutateAsync({ id: solicitud.id, body });
      notificar.exito(textos.exito);
      onCerrar();
    } catch (e) {
      // The dialog stays open with what was typed; the server says why (409 changed meanwhile, 403, 422).
      setError(mensajeDeError(e, textos.error));
    } finally {
      onOcupado(false);
    }
  });

  return (
    <FormProvider {...formulario}>
      <form noValidate onSubmit={enviar} aria-describedby={idPregunta}>
        <DialogContent>
          <AlertaError mensaje={error} onCerrar={() => setError(null)} sx={{ mb: 2 }} />
          <DialogContentText id={idPregunta} sx={{ mb: 2 }}>
            {`${textos.pregunta} #${solicitud.id} de ${solicitud.nombreSolicitante}? `}
            {`${ETIQUETAS_TIPO[solicitud.tipoVacaciones]}, ${solicitud.diasSolicitados} días, del ${formatearFecha(solicitud.fechaInicio)} al ${formatearFecha(solicitud.fechaFin)} (período ${solicitud.periodo}).`}
          </DialogContentText>
          {/* approving over the department's coverage is allowed; the manager sees it first. */}
          {accion === 'aprobar' && <AvisoCoberturaSolicitud solicitudId={solicitud.id} sx={{ mb: 2 }} />}
          {/* a split or an advance is agreed in writing before it is approved. */}
          {accion === 'aprobar' && (
            <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
              <DocumentosSolicitud solicitudId={solicitud.id} soloAcuerdos />
            </Box>
          )}
          <CampoTexto
            name="comentarios"
            label={textos.campo}
            required={accion === 'rechazar'}
            multiline
            minRows={3}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancelar} disabled={isSubmitting}>
            Cancelar
          </Button>
          <BotonEnviar enviando={isSubmitting} color={textos.color}>
            {textos.boton}
          </BotonEnviar>
        </DialogActions>
      </form>
    </FormProvider>
  );
}

/**
 * Approve (optional comments) or reject (required 'Motivo de rechazo') a pending request of the team.
 * Success closes with a toast; a failure keeps the dialog and the text, and shows the server's message.
 */
export function DecidirSolicitudDialog({ accion, open, solicitud, onCerrar, onCerrado }: Props) {
  const idTitulo = useId();
  const [ocupado, setOcupado] = useState(false);
  const [sucio, setSucio] = useState(false);
  const descarte = useConfirmarDescarte(sucio, 'el texto escrito');
  const cancelar = () => descarte.intentarCerrar(onCerrar);
  return (
    <Dialog
      open={open && solicitud !== null}
      onClose={ocupado ? undefined : cancelar}
      aria-labelledby={idTitulo}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: onCerrado } }}
    >
      <DialogTitle id={idTitulo}>{TEXTOS_DECISION[accion].titulo}</DialogTitle>
      {solicitud && (
        <FormularioDecision
          key={`${accion}-${solicitud.id}`}
          accion={accion}
          solicitud={solicitud}
          onCerrar={onCerrar}
          onCancelar={cancelar}
          onOcupado={setOcupado}
          onSucio={setSucio}
        />
      )}
      {descarte.dialogo}
    </Dialog>
  );
}

import { ENLACES_NOTIFICACION, fechaLegible } from '@app/contract/notificaciones';
import type { Aviso } from '../notificaciones/notificador.service';

// What each change of a request tells whom. Only what the recipient already sees in the app.

interface SolicitudAvisada {
  id: number;
  usuarioId: number;
  diasSolicitados: number;
  fechaInicio: string;
  fechaFin: string;
}

const dias = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;
const tramo = (s: SolicitudAvisada) =>
  `${dias(s.diasSolicitados)} del ${fechaLegible(s.fechaInicio)} al ${fechaLegible(s.fechaFin)}`;

/** A new request waits for its approver (and, with a delegation, for the substitute). */
export function avisoSolicitudCreada(s: SolicitudAvisada, solicitante: string, aprobadorId: number): Aviso {
  return {
    tipo: 'SOLICITUD_CREADA',
    destinatarioId: aprobadorId,
    titulo: `Nueva solicitud de vacaciones de ${solicitante}`,
    mensaje: `${solicitante} solicitó ${tramo(s)}. Espera su aprobación.`,
    enlace: ENLACES_NOTIFICACION.solicitudDelEquipo(s.id),
    correo: {
      parrafos: [`${solicitante} solicitó ${tramo(s)}.`, 'La solicitud espera su aprobación o rechazo.'],
      textoEnlace: 'Revisar la solicitud',
    },
  };
}

/** The applicant learns the decision. */
export function avisoDecision(
  s: SolicitudAvisada,
  aprobada: boolean,
  quienDecide: string,
  comentarios: string | null,
): Aviso {
  const palabra = aprobada ? 'aprobada' : 'rechazada';
  return {
    tipo: aprobada ? 'SOLICITUD_APROBADA' : 'SOLICITUD_RECHAZADA',
    destinatarioId: s.usuarioId,
    titulo: `Su solicitud de vacaciones fue ${palabra}`,
    mensaje: `${quienDecide} ${aprobada ? 'aprobó' : 'rechazó'} su solicitud de ${tramo(s)}.`,
    enlace: ENLACES_NOTIFICACION.solicitudPropia(s.id),
    correo: {
      parrafos: [
        `${quienDecide} ${aprobada ? 'aprobó' : 'rechazó'} su solicitud de ${tramo(s)}.`,
        ...(comentarios ? [`Comentarios: ${comentarios}`] : []),
      ],
      textoEnlace: 'Ver la solicitud',
    },
  };
}

/** Cancelled by its owner: the manager who was to decide (or had approved) learns it; by someone else: the owner. */
export function avisoCancelacion(
  s: SolicitudAvisada,
  destinatarioId: number,
  paraElTitular: boolean,
  quienCancela: string,
  motivo: string,
): Aviso {
  return {
    tipo: 'SOLICITUD_CANCELADA',
    destinatarioId,
    titulo: paraElTitular
      ? 'Su solicitud de vacaciones fue cancelada'
      : `${quienCancela} canceló su solicitud de vacaciones`,
    mensaje: `${quienCancela} canceló la solicitud de ${tramo(s)}.`,
    enlace: paraElTitular
      ? ENLACES_NOTIFICACION.solicitudPropia(s.id)
      : ENLACES_NOTIFICACION.solicitudDelEquipo(s.id),
    correo: {
      parrafos: [`${quienCancela} canceló la solicitud de ${tramo(s)}.`, `Motivo: ${motivo}`],
      textoEnlace: 'Ver la solicitud',
    },
  };
}

/** Still waiting after the company's reminder days (ADR 033): to the approver and their substitutes. */
export function avisoRecordatorio(
  s: SolicitudAvisada,
  solicitante: string,
  destinatarioId: number,
  diasHabiles: number,
): Aviso {
  return {
    tipo: 'RECORDATORIO_APROBACION',
    destinatarioId,
    titulo: `Recordatorio: la solicitud de ${solicitante} espera su decisión`,
    mensaje: `La solicitud de ${solicitante} (${tramo(s)}) lleva ${diasHabiles} ${diasHabiles === 1 ? 'día hábil' : 'días hábiles'} sin respuesta.`,
    enlace: ENLACES_NOTIFICACION.solicitudDelEquipo(s.id),
    correo: {
      parrafos: [
        `La solicitud de ${solicitante} (${tramo(s)}) sigue pendiente.`,
        'Apruébela o recházela antes de su fecha de inicio.',
      ],
      textoEnlace: 'Revisar la solicitud',
    },
    clave: `RECORDATORIO:${s.id}:${destinatarioId}`,
  };
}

/** Still waiting after the escalation days: to the approver's own manager, who may decide it. */
export function avisoEscalamiento(
  s: SolicitudAvisada,
  solicitante: string,
  aprobador: string,
  superiorId: number,
): Aviso {
  return {
    tipo: 'ESCALAMIENTO_APROBACION',
    destinatarioId: superiorId,
    titulo: `Solicitud de ${solicitante} sin respuesta de ${aprobador}`,
    mensaje: `La solicitud de ${solicitante} (${tramo(s)}) sigue sin respuesta de ${aprobador}. Usted también puede decidirla.`,
    enlace: ENLACES_NOTIFICACION.solicitudDelEquipo(s.id),
    correo: {
      parrafos: [
        `La solicitud de ${solicitante} (${tramo(s)}) sigue sin respuesta de ${aprobador}.`,
        'Como jefe superior, usted también puede aprobarla o rechazarla.',
      ],
      textoEnlace: 'Revisar la solicitud',
    },
    clave: `ESCALAMIENTO:${s.id}`,
  };
}

import { ZDocumentosDeSolicitud } from '@app/contract/documentos';
import { detallePorId, useConsultaPorId } from '../../../lib/consultas';

/** GET /api/documentos/solicitudes/{id}: the legal documents that apply to a request today. */
export const documentosSolicitudQueryOptions = detallePorId(
  ['documentos', 'solicitud'],
  (id) => `/documentos/solicitudes/${id}`,
  ZDocumentosDeSolicitud,
);

/** Read afresh each time a request's detail or approval dialog opens (approving changes what applies). */
export const useDocumentosSolicitud = (id: number | null) =>
  useConsultaPorId(documentosSolicitudQueryOptions, id);

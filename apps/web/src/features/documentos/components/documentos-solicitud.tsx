import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { BOTONES_DOCUMENTO, type TDocumentoSolicitud } from '@app/contract/documentos';
import { mensajeDeError } from '../../../lib/api-client';
import { descargarArchivo } from '../../../lib/descargas';
import { useDocumentosSolicitud } from '../api/get-documentos-solicitud';

/** A PDF is built on the spot: a few seconds at most, even for a long agreement. */
const TIEMPO_DESCARGA_MS = 30_000;
const ERROR_LISTA = 'No se pudieron cargar los documentos de la solicitud.';
const ERROR_ACUERDOS = 'No se pudo comprobar si la solicitud requiere un acuerdo escrito antes de aprobarla.';
const ERROR_DESCARGA = 'No se pudo descargar el documento. Intente nuevamente.';

interface Props {
  solicitudId: number;
  /**
   * The approval dialog: only the written agreements (fraccionamiento, adelanto), which are signed before the
   * request is approved, with a note that says so; nothing at all when the request needs none.
   */
  soloAcuerdos?: boolean;
}

/** The legal documents of a request: one button per PDF that applies, downloaded with the session. */
export function DocumentosSolicitud({ solicitudId, soloAcuerdos = false }: Props) {
  const idTitulo = useId();
  const { data, isPending, isError, error } = useDocumentosSolicitud(solicitudId);
  const [descargando, setDescargando] = useState<TDocumentoSolicitud | null>(null);
  const [fallo, setFallo] = useState<string | null>(null);

  const descargar = async (documento: TDocumentoSolicitud) => {
    setFallo(null);
    setDescargando(documento);
    try {
      await descargarArchivo(
        `/documentos/solicitudes/${solicitudId}/${documento}`,
        null,
        TIEMPO_DESCARGA_MS,
        {
          post: true,
        },
      );
    } catch (e) {
      setFallo(mensajeDeError(e, ERROR_DESCARGA));
    } finally {
      setDescargando(null);
    }
  };

  if (isPending)
    return soloAcuerdos ? null : (
      <Typography variant="body2" color="text.secondary" role="status">
        Cargando documentos…
      </Typography>
    );
  // In the approval dialog the server's reason belongs to the decision; here only what could not be checked.
  if (isError)
    return (
      <Alert severity={soloAcuerdos ? 'warning' : 'error'}>
        {soloAcuerdos ? ERROR_ACUERDOS : mensajeDeError(error, ERROR_LISTA)}
      </Alert>
    );
  const documentos = data.documentos.filter((d) => !soloAcuerdos || d.documento !== 'papeleta');
  if (soloAcuerdos && documentos.length === 0) return null;

  return (
    <Stack spacing={1} component="section" aria-labelledby={idTitulo}>
      <Typography variant="subtitle2" component="h3" id={idTitulo}>
        Documentos
      </Typography>
      {soloAcuerdos && (
        <Typography variant="body2">
          Esta solicitud requiere acuerdo escrito (D. Leg. 1405; D.S. 002-2019-TR). Descárguelo para que el
          trabajador y la empresa lo firmen antes de aprobar.
        </Typography>
      )}
      {documentos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Esta solicitud no tiene documentos por ahora: la papeleta se emite cuando se aprueba.
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {documentos.map((d) => (
            <Button
              key={d.documento}
              variant="outlined"
              size="small"
              startIcon={
                descargando === d.documento ? (
                  <CircularProgress size={16} aria-hidden />
                ) : (
                  <PictureAsPdfOutlined />
                )
              }
              disabled={descargando !== null}
              onClick={() => void descargar(d.documento)}
            >
              {BOTONES_DOCUMENTO[d.documento]}
            </Button>
          ))}
        </Stack>
      )}
      {fallo && (
        <Alert severity="error" onClose={() => setFallo(null)}>
          {fallo}
        </Alert>
      )}
    </Stack>
  );
}

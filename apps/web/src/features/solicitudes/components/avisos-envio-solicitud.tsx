import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { AlertaError } from '../../../components/feedback/alerta-error';

interface Props {
  errorEnvio: string | null;
  onCerrarError: () => void;
  /** What the server noted about a request it accepted. */
  advertencias: string[];
  onCerrarAdvertencias: () => void;
}

/** The outcome of the last send: the server's error, or the warnings of an accepted request. */
export function AvisosEnvioSolicitud({
  errorEnvio,
  onCerrarError,
  advertencias,
  onCerrarAdvertencias,
}: Props) {
  return (
    <>
      <AlertaError mensaje={errorEnvio} onCerrar={onCerrarError} />
      {advertencias.length > 0 && (
        <Alert severity="warning" onClose={onCerrarAdvertencias} closeText="Cerrar advertencias">
          <AlertTitle>La solicitud se registró con estas advertencias</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {advertencias.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}

import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { mensajeDeError } from '../../lib/api-client';

interface ConsultaConError {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * A failed load, in the server's words when it sent some (else `respaldo`). Closing it hides this failure only:
 * the next one shows again.
 */
export function AlertaErrorConsulta({
  consulta,
  respaldo,
  onReintentar,
}: {
  consulta: ConsultaConError;
  respaldo: string;
  /** Offers 'Reintentar' next to the close button. */
  onReintentar?: () => void;
}) {
  const [cerrado, setCerrado] = useState<number | null>(null);
  if (!consulta.isError || cerrado === consulta.errorUpdatedAt) return null;
  const cerrar = () => setCerrado(consulta.errorUpdatedAt);
  return (
    <Alert
      severity="error"
      onClose={cerrar}
      closeText="Cerrar mensaje"
      sx={{ mb: 2 }}
      {...(onReintentar && {
        action: (
          <>
            <Button color="inherit" size="small" onClick={onReintentar}>
              Reintentar
            </Button>
            <IconButton color="inherit" size="small" aria-label="Cerrar mensaje" onClick={cerrar}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        ),
      })}
    >
      {mensajeDeError(consulta.error, respaldo)}
    </Alert>
  );
}

/** What an empty list says: a title, a line of explanation and, when nothing is filtered, an action. */
export function EstadoVacio({
  titulo,
  descripcion,
  accion,
}: {
  titulo?: string;
  descripcion?: string;
  accion?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      {titulo && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {titulo}
        </Typography>
      )}
      {descripcion && (
        <Typography color="text.secondary" sx={{ mb: accion ? 2 : 0 }}>
          {descripcion}
        </Typography>
      )}
      {accion}
    </Box>
  );
}

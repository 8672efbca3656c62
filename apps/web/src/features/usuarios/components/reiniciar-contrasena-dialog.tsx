import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_MOTIVO_REINICIO, MENSAJES_USUARIO, ZReiniciarContrasenaBody } from '@app/contract/usuarios';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { useReiniciarContrasena } from '../api/reiniciar-contrasena';
import { mensajeErrorUsuario } from '../utils/formulario-usuario';
import { ContrasenaTemporal } from './contrasena-temporal';

export const CONSECUENCIAS_REINICIO = [
  'La contraseña actual dejará de ser válida.',
  'Se generará una nueva contraseña temporal.',
  'El usuario deberá cambiarla en su próximo inicio de sesión.',
  'Usted recibirá la nueva contraseña para comunicársela al usuario.',
] as const;

/** The user whose password is reset. */
export interface UsuarioReinicio {
  id: number;
  nombreCompleto: string;
  email: string;
}

interface Props {
  /** The dialog is open while there is a user. */
  usuario: UsuarioReinicio | null;
  onCerrar: () => void;
}

/**
 * Reset a user's password in two steps (spec 02 §2.4, §4): a warning with its consequences and an optional
 * reason recorded for audit; then 'Contraseña Reiniciada' with the temporary password, shown once. Closing
 * forgets the password.
 */
export function ReiniciarContrasenaDialog({ usuario, onCerrar }: Props) {
  const idTitulo = useId();
  const notificar = useNotificar();
  const reiniciar = useReiniciarContrasena();
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [contrasena, setContrasena] = useState<string | null>(null);
  const [pasoDos, setPasoDos] = useState(false);
  // The last user shown, so the texts stay put while the dialog fades out.
  const [ultimo, setUltimo] = useState<UsuarioReinicio | null>(usuario);
  if (usuario && usuario !== ultimo) setUltimo(usuario);
  const mostrado = usuario ?? ultimo;
  const ocupado = reiniciar.isPending;

  const olvidar = () => {
    setContrasena(null);
    setPasoDos(false);
    setMotivo('');
    setErrorMotivo(null);
    setError(null);
  };

  const cerrar = () => {
    if (ocupado) return;
    // The password leaves memory as soon as the dialog closes.
    setContrasena(null);
    onCerrar();
  };

  const confirmar = async () => {
    if (!usuario) return;
    setError(null);
    const validado = ZReiniciarContrasenaBody.safeParse({ usuarioId: usuario.id, motivo });
    if (!validado.success) {
      setErrorMotivo(validado.error.issues[0]?.message ?? 'Motivo no válido');
      return;
    }
    try {
      const respuesta = await reiniciar.mutateAsync({
        usuarioId: usuario.id,
        motivo: validado.data.motivo ?? undefined,
      });
      setContrasena(respuesta.contrasenaTemporal);
      setPasoDos(true);
      notificar.exito(respuesta.message || MENSAJES_USUARIO.contrasenaReiniciada);
    } catch (e) {
      setError(mensajeErrorUsuario(e));
    }
  };

  return (
    <Dialog
      open={usuario !== null}
      onClose={ocupado ? undefined : cerrar}
      aria-labelledby={idTitulo}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: olvidar } }}
    >
      <DialogTitle id={idTitulo}>{pasoDos ? 'Contraseña Reiniciada' : 'Reiniciar Contraseña'}</DialogTitle>
      {mostrado && (
        <DialogContent>
          {pasoDos ? (
            <Stack spacing={2}>
              <Alert severity="success">
                {`La contraseña de ${mostrado.nombreCompleto} (${mostrado.email}) fue reiniciada. Esta es la nueva contraseña temporal; no se volverá a mostrar.`}
              </Alert>
              {contrasena !== null && <ContrasenaTemporal contrasena={contrasena} />}
            </Stack>
          ) : (
            <Stack spacing={2}>
              {error && (
                <Alert severity="error" onClose={() => setError(null)} closeText="Cerrar mensaje">
                  {error}
                </Alert>
              )}
              <Alert severity="warning" role="note">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {`Está a punto de reiniciar la contraseña de ${mostrado.nombreCompleto} (${mostrado.email}).`}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  Al confirmar:
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {CONSECUENCIAS_REINICIO.map((c) => (
                    <li key={c}>
                      <Typography variant="body2">{c}</Typography>
                    </li>
                  ))}
                </Box>
              </Alert>
              <TextField
                label="Motivo del reinicio (opcional)"
                multiline
                minRows={3}
                fullWidth
                value={motivo}
                onChange={(e) => {
                  setMotivo(e.target.value);
                  setErrorMotivo(null);
                }}
                disabled={ocupado}
                error={errorMotivo !== null}
                helperText={
                  errorMotivo ??
                  `Se registrará en la auditoría. ${motivo.length}/${MAX_MOTIVO_REINICIO} caracteres`
                }
                slotProps={{ htmlInput: { maxLength: MAX_MOTIVO_REINICIO } }}
              />
            </Stack>
          )}
        </DialogContent>
      )}
      <DialogActions>
        {pasoDos ? (
          <Button variant="contained" onClick={cerrar} autoFocus>
            Entendido
          </Button>
        ) : (
          <>
            <Button onClick={cerrar} disabled={ocupado}>
              Cancelar
            </Button>
            <Button
              variant="contained"
              color="warning"
              onClick={() => void confirmar()}
              disabled={ocupado}
              startIcon={ocupado ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {ocupado ? 'Reiniciando...' : 'Reiniciar Contraseña'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

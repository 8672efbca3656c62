import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_MOTIVO_REINICIO, MENSAJES_USUARIO, ZReiniciarContrasenaBody } from '@app/contract/usuarios';
import { ConfirmDialog, type PropsDialogoDe } from '../../../components/confirm-dialog';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { CampoMotivo } from '../../../components/form/campo-motivo';
import { useUltimoValor } from '../../../lib/use-ultimo-valor';
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

/**
 * Reset a user's password in two steps (docs/producto.md, «Usuarios»): a warning with its consequences and an
 * optional reason recorded for audit; then 'Contraseña Reiniciada' with the temporary password, shown once. Closing
 * forgets the password. Open while there is a user.
 */
export function ReiniciarContrasenaDialog({ usuario, onCerrar }: PropsDialogoDe<'usuario', UsuarioReinicio>) {
  const notificar = useNotificar();
  const reiniciar = useReiniciarContrasena();
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [contrasena, setContrasena] = useState<string | null>(null);
  const [pasoDos, setPasoDos] = useState(false);
  const mostrado = useUltimoValor(usuario);
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
    <ConfirmDialog
      open={usuario !== null}
      title={pasoDos ? 'Contraseña Reiniciada' : 'Reiniciar Contraseña'}
      maxWidth="sm"
      onCerrado={olvidar}
      confirmLabel={ocupado ? 'Reiniciando...' : 'Reiniciar Contraseña'}
      confirmColor="warning"
      busy={ocupado}
      onCancel={cerrar}
      onConfirm={() => void confirmar()}
      acciones={
        pasoDos ? (
          <Button variant="contained" onClick={cerrar} autoFocus>
            Entendido
          </Button>
        ) : undefined
      }
      content={
        mostrado &&
        (pasoDos ? (
          <Stack spacing={2}>
            <Alert severity="success">
              {`La contraseña de ${mostrado.nombreCompleto} (${mostrado.email}) fue reiniciada. Esta es la nueva contraseña temporal; no se volverá a mostrar.`}
            </Alert>
            {contrasena !== null && <ContrasenaTemporal contrasena={contrasena} />}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <AlertaError mensaje={error} onCerrar={() => setError(null)} />
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
            <CampoMotivo
              etiqueta="Motivo del reinicio (opcional)"
              filas={3}
              valor={motivo}
              onCambiar={(valor) => {
                setMotivo(valor);
                setErrorMotivo(null);
              }}
              disabled={ocupado}
              error={errorMotivo}
              ayuda="Se registrará en la auditoría."
              maxLength={MAX_MOTIVO_REINICIO}
              contador
            />
          </Stack>
        ))
      }
    />
  );
}

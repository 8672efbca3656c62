import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENSAJES_USUARIO } from '@app/contract/usuarios';
import { EstadoActivoChip, esEstadoActivo, textosCambioEstado } from '../../../components/estado-chip';
import { ConfirmDialog, type PropsDialogoDe } from '../../../components/confirm-dialog';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { useUltimoValor } from '../../../lib/use-ultimo-valor';
import { useCambiarEstadoUsuario } from '../api/cambiar-estado-usuario';
import { mensajeErrorUsuario } from '../utils/formulario-usuario';

/** The user the dialog is about, as the list row has it. */
export interface UsuarioEstado {
  id: number;
  nombreCompleto: string;
  email: string;
  estado: string;
}

/** Texts of the dialog for a user who is active (to deactivate) or not (to activate). */
export const textosEstadoUsuario = (activo: boolean) => ({
  ...textosCambioEstado(activo, 'Usuario', 'a este usuario'),
  consecuencias: activo
    ? [
        'No podrá acceder al sistema ni realizar ninguna acción.',
        'Sus datos se conservarán.',
        'Su cuenta quedará en estado inactivo.',
      ]
    : ['Podrá acceder nuevamente al sistema y realizar acciones según los permisos asignados.'],
});

/**
 * Activate / deactivate a user after confirmation (docs/producto.md, «Usuarios»). On success the list reloads, the
 * dialog closes and the server's message shows; on failure the message shows inside the dialog, which stays open.
 * Closed without a user.
 */
export function CambiarEstadoUsuarioDialog({ usuario, onCerrar }: PropsDialogoDe<'usuario', UsuarioEstado>) {
  const notificar = useNotificar();
  const cambiar = useCambiarEstadoUsuario();
  const [error, setError] = useState<{ id: number; mensaje: string } | null>(null);
  const mostrado = useUltimoValor(usuario);
  const activo = mostrado ? esEstadoActivo(mostrado.estado) : false;
  const textos = textosEstadoUsuario(activo);
  const errorActual = error && mostrado && error.id === mostrado.id ? error.mensaje : null;

  const cerrar = () => {
    if (cambiar.isPending) return;
    setError(null);
    onCerrar();
  };

  const confirmar = async () => {
    if (!usuario) return;
    setError(null);
    try {
      const respuesta = await cambiar.mutateAsync(usuario.id);
      notificar.exito(respuesta.message || MENSAJES_USUARIO.estadoCambiado);
      onCerrar();
    } catch (e) {
      setError({ id: usuario.id, mensaje: mensajeErrorUsuario(e) });
    }
  };

  return (
    <ConfirmDialog
      open={usuario !== null}
      title={textos.titulo}
      confirmLabel={cambiar.isPending ? 'Procesando...' : textos.confirmar}
      confirmColor={activo ? 'error' : 'success'}
      busy={cambiar.isPending}
      onCancel={cerrar}
      onConfirm={() => void confirmar()}
      content={
        mostrado && (
          <Stack spacing={2}>
            <AlertaError mensaje={errorActual} onCerrar={() => setError(null)} />
            <Typography>{textos.pregunta}</Typography>
            <ListaDatos>
              <Dato etiqueta="Nombre">{mostrado.nombreCompleto}</Dato>
              <Dato etiqueta="Email">{mostrado.email}</Dato>
              <Dato etiqueta="Estado actual">
                <EstadoActivoChip estado={mostrado.estado} />
              </Dato>
            </ListaDatos>
            <Alert severity={activo ? 'warning' : 'info'} role="note">
              {activo ? (
                <>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    Al desactivar este usuario:
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {textos.consecuencias.map((c) => (
                      <li key={c}>
                        <Typography variant="body2">{c}</Typography>
                      </li>
                    ))}
                  </Box>
                </>
              ) : (
                <Typography variant="body2">{`Al activar este usuario: ${textos.consecuencias[0]?.toLowerCase()}`}</Typography>
              )}
            </Alert>
          </Stack>
        )
      }
    />
  );
}

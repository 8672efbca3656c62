import { useCallback, useState } from 'react';
import type { TUsuarioItem } from '@app/contract/usuarios';
import type { UsuarioConContrasena } from '../components/contrasena-generada-dialog';
import type { AccionUsuario } from '../components/tabla-usuarios';
import type { UsuarioGuardado } from './use-guardar-usuario';
import type { ModoUsuario } from '../utils/formulario-usuario';

interface Modal {
  abierto: boolean;
  modo: ModoUsuario;
  usuarioId: number | null;
}

/**
 * Which of the users page's dialogs is open, and for whom: the user modal, the status change, the password reset,
 * and the generated password of a user just created.
 */
export function useDialogosUsuario() {
  const [modal, setModal] = useState<Modal>({ abierto: false, modo: 'crear', usuarioId: null });
  const [usuarioEstado, setUsuarioEstado] = useState<TUsuarioItem | null>(null);
  const [usuarioReinicio, setUsuarioReinicio] = useState<TUsuarioItem | null>(null);
  const [creadoConContrasena, setCreadoConContrasena] = useState<UsuarioConContrasena | null>(null);

  const abrirModal = (modo: ModoUsuario, usuarioId: number | null = null) =>
    setModal({ abierto: true, modo, usuarioId });
  // Stable: the modal closes itself with it from an effect.
  const cerrarModal = useCallback(() => setModal((m) => ({ ...m, abierto: false })), []);

  const alGuardar = useCallback(
    ({ modo, respuesta, nombreCompleto, email }: UsuarioGuardado) => {
      cerrarModal();
      if (modo === 'crear' && respuesta.contrasenaTemporal) {
        setCreadoConContrasena({ nombreCompleto, email, contrasenaTemporal: respuesta.contrasenaTemporal });
      }
    },
    [cerrarModal],
  );

  const alAccion = (accion: AccionUsuario, usuario: TUsuarioItem) => {
    if (accion === 'ver') abrirModal('ver', usuario.id);
    else if (accion === 'editar') abrirModal('editar', usuario.id);
    else if (accion === 'estado') setUsuarioEstado(usuario);
    else setUsuarioReinicio(usuario);
  };

  return {
    modal,
    usuarioEstado,
    usuarioReinicio,
    creadoConContrasena,
    abrirModal,
    cerrarModal,
    alGuardar,
    alAccion,
    cerrarEstado: () => setUsuarioEstado(null),
    cerrarReinicio: () => setUsuarioReinicio(null),
    cerrarContrasena: () => setCreadoConContrasena(null),
  };
}

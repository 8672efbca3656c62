import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { MENSAJES_USUARIO, type TCrearUsuarioRespuesta, type TUsuarioDetalle } from '@app/contract/usuarios';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { useActualizarUsuario, useCrearUsuario, vistaPreviaFechaIngresoApi } from '../api/guardar-usuario';
import {
  CAMPOS_USUARIO,
  MENSAJE_ID_REQUERIDO,
  cuerpoActualizarUsuario,
  cuerpoCrearUsuario,
  mensajeErrorUsuario,
  type ModoUsuario,
  type ValoresUsuario,
} from '../utils/formulario-usuario';
import { useConfirmarFechaIngreso } from './use-confirmar-fecha-ingreso';

/** What a successful save tells the page. */
export interface UsuarioGuardado {
  modo: 'crear' | 'editar';
  respuesta: Partial<TCrearUsuarioRespuesta> & { message: string };
  nombreCompleto: string;
  email: string;
}

interface Opciones {
  modo: ModoUsuario;
  usuario: TUsuarioDetalle | undefined;
  setError: UseFormSetError<ValoresUsuario>;
  onGuardado: (resultado: UsuarioGuardado) => void;
}

/**
 * Saving the user form: create, or update (asking first when a hire-date change moves balances). Server errors go
 * to their fields and to `errorGeneral`; render `dialogoFecha` inside the form.
 */
export function useGuardarUsuario({ modo, usuario, setError, onGuardado }: Opciones) {
  const notificar = useNotificar();
  const crear = useCrearUsuario();
  const actualizar = useActualizarUsuario();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const confirmacionFecha = useConfirmarFechaIngreso();

  const guardar = async (valores: ValoresUsuario) => {
    setErrorGeneral(null);
    if (modo === 'ver') return;
    if (modo === 'editar' && !usuario?.id) {
      setErrorGeneral(MENSAJE_ID_REQUERIDO);
      return;
    }
    try {
      if (modo === 'crear') {
        const r = cuerpoCrearUsuario(valores);
        if (!r.ok) return;
        const respuesta = await crear.mutateAsync(r.cuerpo);
        notificar.exito(respuesta.message || MENSAJES_USUARIO.creado);
        onGuardado({
          modo,
          respuesta,
          nombreCompleto: `${r.cuerpo.nombres} ${r.cuerpo.apellidoPaterno} ${r.cuerpo.apellidoMaterno}`,
          email: r.cuerpo.email,
        });
      } else if (usuario) {
        const r = cuerpoActualizarUsuario(valores);
        if (!r.ok) return;
        let cuerpo = r.cuerpo;
        if (cuerpo.fechaIngreso !== usuario.fechaIngreso) {
          // Days already taken stay in their service year: show what changes first; never below zero.
          const vista = await vistaPreviaFechaIngresoApi(usuario.id, cuerpo.fechaIngreso);
          if (vista.mensaje) {
            setErrorGeneral(vista.mensaje);
            return;
          }
          if (vista.periodos.length > 0) {
            if (!(await confirmacionFecha.pedirConfirmacion(vista))) return;
            cuerpo = { ...cuerpo, confirmarCambioFechaIngreso: true };
          }
        }
        const respuesta = await actualizar.mutateAsync({ id: usuario.id, cuerpo });
        notificar.exito(respuesta.message || MENSAJES_USUARIO.actualizado);
        onGuardado({
          modo,
          respuesta,
          nombreCompleto: `${cuerpo.nombres} ${cuerpo.apellidoPaterno} ${cuerpo.apellidoMaterno}`,
          email: cuerpo.email,
        });
      }
    } catch (error) {
      aplicarErroresServidor(error, setError, CAMPOS_USUARIO);
      setErrorGeneral(mensajeErrorUsuario(error));
    }
  };

  return { guardar, errorGeneral, setErrorGeneral, dialogoFecha: confirmacionFecha.dialogo };
}

import { ENLACES_NOTIFICACION } from '@app/contract/notificaciones';
import type { Aviso } from '../notificaciones/notificador.service';

// What user administration tells whom. Never a password: the administrator hands it over in person.

/** An administrator reset the person's password: a security notice, sent whatever the person's choices. */
export function avisoContrasenaRestablecida(usuarioId: number): Aviso {
  return {
    tipo: 'CONTRASENA_RESTABLECIDA',
    destinatarioId: usuarioId,
    titulo: 'Un administrador restableció su contraseña',
    mensaje:
      'Un administrador restableció su contraseña. Ingrese con la contraseña temporal que le entregue el administrador y elija una nueva.',
    enlace: ENLACES_NOTIFICACION.login,
    correo: {
      parrafos: [
        'Un administrador restableció su contraseña y cerró sus sesiones abiertas.',
        'Ingrese con la contraseña temporal que le entregue el administrador; el sistema le pedirá elegir una nueva.',
        'Si no pidió este cambio, avise a su administrador o a Recursos Humanos.',
      ],
      textoEnlace: 'Ir al inicio de sesión',
    },
  };
}

import { ENLACES_NOTIFICACION } from '@app/contract/notificaciones';
import type { Aviso } from '../notificaciones/notificador.service';

const usuarios = (n: number) => `${n} ${n === 1 ? 'usuario creado' : 'usuarios creados'}`;
const filas = (n: number) =>
  n === 1 ? '1 fila con errores no se importó' : `${n} filas con errores no se importaron`;

/** A bulk import created users: the administrator who ran it learns how many. */
export function avisoImportacionTerminada(
  administradorId: number,
  archivo: string,
  creados: number,
  conErrores: number,
): Aviso {
  const nombre = archivo.slice(0, 120);
  const resumen = conErrores ? `${usuarios(creados)}; ${filas(conErrores)}.` : `${usuarios(creados)}.`;
  return {
    tipo: 'IMPORTACION_TERMINADA',
    destinatarioId: administradorId,
    titulo: 'Terminó la importación masiva de usuarios',
    mensaje: `Importación de ${nombre}: ${resumen}`,
    enlace: ENLACES_NOTIFICACION.usuarios,
    correo: {
      parrafos: [`Terminó la importación del archivo ${nombre}.`, `Resultado: ${resumen}`],
      textoEnlace: 'Ver los usuarios',
    },
  };
}

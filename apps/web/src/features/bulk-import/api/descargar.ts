// The download helpers are shared by every export (issue 18): they live in lib/descargas.
export { descargarArchivo, errorDeRespuesta, senalConTiempo } from '../../../lib/descargas';

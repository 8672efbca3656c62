// The download helpers are shared by every export: they live in lib/descargas.
export { descargarArchivo, errorDeRespuesta, senalConTiempo } from '../../../lib/descargas';

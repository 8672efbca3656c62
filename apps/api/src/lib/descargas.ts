/** RFC 6266 attachment header with a plain fallback and the UTF-8 name. */
export const adjunto = (nombre: string) =>
  `attachment; filename="${nombre.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TIPO_PDF = 'application/pdf';

/**
 * Header with the number of rows a streamed export will hold, counted before the first byte: the browser shows
 * progress with it (the size in bytes is unknown until the end). Exposed to the page's fetch, which reads it.
 */
export const CABECERA_TOTAL_FILAS = 'x-total-filas';

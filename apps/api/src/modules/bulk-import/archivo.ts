import { extensionDe, MENSAJES_IMPORTACION, type TExtensionImportacion } from '@app/contract/bulk-import';
import { leerCsv } from './parse-csv';
import { leerXls } from './parse-xls';
import { leerXlsx } from './parse-xlsx';
import { ErrorArchivo, type FilaCruda } from './tipos';

const empiezaCon = (bytes: Uint8Array, firma: number[]) => firma.every((b, i) => bytes[i] === b);

const FIRMAS: { firma: number[]; que: string }[] = [
  { firma: [0x50, 0x4b, 0x03, 0x04], que: 'un archivo comprimido (ZIP o Excel .xlsx)' },
  { firma: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], que: 'un documento de Office 97-2003 (.xls)' },
  { firma: [0x89, 0x50, 0x4e, 0x47], que: 'una imagen PNG' },
  { firma: [0xff, 0xd8, 0xff], que: 'una imagen JPEG' },
  { firma: [0x47, 0x49, 0x46, 0x38], que: 'una imagen GIF' },
  { firma: [0x25, 0x50, 0x44, 0x46], que: 'un documento PDF' },
  { firma: [0x7f, 0x45, 0x4c, 0x46], que: 'un programa ejecutable' },
  { firma: [0x4d, 0x5a], que: 'un programa ejecutable' },
  { firma: [0x1f, 0x8b], que: 'un archivo comprimido (gzip)' },
  { firma: [0x52, 0x61, 0x72, 0x21], que: 'un archivo comprimido (RAR)' },
];

/** What the first bytes say the file is, for the message of a file that is not what its name says. */
export function describirContenido(bytes: Uint8Array): string | undefined {
  return FIRMAS.find((f) => empiezaCon(bytes, f.firma))?.que;
}

function esTexto(bytes: Uint8Array): boolean {
  if (empiezaCon(bytes, [0xff, 0xfe]) || empiezaCon(bytes, [0xfe, 0xff])) return true;
  const muestra = bytes.subarray(0, 65_536);
  // A NUL byte never appears in a text file in any 8-bit or UTF-8 encoding.
  return !muestra.includes(0) && describirContenido(bytes) === undefined;
}

/**
 * Checks that the content is what the extension says (magic bytes: zip for .xlsx, OLE for .xls, text without
 * NUL bytes for .csv) and returns the rows. Throws ErrorArchivo otherwise.
 */
export function filasDelArchivo(nombre: string, bytes: Buffer): AsyncGenerator<FilaCruda> {
  const extension = extensionDe(nombre) as TExtensionImportacion;
  const noCorresponde = () => {
    const que = describirContenido(bytes);
    return new ErrorArchivo(
      `El contenido del archivo no corresponde a su extensión ${extension}${que ? ` (parece ${que})` : ''}.`,
    );
  };
  if (extension === '.xlsx') {
    if (!empiezaCon(bytes, [0x50, 0x4b, 0x03, 0x04])) throw noCorresponde();
    return leerXlsx(bytes);
  }
  if (extension === '.xls') {
    if (!empiezaCon(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) throw noCorresponde();
    return leerXls(bytes);
  }
  if (extension === '.csv') {
    if (!esTexto(bytes)) throw noCorresponde();
    return leerCsv(bytes);
  }
  throw new ErrorArchivo(MENSAJES_IMPORTACION.extensionNoPermitida);
}

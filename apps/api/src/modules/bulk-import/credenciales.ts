import { randomBytes } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { FORMATO_EXCEL } from '@app/contract/formato-numeros';
import { neutralizarCelda } from '../../lib/neutralizar-celda';

export interface CredencialGenerada {
  numeroFila: number;
  nombre: string;
  email: string;
  contrasena: string;
}

interface Entrada {
  usuarioId: number;
  filas: CredencialGenerada[];
  expiraEn: Date;
  temporizador: NodeJS.Timeout;
}

/**
 * The temporary passwords of an import, held ONLY in this process's memory until the administrator who ran it
 * downloads them once, or for `vigenciaMs` at most. Never written to disk, to the database or to a log.
 */
export function crearAlmacenCredenciales(opciones: { vigenciaMs?: number } = {}) {
  const vigenciaMs = opciones.vigenciaMs ?? 15 * 60_000;
  const entradas = new Map<string, Entrada>();

  const olvidar = (token: string) => {
    const e = entradas.get(token);
    if (!e) return;
    clearTimeout(e.temporizador);
    e.filas.length = 0;
    entradas.delete(token);
  };

  function guardar(usuarioId: number, filas: CredencialGenerada[], ahora: Date) {
    const token = randomBytes(24).toString('base64url');
    const expiraEn = new Date(ahora.getTime() + vigenciaMs);
    const temporizador = setTimeout(() => olvidar(token), vigenciaMs);
    temporizador.unref();
    entradas.set(token, { usuarioId, filas, expiraEn, temporizador });
    return { token, expiraEn };
  }

  /** The rows, once: the entry is gone as soon as it is taken (only by the user who ran the import). */
  function retirar(token: string, usuarioId: number): CredencialGenerada[] | undefined {
    const e = entradas.get(token);
    if (!e || e.usuarioId !== usuarioId) return undefined;
    const filas = [...e.filas];
    olvidar(token);
    return filas;
  }

  return { guardar, retirar, pendientes: () => entradas.size };
}

export type AlmacenCredenciales = ReturnType<typeof crearAlmacenCredenciales>;

/** The credentials as an .xlsx, streamed as it is written (nothing touches the disk). */
export function credencialesXlsx(filas: CredencialGenerada[]): Readable {
  const salida = new PassThrough();
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: salida,
    useStyles: true,
    useSharedStrings: false,
  });
  const hoja = libro.addWorksheet('Credenciales');
  hoja.columns = [
    { header: 'Fila', key: 'fila', width: 8, style: { numFmt: FORMATO_EXCEL.entero } },
    { header: 'Nombre', key: 'nombre', width: 40 },
    { header: 'Email', key: 'email', width: 40 },
    { header: 'Contraseña temporal', key: 'contrasena', width: 24 },
  ];
  hoja.getRow(1).font = { bold: true };
  hoja.getRow(1).commit();
  void (async () => {
    try {
      for (const f of filas) {
        hoja
          .addRow({
            fila: f.numeroFila,
            nombre: neutralizarCelda(f.nombre),
            email: neutralizarCelda(f.email),
            contrasena: f.contrasena,
          })
          .commit();
      }
      filas.length = 0;
      hoja.commit();
      await libro.commit();
    } catch (error) {
      salida.destroy(error as Error);
    }
  })();
  return salida;
}

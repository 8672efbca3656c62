import { once } from 'node:events';
import {
  closeSync,
  createWriteStream,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import { crearCarpeta } from '../../lib/carpetas';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Ejecutor, Tx } from '../../db/client';
import { aplicarMigraciones, leerMigraciones } from '../../db/migraciones';
import { CARPETA_API, CARPETA_MIGRACIONES } from '../../lib/rutas-paquete';
import {
  FORMATO,
  VERSION_FORMATO,
  RespaldoInvalido,
  SumaDeTabla,
  leerRespaldo,
  verificarRespaldo,
  type Cabecera,
  type Esquema,
  type Manifiesto,
  type ResumenTabla,
} from './respaldo.formato';
import {
  clavesForaneas,
  columnasInsertables,
  consultaDeFilas,
  cuentaDeTablas,
  ejecutar,
  ident,
  secuencias,
  tablasDeLaAplicacion,
  ultimaMigracion,
} from './respaldo.repository';

const LOTE_LECTURA = 1000;

export const versionApp = (): string =>
  (JSON.parse(readFileSync(path.join(CARPETA_API, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * This code's migrations, oldest first, read as the server's migrator reads them (db/migraciones.ts, ADR 044); the
 * backup names its schema by the journal's `when` (`cuando`).
 */
export function migracionesDelCodigo(carpeta = CARPETA_MIGRACIONES) {
  return leerMigraciones(carpeta).map((m) => ({ ...m, cuando: m.momento }));
}

async function esquemaActual(db: Ejecutor): Promise<Esquema> {
  const cuando = await ultimaMigracion(db);
  if (cuando === undefined) throw new Error('La base de datos no tiene migraciones aplicadas.');
  const m = migracionesDelCodigo().find((x) => x.cuando === cuando);
  return { cuando, etiqueta: m?.etiqueta ?? `desconocida-${cuando}` };
}

/** Every table's rows in file order, in batches, inside the caller's snapshot; a server-side cursor keeps memory flat. */
async function recorrerTablas(
  tx: Ejecutor,
  alTabla: (tabla: string) => Promise<void>,
  alLote: (tabla: string, filas: string[]) => Promise<void>,
  alCerrar: (tabla: string) => Promise<void>,
) {
  for (const tabla of await tablasDeLaAplicacion(tx)) {
    await alTabla(tabla);
    await ejecutar(tx, `declare respaldo_cursor no scroll cursor for ${await consultaDeFilas(tx, tabla)}`);
    for (;;) {
      const filas = await ejecutar(tx, `fetch ${LOTE_LECTURA} from respaldo_cursor`);
      if (filas.length === 0) break;
      await alLote(
        tabla,
        filas.map((f) => String(f.f)),
      );
    }
    await ejecutar(tx, 'close respaldo_cursor');
    await alCerrar(tabla);
  }
}

/** One consistent view of the whole database: PostgreSQL's repeatable-read snapshot, read only. */
async function enInstantanea<T>(db: Db, trabajo: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return trabajo(tx);
  });
}

/** Count and SHA-256 of every table as it is now, computed exactly as a backup computes them. */
export async function sumasDeTablas(db: Db): Promise<ResumenTabla[]> {
  return enInstantanea(db, async (tx) => {
    const r: ResumenTabla[] = [];
    let suma = new SumaDeTabla();
    await recorrerTablas(
      tx,
      async () => {
        suma = new SumaDeTabla();
      },
      async (_t, filas) => filas.forEach((f) => suma.agregar(f)),
      async (t) => {
        r.push(suma.cerrar(t));
      },
    );
    return r;
  });
}

export interface ResultadoRespaldo {
  archivo: string;
  bytes: number;
  manifiesto: Manifiesto;
}

const dosDigitos = (n: number) => String(n).padStart(2, '0');
/** `descanso-2026-11-25-143000Z-esquema-0016_reportes.respaldo.gz`: sorts by date, says what it needs to restore. */
function nombreDeArchivo(creado: Date, esquema: Esquema): string {
  const f = creado;
  const fecha = `${f.getUTCFullYear()}-${dosDigitos(f.getUTCMonth() + 1)}-${dosDigitos(f.getUTCDate())}`;
  const hora = `${dosDigitos(f.getUTCHours())}${dosDigitos(f.getUTCMinutes())}${dosDigitos(f.getUTCSeconds())}`;
  return `descanso-${fecha}-${hora}${String(f.getUTCMilliseconds()).padStart(3, '0')}Z-esquema-${esquema.etiqueta}.respaldo.gz`;
}

export const ES_RESPALDO = /^descanso-.*\.respaldo\.gz$/;

/**
 * Writes a backup of the whole database into `carpeta`: read inside one snapshot, streamed through gzip into a
 * temporary name, flushed, then renamed, so a file with the final name is always complete.
 */
export async function crearRespaldo(
  base: { db: Db; tipo: 'pglite' | 'postgres' },
  carpeta: string,
  ahora: () => Date = () => new Date(),
): Promise<ResultadoRespaldo> {
  crearCarpeta(carpeta);
  const temporal = path.join(carpeta, `.respaldo-${process.pid}-${Date.now()}.parcial`);
  const gzip = createGzip({ level: 6 });
  const salida = createWriteStream(temporal, { mode: 0o600 });
  gzip.pipe(salida);
  const escribir = async (texto: string) => {
    if (!gzip.write(texto)) await once(gzip, 'drain');
  };
  try {
    const manifiesto = await enInstantanea(base.db, async (tx) => {
      const cabecera: Cabecera = {
        formato: FORMATO,
        version: VERSION_FORMATO,
        app: versionApp(),
        esquema: await esquemaActual(tx),
        motor: base.tipo,
        creado: ahora().toISOString(),
      };
      await escribir(`#C ${JSON.stringify(cabecera)}\n`);
      const tablas: ResumenTabla[] = [];
      let suma = new SumaDeTabla();
      await recorrerTablas(
        tx,
        async (tabla) => {
          suma = new SumaDeTabla();
          await escribir(`#T ${JSON.stringify({ tabla })}\n`);
        },
        async (_t, filas) => {
          filas.forEach((f) => suma.agregar(f));
          await escribir(`${filas.join('\n')}\n`);
        },
        async (tabla) => {
          const resumen = suma.cerrar(tabla);
          tablas.push(resumen);
          await escribir(`#F ${JSON.stringify(resumen)}\n`);
        },
      );
      const m: Manifiesto = { ...cabecera, tablas, secuencias: await secuencias(tx) };
      return m;
    });
    await escribir(`#M ${JSON.stringify(manifiesto)}\n`);
    gzip.end();
    await finished(salida);
    // On disk before it gets its final name: a crash right after the rename must not leave an empty backup.
    const fd = openSync(temporal, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    const archivo = path.join(carpeta, nombreDeArchivo(new Date(manifiesto.creado), manifiesto.esquema));
    renameSync(temporal, archivo);
    return { archivo, bytes: statSync(archivo).size, manifiesto };
  } catch (error) {
    gzip.destroy();
    salida.destroy();
    rmSync(temporal, { force: true });
    throw error;
  }
}

export class DestinoNoVacio extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = 'DestinoNoVacio';
  }
}

/**
 * Restores a backup into `db` in ONE transaction (all or nothing): checks the whole file first, creates the schema
 * of the backup's version, loads the rows with triggers off and foreign keys set aside (the derived tables are in
 * the backup too), puts the keys back (which re-checks them) and the sequences, then migrates forward to this code.
 */
export async function restaurarRespaldo(
  db: Db,
  archivo: string,
  opciones: { forzar?: boolean; carpetaMigraciones?: string } = {},
): Promise<Manifiesto> {
  const manifiesto = await verificarRespaldo(archivo);
  const migraciones = migracionesDelCodigo(opciones.carpetaMigraciones);
  const indice = migraciones.findIndex((m) => m.cuando === manifiesto.esquema.cuando);
  if (indice < 0) {
    const ultima = migraciones.at(-1)!;
    throw new RespaldoInvalido(
      manifiesto.esquema.cuando > ultima.cuando
        ? `El respaldo es de una versión más nueva de Descanso (esquema ${manifiesto.esquema.etiqueta}, esta versión llega a ${ultima.etiqueta}); actualice Descanso antes de restaurarlo.`
        : `El respaldo tiene un esquema (${manifiesto.esquema.etiqueta}) que esta versión de Descanso no conoce.`,
    );
  }
  await db.transaction(async (tx) => {
    if ((await cuentaDeTablas(tx)) > 0) {
      if (!opciones.forzar)
        throw new DestinoNoVacio(
          'La base de datos de destino no está vacía; use --forzar para reemplazar su contenido por el respaldo.',
        );
      await ejecutar(tx, 'drop schema if exists drizzle cascade');
      await ejecutar(tx, 'drop schema public cascade');
      await ejecutar(tx, 'create schema public');
    }
    // The server's own migrator (db/migraciones.ts): inside this transaction, as a savepoint.
    await aplicarMigraciones(tx, migraciones.slice(0, indice + 1));
    const tablas = await tablasDeLaAplicacion(tx);
    const enRespaldo = new Set(manifiesto.tablas.map((t) => t.nombre));
    const faltan = [...enRespaldo].filter((t) => !tablas.includes(t));
    if (faltan.length)
      throw new RespaldoInvalido(
        `El respaldo no corresponde a su esquema: tablas desconocidas (${faltan.join(', ')}).`,
      );
    // Rows the migrations seeded are in the backup as well: the backup alone is the data.
    for (const t of tablas) await ejecutar(tx, `alter table public.${ident(t)} disable trigger user`);
    if (tablas.length) await ejecutar(tx, `truncate ${tablas.map((t) => `public.${ident(t)}`).join(', ')}`);
    const foraneas = await clavesForaneas(tx);
    for (const f of foraneas)
      await ejecutar(tx, `alter table public.${ident(f.tabla)} drop constraint ${ident(f.nombre)}`);
    const insercion = new Map<string, string>();
    for await (const evento of leerRespaldo(archivo)) {
      if (evento.tipo !== 'filas') continue;
      let texto = insercion.get(evento.tabla);
      if (!texto) {
        const columnas = (await columnasInsertables(tx, evento.tabla)).map(ident).join(', ');
        const tabla = `public.${ident(evento.tabla)}`;
        texto = `insert into ${tabla} (${columnas}) overriding system value select ${columnas} from jsonb_populate_recordset(null::${tabla}, $1::jsonb)`;
        insercion.set(evento.tabla, texto);
      }
      await ejecutar(tx, texto, [`[${evento.filas.join(',')}]`]);
    }
    for (const f of foraneas)
      await ejecutar(
        tx,
        `alter table public.${ident(f.tabla)} add constraint ${ident(f.nombre)} ${f.definicion}`,
      );
    for (const t of tablas) await ejecutar(tx, `alter table public.${ident(t)} enable trigger user`);
    for (const s of manifiesto.secuencias) {
      await tx.execute(
        sql`select setval(${`public.${ident(s.nombre)}`}::regclass, ${s.valor}::bigint, ${s.llamada})`,
      );
    }
    await aplicarMigraciones(tx, migraciones.slice(indice + 1));
  });
  return manifiesto;
}

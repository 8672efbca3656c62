import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { createDb, type BaseDeDatos } from '../../db/client';
import { cargarEmpresaDemo } from '../../db/semilla-demo';
import { RespaldoInvalido, verificarRespaldo } from './respaldo.formato';
import { cuentaDeTablas, ultimaMigracion } from './respaldo.repository';
import {
  DestinoNoVacio,
  crearRespaldo,
  migracionesDelCodigo,
  restaurarRespaldo,
  sumasDeTablas,
  type ResultadoRespaldo,
} from './respaldo.service';
import { COLUMNAS_IMPORTACION } from '@app/contract/bulk-import';

// A backup taken while requests are being written restores to exactly the snapshot its
// manifest describes, and a cut or altered backup is refused without touching the target (ADR 043).
const HOY = '2026-11-25';
let t: AppDePrueba;
let carpeta: string;
let respaldo: ResultadoRespaldo;
const limpiezas: (() => Promise<void>)[] = [];

/** A new empty database on the suite's engine: a fresh PGlite folder, or a PostgreSQL database made for it. */
async function baseVacia(): Promise<BaseDeDatos> {
  if (t.motor === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'descanso-restaurar-'));
    const base = await createDb({ dataDir: dir });
    limpiezas.push(async () => {
      await base.cerrar().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    });
    return base;
  }
  const url = inject('urlPostgres');
  const nombre = `descanso_t_${process.ppid}_r${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  const u = new URL(url);
  u.pathname = `/${nombre}`;
  const base = await createDb({ databaseUrl: u.toString(), maxConexiones: 2 });
  limpiezas.push(async () => {
    await base.cerrar().catch(() => {});
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
  });
  return base;
}

/** A CSV of `n` new employees in the import's own columns (their examples, with unique DNI and email), as a form. */
const LIMITE = '----descanso-respaldo';
function importacionCsv(n: number) {
  const columnas = COLUMNAS_IMPORTACION.map((c) => c.nombre);
  const fila = (i: number) =>
    COLUMNAS_IMPORTACION.map((c) =>
      c.nombre === 'dni'
        ? String(47_000_000 + i)
        : c.nombre === 'email'
          ? `respaldo.${i}@importado.pe`
          : c.nombre === 'codigoDepartamento'
            ? 'GEN'
            : c.nombre === 'dniJefe'
              ? ''
              : c.ejemplo,
    ).join(';');
  const csv = [columnas.join(';'), ...Array.from({ length: n }, (_, i) => fila(i))].join('\r\n');
  return {
    payload: Buffer.from(
      `--${LIMITE}\r\nContent-Disposition: form-data; name="file"; filename="equipo.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n\r\n--${LIMITE}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${LIMITE}` },
  };
}

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: HOY });
  carpeta = mkdtempSync(path.join(tmpdir(), 'descanso-respaldos-'));
  // The demo company: about 60 people, requests in every status, their audit trail.
  await cargarEmpresaDemo(t.base.db, { hoy: HOY, nombreEmpresa: 'Empresa de Pruebas' });
  const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  const ta = await iniciarSesion(t.app, admin.email);
  await asegurarDepartamento(t.base.db);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/bulkimport/process',
    ...importacionCsv(5),
    headers: { ...importacionCsv(0).headers, ...conToken(ta) },
  });
  expect(r.statusCode, r.body).toBe(200);
}, 120_000);

afterAll(async () => {
  for (const l of limpiezas) await l();
  await t.cerrar();
  rmSync(carpeta, { recursive: true, force: true });
});

describe('respaldo mientras se escribe', () => {
  it('el respaldo tomado con solicitudes entrando se restaura idéntico a la instantánea de su manifiesto', async () => {
    const tj = await iniciarSesion(t.app, 'jefe@descanso.pe', 'Descanso#2026');
    const jefe = await crearUsuario(t.base.db, { roles: ['Empleado', 'Jefe'] });
    const empleado = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2020-01-15' });
    const te = await iniciarSesion(t.app, empleado.email);
    const estados = await t.base.db.execute(
      'select distinct estado from solicitudes_vacaciones order by estado' as never,
    );
    expect((estados as unknown as { rows: { estado: string }[] }).rows.map((f) => f.estado)).toEqual([
      'Aprobada',
      'Cancelada',
      'Pendiente',
      'Rechazada',
    ]);
    // Writers through the API: new requests, their cancellations, audited log-ins; they run until the backup ends.
    let seguir = true;
    let escritas = 0;
    let creadas = 0;
    const escritor = (async () => {
      for (let i = 0; seguir || i < 3; i++) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
          headers: conToken(te),
          payload: { tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio: '2026-12-14', periodo: 2020 },
        });
        if (r.statusCode === 200 || r.statusCode === 201) {
          creadas++;
          const id = (r.json() as { id?: number }).id;
          if (id)
            await t.app.inject({
              method: 'PUT',
              url: `/api/solicitud-vacaciones/${id}/cancelar`,
              headers: conToken(te),
              payload: { MotivoCancelacion: 'Prueba de respaldo' },
            });
        }
        await iniciarSesion(t.app, 'jefe@descanso.pe', 'Descanso#2026');
        escritas++;
      }
    })();
    await new Promise((r) => setTimeout(r, 0));
    respaldo = await crearRespaldo(t.base, carpeta);
    seguir = false;
    await escritor;
    expect(escritas).toBeGreaterThan(0);
    expect(creadas).toBeGreaterThan(0);
    // Writes landed while it ran: the live database has moved on from the snapshot the backup holds.
    expect(await sumasDeTablas(t.base.db)).not.toEqual(respaldo.manifiesto.tablas);
    expect(tj).toBeTruthy();

    expect(path.basename(respaldo.archivo)).toMatch(
      /^descanso-\d{4}-\d{2}-\d{2}-\d{9}Z-esquema-\d{4}_[a-z-]+\.respaldo\.gz$/,
    );
    expect(readdirSync(carpeta)).toEqual([path.basename(respaldo.archivo)]);
    const m = respaldo.manifiesto;
    expect(m).toMatchObject({ formato: 'descanso-respaldo', version: 1, motor: t.motor });
    expect(m.esquema.cuando).toBe(migracionesDelCodigo().at(-1)!.cuando);
    const filas = Object.fromEntries(m.tablas.map((x) => [x.nombre, x.filas]));
    expect(filas.usuarios).toBeGreaterThan(60);
    expect(filas.solicitudes_vacaciones).toBeGreaterThan(50);
    expect(filas.auditoria).toBeGreaterThan(0);
    expect(filas.sesiones).toBeGreaterThan(0);
    expect(filas.importaciones).toBeGreaterThan(0);

    const destino = await baseVacia();
    await restaurarRespaldo(destino.db, respaldo.archivo);
    expect(await sumasDeTablas(destino.db)).toEqual(m.tablas);
    expect(await ultimaMigracion(destino.db)).toBe(m.esquema.cuando);
    // The sequences continue after the restored rows: a new row does not collide with a restored id.
    await crearUsuario(destino.db);
  });

  it('un respaldo cortado se rechaza con un mensaje claro y deja vacío el destino', async () => {
    const completo = readFileSync(respaldo.archivo);
    const cortado = path.join(carpeta, 'cortado.gz');
    writeFileSync(cortado, completo.subarray(0, Math.floor(completo.length * 0.6)));
    await expect(verificarRespaldo(cortado)).rejects.toThrow(/incompleto/);
    const destino = await baseVacia();
    const error = await restaurarRespaldo(destino.db, cortado).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RespaldoInvalido);
    expect((error as Error).message).toBe(
      'El respaldo está incompleto: el archivo fue cortado (¿copia interrumpida?).',
    );
    expect(await cuentaDeTablas(destino.db)).toBe(0);
  });

  it('un byte cambiado en los datos de una tabla se rechaza con un mensaje claro y deja vacío el destino', async () => {
    const texto = gunzipSync(readFileSync(respaldo.archivo)).toString('utf8');
    const lineas = texto.split('\n');
    const i = lineas.findIndex((l) => l.startsWith('#T {"tabla":"usuarios"}')) + 1;
    // One character of a name: still valid JSON, only the digest can tell.
    lineas[i] = lineas[i]!.replace('"nombres": "', '"nombres": "X');
    expect(lineas[i]).toContain('"nombres": "X');
    const alterado = path.join(carpeta, 'alterado.gz');
    writeFileSync(
      alterado,
      gzipSync(Buffer.from(lineas.join('\n').replace('"nombres": "X', '"nombres": "'))),
    );
    // Sanity: undoing the change gives a valid backup again, so what follows fails only because of it.
    await expect(verificarRespaldo(alterado)).resolves.toBeTruthy();
    writeFileSync(alterado, gzipSync(Buffer.from(lineas.join('\n'))));
    const destino = await baseVacia();
    await expect(restaurarRespaldo(destino.db, alterado)).rejects.toThrow(
      'El respaldo está alterado: los datos de la tabla usuarios no coinciden con su suma de verificación.',
    );
    expect(await cuentaDeTablas(destino.db)).toBe(0);
  });

  it('un byte cambiado en el archivo comprimido lo rechaza la suma de gzip', async () => {
    const bytes = Buffer.from(readFileSync(respaldo.archivo));
    bytes[Math.floor(bytes.length / 2)]! ^= 0x55;
    const danado = path.join(carpeta, 'danado.gz');
    writeFileSync(danado, bytes);
    await expect(verificarRespaldo(danado)).rejects.toThrow(/^El respaldo está (dañado|alterado|incompleto)/);
  });

  it('no restaura sobre una base con datos sin --forzar; con forzar la reemplaza', async () => {
    const destino = await baseVacia();
    await destino.migrar();
    await crearUsuario(destino.db, { email: 'previo@prueba.pe', roles: [] });
    const error = await restaurarRespaldo(destino.db, respaldo.archivo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DestinoNoVacio);
    expect((error as Error).message).toBe(
      'La base de datos de destino no está vacía; use --forzar para reemplazar su contenido por el respaldo.',
    );
    await restaurarRespaldo(destino.db, respaldo.archivo, { forzar: true });
    expect(await sumasDeTablas(destino.db)).toEqual(respaldo.manifiesto.tablas);
  });

  it('rechaza un respaldo de un esquema más nuevo que este código', async () => {
    const texto = gunzipSync(readFileSync(respaldo.archivo)).toString('utf8');
    const futuro = Number.MAX_SAFE_INTEGER;
    const cambiado = texto
      .split('\n')
      .map((l) =>
        l.startsWith('#C ') || l.startsWith('#M ')
          ? l.replace(
              /"esquema":\{"cuando":\d+,"etiqueta":"[^"]+"\}/,
              `"esquema":{"cuando":${futuro},"etiqueta":"9999_futuro"}`,
            )
          : l,
      )
      .join('\n');
    const nuevo = path.join(carpeta, 'futuro.gz');
    writeFileSync(nuevo, gzipSync(Buffer.from(cambiado)));
    const destino = await baseVacia();
    await expect(restaurarRespaldo(destino.db, nuevo)).rejects.toThrow(
      /^El respaldo es de una versión más nueva de Descanso \(esquema 9999_futuro/,
    );
    expect(await cuentaDeTablas(destino.db)).toBe(0);
  });

  it('un respaldo de un esquema anterior se restaura en su versión y luego se migra hasta la actual', async () => {
    const migraciones = migracionesDelCodigo();
    const penultima = migraciones.at(-2)!;
    // A database left at the previous schema: migrated with a copy of the journal that stops there.
    const vieja = await baseVacia();
    const carpetaVieja = mkdtempSync(path.join(tmpdir(), 'descanso-migraciones-'));
    limpiezas.push(async () => rmSync(carpetaVieja, { recursive: true, force: true }));
    const { CARPETA_MIGRACIONES } = await import('../../lib/rutas-paquete');
    const diario = JSON.parse(readFileSync(path.join(CARPETA_MIGRACIONES, 'meta', '_journal.json'), 'utf8'));
    diario.entries = diario.entries.slice(0, -1);
    const { mkdirSync, copyFileSync } = await import('node:fs');
    mkdirSync(path.join(carpetaVieja, 'meta'));
    writeFileSync(path.join(carpetaVieja, 'meta', '_journal.json'), JSON.stringify(diario));
    for (const e of diario.entries as { tag: string }[])
      copyFileSync(path.join(CARPETA_MIGRACIONES, `${e.tag}.sql`), path.join(carpetaVieja, `${e.tag}.sql`));
    const { migrate } = await import(
      t.motor === 'pglite' ? 'drizzle-orm/pglite/migrator' : 'drizzle-orm/node-postgres/migrator'
    );
    await migrate(vieja.db as never, { migrationsFolder: carpetaVieja });
    await crearUsuario(vieja.db, { email: 'antigua@prueba.pe', roles: [] });
    const r = await crearRespaldo(vieja, carpeta);
    expect(r.manifiesto.esquema).toEqual({ cuando: penultima.cuando, etiqueta: penultima.etiqueta });

    const destino = await baseVacia();
    await restaurarRespaldo(destino.db, r.archivo);
    expect(await ultimaMigracion(destino.db)).toBe(migraciones.at(-1)!.cuando);
    const u = await destino.db.execute(
      "select count(*)::int as n from usuarios where email = 'antigua@prueba.pe'" as never,
    );
    expect((u as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // The normal migrator finds nothing left to do.
    await destino.migrar();
    expect(await ultimaMigracion(destino.db)).toBe(migraciones.at(-1)!.cuando);
  });
});

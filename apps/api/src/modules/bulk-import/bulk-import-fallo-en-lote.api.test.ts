import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { aCsv, filasValidas, formulario, TIPOS } from './bulk-import.fixtures';

// ADR 058: a batch's roles and audit records are written while the next batch is built. A failure in them
// must still end the import with nothing created and be the failure reported, not the "transaction aborted" of the
// statements queued after it.
let t: AppDePrueba;
const ARCHIVO = 'fallo-en-lote.csv';
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-06-15' });
  // Only this file's run: the audit record of its row 502 (first batch of 1,000) fails as a duplicate e-mail would.
  await t.base.db.execute(
    sql.raw(`
    create function fallo_auditoria_en_lote() returns trigger language plpgsql as $$
    begin
      if new.motivo = 'Importación masiva: ${ARCHIVO}' and new.datos_nuevos ->> 'filaImportacion' = '502' then
        raise exception 'duplicado simulado' using errcode = 'unique_violation', constraint = 'usuarios_email_uq';
      end if;
      return new;
    end $$`),
  );
  await t.base.db.execute(
    sql.raw(`create trigger fallo_auditoria_en_lote before insert on auditoria
             for each row execute function fallo_auditoria_en_lote()`),
  );
});
afterAll(async () => {
  await t.base.db.execute(sql.raw('drop trigger if exists fallo_auditoria_en_lote on auditoria'));
  await t.base.db.execute(sql.raw('drop function if exists fallo_auditoria_en_lote()'));
  await t.cerrar();
});

describe('fallo a mitad de una importación todo-o-nada', () => {
  it('si falla la auditoría de un lote, no se crea ningún usuario y se informa ese fallo', async () => {
    await asegurarDepartamento(t.base.db);
    const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const ta = await iniciarSesion(t.app, admin.email);
    const filas = filasValidas(2_500, { inicio: 72_000, dominio: 'fallo-lote.pe', roles: 'Empleado' }).map(
      (f) => ({ ...f, dniJefe: '' }),
    );
    const f = formulario({ nombre: ARCHIVO, contenido: aCsv(filas), tipo: TIPOS.csv });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/bulkimport/process',
      payload: f.payload,
      headers: { ...f.headers, ...conToken(ta) },
    });
    expect(r.statusCode, r.body).toBe(200);
    const cuerpo = r.json();
    expect(cuerpo.esExitoso).toBe(false);
    expect(cuerpo.estadisticas.usuariosCreados).toBe(0);
    // The conflict the trigger raised, translated as a duplicate found while importing: not a 500.
    expect(cuerpo.message).toContain('otro proceso creó ese usuario mientras se importaba');
    const creados = (await t.base.db.execute(
      sql`select count(*)::int as n from usuarios where email like '%@fallo-lote.pe'`,
    )) as unknown as { rows: { n: number }[] };
    expect(creados.rows[0]!.n).toBe(0);
  });
});

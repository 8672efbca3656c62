import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt } from 'drizzle-orm';
import { ENLACES_NOTIFICACION } from '@app/contract/notificaciones';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { notificaciones } from '../../db/schema';
import { aCsv, filasValidas, formulario, TIPOS } from './bulk-import.fixtures';

// A finished bulk import tells the administrator who ran it, in the bell (and by e-mail).
let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-06-15' });
});
afterAll(() => t.cerrar());

const ultimoId = async () => {
  const filas = await t.base.db.select({ id: notificaciones.id }).from(notificaciones);
  return Math.max(0, ...filas.map((f) => f.id));
};
const nuevasDesde = (desde: number) =>
  t.base.db.select().from(notificaciones).where(gt(notificaciones.id, desde)).orderBy(notificaciones.id);

describe('aviso de importación terminada', () => {
  it('una importación masiva que crea usuarios avisa al administrador que la ejecutó, con cuántos y el enlace a Usuarios', async () => {
    await asegurarDepartamento(t.base.db);
    const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const ta = await iniciarSesion(t.app, admin.email);
    const filas = filasValidas(3, { inicio: 70_000, dominio: 'avisos.pe', roles: 'Empleado' }).map((f) => ({
      ...f,
      dniJefe: '',
    }));
    const desde = await ultimoId();
    const f = formulario({ nombre: 'equipo.csv', contenido: aCsv(filas), tipo: TIPOS.csv });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/bulkimport/process',
      payload: f.payload,
      headers: { ...f.headers, ...conToken(ta) },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().estadisticas.usuariosCreados).toBe(3);
    const nuevas = await nuevasDesde(desde);
    expect(nuevas).toHaveLength(1);
    expect(nuevas[0]).toMatchObject({
      usuarioId: admin.id,
      tipo: 'IMPORTACION_TERMINADA',
      enlace: ENLACES_NOTIFICACION.usuarios,
      mensaje: 'Importación de equipo.csv: 3 usuarios creados.',
    });
  });

  it('con filas con errores y continuarConErrores, el aviso dice cuántas no se importaron', async () => {
    const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const ta = await iniciarSesion(t.app, admin.email);
    const filas = filasValidas(3, { inicio: 71_000, dominio: 'avisos2.pe', roles: 'Empleado' }).map(
      (f, i) => ({ ...f, dniJefe: '', email: i === 2 ? 'no-es-correo' : String(f.email) }),
    );
    const desde = await ultimoId();
    const f = formulario(
      { nombre: 'mixto.csv', contenido: aCsv(filas), tipo: TIPOS.csv },
      { continuarConErrores: true },
    );
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/bulkimport/process',
      payload: f.payload,
      headers: { ...f.headers, ...conToken(ta) },
    });
    expect(r.statusCode, r.body).toBe(200);
    const nuevas = await nuevasDesde(desde);
    expect(nuevas).toHaveLength(1);
    expect(nuevas[0]).toMatchObject({
      usuarioId: admin.id,
      mensaje: 'Importación de mixto.csv: 2 usuarios creados; 1 fila con errores no se importó.',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
});
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });

const RUTAS = [
  '/api/solicitud-vacaciones/equipo-empleados',
  '/api/historial-vacaciones/empleados-equipo',
] as const;

/** jefe → (José Ñúñez, Josefina, subjefe → nieta Ángela + 30 more); otroJefe → another José (other branch). */
async function organigrama() {
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const jose = await crearUsuario(t.base.db, { jefeId: jefe.id, nombres: 'José Ñúñez' });
  const josefina = await crearUsuario(t.base.db, { jefeId: jefe.id, nombres: 'Josefina' });
  const subjefe = await crearUsuario(t.base.db, { roles: ['Jefe'], jefeId: jefe.id, nombres: 'Zacarías' });
  const angela = await crearUsuario(t.base.db, {
    jefeId: subjefe.id,
    nombres: 'Ángela',
    email: `angela.correo.unico${Date.now()}@prueba.pe`,
  });
  for (let i = 0; i < 30; i++) await crearUsuario(t.base.db, { jefeId: subjefe.id, nombres: `Relleno${i}` });
  const otroJefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const ajeno = await crearUsuario(t.base.db, { jefeId: otroJefe.id, nombres: 'José Ajeno' });
  const token = await iniciarSesion(t.app, jefe.email);
  return { jefe, jose, josefina, subjefe, angela, ajeno, token };
}

const ids = (r: { json: () => { empleados: { id: number }[] } }) => r.json().empleados.map((e) => e.id);

describe.each(RUTAS)('búsqueda de empleados del equipo en %s', (ruta) => {
  it('busca por nombre sin importar acentos ni mayúsculas, y con acentos', async () => {
    const o = await organigrama();
    const todos = `${ruta}?incluirSubordinadosNivelN=true`;
    expect(ids(await get(o.token, `${todos}&busqueda=jose`))).toEqual([o.jose.id, o.josefina.id]);
    expect(ids(await get(o.token, `${todos}&busqueda=${encodeURIComponent('JOSÉ ñuñ')}`))).toEqual([
      o.jose.id,
    ]);
    expect(ids(await get(o.token, `${todos}&busqueda=${encodeURIComponent('  angela ')}`))).toEqual([
      o.angela.id,
    ]);
    expect(ids(await get(o.token, `${ruta}?busqueda=angela`))).toEqual([]);
  });

  it('busca por email', async () => {
    const o = await organigrama();
    const r = await get(o.token, `${ruta}?incluirSubordinadosNivelN=true&busqueda=CORREO.UNICO`);
    expect(ids(r)).toEqual([o.angela.id]);
  });

  it('limite recorta la lista y empleadoId trae siempre al elegido del equipo', async () => {
    const o = await organigrama();
    const todos = `${ruta}?incluirSubordinadosNivelN=true`;
    const completa = ids(await get(o.token, todos));
    expect(completa).toHaveLength(34);
    const veinte = ids(await get(o.token, `${todos}&limite=20`));
    expect(veinte).toEqual(completa.slice(0, 20));
    const ultimo = completa.at(-1)!;
    expect(ids(await get(o.token, `${todos}&limite=20&empleadoId=${ultimo}`))).toEqual([
      ultimo,
      ...completa.slice(0, 20),
    ]);
    expect(ids(await get(o.token, `${todos}&busqueda=josefina&empleadoId=${o.jose.id}`))).toEqual([
      o.jose.id,
      o.josefina.id,
    ]);
  });

  it('nunca devuelve a alguien de otra rama, ni buscándolo ni pidiéndolo por empleadoId', async () => {
    const o = await organigrama();
    const todos = `${ruta}?incluirSubordinadosNivelN=true`;
    expect(ids(await get(o.token, `${todos}&busqueda=ajeno`))).toEqual([]);
    expect(ids(await get(o.token, `${todos}&busqueda=jose&empleadoId=${o.ajeno.id}`))).toEqual([
      o.jose.id,
      o.josefina.id,
    ]);
    // Only direct reports: the grandchild is outside that team, even when asked for by id.
    expect(ids(await get(o.token, `${ruta}?limite=1&empleadoId=${o.angela.id}`))).toEqual([o.jose.id]);
  });

  it('sin los parámetros nuevos la respuesta es la de siempre: todo el equipo, en orden español', async () => {
    const o = await organigrama();
    const r = await get(o.token, ruta);
    expect(r.statusCode).toBe(200);
    expect(ids(r)).toEqual([o.jose.id, o.josefina.id, o.subjefe.id]);
    expect(Object.keys(r.json().empleados[0]).sort()).toEqual(
      ruta.includes('historial') ? ['email', 'id', 'nombreCompleto'] : ['esDirecto', 'id', 'nombreCompleto'],
    );
  });

  it('valores no válidos reciben 400 con mensaje en español', async () => {
    const o = await organigrama();
    for (const [query, mensaje] of [
      ['limite=0', 'limite debe ser mayor o igual a 1'],
      ['limite=51', 'limite no puede ser mayor que 50'],
      ['limite=abc', 'limite debe ser un número'],
      ['limite=2.5', 'limite debe ser un número entero'],
      [`busqueda=${'a'.repeat(101)}`, 'La búsqueda no puede superar 100 caracteres'],
      ['empleadoId=-1', 'El identificador debe ser positivo'],
    ] as const) {
      const r = await get(o.token, `${ruta}?${query}`);
      expect(r.statusCode, query).toBe(400);
      expect(r.json().message, query).toContain(mensaje);
    }
  });
});

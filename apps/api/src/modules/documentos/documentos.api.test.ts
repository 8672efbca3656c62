import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, solicitudesVacaciones } from '../../db/schema';
import { ADVERTENCIA_ADELANTO } from '../../domain/calculo-saldo';
import { textoDePdf } from '../../lib/pdf/texto-pdf';
import { emitirDocumento } from './documentos.repository';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-08-01', appUrl: 'https://vacaciones.andes.pe' });
});
afterAll(() => t.cerrar());

type Usuario = Awaited<ReturnType<typeof crearUsuario>>;
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? conToken(token) : {} });
/** Issuing a document writes its code and audit record: a POST. */
const emitir = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? conToken(token) : {} });

const RAZON_SOCIAL = 'Andes Servicios Generales S.A.C.';
const RUC = '20131312955';

describe('documentos legales de una solicitud', () => {
  let rrhh: Usuario, jefe: Usuario, ana: Usuario, otroJefe: Usuario, dora: Usuario;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.base.db;
    rrhh = await crearUsuario(db, { roles: ['Admin'], nombres: 'Rosa' });
    jefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Julio' });
    ana = await crearUsuario(db, {
      nombres: 'Ana',
      jefeId: jefe.id,
      fechaIngreso: '2023-03-01',
      dni: '45678912',
    });
    otroJefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Otto' });
    dora = await crearUsuario(db, { nombres: 'Dora', jefeId: otroJefe.id });
    for (const [nombre, u] of Object.entries({ rrhh, jefe, ana, otroJefe, dora }))
      tokens[nombre] = await iniciarSesion(t.app, u.email);
    const empresa = await t.app.inject({
      method: 'PUT',
      url: '/api/empresa',
      headers: conToken(tokens.rrhh!),
      payload: { nombreComercial: 'Andes', razonSocial: RAZON_SOCIAL, ruc: RUC, zonaHoraria: null },
    });
    expect(empresa.statusCode).toBe(200);

    const insertar = async (clave: string, v: Partial<typeof solicitudesVacaciones.$inferInsert>) => {
      const [s] = await db
        .insert(solicitudesVacaciones)
        .values({
          usuarioId: ana.id,
          tipoVacaciones: 'libres',
          diasSolicitados: 5,
          fechaInicio: '2025-09-01',
          fechaFin: '2025-09-05',
          periodo: 2024,
          estado: 'Aprobada',
          ...v,
        })
        .returning({ id: solicitudesVacaciones.id });
      ids[clave] = s!.id;
    };
    await insertar('libres', {
      aprobadorId: jefe.id,
      // 15:30 UTC is 10:30 in Lima.
      fechaAprobacion: new Date('2025-07-20T15:30:00Z'),
    });
    await insertar('adelanto', {
      diasSolicitados: 3,
      fechaInicio: '2025-10-06',
      fechaFin: '2025-10-08',
      periodo: 2025,
      estado: 'Pendiente',
      advertencias: [ADVERTENCIA_ADELANTO],
    });
    // Period 2023 enjoyed in one uninterrupted rest: bloque 15 and libres 15 back to back.
    for (const [clave, tipo, inicio, fin] of [
      ['bloque', 'bloque', '2024-04-01', '2024-04-15'],
      ['libres15', 'libres', '2024-04-16', '2024-04-30'],
    ] as const)
      await insertar(clave, {
        tipoVacaciones: tipo,
        diasSolicitados: 15,
        fechaInicio: inicio,
        fechaFin: fin,
        periodo: 2023,
        aprobadorId: jefe.id,
        fechaAprobacion: new Date('2024-03-20T14:00:00Z'),
      });
    await insertar('rechazada', { estado: 'Rechazada', fechaInicio: '2025-11-03', fechaFin: '2025-11-07' });
  });

  const pdf = async (clave: string, documento: string, token = tokens.ana!) => {
    const r = await emitir(`/api/documentos/solicitudes/${ids[clave]}/${documento}`, token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain(`${documento}-solicitud-${ids[clave]}.pdf`);
    return textoDePdf(r.rawPayload);
  };
  const codigoDe = async (clave: string, documento: string) => {
    const r = await get(`/api/documentos/solicitudes/${ids[clave]}`, tokens.ana);
    return r.json().documentos.find((d: { documento: string }) => d.documento === documento)
      .codigoVerificacion as string;
  };
  const comunes = (texto: string) => {
    expect(texto).toContain(RAZON_SOCIAL);
    expect(texto).toContain(`RUC ${RUC}`);
    expect(texto).toContain('Ana Prueba Test');
    expect(texto).toContain('DNI: 45678912');
    expect(texto).toContain('Fecha de ingreso: 01/03/2023');
  };

  it('dice qué documentos corresponden a cada solicitud, los acuerdos primero', async () => {
    const lista = async (clave: string) =>
      (await get(`/api/documentos/solicitudes/${ids[clave]}`, tokens.ana))
        .json()
        .documentos.map((d: { documento: string }) => d.documento);
    expect(await lista('libres')).toEqual(['acuerdo-fraccionamiento', 'papeleta']);
    expect(await lista('adelanto')).toEqual(['acuerdo-fraccionamiento', 'acuerdo-adelanto']);
    expect(await lista('bloque')).toEqual(['papeleta']);
    expect(await lista('rechazada')).toEqual([]);
    const r = await get(`/api/documentos/solicitudes/${ids.libres}`, tokens.ana);
    expect(r.json().documentos[1]).toEqual({
      documento: 'papeleta',
      nombre: 'Papeleta de vacaciones',
      codigoVerificacion: null,
    });
  });

  it('la papeleta de una solicitud aprobada lleva empresa, RUC, trabajador, DNI, período, fechas, días, aprobador, fecha y código', async () => {
    const { texto, paginas } = await pdf('libres', 'papeleta');
    expect(paginas).toBe(1);
    comunes(texto);
    expect(texto).toContain('Papeleta de vacaciones');
    expect(texto).toContain(`Solicitud N.º: ${ids.libres}`);
    expect(texto).toContain('Período vacacional: 2024 (año de servicio del 01/03/2024 al 28/02/2025)');
    expect(texto).toContain('Fecha de inicio: 01/09/2025');
    expect(texto).toContain('Fecha de fin: 05/09/2025');
    expect(texto).toContain('Días: 5 días calendario');
    expect(texto).toContain('Fecha de reincorporación: 06/09/2025');
    expect(texto).toContain('Recursos Humanos Nombre, firma y sello');
    expect(texto).toContain('Aprobado por: Julio Prueba Test');
    expect(texto).toContain('Fecha de aprobación: 20/07/2025 10:30');
    const codigo = await codigoDe('libres', 'papeleta');
    expect(codigo).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(texto).toContain(`Código de verificación: ${codigo}`);
    expect(texto).toContain(`https://vacaciones.andes.pe/api/documentos/verificar/${codigo}`);
  });

  it('reimprimir da el mismo código, y cada emisión queda auditada con la solicitud y el tipo', async () => {
    const codigo = await codigoDe('libres', 'papeleta');
    const { texto } = await pdf('libres', 'papeleta', tokens.jefe);
    expect(texto).toContain(`Código de verificación: ${codigo}`);
    const [fila] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'EMITIR_DOCUMENTO'), eq(auditoria.usuarioEjecutorId, jefe.id)))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(fila).toMatchObject({
      modulo: 'REPORTES',
      severidad: 'INFO',
      usuarioAfectadoId: ana.id,
      registroId: codigo,
      datosNuevos: { tipo: 'PAPELETA', solicitudId: ids.libres, codigo, reimpresion: true },
    });
  });

  it('el acuerdo de fraccionamiento cita la ley, identifica a las partes y lista las fracciones del período', async () => {
    const { texto } = await pdf('libres', 'acuerdo-fraccionamiento');
    comunes(texto);
    expect(texto).toContain('Acuerdo de fraccionamiento de vacaciones');
    expect(texto).toContain(`${RAZON_SOCIAL}, con RUC N.º ${RUC} (en adelante, el EMPLEADOR)`);
    expect(texto).toContain('identificado(a) con DNI N.º 45678912');
    expect(texto).toContain('artículo 17 del Decreto Legislativo N.º 713');
    expect(texto).toContain('artículo 8 del Decreto Supremo N.º 002-2019-TR');
    expect(texto).toContain('Período vacacional: 2024 (año de servicio del 01/03/2024 al 28/02/2025)');
    expect(texto).toContain('Fecha de inicio: 01/09/2025');
    expect(texto).toContain('Fecha de fin: 05/09/2025');
    expect(texto).toContain('Días: 5 días calendario');
    expect(texto).toContain('Aprobado por: Julio Prueba Test');
    expect(texto).toContain('Fecha de aprobación: 20/07/2025 10:30');
    expect(texto).toContain(`N.º ${ids.libres} Esta fracción 01/09/2025 05/09/2025 5 Aprobada`);
    const codigo = await codigoDe('libres', 'acuerdo-fraccionamiento');
    expect(codigo).not.toBe(await codigoDe('libres', 'papeleta'));
    expect(texto).toContain(`Código de verificación: ${codigo}`);
  });

  it('el acuerdo de adelanto de una pendiente dice cuándo se adquiere el derecho y la compensación con truncas', async () => {
    const { texto } = await pdf('adelanto', 'acuerdo-adelanto');
    comunes(texto);
    expect(texto).toContain('Acuerdo de adelanto de vacaciones');
    expect(texto).toContain('artículos 5 y 6 del Decreto Supremo N.º 002-2019-TR');
    expect(texto).toContain('adquiere el derecho a su descanso el 01/03/2026');
    expect(texto).toContain('Período vacacional: 2025 (año de servicio del 01/03/2025 al 28/02/2026)');
    expect(texto).toContain('Fecha de inicio: 06/10/2025');
    expect(texto).toContain('Fecha de fin: 08/10/2025');
    expect(texto).toContain('Días: 3 días calendario');
    expect(texto).toContain('Estado de la solicitud: Pendiente de aprobación');
    expect(texto).toContain('vacaciones truncas');
    expect(texto).toContain(`Código de verificación: ${await codigoDe('adelanto', 'acuerdo-adelanto')}`);
  });

  it('un documento que no corresponde responde 409 con el motivo en español', async () => {
    const motivo = async (clave: string, documento: string) => {
      const r = await emitir(`/api/documentos/solicitudes/${ids[clave]}/${documento}`, tokens.ana);
      expect(r.statusCode).toBe(409);
      return r.json().message as string;
    };
    expect(await motivo('adelanto', 'papeleta')).toBe(
      'La papeleta solo se emite para una solicitud aprobada; esta solicitud está pendiente',
    );
    expect(await motivo('libres', 'acuerdo-adelanto')).toMatch(/no adelanta vacaciones/);
    expect(await motivo('bloque', 'acuerdo-fraccionamiento')).toBe(
      'La solicitud goza los 30 días del período sin interrupción: no fracciona las vacaciones',
    );
    expect(await motivo('rechazada', 'acuerdo-fraccionamiento')).toBe(
      'La solicitud está rechazada: no hay acuerdo que firmar',
    );
  });

  it('el empleado descarga los suyos, el jefe los de su equipo, RR. HH. cualquiera; nadie más', async () => {
    const url = `/api/documentos/solicitudes/${ids.libres}/papeleta`;
    expect((await emitir(url, tokens.jefe)).statusCode).toBe(200);
    expect((await emitir(url, tokens.rrhh)).statusCode).toBe(200);
    const ajeno = await emitir(url, tokens.otroJefe);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().message).toBe('No tiene permiso para ver esta solicitud');
    expect((await emitir(url, tokens.dora)).statusCode).toBe(403);
    expect((await get(`/api/documentos/solicitudes/${ids.libres}`, tokens.dora)).statusCode).toBe(403);
    expect((await emitir(url)).statusCode).toBe(401);
    const falta = await emitir('/api/documentos/solicitudes/999999/papeleta', tokens.rrhh);
    expect(falta.statusCode).toBe(404);
    expect(falta.json().message).toBe('La solicitud no existe');
    const malo = await emitir(`/api/documentos/solicitudes/${ids.libres}/contrato`, tokens.ana);
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toContain('papeleta, acuerdo-fraccionamiento o acuerdo-adelanto');
  });
});

describe('verificación pública de un documento', () => {
  it('sin sesión dice tipo, solicitud, nombre y fecha de emisión, sin DNI ni otros datos', async () => {
    const db = t.base.db;
    const jefe = await crearUsuario(db, { roles: ['Jefe'] });
    const eva = await crearUsuario(db, { nombres: 'Eva', jefeId: jefe.id, dni: '70112233' });
    const [s] = await db
      .insert(solicitudesVacaciones)
      .values({
        usuarioId: eva.id,
        tipoVacaciones: 'bloque',
        diasSolicitados: 7,
        fechaInicio: '2025-08-11',
        fechaFin: '2025-08-17',
        periodo: 2024,
        estado: 'Aprobada',
        observaciones: 'Motivo privado',
      })
      .returning();
    const r = await emitir(
      `/api/documentos/solicitudes/${s!.id}/papeleta`,
      await iniciarSesion(t.app, eva.email),
    );
    expect(r.statusCode).toBe(200);
    const { texto } = await textoDePdf(r.rawPayload);
    const codigo = /Código de verificación: ([2-9A-Z-]{14})/.exec(texto)![1]!;

    const v = await get(`/api/documentos/verificar/${codigo.toLowerCase()}`);
    expect(v.statusCode).toBe(200);
    const cuerpo = v.json();
    expect(cuerpo).toEqual({
      valido: true,
      codigo,
      tipo: 'PAPELETA',
      nombreTipo: 'Papeleta de vacaciones',
      fechaEmision: expect.stringMatching(/Z$/),
      empleado: 'Eva Prueba Test',
      solicitud: { id: s!.id, fechaInicio: '2025-08-11', fechaFin: '2025-08-17', dias: 7 },
    });
    expect(v.body).not.toContain('70112233');
    expect(v.body).not.toContain(eva.email);
    expect(v.body).not.toContain('Motivo privado');
  });

  it('verifica también un kardex, que no es de una solicitud', async () => {
    const db = t.base.db;
    const u = await crearUsuario(db, { nombres: 'Kira' });
    const e = await emitirDocumento(db, {
      tipo: 'KARDEX',
      solicitudId: null,
      usuarioId: u.id,
      emitidoPorId: u.id,
    });
    const v = await get(`/api/documentos/verificar/${e.codigo}`);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toMatchObject({
      tipo: 'KARDEX',
      nombreTipo: 'Kardex vacacional',
      empleado: 'Kira Prueba Test',
      solicitud: null,
    });
  });

  it('un código que no existe da 404 y uno mal escrito 400, en español', async () => {
    const no = await get('/api/documentos/verificar/2222-3333-4444');
    expect(no.statusCode).toBe(404);
    expect(no.json().message).toBe('No existe un documento emitido con el código 2222-3333-4444');
    const malo = await get('/api/documentos/verificar/ABC-0000');
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toContain('El código de verificación no tiene el formato XXXX-XXXX-XXXX');
  });

  it('limita las consultas por dirección: adivinar códigos se corta con 429', async () => {
    const estados: number[] = [];
    for (let i = 0; i < 40; i++)
      estados.push((await get('/api/documentos/verificar/2222-3333-4444')).statusCode);
    expect(estados[0]).toBe(404);
    expect(estados).toContain(429);
    const ultima = await get('/api/documentos/verificar/2222-3333-4444');
    expect(ultima.statusCode).toBe(429);
    expect(ultima.json().message).toBe('Demasiados intentos. Espere un momento e intente nuevamente.');
  });
});

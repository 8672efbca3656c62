import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { calcularFechaFin } from '@app/contract/fechas';
import type { TKardex } from '@app/contract/kardex';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, documentosEmitidos, solicitudesVacaciones } from '../../db/schema';
import { textoDePdf } from '../../lib/pdf/texto-pdf';

const APP_URL = 'https://descanso.prueba.pe';
const HOY = '2025-06-15';
const BASE = '/api/reportes/vacaciones-usuario';

type Usuario = Awaited<ReturnType<typeof crearUsuario>>;

let t: AppDePrueba;
/** Admin (HR); manager J with employee E, who manages S (J's team at the second level); manager K with F. */
let admin: Usuario, jefe: Usuario, empleado: Usuario, sub: Usuario, otroJefe: Usuario, ajeno: Usuario;
const tk: Record<string, string> = {};

async function solicitud(
  u: Usuario,
  o: {
    periodo: number;
    tipo: 'libres' | 'bloque';
    dias: number;
    inicio: string;
    estado: 'Pendiente' | 'Aprobada' | 'Rechazada' | 'Cancelada';
    aprobador?: Usuario;
    fechaAprobacion?: string;
  },
) {
  const [fila] = await t.base.db
    .insert(solicitudesVacaciones)
    .values({
      usuarioId: u.id,
      tipoVacaciones: o.tipo,
      diasSolicitados: o.dias,
      fechaInicio: o.inicio,
      fechaFin: calcularFechaFin(o.inicio, o.dias),
      periodo: o.periodo,
      estado: o.estado,
      aprobadorId: o.aprobador?.id ?? null,
      fechaAprobacion: o.fechaAprobacion ? new Date(o.fechaAprobacion) : null,
    })
    .returning({ id: solicitudesVacaciones.id });
  return fila!.id;
}

const pedir = (token: string, url: string) =>
  t.app.inject({ method: /\/(excel|pdf)$/.test(url) ? 'POST' : 'GET', url, headers: conToken(token) });

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: HOY, appUrl: APP_URL });
  const db = t.base.db;
  admin = await crearUsuario(db, { roles: ['Admin'], email: 'rrhh.kardex@prueba.pe' });
  jefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Julia', email: 'jefa.kardex@prueba.pe' });
  empleado = await crearUsuario(db, {
    jefeId: jefe.id,
    nombres: 'Ñusta',
    email: 'nusta.kardex@prueba.pe',
    dni: '45678912',
    fechaIngreso: '2022-03-01',
  });
  sub = await crearUsuario(db, {
    jefeId: empleado.id,
    nombres: 'Segundo',
    email: 'segundo.kardex@prueba.pe',
  });
  otroJefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Karen', email: 'karen.kardex@prueba.pe' });
  ajeno = await crearUsuario(db, {
    jefeId: otroJefe.id,
    nombres: 'Fermín',
    email: 'fermin.kardex@prueba.pe',
  });
  await solicitud(empleado, {
    periodo: 2022,
    tipo: 'bloque',
    dias: 15,
    inicio: '2023-04-03',
    estado: 'Aprobada',
    aprobador: jefe,
    fechaAprobacion: '2023-03-20T15:30:00Z',
  });
  await solicitud(empleado, {
    periodo: 2023,
    tipo: 'libres',
    dias: 3,
    inicio: '2024-05-06',
    estado: 'Rechazada',
    aprobador: jefe,
    fechaAprobacion: '2024-05-01T14:00:00Z',
  });
  await solicitud(empleado, {
    periodo: 2024,
    tipo: 'libres',
    dias: 2,
    inicio: '2025-08-04',
    estado: 'Pendiente',
  });
  // Period 2025 is acquired on 2026-03-01: a request starting before is an adelanto.
  await solicitud(empleado, {
    periodo: 2025,
    tipo: 'libres',
    dias: 1,
    inicio: '2025-07-07',
    estado: 'Aprobada',
    aprobador: jefe,
    fechaAprobacion: '2025-06-10T16:00:00Z',
  });
  for (const u of [admin, jefe, empleado, otroJefe]) tk[u.email] = await iniciarSesion(t.app, u.email);
});
afterAll(() => t.cerrar());

describe('kardex vacacional (Vacaciones por Usuario)', () => {
  it('cada período trae exactamente los números de GET /api/historial-vacaciones del propio empleado', async () => {
    const propio = await pedir(tk[empleado.email]!, '/api/historial-vacaciones');
    expect(propio.statusCode).toBe(200);
    const r = await pedir(tk[admin.email]!, `${BASE}/${empleado.id}`);
    expect(r.statusCode).toBe(200);
    const k = r.json<TKardex>();
    const historial = propio.json<{ historial: Record<string, unknown>[] }>().historial;
    expect(k.periodos.map((p) => p.periodo)).toEqual([2022, 2023, 2024, 2025]);
    expect(historial).toHaveLength(k.periodos.length);
    historial.forEach((fila, i) => expect(k.periodos[i]).toMatchObject(fila));
  });

  it('encabezado, devengado, gozados, en trámite y cada solicitud con tipo, adelanto, estado y quién decidió', async () => {
    const k = (await pedir(tk[jefe.email]!, `${BASE}/${empleado.id}`)).json<TKardex>();
    expect(k.persona).toEqual({
      id: empleado.id,
      nombreCompleto: 'Ñusta Prueba Test',
      dni: '45678912',
      email: 'nusta.kardex@prueba.pe',
      departamento: 'General',
      fechaIngreso: '2022-03-01',
      regimen: 'GENERAL',
      jefe: 'Julia Prueba Test',
      activo: true,
    });
    expect(k.fechaCorte).toBe(HOY);
    const [p2022, p2023, p2024, p2025] = k.periodos;
    expect(p2022).toMatchObject({
      devengado: 30,
      gozados: 15,
      enTramite: 0,
      estado: 'VENCIDA',
      vencidas: 15,
    });
    expect(p2022!.solicitudes).toEqual([
      expect.objectContaining({
        fechaInicio: '2023-04-03',
        fechaFin: '2023-04-17',
        dias: 15,
        tipo: 'bloque',
        adelanto: false,
        estado: 'Aprobada',
        decididoPor: 'Julia Prueba Test',
        fechaDecision: '2023-03-20T15:30:00.000Z',
      }),
    ]);
    expect(p2023).toMatchObject({ devengado: 30, gozados: 0, vencidas: 30 });
    expect(p2023!.solicitudes[0]).toMatchObject({ estado: 'Rechazada', decididoPor: 'Julia Prueba Test' });
    expect(p2024).toMatchObject({
      devengado: 30,
      gozados: 0,
      enTramite: 2,
      estado: 'PENDIENTE',
      pendientes: 28,
    });
    expect(p2024!.solicitudes[0]).toMatchObject({
      estado: 'Pendiente',
      decididoPor: null,
      fechaDecision: null,
    });
    // 3 months and 15 days of the current year: 3 × 2.5 + 15/12.
    expect(p2025).toMatchObject({ estado: 'CURSO', devengado: 8.75, gozados: 1 });
    expect(p2025!.solicitudes[0]).toMatchObject({ tipo: 'libres', adelanto: true, estado: 'Aprobada' });
  });

  it('un jefe ve a su equipo en todos los niveles y no a otro equipo (403); un empleado solo el suyo', async () => {
    expect((await pedir(tk[jefe.email]!, `${BASE}/${sub.id}`)).statusCode).toBe(200);
    const fuera = await pedir(tk[jefe.email]!, `${BASE}/${ajeno.id}`);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().message).toBe('La persona no pertenece a su equipo');
    expect((await pedir(tk[otroJefe.email]!, `${BASE}/${empleado.id}/pdf`)).statusCode).toBe(403);
    expect((await pedir(tk[empleado.email]!, `${BASE}/${empleado.id}`)).statusCode).toBe(200);
    const otro = await pedir(tk[empleado.email]!, `${BASE}/${sub.id}`);
    expect(otro.statusCode).toBe(403);
    expect(otro.json().message).toBe('Solo puede ver su propio kardex vacacional');
    expect((await pedir(tk[empleado.email]!, `${BASE}/personas?busqueda=a`)).statusCode).toBe(403);
    expect((await pedir(tk[admin.email]!, `${BASE}/999999`)).statusCode).toBe(404);
  });

  it('el buscador: RR. HH. encuentra a cualquiera por DNI o correo; un jefe solo a su equipo', async () => {
    const porDni = (await pedir(tk[admin.email]!, `${BASE}/personas?busqueda=4567891`)).json();
    expect(porDni.personas.map((p: { id: number }) => p.id)).toEqual([empleado.id]);
    const porCorreo = (await pedir(tk[admin.email]!, `${BASE}/personas?busqueda=FERMIN.kardex`)).json();
    expect(porCorreo.personas.map((p: { id: number }) => p.id)).toEqual([ajeno.id]);
    const delJefe = (await pedir(tk[jefe.email]!, `${BASE}/personas?busqueda=kardex`)).json();
    expect(delJefe.personas.map((p: { id: number }) => p.id).sort()).toEqual([empleado.id, sub.id].sort());
    // The person in the URL comes first when reachable, and never when not.
    const conElegida = (
      await pedir(tk[jefe.email]!, `${BASE}/personas?busqueda=segundo&usuarioId=${empleado.id}`)
    ).json();
    expect(conElegida.personas.map((p: { id: number }) => p.id)).toEqual([empleado.id, sub.id]);
    const ajenaNo = (
      await pedir(tk[jefe.email]!, `${BASE}/personas?busqueda=zzz&usuarioId=${ajeno.id}`)
    ).json();
    expect(ajenaNo.personas).toEqual([]);
  });

  it('el Excel tiene «Resumen» y una hoja por período, con los encabezados y fechas reales; se audita', async () => {
    const r = await pedir(tk[admin.email]!, `${BASE}/${empleado.id}/excel`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('kardex-45678912.xlsx');
    // Four periods and four requests.
    expect(r.headers['x-total-filas']).toBe('8');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets.map((h) => h.name)).toEqual([
      'Resumen',
      'Período 2022',
      'Período 2023',
      'Período 2024',
      'Período 2025',
    ]);
    const resumen = libro.getWorksheet('Resumen')!;
    expect(String(resumen.getCell('A1').value)).toBe('Kardex vacacional de Ñusta Prueba Test (DNI 45678912)');
    expect((resumen.getRow(4).values as unknown[]).slice(1)).toEqual([
      'Período',
      'Inicio',
      'Fin',
      'Fin de ventana',
      'Estado',
      'Devengado',
      'Gozados',
      'En trámite',
      'Pendientes',
      'Vencidas',
      'Truncas',
      'Días Libres',
      'Días Bloque',
    ]);
    const k = (await pedir(tk[admin.email]!, `${BASE}/${empleado.id}`)).json<TKardex>();
    k.periodos.forEach((p, i) => {
      const fila = resumen.getRow(5 + i);
      expect(fila.getCell(1).value).toBe(p.periodo);
      expect(fila.getCell(2).value).toEqual(new Date(`${p.inicio}T00:00:00Z`));
      expect(fila.getCell(2).numFmt).toBe('dd/mm/yyyy');
      expect(fila.getCell(4).value).toEqual(new Date(`${p.finVentana}T00:00:00Z`));
      expect([6, 7, 8, 9, 10, 11, 12, 13].map((c) => fila.getCell(c).value)).toEqual([
        p.devengado,
        p.gozados,
        p.enTramite,
        p.pendientes,
        p.vencidas,
        p.truncas,
        p.diasLibres,
        p.diasBloque,
      ]);
    });
    const h2022 = libro.getWorksheet('Período 2022')!;
    expect((h2022.getRow(3).values as unknown[]).slice(1)).toEqual([
      'Solicitud',
      'Desde',
      'Hasta',
      'Días',
      'Tipo',
      'Estado',
      'Solicitada',
      'Decidió',
      'Fecha de decisión',
    ]);
    const s = h2022.getRow(4);
    expect(s.getCell(2).value).toEqual(new Date('2023-04-03T00:00:00Z'));
    expect(s.getCell(4).value).toBe(15);
    expect(s.getCell(5).value).toBe('Bloque');
    expect(s.getCell(8).value).toBe('Julia Prueba Test');
    // 15:30 UTC is 10:30 in Lima.
    expect(s.getCell(9).value).toEqual(new Date('2023-03-20T10:30:00Z'));
    expect(libro.getWorksheet('Período 2025')!.getRow(4).getCell(5).value).toBe('Días libres (adelanto)');
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.tipoAccion, 'EXPORTAR_KARDEX_EXCEL'), eq(auditoria.usuarioAfectadoId, empleado.id)),
      );
    expect(registro).toMatchObject({ modulo: 'REPORTES', severidad: 'INFO', usuarioEjecutorId: admin.id });
    expect(registro!.datosNuevos).toMatchObject({
      usuarioId: empleado.id,
      periodos: [2022, 2023, 2024, 2025],
    });
  });

  it('el PDF lleva cada campo del kardex y un código de verificación nuevo cada vez, registrado y auditado', async () => {
    const r = await pedir(tk[jefe.email]!, `${BASE}/${empleado.id}/pdf`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const { texto } = await textoDePdf(r.rawPayload);
    const emitidos = await t.base.db
      .select()
      .from(documentosEmitidos)
      .where(eq(documentosEmitidos.usuarioId, empleado.id));
    expect(emitidos).toHaveLength(1);
    const codigo = emitidos[0]!.codigo;
    expect(emitidos[0]).toMatchObject({ tipo: 'KARDEX', solicitudId: null, emitidoPorId: jefe.id });
    for (const esperado of [
      'Kardex vacacional',
      'Trabajador: Ñusta Prueba Test',
      'DNI: 45678912',
      'Departamento: General',
      'Fecha de ingreso: 01/03/2022',
      'Régimen: General',
      'Jefe: Julia Prueba Test',
      'Fecha de corte: 15/06/2025',
      'Devengado',
      'Gozados',
      'Fin de ventana',
      '2022 01/03/2022 28/02/2023 29/02/2024 Vencida 30.00 15.00 0.00 0.00 15.00 0.00 15.00 0.00',
      '2025 01/03/2025 28/02/2026 28/02/2027 En curso 8.75 1.00',
      '03/04/2023 17/04/2023 15 Bloque Aprobada Julia Prueba Test 20/03/2023 10:30',
      'Días libres (adelanto)',
      'Rechazada',
      'Pendiente',
      `Código de verificación: ${codigo}`,
      `${APP_URL}/api/documentos/verificar/${codigo}`,
    ])
      expect(texto).toContain(esperado);
    await pedir(tk[jefe.email]!, `${BASE}/${empleado.id}/pdf`);
    const [auditados, otraVez] = await Promise.all([
      t.base.db.select().from(auditoria).where(eq(auditoria.tipoAccion, 'EMITIR_KARDEX_PDF')),
      t.base.db.select().from(documentosEmitidos).where(eq(documentosEmitidos.usuarioId, empleado.id)),
    ]);
    expect(otraVez).toHaveLength(2);
    expect(new Set(otraVez.map((d) => d.codigo)).size).toBe(2);
    expect(auditados.map((a) => a.registroId).sort()).toEqual(otraVez.map((d) => d.codigo).sort());
  });

  it('una persona sin períodos tiene un kardex vacío, y su PDF lo dice', async () => {
    const nueva = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2025-07-01' });
    const k = (await pedir(tk[jefe.email]!, `${BASE}/${nueva.id}`)).json<TKardex>();
    expect(k.periodos).toEqual([]);
    const { texto } = await textoDePdf((await pedir(tk[jefe.email]!, `${BASE}/${nueva.id}/pdf`)).rawPayload);
    expect(texto).toContain('La persona aún no tiene períodos vacacionales.');
  });
});

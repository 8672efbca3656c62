import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MENSAJES_CONFIGURACION } from '@app/contract/configuracion';
import { MENSAJES_PROGRAMACION as M } from '@app/contract/programacion';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, notificaciones, solicitudesVacaciones, tramosPlan } from '../../db/schema';
import { crearNotificador } from '../notificaciones/notificador.service';
import { crearSaldosService } from '../saldos/saldos.service';
import { crearProgramacionService } from './programacion.service';

let t: AppDePrueba;
type Usuario = Awaited<ReturnType<typeof crearUsuario>>;
let jefe: Usuario, ana: Usuario, eva: Usuario, otroJefe: Usuario, beto: Usuario, hr: Usuario;
const tk: Record<string, string> = {};

/** The invitation round as a process runs it; two instances stand for two processes. */
const ronda = () =>
  crearProgramacionService({
    db: t.base.db,
    reloj: t.reloj,
    saldos: crearSaldosService({ db: t.base.db, reloj: t.reloj }),
    notificador: crearNotificador({ appUrl: 'https://descanso.prueba.pe' }),
  }).invitar();

const pedir = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: conToken(token), ...(payload ? { payload } : {}) });

const tramo = (tipoVacaciones: string, diasSolicitados: number, fechaInicio: string, periodo = 2023) => ({
  tipoVacaciones,
  diasSolicitados,
  fechaInicio,
  periodo,
});
const SOLICITUD = '/api/solicitud-vacaciones/crear-solicitud-vacaciones';

beforeAll(async () => {
  // Hired 2023-05-02: period 2023 (30 days) is acquired and its window ends 2025-05-01, inside the 2025 plan.
  t = await crearAppDePrueba({ hoy: '2025-03-10' });
  const db = t.base.db;
  const ingreso = { fechaIngreso: '2023-05-02' };
  hr = await crearUsuario(db, { roles: ['Admin'], nombres: 'Rosa', ...ingreso });
  jefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Jorge', ...ingreso });
  ana = await crearUsuario(db, { roles: ['Empleado'], jefeId: jefe.id, nombres: 'Ana', ...ingreso });
  // A name a spreadsheet would take for a formula: the export must neutralise it.
  eva = await crearUsuario(db, { roles: ['Empleado'], jefeId: jefe.id, nombres: '=1+1', ...ingreso });
  otroJefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Otto', ...ingreso });
  beto = await crearUsuario(db, { roles: ['Empleado'], jefeId: otroJefe.id, nombres: 'Beto', ...ingreso });
  for (const [k, u] of Object.entries({ hr, jefe, ana, eva, otroJefe, beto }))
    tk[k] = await iniciarSesion(t.app, u.email);
});
afterAll(() => t.cerrar());

describe('rol vacacional', () => {
  let idAbril: number;
  let idFijado: number;

  it('sin ventana abierta el empleado no puede proponer', async () => {
    const r = await pedir(
      tk.ana!,
      'POST',
      '/api/programacion/mi-plan/tramos',
      tramo('bloque', 15, '2025-04-01'),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.ventanaCerrada);
    const plan = (await pedir(tk.ana!, 'GET', '/api/programacion/mi-plan?anio=2025')).json();
    expect(plan).toMatchObject({ anio: 2025, ventanaAbierta: false, diasInvitacion: 30 });
  });

  it('el jefe abre la ventana de su equipo (auditado) y no la de otro; solo RR. HH. abre la de la empresa', async () => {
    expect(
      (await pedir(tk.ana!, 'PUT', '/api/programacion/ventana', { anio: 2025, abierta: true })).statusCode,
    ).toBe(403);
    expect(
      (await pedir(tk.jefe!, 'PUT', '/api/programacion/ventana-empresa', { anio: 2025, abierta: true }))
        .statusCode,
    ).toBe(403);
    const r = await pedir(tk.jefe!, 'PUT', '/api/programacion/ventana', { anio: 2025, abierta: true });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(M.ventanaAbierta);
    const [a] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'ABRIR_VENTANA_PLAN'), eq(auditoria.usuarioEjecutorId, jefe.id)));
    expect(a).toMatchObject({ modulo: 'PROGRAMACION_VACACIONES', tablaAfectada: 'ventanas_plan' });
    expect((await pedir(tk.ana!, 'GET', '/api/programacion/mi-plan?anio=2025')).json().ventanaAbierta).toBe(
      true,
    );
    // Another manager's window says nothing about this team.
    expect((await pedir(tk.beto!, 'GET', '/api/programacion/mi-plan?anio=2025')).json().ventanaAbierta).toBe(
      false,
    );
  });

  it('un tramo rompe las reglas de fraccionamiento con los mismos errores que una solicitud', async () => {
    const casos = [
      tramo('bloque', 10, '2025-04-01'),
      tramo('libres', 16, '2025-04-01'),
      tramo('libres', 2, '2025-04-01', 2019),
      tramo('libres', 2, '2025-03-01'),
      tramo('libres', 0, '2025-04-01'),
    ];
    for (const c of casos) {
      const plan = await pedir(tk.ana!, 'POST', '/api/programacion/mi-plan/tramos', c);
      const solicitud = await pedir(tk.ana!, 'POST', SOLICITUD, c);
      expect(plan.statusCode, JSON.stringify(c)).toBeGreaterThanOrEqual(400);
      expect([plan.statusCode, plan.json()], JSON.stringify(c)).toEqual([
        solicitud.statusCode,
        solicitud.json(),
      ]);
    }
    expect(await t.base.db.select().from(tramosPlan)).toHaveLength(0);
    expect(await t.base.db.select().from(solicitudesVacaciones)).toHaveLength(0);
  });

  it('el empleado propone; los demás tramos cuentan para las reglas pero no reservan saldo', async () => {
    const r = await pedir(
      tk.ana!,
      'POST',
      '/api/programacion/mi-plan/tramos',
      tramo('bloque', 15, '2025-04-01'),
    );
    expect(r.statusCode, r.body).toBe(200);
    idAbril = r.json().id;
    // The block of period 2023 is complete in the plan: a second block is refused as a request would be.
    const otroBloque = await pedir(
      tk.ana!,
      'POST',
      '/api/programacion/mi-plan/tramos',
      tramo('bloque', 15, '2025-06-02'),
    );
    expect(otroBloque.statusCode).toBe(422);
    expect(otroBloque.json().message).toBe(
      'El bloque del período 2023 ya fue completado; puede solicitar días libres',
    );
    const encima = await pedir(
      tk.ana!,
      'POST',
      '/api/programacion/mi-plan/tramos',
      tramo('libres', 3, '2025-04-10'),
    );
    expect(encima.statusCode).toBe(422);
    expect(encima.json().message).toBe(M.superposicionTramo(idAbril));
    const fueraDelAnio = await pedir(
      tk.ana!,
      'POST',
      '/api/programacion/mi-plan/tramos',
      tramo('libres', 3, '2026-01-05'),
    );
    expect(fueraDelAnio.statusCode).toBe(409);
    // The balance is untouched: period 2023 still has its 30 days.
    const saldo = (await pedir(tk.ana!, 'GET', '/api/historial-vacaciones')).json();
    const p2023 = saldo.historial.find((h: { periodo: number }) => h.periodo === 2023);
    expect(p2023).toMatchObject({ pendientes: 30, diasBloque: 15, diasLibres: 15 });

    const plan = (await pedir(tk.ana!, 'GET', '/api/programacion/mi-plan?anio=2025')).json();
    expect(plan.plan.tramos).toEqual([
      expect.objectContaining({
        id: idAbril,
        estado: 'PROPUESTO',
        fechaInicio: '2025-04-01',
        fechaFin: '2025-04-15',
        nombrePropuestoPor: 'Ana Prueba Test',
        nombreDecididoPor: null,
      }),
    ]);
    // Period 2023 expires 2025-05-01 with 30 days and only 15 planned: flagged.
    expect(plan.plan.periodos).toEqual([
      {
        periodo: 2023,
        fechaVencimiento: '2025-05-01',
        diasPendientes: 30,
        diasPlanificados: 15,
        cubierto: false,
      },
    ]);
    expect(plan.plan.enRiesgo).toBe(true);
  });

  it('solo un jefe en la línea de mando (o RR. HH.) acepta; otro jefe recibe 403', async () => {
    expect((await pedir(tk.otroJefe!, 'PUT', `/api/programacion/tramos/${idAbril}/aceptar`)).statusCode).toBe(
      403,
    );
    expect((await pedir(tk.ana!, 'PUT', `/api/programacion/tramos/${idAbril}/aceptar`)).statusCode).toBe(403);
    const ajeno = (await pedir(tk.otroJefe!, 'GET', '/api/programacion/equipo?anio=2025')).json();
    expect(ajeno.empleados.map((e: { usuarioId: number }) => e.usuarioId)).toEqual([beto.id]);

    const r = await pedir(tk.jefe!, 'PUT', `/api/programacion/tramos/${idAbril}/aceptar`);
    expect(r.statusCode).toBe(200);
    const equipo = (await pedir(tk.jefe!, 'GET', '/api/programacion/equipo?anio=2025')).json();
    const deAna = equipo.empleados.find((e: { usuarioId: number }) => e.usuarioId === ana.id);
    expect(deAna.tramos[0]).toMatchObject({ estado: 'ACEPTADO', nombreDecididoPor: 'Jorge Prueba Test' });
    const [a] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'ACEPTAR_TRAMO_PLAN'), eq(auditoria.registroId, String(idAbril))));
    expect(a).toMatchObject({ modulo: 'PROGRAMACION_VACACIONES', usuarioAfectadoId: ana.id });
    // Accepted: the employee no longer edits or deletes it.
    const editar = await pedir(
      tk.ana!,
      'PUT',
      `/api/programacion/mi-plan/tramos/${idAbril}`,
      tramo('bloque', 15, '2025-04-02'),
    );
    expect(editar.statusCode).toBe(409);
    expect(editar.json().message).toBe(M.noEditable);
    expect((await pedir(tk.ana!, 'DELETE', `/api/programacion/mi-plan/tramos/${idAbril}`)).statusCode).toBe(
      409,
    );
  });

  it('a falta de acuerdo el jefe fija un tramo; con él el período queda cubierto', async () => {
    expect(
      (
        await pedir(
          tk.otroJefe!,
          'POST',
          `/api/programacion/empleados/${ana.id}/tramos`,
          tramo('libres', 15, '2025-04-16'),
        )
      ).statusCode,
    ).toBe(403);
    const r = await pedir(
      tk.jefe!,
      'POST',
      `/api/programacion/empleados/${ana.id}/tramos`,
      tramo('libres', 15, '2025-04-16'),
    );
    expect(r.statusCode, r.body).toBe(200);
    idFijado = r.json().id;
    const plan = (await pedir(tk.ana!, 'GET', '/api/programacion/mi-plan?anio=2025')).json();
    expect(plan.plan.tramos.map((x: { estado: string }) => x.estado)).toEqual(['ACEPTADO', 'FIJADO']);
    expect(plan.plan.periodos[0]).toMatchObject({ diasPlanificados: 30, cubierto: true });
    expect(plan.plan.enRiesgo).toBe(false);

    // HR sees the whole company by department; a manager may not.
    const empresa = await pedir(tk.hr!, 'GET', '/api/programacion/empresa?anio=2025');
    expect(empresa.statusCode).toBe(200);
    const ids = empresa.json().empleados.map((e: { usuarioId: number }) => e.usuarioId);
    expect(ids).toEqual(expect.arrayContaining([ana.id, beto.id, eva.id]));
    expect(empresa.json().empleados[0].departamento).toBe('General');
    expect((await pedir(tk.jefe!, 'GET', '/api/programacion/empresa?anio=2025')).statusCode).toBe(403);
  });

  it('la invitación llega una vez por tramo, cuando faltan los días configurados', async () => {
    const invitaciones = () =>
      t.base.db.select().from(notificaciones).where(like(notificaciones.clave, 'INVITACION_PLAN:%'));
    t.reloj.fijar('2025-03-01'); // 31 days before 2025-04-01: not yet.
    expect(await ronda()).toBe(0);
    t.reloj.fijar('2025-03-02');
    await Promise.all([ronda(), ronda()]);
    await ronda();
    const primeras = await invitaciones();
    expect(primeras).toHaveLength(1);
    expect(primeras[0]).toMatchObject({
      clave: `INVITACION_PLAN:${idAbril}`,
      usuarioId: ana.id,
      tipo: 'INVITACION_PLAN',
      enlace: `/mi-plan-vacaciones?anio=2025&plan=${idAbril}`,
      titulo: 'Sus vacaciones planificadas empiezan el 01/04/2025',
    });
    t.reloj.fijar('2025-03-17');
    await ronda();
    expect((await invitaciones()).map((n) => n.clave).sort()).toEqual(
      [`INVITACION_PLAN:${idAbril}`, `INVITACION_PLAN:${idFijado}`].sort(),
    );
    t.reloj.fijar('2025-03-10');
  });

  it('los días de aviso se configuran en la política (auditados) y la invitación los usa', async () => {
    const malo = await pedir(tk.hr!, 'PUT', '/api/configuracion-empresa', { diasInvitacionPlan: 0 });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errors.DiasInvitacionPlan).toEqual([MENSAJES_CONFIGURACION.diasInvitacionPlan]);
    const r = await pedir(tk.hr!, 'PUT', '/api/configuracion-empresa', { diasInvitacionPlan: 45 });
    expect(r.statusCode).toBe(200);
    expect(r.json().diasInvitacionPlan).toBe(45);
    const [a] = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'ACTUALIZAR_CONFIGURACION'));
    expect(a).toMatchObject({
      datosAnteriores: { diasInvitacionPlan: 30 },
      datosNuevos: { diasInvitacionPlan: 45 },
    });
    expect((await pedir(tk.ana!, 'GET', '/api/programacion/mi-plan?anio=2025')).json().diasInvitacion).toBe(
      45,
    );
    await pedir(tk.hr!, 'PUT', '/api/configuracion-empresa', { diasInvitacionPlan: 30 });
  });

  it('convertir en solicitud pasa por la ruta y las reglas de las solicitudes y marca el tramo CONVERTIDO', async () => {
    // Different from the span: refused, nothing created.
    const distinta = await pedir(tk.ana!, 'POST', SOLICITUD, {
      ...tramo('bloque', 15, '2025-04-02'),
      tramoPlanId: idAbril,
    });
    expect(distinta.statusCode).toBe(422);
    expect(distinta.json().message).toBe(M.noCoincide);
    expect(await t.base.db.select().from(solicitudesVacaciones)).toHaveLength(0);
    // Someone else's span.
    const ajena = await pedir(tk.beto!, 'POST', SOLICITUD, {
      ...tramo('bloque', 15, '2025-04-01'),
      tramoPlanId: idAbril,
    });
    expect(ajena.statusCode).not.toBe(200);

    // A real request made meanwhile took one of the 15 libres days: the request rules refuse the conversion (R4).
    const real = await pedir(tk.ana!, 'POST', SOLICITUD, tramo('libres', 1, '2025-04-20'));
    expect(real.statusCode, real.body).toBe(200);
    const choque = await pedir(tk.ana!, 'POST', SOLICITUD, {
      ...tramo('libres', 15, '2025-04-16'),
      tramoPlanId: idFijado,
    });
    expect(choque.statusCode, choque.body).toBe(422);
    expect(choque.json().message, choque.body).toBe('Excede los días libres disponibles (14)');
    const [fijado] = await t.base.db.select().from(tramosPlan).where(eq(tramosPlan.id, idFijado));
    expect(fijado).toMatchObject({ estado: 'FIJADO', solicitudId: null });

    const r = await pedir(tk.ana!, 'POST', SOLICITUD, {
      ...tramo('bloque', 15, '2025-04-01'),
      tramoPlanId: idAbril,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ estado: 'Pendiente', fechaFin: '2025-04-15' });
    const [convertido] = await t.base.db.select().from(tramosPlan).where(eq(tramosPlan.id, idAbril));
    expect(convertido).toMatchObject({ estado: 'CONVERTIDO', solicitudId: r.json().id });
    const [a] = await t.base.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.tipoAccion, 'CONVERTIR_TRAMO_PLAN'), eq(auditoria.registroId, String(idAbril))),
      );
    expect(a).toMatchObject({ modulo: 'PROGRAMACION_VACACIONES', usuarioEjecutorId: ana.id });
    const otraVez = await pedir(tk.ana!, 'POST', SOLICITUD, {
      ...tramo('bloque', 15, '2025-04-01'),
      tramoPlanId: idAbril,
    });
    expect(otraVez.statusCode).not.toBe(200);
    expect(await t.base.db.select().from(solicitudesVacaciones)).toHaveLength(2);
  });

  it('el Excel del rol vacacional se lee con exceljs y neutraliza las celdas que parecen fórmulas', async () => {
    const r = await pedir(tk.jefe!, 'GET', '/api/programacion/exportar?anio=2025');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    expect(hoja.name).toBe('Rol vacacional 2025');
    const filas: unknown[][] = [];
    hoja.eachRow((fila) => filas.push((fila.values as unknown[]).slice(1)));
    expect(filas[0]).toEqual([
      'Departamento',
      'Empleado',
      'Tipo',
      'Días',
      'Desde',
      'Hasta',
      'Período',
      'Estado',
      'Períodos sin cubrir',
    ]);
    expect(filas).toContainEqual([
      'General',
      'Ana Prueba Test',
      'bloque',
      15,
      '01/04/2025',
      '15/04/2025',
      2023,
      'Convertido en solicitud',
      // The converted span lives on as its request, which the engine already charges: the rest is covered.
      '',
    ]);
    const deEva = filas.find((f) => String(f[1]).includes('1+1'))!;
    expect(deEva[1]).toBe("'=1+1 Prueba Test");
    expect(deEva[7]).toBe('Sin tramos');
    expect(String(deEva[8])).toContain('2023: vence 01/05/2025, 30 días, 0 planificados');
    expect((await pedir(tk.ana!, 'GET', '/api/programacion/exportar?anio=2025')).statusCode).toBe(403);

    // HR exports one department of the company.
    const empresa = (await pedir(tk.hr!, 'GET', '/api/programacion/empresa?anio=2025')).json();
    const general = empresa.empleados.find(
      (e: { usuarioId: number }) => e.usuarioId === ana.id,
    ).departamentoId;
    const filasDe = async (departamentoId: number) => {
      const x = await pedir(
        tk.hr!,
        'GET',
        `/api/programacion/exportar?anio=2025&departamentoId=${departamentoId}`,
      );
      expect(x.statusCode).toBe(200);
      const l = new ExcelJS.Workbook();
      await l.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
      const nombres: string[] = [];
      l.worksheets[0]!.eachRow((fila, n) => {
        if (n > 1) nombres.push(String(fila.getCell(2).value));
      });
      return nombres;
    };
    expect(await filasDe(general)).toEqual(expect.arrayContaining(['Ana Prueba Test', 'Beto Prueba Test']));
    expect(await filasDe(999_999)).toEqual([]);
  });
});

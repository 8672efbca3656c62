import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { compararFechas, sumarDias, sumarMesesAjustado } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { solicitudesVacaciones, usuarios } from '../../db/schema';
import { segunNivel } from '../../../test/nivel';

/*
 * Random sequences of create / approve / reject / cancel / interrupt / date moves,
 * through the API. After every step: no period's figure is negative; in every complete period the reserved and
 * enjoyed days (30 − pendientes − vencidas, and each half) equal the sum of the active requests stored for that
 * period; and the employee's balance and the manager's team balance agree, row by row.
 * Hire-date edits (item 4, ADR 015) are steps too: HR asks for the preview and confirms; the edit goes through
 * exactly when the preview found no period left negative (422 otherwise, and nothing changes).
 */

const NUM_RUNS = segunNivel(30, 16);
/**
 * A fixed seed keeps the run reproducible and the coverage check below deterministic; DESCANSO_FC_SEED explores
 * other sequences (the coverage check is then skipped, the invariants still hold).
 */
const SEMILLA_FIJA = 1;
const SEMILLA = Number(process.env.DESCANSO_FC_SEED) || SEMILLA_FIJA;
/** Successful steps per operation over the whole run: the sequences must really exercise every transition. */
const exitos = new Map<string, number>();
const INICIO = '2025-03-01';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: INICIO });
});
afterAll(() => t.cerrar());

type Paso =
  | { op: 'crear'; tipo: 'libres' | 'bloque'; dias: number; desfase: number; indice: number | null }
  | { op: 'aprobar' | 'rechazar' | 'cancelar' | 'cancelarJefe'; cual: number }
  | { op: 'interrumpir'; cual: number; dia: number }
  | { op: 'mover'; dias: number }
  | { op: 'fechaIngreso'; meses: number };

const paso: fc.Arbitrary<Paso> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        op: fc.constant('crear' as const),
        // Mostly sizes the rules can accept, sometimes any size (the server must refuse it cleanly).
        tipoDias: fc.oneof(
          fc.record({ tipo: fc.constant('libres' as const), dias: fc.integer({ min: 1, max: 10 }) }),
          fc.record({ tipo: fc.constant('bloque' as const), dias: fc.constantFrom(7, 8, 15) }),
          fc.record({
            tipo: fc.constantFrom('libres' as const, 'bloque' as const),
            dias: fc.integer({ min: 1, max: 15 }),
          }),
        ),
        // Near starts (so that date moves reach them: expiry, interruption) and far ones (few overlaps).
        desfase: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 4, max: 150 })),
        // null → the form's automatic period; a number → that period, whatever the rules say (the server decides).
        indice: fc.option(fc.nat({ max: 3 }), { freq: 3 }),
      })
      .map(({ tipoDias, ...resto }) => ({ ...resto, ...tipoDias })),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constantFrom(
        'aprobar' as const,
        'rechazar' as const,
        'cancelar' as const,
        'cancelarJefe' as const,
      ),
      cual: fc.nat({ max: 9 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('interrumpir' as const),
      cual: fc.nat({ max: 9 }),
      dia: fc.nat({ max: 8 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('mover' as const), dias: fc.integer({ min: 1, max: 20 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('fechaIngreso' as const),
      meses: fc.integer({ min: -14, max: 14 }).filter((m) => m !== 0),
    }),
  },
);

interface Fila {
  periodo: number;
  estado: 'CURSO' | 'PENDIENTE' | 'VENCIDA';
  vencidas: number;
  pendientes: number;
  truncas: number;
  diasLibres: number;
  diasBloque: number;
  maxDiasLibres: number;
  bloquesPermitidos: number[];
  riesgoIndemnizacion: string;
}

describe('propiedad: ciclo de vida de las solicitudes a través de la API', () => {
  it('ningún saldo es negativo, lo reservado y gozado es la suma de las solicitudes y las dos vistas coinciden', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('2022-04-10', '2023-06-01', '2023-12-31', '2024-02-29'),
        fc.array(paso, { minLength: 6, maxLength: 16 }),
        async (fechaIngreso, aleatorios) => {
          // Every sequence starts with an approved request that starts today, so that interruptions, late
          // cancellations and date moves always have something to act on.
          const pasos: Paso[] = [
            { op: 'crear', tipo: 'libres', dias: 5, desfase: 0, indice: null },
            { op: 'aprobar', cual: 0 },
            ...aleatorios,
          ];
          let hoy = INICIO;
          t.reloj.fijar(hoy);
          const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
          const u = await crearUsuario(t.base.db, { fechaIngreso, jefeId: jefe.id });
          const token = await iniciarSesion(t.app, u.email);
          const tokenJefe = await iniciarSesion(t.app, jefe.email);
          const rrhh = await crearUsuario(t.base.db, { roles: ['Admin'] });
          const tokenRrhh = await iniciarSesion(t.app, rrhh.email);
          const ids: number[] = [];
          const get = async (tk: string, url: string) => {
            const r = await t.app.inject({ method: 'GET', url, headers: conToken(tk) });
            expect(r.statusCode, r.body).toBe(200);
            return r.json();
          };
          const put = (tk: string, url: string, payload: unknown) =>
            t.app.inject({ method: 'PUT', url, headers: conToken(tk), payload: payload as object });

          for (const p of pasos) {
            let id = 'cual' in p ? ids[p.cual % Math.max(1, ids.length)] : undefined;
            if (p.op === 'interrumpir') {
              // Aim at approved requests that started, the only ones that can be interrupted, when there are any.
              const enCurso = (
                await t.base.db
                  .select()
                  .from(solicitudesVacaciones)
                  .where(eq(solicitudesVacaciones.usuarioId, u.id))
              ).filter((s) => s.estado === 'Aprobada' && compararFechas(s.fechaInicio, hoy) <= 0);
              if (enCurso.length > 0) id = enCurso[p.cual % enCurso.length]!.id;
            }
            let estado = 0;
            if (p.op === 'crear') {
              const { historial } = (await get(token, '/api/historial-vacaciones')) as { historial: Fila[] };
              const elegido = elegirPeriodo(
                historial.map((f) => ({ ...f, diasLibres: f.maxDiasLibres })),
                p.tipo,
                p.dias,
              );
              const r = await t.app.inject({
                method: 'POST',
                url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
                headers: conToken(token),
                payload: {
                  tipoVacaciones: p.tipo,
                  diasSolicitados: p.dias,
                  fechaInicio: sumarDias(hoy, p.desfase),
                  periodo:
                    (p.indice === null ? elegido : historial[p.indice % historial.length])?.periodo ??
                    historial[0]?.periodo ??
                    2025,
                },
              });
              estado = r.statusCode;
              if (estado === 200) ids.push(r.json().id as number);
            } else if (p.op === 'fechaIngreso') {
              const d = await get(tokenRrhh, `/api/usuarios-admin/${u.id}`);
              const nueva = sumarMesesAjustado(d.fechaIngreso as string, p.meses);
              const vista = await t.app.inject({
                method: 'POST',
                url: `/api/usuarios-admin/${u.id}/vista-previa-fecha-ingreso`,
                headers: conToken(tokenRrhh),
                payload: { fechaIngreso: nueva },
              });
              expect(vista.statusCode, vista.body).toBe(200);
              const r = await put(tokenRrhh, `/api/usuarios-admin/${u.id}`, {
                nombres: d.nombres,
                apellidoPaterno: d.apellidoPaterno,
                apellidoMaterno: d.apellidoMaterno,
                dni: d.dni,
                email: d.email,
                fechaIngreso: nueva,
                empresa: d.empresa,
                departamentoId: d.departamentoId,
                jefeId: d.jefeId,
                roles: d.roles,
                confirmarCambioFechaIngreso: true,
              });
              estado = r.statusCode;
              // The preview and the edit agree: refused exactly when a period would go negative.
              expect(estado, r.body).toBe(vista.json().periodoNegativo === null ? 200 : 422);
              const [guardado] = await t.base.db.select().from(usuarios).where(eq(usuarios.id, u.id));
              expect(guardado!.fechaIngreso).toBe(estado === 200 ? nueva : d.fechaIngreso);
            } else if (p.op === 'mover') {
              hoy = sumarDias(hoy, p.dias);
              t.reloj.fijar(hoy);
            } else if (id !== undefined) {
              const base = `/api/solicitud-vacaciones/${id}`;
              let r;
              if (p.op === 'aprobar' || p.op === 'rechazar') {
                r = await put(tokenJefe, `${base}/aprobar`, { accion: p.op, comentarios: 'Motivo' });
              } else if (p.op === 'interrumpir') {
                // A last day counted from the request's own start, so that some fall inside its span.
                const [guardada] = await t.base.db
                  .select({ fechaInicio: solicitudesVacaciones.fechaInicio })
                  .from(solicitudesVacaciones)
                  .where(eq(solicitudesVacaciones.id, id));
                r = await put(tokenJefe, `${base}/interrumpir`, {
                  fechaFinReal: sumarDias(guardada!.fechaInicio, p.dia),
                  motivo: 'Llamado al trabajo',
                });
              } else {
                r = await put(p.op === 'cancelar' ? token : tokenJefe, `${base}/cancelar`, {
                  MotivoCancelacion: 'Cambio',
                });
              }
              estado = r.statusCode;
            }
            // Refusals are business answers, never server errors.
            expect(estado === 0 || estado < 500, `${JSON.stringify(p)} → ${estado}`).toBe(true);
            if (estado === 200) exitos.set(p.op, (exitos.get(p.op) ?? 0) + 1);

            const { historial } = (await get(token, '/api/historial-vacaciones')) as { historial: Fila[] };
            const equipo = (await get(
              tokenJefe,
              `/api/historial-vacaciones/saldos-equipo?empleadoId=${u.id}&pageSize=50`,
            )) as { saldos: Record<string, number | string>[] };
            const almacenadas = await t.base.db
              .select()
              .from(solicitudesVacaciones)
              .where(eq(solicitudesVacaciones.usuarioId, u.id));
            const activas = almacenadas.filter(
              (s) =>
                s.estado === 'Aprobada' ||
                (s.estado === 'Pendiente' && compararFechas(s.fechaInicio, hoy) >= 0),
            );

            expect(equipo.saldos).toHaveLength(historial.length);
            for (const f of historial) {
              for (const v of [f.vencidas, f.pendientes, f.truncas, f.diasLibres, f.diasBloque]) {
                expect(v).toBeGreaterThanOrEqual(0);
              }
              const deEste = activas.filter((s) => s.periodo === f.periodo);
              const libres = deEste
                .filter((s) => s.tipoVacaciones === 'libres')
                .reduce((n, s) => n + s.diasSolicitados, 0);
              const bloque = deEste
                .filter((s) => s.tipoVacaciones === 'bloque')
                .reduce((n, s) => n + s.diasSolicitados, 0);
              if (f.estado !== 'CURSO') {
                expect(30 - f.pendientes - f.vencidas, `período ${f.periodo}`).toBe(libres + bloque);
                expect(f.diasLibres).toBe(15 - libres);
                expect(f.diasBloque).toBe(15 - bloque);
              } else {
                expect(f.diasLibres).toBeLessThanOrEqual(15 - libres);
                expect(f.diasBloque).toBeLessThanOrEqual(15 - bloque);
              }
              const fila = equipo.saldos.find((s) => s.periodo === f.periodo);
              expect(fila, `período ${f.periodo} en el equipo`).toMatchObject({
                diasVencidas: f.vencidas,
                diasPendientes: f.pendientes,
                diasTruncas: f.truncas,
                diasLibres: f.diasLibres,
                diasBloque: f.diasBloque,
                riesgoIndemnizacion: f.riesgoIndemnizacion,
              });
            }
          }
        },
      ),
      { numRuns: NUM_RUNS, seed: SEMILLA },
    );
    if (SEMILLA !== SEMILLA_FIJA) return;
    for (const op of ['crear', 'aprobar', 'rechazar', 'cancelar', 'interrumpir', 'fechaIngreso']) {
      expect(exitos.get(op) ?? 0, `pasos exitosos de ${op}`).toBeGreaterThan(0);
    }
    // Thirty sequences of API calls: about 10 s on a quiet machine, more when the two cores are shared.
  }, 120_000);
});

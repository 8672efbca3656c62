import {
  COLUMNAS_NUMEROS_KARDEX,
  NOMBRES_ESTADO_PERIODO,
  NOMBRES_REGIMEN,
  nombreArchivoKardex,
  tipoSolicitudKardex,
  type TBuscarPersonasKardexQuery,
  type TKardex,
  type TPeriodoKardex,
  type TPersonasKardex,
  type TSolicitudKardex,
} from '@app/contract/kardex';
import { fechaLegible } from '@app/contract/notificaciones';
import { fechaHoraLegible } from '@app/contract/fechas';
import { formatearDias, formatearEntero } from '@app/contract/formato-numeros';
import { PERMISOS } from '@app/contract/permisos';
import type { Db } from '../../db/client';
import { perteneceAlEquipo } from '../../db/jerarquia';
import { calcularSaldos } from '../../domain/calculo-saldo';
import { politicaDelEmpleado } from '../../domain/politica-vacaciones';
import { noEncontrado, sinPermiso } from '../../lib/app-error';
import { hoja, libroExcelEnStream, type ColumnaExcel } from '../../lib/excel-stream';
import { campos, crearPdf, parrafo, tabla, terminarPdf } from '../../lib/pdf/documento-pdf';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import { emitirDocumento, urlVerificacion } from '../documentos/documentos.service';
import { empresaParaDocumentos } from '../empresa/empresa.service';
import { leerConfiguracion, type SaldosService } from '../saldos/saldos.service';
import * as repo from './kardex.repository';

/** HR: whoever administers users sees the whole company (as in Gestión de Solicitudes and the rol vacacional). */
const esRrhh = (u: UsuarioSesion) => u.permisos.includes(PERMISOS.ADMIN_USUARIOS);
const puedeReportar = (u: UsuarioSesion) => u.permisos.includes(PERMISOS.REPORTE_VACACIONES_USUARIO);

export const MENSAJES_KARDEX = {
  fueraDelEquipo: 'La persona no pertenece a su equipo',
  sinPermiso: 'Solo puede ver su propio kardex vacacional',
  noExiste: 'La persona no existe',
} as const;

/** Whole days of the requests in a state. */
const diasEn = (solicitudes: readonly TSolicitudKardex[], estado: TSolicitudKardex['estado']) =>
  solicitudes.filter((s) => s.estado === estado).reduce((t, s) => t + s.dias, 0);

/** Vacaciones por Usuario: the kardex vacacional of one person (ADR 039). */
export function crearKardexService(deps: { db: Db; reloj: Reloj; saldos: SaldosService; appUrl: string }) {
  const { db, reloj, saldos, appUrl } = deps;

  /**
   * Anyone reads their own statement; with the report permission, HR reads anyone's and a manager their team's at
   * every level. Someone outside the caller's reach is a 403, as a request of another team is in Solicitudes.
   */
  async function autorizar(usuario: UsuarioSesion, usuarioId: number) {
    if (usuario.id === usuarioId) return;
    if (!puedeReportar(usuario)) throw sinPermiso(MENSAJES_KARDEX.sinPermiso);
    if (esRrhh(usuario)) return;
    if (!(await perteneceAlEquipo(db, usuario.id, usuarioId, true)))
      throw sinPermiso(MENSAJES_KARDEX.fueraDelEquipo);
  }

  /** The picker: HR searches the whole company, a manager their team (every level), by name, e-mail or DNI. */
  async function buscarPersonas(
    usuario: UsuarioSesion,
    q: TBuscarPersonasKardexQuery,
  ): Promise<TPersonasKardex> {
    const alcance = esRrhh(usuario) ? null : usuario.id;
    const personas = await repo.buscarPersonas(db, { busqueda: q.busqueda, alcance });
    if (q.usuarioId !== undefined && !personas.some((p) => p.id === q.usuarioId)) {
      const alcanzable = alcance === null || (await perteneceAlEquipo(db, usuario.id, q.usuarioId, true));
      const elegida = alcanzable ? await repo.personaPorId(db, q.usuarioId) : null;
      if (elegida) personas.unshift(elegida);
    }
    return { personas };
  }

  /**
   * The statement. Each period's balance is the very row `GET /api/historial-vacaciones` gives the person
   * (saldos.historialDe); the engine's own row of the same period adds what the balance screen leaves out (the days
   * accrued and the anniversary that tells an adelanto), and the requests add the days enjoyed and in process.
   */
  async function kardex(usuario: UsuarioSesion, usuarioId: number): Promise<TKardex> {
    await autorizar(usuario, usuarioId);
    const cabecera = await repo.cabeceraDe(db, usuarioId);
    if (!cabecera) throw noEncontrado(MENSAJES_KARDEX.noExiste);
    const { historial } = await saldos.historialDe(usuarioId);
    const motor = new Map(calcularSaldos(await saldos.entradaDe(db, usuarioId)).map((f) => [f.periodo, f]));
    const config = await leerConfiguracion(db);
    const solicitudes = await repo.solicitudesDe(
      db,
      usuarioId,
      historial.map((f) => f.periodo),
    );
    const periodos = historial.map((fila): TPeriodoKardex => {
      const delMotor = motor.get(fila.periodo);
      const propias = solicitudes
        .filter((s) => s.periodo === fila.periodo)
        .map((s): TSolicitudKardex => ({
          id: s.id,
          fechaInicio: s.fechaInicio,
          fechaFin: s.fechaFin,
          dias: s.dias,
          tipo: s.tipo,
          adelanto: delMotor !== undefined && s.fechaInicio < delMotor.adquirido,
          estado: s.estado,
          fechaSolicitud: s.fechaSolicitud.toISOString(),
          decididoPor: s.estado === 'Cancelada' ? (s.canceladoPor ?? s.aprobador) : s.aprobador,
          fechaDecision:
            (
              (s.estado === 'Cancelada' ? (s.fechaCancelacion ?? s.fechaAprobacion) : s.fechaAprobacion) ??
              null
            )?.toISOString() ?? null,
        }));
      return {
        ...fila,
        devengado: delMotor?.devengado ?? 0,
        gozados: diasEn(propias, 'Aprobada'),
        enTramite: diasEn(propias, 'Pendiente'),
        solicitudes: propias,
      };
    });
    return {
      persona: {
        ...cabecera,
        regimen: politicaDelEmpleado(config, cabecera.regimen).regimen,
      },
      periodos,
      fechaCorte: reloj.hoy(),
    };
  }

  const filtrosAuditados = (k: TKardex) => ({
    usuarioId: k.persona.id,
    periodos: k.periodos.map((p) => p.periodo),
    fechaCorte: k.fechaCorte,
  });

  /** The statement as .xlsx: a «Resumen» sheet (one row per period) and one sheet per period with its requests. */
  async function excel(usuario: UsuarioSesion, usuarioId: number, ip: string | null) {
    const k = await kardex(usuario, usuarioId);
    await db.transaction((tx) =>
      registrarAuditoria(tx, {
        modulo: 'REPORTES',
        tipoAccion: 'EXPORTAR_KARDEX_EXCEL',
        severidad: 'INFO',
        mensajeCorto: `Kardex vacacional de ${k.persona.nombreCompleto} exportado a Excel por ${usuario.email}`,
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: k.persona.id,
        ip,
        datosNuevos: filtrosAuditados(k),
      }),
    );
    const titulo = [
      `Kardex vacacional de ${k.persona.nombreCompleto} (DNI ${k.persona.dni})`,
      `Departamento: ${k.persona.departamento} · Ingreso: ${fechaLegible(k.persona.fechaIngreso)} · Régimen: ${NOMBRES_REGIMEN[k.persona.regimen]} · Jefe: ${k.persona.jefe ?? 'Sin jefe'}`,
      `Fecha de corte: ${fechaLegible(k.fechaCorte)}`,
    ];
    const resumen: ColumnaExcel<TPeriodoKardex>[] = [
      { encabezado: 'Período', tipo: 'entero', valor: (p) => p.periodo, ancho: 9 },
      { encabezado: 'Inicio', tipo: 'fecha', valor: (p) => p.inicio },
      { encabezado: 'Fin', tipo: 'fecha', valor: (p) => p.fin },
      { encabezado: 'Fin de ventana', tipo: 'fecha', valor: (p) => p.finVentana, ancho: 14 },
      { encabezado: 'Estado', tipo: 'texto', valor: (p) => NOMBRES_ESTADO_PERIODO[p.estado], ancho: 18 },
      ...COLUMNAS_NUMEROS_KARDEX.map(([encabezado, clave]): ColumnaExcel<TPeriodoKardex> => ({
        encabezado,
        tipo: 'decimal',
        valor: (p) => p[clave],
      })),
    ];
    const solicitudes: ColumnaExcel<TSolicitudKardex>[] = [
      { encabezado: 'Solicitud', tipo: 'entero', valor: (s) => s.id },
      { encabezado: 'Desde', tipo: 'fecha', valor: (s) => s.fechaInicio },
      { encabezado: 'Hasta', tipo: 'fecha', valor: (s) => s.fechaFin },
      { encabezado: 'Días', tipo: 'entero', valor: (s) => s.dias },
      { encabezado: 'Tipo', tipo: 'texto', valor: tipoSolicitudKardex, ancho: 20 },
      { encabezado: 'Estado', tipo: 'texto', valor: (s) => s.estado, ancho: 12 },
      { encabezado: 'Solicitada', tipo: 'fechaHora', valor: (s) => s.fechaSolicitud },
      { encabezado: 'Decidió', tipo: 'texto', valor: (s) => s.decididoPor, ancho: 30 },
      { encabezado: 'Fecha de decisión', tipo: 'fechaHora', valor: (s) => s.fechaDecision },
    ];
    return {
      archivo: nombreArchivoKardex(k.persona.dni, 'xlsx'),
      // Rows of data in the workbook (periods and requests), counted before the first byte for the progress line.
      filas: k.periodos.reduce((t, p) => t + 1 + p.solicitudes.length, 0),
      flujo: libroExcelEnStream([
        hoja({ nombre: 'Resumen', titulo, columnas: resumen, filas: k.periodos }),
        ...k.periodos.map((p) =>
          hoja({
            nombre: `Período ${p.periodo}`,
            titulo: [
              `Período ${p.periodo}: ${fechaLegible(p.inicio)} – ${fechaLegible(p.fin)} · ${NOMBRES_ESTADO_PERIODO[p.estado]} (plazo de goce hasta el ${fechaLegible(p.finVentana)})`,
              COLUMNAS_NUMEROS_KARDEX.map(([e, c]) => `${e}: ${formatearDias(p[c])}`).join(' · '),
            ],
            columnas: solicitudes,
            filas: p.solicitudes,
          }),
        ),
      ]),
    };
  }

  /** The whole statement as a landscape PDF, issued with its verification code and audited in one transaction. */
  async function pdf(usuario: UsuarioSesion, usuarioId: number, ip: string | null) {
    const k = await kardex(usuario, usuarioId);
    const empresa = await empresaParaDocumentos(db);
    const emitido = await db.transaction(async (tx) => {
      const doc = await emitirDocumento(tx, {
        tipo: 'KARDEX',
        solicitudId: null,
        usuarioId: k.persona.id,
        emitidoPorId: usuario.id,
      });
      await registrarAuditoria(tx, {
        modulo: 'REPORTES',
        tipoAccion: 'EMITIR_KARDEX_PDF',
        severidad: 'INFO',
        mensajeCorto: `Kardex vacacional de ${k.persona.nombreCompleto} emitido en PDF (${doc.codigo}) por ${usuario.email}`,
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: k.persona.id,
        ip,
        tablaAfectada: 'documentos_emitidos',
        registroId: doc.codigo,
        datosNuevos: { ...filtrosAuditados(k), codigo: doc.codigo },
      });
      return doc;
    });
    const zona = reloj.zona();
    const d = await crearPdf({
      empresa,
      titulo: 'Kardex vacacional',
      codigoVerificacion: emitido.codigo,
      urlVerificacion: urlVerificacion(appUrl, emitido.codigo),
      asunto: `Kardex vacacional de ${k.persona.nombreCompleto}`,
      horizontal: true,
    });
    campos(d, [
      ['Trabajador', k.persona.nombreCompleto],
      ['DNI', k.persona.dni],
      ['Departamento', k.persona.departamento],
      ['Fecha de ingreso', fechaLegible(k.persona.fechaIngreso)],
      ['Régimen', NOMBRES_REGIMEN[k.persona.regimen]],
      ['Jefe', k.persona.jefe ?? 'Sin jefe'],
      ['Fecha de corte', fechaLegible(k.fechaCorte)],
      ['Emitido', fechaHoraLegible(emitido.fechaEmision, zona)],
    ]);
    if (k.periodos.length === 0) parrafo(d, 'La persona aún no tiene períodos vacacionales.');
    tabla(
      d,
      [
        { encabezado: 'Período', ancho: 0.05 },
        { encabezado: 'Inicio', ancho: 0.075 },
        { encabezado: 'Fin', ancho: 0.075 },
        { encabezado: 'Fin de ventana', ancho: 0.08 },
        { encabezado: 'Estado', ancho: 0.1 },
        // The eight numbers share the rest: wide enough for «Pendientes» on one line.
        ...COLUMNAS_NUMEROS_KARDEX.map(([encabezado]) => ({
          encabezado,
          ancho: 0.62 / COLUMNAS_NUMEROS_KARDEX.length,
          alinear: 'right' as const,
        })),
      ],
      k.periodos.map((p) => [
        String(p.periodo),
        fechaLegible(p.inicio),
        fechaLegible(p.fin),
        fechaLegible(p.finVentana),
        NOMBRES_ESTADO_PERIODO[p.estado],
        ...COLUMNAS_NUMEROS_KARDEX.map(([, c]) => formatearDias(p[c])),
      ]),
    );
    for (const p of k.periodos) {
      parrafo(d, `Período ${p.periodo} (${fechaLegible(p.inicio)} – ${fechaLegible(p.fin)}): solicitudes`, {
        negrita: true,
      });
      if (p.solicitudes.length === 0) {
        parrafo(d, 'Sin solicitudes en este período.');
        continue;
      }
      tabla(
        d,
        [
          { encabezado: 'N.º', ancho: 0.06, alinear: 'right' },
          { encabezado: 'Desde', ancho: 0.1 },
          { encabezado: 'Hasta', ancho: 0.1 },
          { encabezado: 'Días', ancho: 0.06, alinear: 'right' },
          { encabezado: 'Tipo', ancho: 0.14 },
          { encabezado: 'Estado', ancho: 0.1 },
          { encabezado: 'Decidió', ancho: 0.28 },
          { encabezado: 'Fecha de decisión', ancho: 0.16 },
        ],
        p.solicitudes.map((s) => [
          String(s.id),
          fechaLegible(s.fechaInicio),
          fechaLegible(s.fechaFin),
          formatearEntero(s.dias),
          tipoSolicitudKardex(s),
          s.estado,
          s.decididoPor ?? '—',
          s.fechaDecision ? fechaHoraLegible(s.fechaDecision, zona) : '—',
        ]),
      );
    }
    return {
      archivo: nombreArchivoKardex(k.persona.dni, 'pdf'),
      codigo: emitido.codigo,
      contenido: await terminarPdf(d),
    };
  }

  return { buscarPersonas, kardex, excel, pdf };
}

export type KardexService = ReturnType<typeof crearKardexService>;

import {
  DOCUMENTOS_DE_SOLICITUD,
  TIPOS_DOCUMENTO,
  type TDocumentoSolicitud,
  type TDocumentosDeSolicitud,
  type TVerificacionDocumento,
} from '@app/contract/documentos';
import { anio, fechaHoraLegible, sumarAniosAjustado, sumarDias } from '@app/contract/fechas';
import { fechaLegible } from '@app/contract/notificaciones';
import { PERMISOS } from '@app/contract/permisos';
import type { Db } from '../../db/client';
import { CONSTANTES } from '../../domain/calculo-saldo';
import {
  documentosAplicables,
  motivoNoAplica,
  type EntradaDocumentos,
} from '../../domain/documentos-solicitud';
import { politicaDelEmpleado } from '../../domain/politica-vacaciones';
import { conflicto, noEncontrado } from '../../lib/app-error';
import { campos, crearPdf, firmas, parrafo, tabla, terminarPdf, type Pdf } from '../../lib/pdf/documento-pdf';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import type { SolicitudesService } from '../solicitudes/solicitudes.service';
import { empresaParaDocumentos, urlVerificacion } from './empresa-pdf';
import * as repo from './documentos.repository';

const NO_EXISTE = 'La solicitud no existe';
const TIPOS_VACACIONES_PDF: Record<string, string> = {
  libres: 'Días libres (fracción de al menos un día calendario)',
  bloque: 'Bloque (parte de quince días, en períodos de siete y ocho días o quince seguidos)',
};
const dias = (n: number) => `${n} ${n === 1 ? 'día calendario' : 'días calendario'}`;

/**
 * The service year a period label names (docs/reglas-vacaciones.md, «Períodos y devengo»: from the hire anniversary
 * to the day before the next).
 */
function anioDeServicio(fechaIngreso: string, periodo: number) {
  const k = periodo - anio(fechaIngreso);
  return {
    inicio: sumarAniosAjustado(fechaIngreso, k),
    fin: sumarDias(sumarAniosAjustado(fechaIngreso, k + 1), -1),
    adquirido: sumarAniosAjustado(fechaIngreso, k + 1),
  };
}

type Datos = repo.DatosSolicitudDocumento;
type Fraccion = Awaited<ReturnType<typeof repo.solicitudesDelPeriodo>>[number];

/**
 * The legal documents of a request (ADR 042): the papeleta of an approved rest and the written agreements
 * the law asks for a split (D. Leg. 1405, D.S. 002-2019-TR art. 8) or an advance (art. 5), each with a verification
 * code anyone can check without signing in.
 */
export function crearDocumentosService(deps: {
  db: Db;
  reloj: Reloj;
  appUrl: string;
  solicitudes: Pick<SolicitudesService, 'detalle' | 'materializar'>;
}) {
  const { db, reloj, appUrl, solicitudes } = deps;

  /** HR reads every request; anyone else, what the request's detail lets them read (owner, chain, delegation). */
  async function autorizar(usuario: UsuarioSesion, id: number) {
    const esRrhh =
      usuario.permisos.includes(PERMISOS.ADMIN_USUARIOS) ||
      usuario.permisos.includes(PERMISOS.SOLICITUDES_VER_TODAS);
    if (esRrhh) await solicitudes.materializar();
    else await solicitudes.detalle(usuario, id);
  }

  async function cargar(id: number) {
    const datos = await repo.datosDeSolicitud(db, id);
    if (!datos) throw noEncontrado(NO_EXISTE);
    const [delPeriodo, config] = await Promise.all([
      repo.solicitudesDelPeriodo(db, datos.usuarioId, datos.periodo),
      repo.politicaEmpresa(db),
    ]);
    const { regimen } = politicaDelEmpleado(config, datos.regimen);
    const entrada: EntradaDocumentos = {
      solicitud: datos,
      delPeriodo: delPeriodo.filter((f) => f.id !== datos.id),
      diasDelPeriodo: CONSTANTES[regimen].E,
    };
    return { datos, delPeriodo, entrada };
  }

  /** The documents that apply to the request today, with the codes of those already issued. */
  async function disponibles(usuario: UsuarioSesion, id: number): Promise<TDocumentosDeSolicitud> {
    await autorizar(usuario, id);
    const { entrada } = await cargar(id);
    const codigos = new Map((await repo.codigosDeSolicitud(db, id)).map((c) => [c.tipo, c.codigo]));
    return {
      solicitudId: id,
      documentos: documentosAplicables(entrada).map((documento) => ({
        documento,
        nombre: TIPOS_DOCUMENTO[DOCUMENTOS_DE_SOLICITUD[documento]],
        codigoVerificacion: codigos.get(DOCUMENTOS_DE_SOLICITUD[documento]) ?? null,
      })),
    };
  }

  /**
   * Issues the document (the first time a code is drawn and kept; a reprint carries the same code) and audits it in
   * the same transaction. 409 with the reason when the document does not apply to the request.
   */
  async function descargar(
    usuario: UsuarioSesion,
    id: number,
    documento: TDocumentoSolicitud,
    ip: string | null,
  ) {
    await autorizar(usuario, id);
    const { datos, delPeriodo, entrada } = await cargar(id);
    const motivo = motivoNoAplica(documento, entrada);
    if (motivo) throw conflicto(motivo);
    const tipo = DOCUMENTOS_DE_SOLICITUD[documento];
    const emision = await db.transaction(async (tx) => {
      const e = await repo.emitirDocumento(tx, {
        tipo,
        solicitudId: id,
        usuarioId: datos.usuarioId,
        emitidoPorId: usuario.id,
      });
      await registrarAuditoria(tx, {
        modulo: 'REPORTES',
        tipoAccion: 'EMITIR_DOCUMENTO',
        severidad: 'INFO',
        mensajeCorto: `${TIPOS_DOCUMENTO[tipo]} ${e.codigo} de la solicitud #${id} ${e.nuevo ? 'emitida' : 'reimpresa'} por ${usuario.email}`,
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: datos.usuarioId,
        ip,
        tablaAfectada: 'documentos_emitidos',
        registroId: e.codigo,
        datosNuevos: { tipo, solicitudId: id, codigo: e.codigo, reimpresion: !e.nuevo },
      });
      return e;
    });
    const empresa = await empresaParaDocumentos(db);
    const doc = await crearPdf({
      empresa,
      titulo: TIPOS_DOCUMENTO[tipo],
      codigoVerificacion: emision.codigo,
      urlVerificacion: urlVerificacion(appUrl, emision.codigo),
      asunto: `${TIPOS_DOCUMENTO[tipo]} — solicitud ${id} — ${datos.nombreEmpleado}`,
    });
    const ctx = {
      doc,
      datos,
      empresa: empresa.nombreEmpresa,
      ruc: empresa.ruc,
      emitido: emision.fechaEmision,
    };
    if (documento === 'papeleta') papeleta(ctx);
    else if (documento === 'acuerdo-fraccionamiento')
      acuerdoFraccionamiento(
        ctx,
        delPeriodo.filter((f) => f.estado === 'Pendiente' || f.estado === 'Aprobada'),
      );
    else acuerdoAdelanto(ctx);
    return { nombreArchivo: `${documento}-solicitud-${id}.pdf`, pdf: await terminarPdf(doc) };
  }

  interface Contexto {
    doc: Pdf;
    datos: Datos;
    empresa: string;
    ruc: string | null;
    emitido: Date;
  }

  const periodoLegible = (d: Datos) => {
    const a = anioDeServicio(d.fechaIngreso, d.periodo);
    return `${d.periodo} (año de servicio del ${fechaLegible(a.inicio)} al ${fechaLegible(a.fin)})`;
  };

  const camposTrabajador = (d: Datos): [string, string][] => [
    ['Trabajador(a)', d.nombreEmpleado],
    ['DNI', d.dni],
    ['Departamento', d.departamento ?? ''],
    ['Fecha de ingreso', fechaLegible(d.fechaIngreso)],
  ];

  const camposDescanso = (d: Datos): [string, string][] => [
    ['Solicitud N.º', String(d.id)],
    ['Período vacacional', periodoLegible(d)],
    ['Tipo', TIPOS_VACACIONES_PDF[d.tipoVacaciones] ?? d.tipoVacaciones],
    ['Fecha de inicio', fechaLegible(d.fechaInicio)],
    ['Fecha de fin', fechaLegible(d.fechaFin)],
    ['Días', dias(d.diasSolicitados)],
  ];

  const camposDecision = (d: Datos): [string, string][] =>
    d.estado === 'Aprobada'
      ? [
          [
            'Aprobado por',
            `${d.nombreAprobador ?? ''}${d.nombreDelegadoDe ? ` (por delegación de ${d.nombreDelegadoDe})` : ''}`,
          ],
          ['Fecha de aprobación', d.fechaAprobacion ? fechaHoraLegible(d.fechaAprobacion, reloj.zona()) : ''],
        ]
      : [['Estado de la solicitud', 'Pendiente de aprobación']];

  const partes = (c: Contexto) =>
    `${c.empresa}${c.ruc ? `, con RUC N.º ${c.ruc}` : ''} (en adelante, el EMPLEADOR), y ${c.datos.nombreEmpleado}, identificado(a) con DNI N.º ${c.datos.dni} (en adelante, el TRABAJADOR)`;

  const firmasAcuerdo = (c: Contexto) =>
    firmas(c.doc, [
      { nombre: c.datos.nombreEmpleado, cargo: `El TRABAJADOR — DNI ${c.datos.dni}` },
      { nombre: c.empresa, cargo: 'El EMPLEADOR (representante)' },
    ]);

  const emision = (c: Contexto): [string, string] => [
    'Fecha de emisión',
    fechaHoraLegible(c.emitido, reloj.zona()),
  ];

  function papeleta(c: Contexto) {
    parrafo(
      c.doc,
      'Por la presente se deja constancia de que el trabajador(a) que se indica gozará de su descanso vacacional en las fechas señaladas, según su solicitud aprobada.',
    );
    campos(c.doc, [...camposTrabajador(c.datos), ...camposDescanso(c.datos)]);
    campos(c.doc, [
      ['Fecha de reincorporación', fechaLegible(sumarDias(c.datos.fechaFin, 1))],
      ...camposDecision(c.datos),
      emision(c),
    ]);
    parrafo(
      c.doc,
      'Los días son calendario e incluyen los días de descanso semanal y los feriados que ocurran en el período de descanso (art. 4 del D.S. N.º 002-2019-TR).',
      { tamano: 9 },
    );
    firmas(c.doc, [
      { nombre: c.datos.nombreEmpleado, cargo: `Trabajador(a) — DNI ${c.datos.dni}` },
      { nombre: c.datos.nombreAprobador ?? '', cargo: 'Aprobó' },
      { nombre: 'Recursos Humanos', cargo: 'Nombre, firma y sello' },
    ]);
  }

  function acuerdoFraccionamiento(c: Contexto, fracciones: readonly Fraccion[]) {
    parrafo(
      c.doc,
      `Conste por el presente documento el acuerdo de fraccionamiento del descanso vacacional que celebran ${partes(c)}, conforme al artículo 17 del Decreto Legislativo N.º 713, modificado por el Decreto Legislativo N.º 1405, y al artículo 8 del Decreto Supremo N.º 002-2019-TR.`,
    );
    parrafo(
      c.doc,
      `A solicitud escrita del TRABAJADOR, y antes de su goce, las partes acuerdan que el descanso del período ${c.datos.periodo} se goce de forma fraccionada: un bloque de quince días calendario (ininterrumpido, o en dos períodos de al menos siete y ocho días) y el resto en períodos de al menos un día calendario. La fracción que se acuerda es la siguiente:`,
    );
    campos(c.doc, [
      ...camposTrabajador(c.datos),
      ...camposDescanso(c.datos),
      ...camposDecision(c.datos),
      emision(c),
    ]);
    parrafo(c.doc, `Fracciones del período ${c.datos.periodo} registradas a la fecha:`, { negrita: true });
    tabla(
      c.doc,
      [
        { encabezado: 'Solicitud', ancho: 0.14 },
        { encabezado: 'Tipo', ancho: 0.18 },
        { encabezado: 'Del', ancho: 0.18 },
        { encabezado: 'Al', ancho: 0.18 },
        { encabezado: 'Días', ancho: 0.12, alinear: 'right' },
        { encabezado: 'Estado', ancho: 0.2 },
      ],
      [...fracciones]
        .sort((a, b) => a.fechaInicio.localeCompare(b.fechaInicio))
        .map((f) => [
          `N.º ${f.id}`,
          f.id === c.datos.id ? 'Esta fracción' : 'Otra fracción',
          fechaLegible(f.fechaInicio),
          fechaLegible(f.fechaFin),
          String(f.diasSolicitados),
          f.estado,
        ]),
    );
    parrafo(
      c.doc,
      'Los días de cada fracción son calendario e incluyen los días de descanso semanal y los feriados que ocurran en ella (art. 4 del D.S. N.º 002-2019-TR). Las partes pueden acordar el orden de las fracciones.',
      { tamano: 9 },
    );
    firmasAcuerdo(c);
  }

  function acuerdoAdelanto(c: Contexto) {
    const a = anioDeServicio(c.datos.fechaIngreso, c.datos.periodo);
    parrafo(
      c.doc,
      `Conste por el presente documento el acuerdo de adelanto de vacaciones que celebran ${partes(c)}, conforme al artículo 10 del Decreto Legislativo N.º 713, modificado por el Decreto Legislativo N.º 1405, y a los artículos 5 y 6 del Decreto Supremo N.º 002-2019-TR.`,
    );
    parrafo(
      c.doc,
      `El período ${c.datos.periodo} está en curso: el TRABAJADOR adquiere el derecho a su descanso el ${fechaLegible(a.adquirido)}. Las partes acuerdan que el TRABAJADOR goce por adelantado, a cuenta de ese período, los días que se indican:`,
    );
    campos(c.doc, [
      ...camposTrabajador(c.datos),
      ...camposDescanso(c.datos),
      ...camposDecision(c.datos),
      emision(c),
    ]);
    parrafo(
      c.doc,
      'Los días adelantados se compensan con el descanso del período cuando el TRABAJADOR cumpla el récord vacacional. Si el vínculo laboral se extingue antes, se compensan con las vacaciones truncas; el TRABAJADOR no devolverá los días adelantados que estas no cubran (art. 6 del D.S. N.º 002-2019-TR).',
    );
    firmasAcuerdo(c);
  }

  /** The public check of a printed code: whether it was issued, of what, for which request, and for whom (name only). */
  async function verificar(codigo: string): Promise<TVerificacionDocumento> {
    const f = await repo.verificacionPorCodigo(db, codigo);
    if (!f) throw noEncontrado(`No existe un documento emitido con el código ${codigo}`);
    return {
      valido: true,
      codigo: f.codigo,
      tipo: f.tipo,
      nombreTipo: TIPOS_DOCUMENTO[f.tipo],
      fechaEmision: f.fechaEmision.toISOString(),
      empleado: f.empleado,
      solicitud:
        f.solicitudId === null
          ? null
          : { id: f.solicitudId, fechaInicio: f.fechaInicio!, fechaFin: f.fechaFin!, dias: f.dias! },
    };
  }

  return { disponibles, descargar, verificar };
}

export type DocumentosService = ReturnType<typeof crearDocumentosService>;

/**
 * What other modules use of the issued documents (ADR 019: a module is reached through its *.service.ts): the code of
 * a document being issued, inside the caller's transaction (the kardex), and the address where a code is checked.
 */
export { emitirDocumento } from './documentos.repository';
export { urlVerificacion } from './empresa-pdf';

import { alPrimerUso } from '../al-primer-uso';

/**
 * The house layout of every PDF the server issues (ADR 038): A4, the company's logo, name and RUC on top,
 * the title, and on every page's foot the verification code and where to check it. Text uses the PDF standard
 * Helvetica, which covers Spanish (á, ñ, º, «»): nothing to embed, nothing to download.
 */
export interface EmpresaPdf {
  nombreEmpresa: string;
  ruc: string | null;
  /** The logo when it is a PNG (PDFKit draws PNG and JPEG, not SVG: an SVG logo is left out, the name stays). */
  logoPng: Buffer | null;
}

export interface OpcionesDocumentoPdf {
  empresa: EmpresaPdf;
  titulo: string;
  /** Printed on every page with `urlVerificacion`. */
  codigoVerificacion: string;
  /** Full URL of the public check, e.g. https://vacaciones.empresa.pe/api/documentos/verificar/7KQM-4XHT-9PZA. */
  urlVerificacion: string;
  /** Document metadata (shown by PDF readers). */
  asunto?: string;
  /** Landscape for wide tables (the kardex). */
  horizontal?: boolean;
}

export type Pdf = PDFKit.PDFDocument;

const MARGEN = 50;
const GRIS = '#555555';

// Loaded with the first document, not at start: PDFKit and its fonts take ~6 MB of heap (ADR 055).
const pdfkit = alPrimerUso(() => import('pdfkit'));

/** A new document with the header drawn; fill it with the helpers below and call `terminarPdf`. */
export async function crearPdf(o: OpcionesDocumentoPdf): Promise<Pdf> {
  const { default: PDFDocument } = await pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: o.horizontal ? 'landscape' : 'portrait',
    margins: { top: MARGEN, bottom: MARGEN + 20, left: MARGEN, right: MARGEN },
    bufferPages: true,
    info: {
      Title: o.titulo,
      Author: o.empresa.nombreEmpresa,
      Subject: o.asunto ?? o.titulo,
      Creator: 'Descanso',
    },
  });
  const ancho = doc.page.width - 2 * MARGEN;
  let x = MARGEN;
  if (o.empresa.logoPng) {
    try {
      doc.image(o.empresa.logoPng, MARGEN, MARGEN, { fit: [60, 60] });
      x = MARGEN + 72;
    } catch {
      // A logo PDFKit cannot read is left out; the name and RUC carry the header.
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(o.empresa.nombreEmpresa, x, MARGEN, { width: ancho - (x - MARGEN) });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GRIS)
    .text(o.empresa.ruc ? `RUC ${o.empresa.ruc}` : 'RUC no registrado', x, doc.y, {
      width: ancho - (x - MARGEN),
    });
  doc.fillColor('black');
  doc.y = Math.max(doc.y, MARGEN + 64) + 12;
  doc.x = MARGEN;
  doc.font('Helvetica-Bold').fontSize(15).text(o.titulo, MARGEN, doc.y, { width: ancho, align: 'center' });
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(10);
  (doc as Pdf & { _descanso?: OpcionesDocumentoPdf })._descanso = o;
  return doc;
}

/** A paragraph of running text. */
export function parrafo(doc: Pdf, texto: string, o: { negrita?: boolean; tamano?: number } = {}) {
  doc
    .font(o.negrita ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(o.tamano ?? 10)
    .text(texto, MARGEN, doc.y, { width: doc.page.width - 2 * MARGEN, align: 'justify' });
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(10);
}

/** Label–value pairs in two columns (the request's data, the employee's header). */
export function campos(doc: Pdf, pares: readonly (readonly [string, string])[]) {
  const anchoEtiqueta = 150;
  const ancho = doc.page.width - 2 * MARGEN - anchoEtiqueta;
  for (const [etiqueta, valor] of pares) {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${etiqueta}:`, MARGEN, y, { width: anchoEtiqueta - 8 });
    const yEtiqueta = doc.y;
    doc.font('Helvetica').text(valor || '—', MARGEN + anchoEtiqueta, y, { width: ancho });
    doc.y = Math.max(doc.y, yEtiqueta) + 2;
  }
  doc.x = MARGEN;
  doc.moveDown(0.6);
}

export interface ColumnaPdf {
  encabezado: string;
  /** Share of the line width (the shares of a table add up to 1). */
  ancho: number;
  alinear?: 'left' | 'right' | 'center';
}

/** A table with a bold header that repeats on a new page when the rows run over. */
export function tabla(doc: Pdf, columnas: readonly ColumnaPdf[], filas: readonly (readonly string[])[]) {
  const total = doc.page.width - 2 * MARGEN;
  const anchos = columnas.map((c) => c.ancho * total);
  const fila = (valores: readonly string[], negrita: boolean) => {
    doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const alto =
      Math.max(...valores.map((v, i) => doc.heightOfString(v || '—', { width: anchos[i]! - 6 }))) + 6;
    if (doc.y + alto > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!negrita)
        fila(
          columnas.map((c) => c.encabezado),
          true,
        );
    }
    const y = doc.y;
    let x = MARGEN;
    valores.forEach((v, i) => {
      doc.text(v || '—', x + 3, y + 3, { width: anchos[i]! - 6, align: columnas[i]!.alinear ?? 'left' });
      x += anchos[i]!;
    });
    doc
      .moveTo(MARGEN, y + alto)
      .lineTo(MARGEN + total, y + alto)
      .lineWidth(negrita ? 1 : 0.3)
      .strokeColor(negrita ? 'black' : '#999999')
      .stroke();
    doc.y = y + alto;
  };
  fila(
    columnas.map((c) => c.encabezado),
    true,
  );
  for (const f of filas) fila(f, false);
  doc.x = MARGEN;
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(10);
}

/** Signature lines side by side, each with the signer's name and role under it. */
export function firmas(doc: Pdf, firmantes: readonly { nombre: string; cargo: string }[]) {
  const total = doc.page.width - 2 * MARGEN;
  const ancho = total / firmantes.length;
  if (doc.y + 110 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y + 60;
  firmantes.forEach((f, i) => {
    const x = MARGEN + i * ancho + 15;
    doc
      .moveTo(x, y)
      .lineTo(x + ancho - 30, y)
      .lineWidth(0.8)
      .strokeColor('black')
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(f.nombre, x, y + 4, { width: ancho - 30, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(f.cargo, x, doc.y, { width: ancho - 30, align: 'center' });
  });
  doc.x = MARGEN;
  doc.y = y + 40;
  doc.fontSize(10);
}

/** Draws the foot of every page (verification code, page n of m) and returns the finished file. */
export async function terminarPdf(doc: Pdf): Promise<Buffer> {
  const o = (doc as Pdf & { _descanso?: OpcionesDocumentoPdf })._descanso!;
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const fin = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const rango = doc.bufferedPageRange();
  for (let i = rango.start; i < rango.start + rango.count; i++) {
    doc.switchToPage(i);
    const abajo = doc.page.margins.bottom;
    // Writing inside the bottom margin must not open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGEN - 8;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GRIS)
      .text(
        `Código de verificación: ${o.codigoVerificacion} · Verifique en ${o.urlVerificacion} · Página ${i - rango.start + 1} de ${rango.count}`,
        MARGEN,
        y,
        { width: doc.page.width - 2 * MARGEN, align: 'center', lineBreak: true },
      );
    doc.fillColor('black');
    doc.page.margins.bottom = abajo;
  }
  doc.end();
  await fin;
  return Buffer.concat(partes);
}

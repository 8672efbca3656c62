import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page of a PDF, joined (tests read what a person would read on the document). */
export async function textoDePdf(pdf: Buffer | Uint8Array): Promise<{ paginas: number; texto: string }> {
  const documento = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(documento, { mergePages: true });
  return { paginas: totalPages, texto: text.replace(/\s+/g, ' ') };
}

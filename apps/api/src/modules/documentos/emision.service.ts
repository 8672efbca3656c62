/**
 * What other modules use of the issued documents (ADR 019: a module is reached through its *.service.ts): the code
 * of a document being issued, inside the caller's transaction, and the address where a printed code is checked.
 */
export { emitirDocumento } from './documentos.repository';
export { urlVerificacion } from './empresa-pdf';

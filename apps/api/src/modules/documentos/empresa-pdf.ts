export { empresaParaDocumentos } from '../empresa/empresa.service';

/** Where a printed code is checked: the public verification route under the address people open (APP_URL). */
export const urlVerificacion = (appUrl: string, codigo: string) =>
  `${appUrl.replace(/\/$/, '')}/api/documentos/verificar/${codigo}`;

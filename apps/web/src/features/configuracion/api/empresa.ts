import { useQuery } from '@tanstack/react-query';
import { ZEmpresa, type TActualizarEmpresaBody } from '@app/contract/empresa';
import { peticion } from '../../../lib/api-client';
import { consultaGet, useMutacionQueRecarga } from '../../../lib/consultas';
import { CLAVE_EMPRESA } from '../../../lib/empresa';

/** GET /api/empresa: the company's data as Configuración → Empresa edits it. */
export const empresaQuery = () => consultaGet([...CLAVE_EMPRESA, 'datos'], '/empresa', ZEmpresa);
export const useEmpresa = () => useQuery(empresaQuery());

// Every change reloads every company query: the top bar, the login screen and the business clock read them.
const recargarEmpresa = { invalidar: () => [CLAVE_EMPRESA] };

/** PUT /api/empresa. */
export const useGuardarEmpresa = () =>
  useMutacionQueRecarga(
    (datos: TActualizarEmpresaBody) => peticion('/empresa', { method: 'PUT', body: datos, schema: ZEmpresa }),
    recargarEmpresa,
  );

/** PUT /api/empresa/logo (multipart, field `logo`). */
export const useSubirLogo = () =>
  useMutacionQueRecarga((archivo: File) => {
    const formulario = new FormData();
    formulario.append('logo', archivo);
    return peticion('/empresa/logo', { method: 'PUT', body: formulario, schema: ZEmpresa });
  }, recargarEmpresa);

/** DELETE /api/empresa/logo. */
export const useQuitarLogo = () =>
  useMutacionQueRecarga(
    () => peticion('/empresa/logo', { method: 'DELETE', schema: ZEmpresa }),
    recargarEmpresa,
  );

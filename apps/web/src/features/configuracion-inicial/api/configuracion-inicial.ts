import {
  ZConfiguracionInicialRespuesta,
  ZEstadoConfiguracionInicial,
  type TConfiguracionInicialBody,
} from '@app/contract/configuracion-inicial';
import { consultaGet } from '../../../lib/consultas';
import { peticion } from '../../../lib/api-client';

/** GET /api/configuracion-inicial: public, whether the first-start setup can still be done. */
export const consultaEstadoConfiguracionInicial = () =>
  consultaGet(['configuracion-inicial'], '/configuracion-inicial', ZEstadoConfiguracionInicial, {
    staleTime: 0,
  });

/** POST /api/configuracion-inicial: nobody is signed in, so a 401 here is never an expired session. */
export const enviarConfiguracionInicial = (datos: TConfiguracionInicialBody) =>
  peticion('/configuracion-inicial', {
    method: 'POST',
    body: datos,
    schema: ZConfiguracionInicialRespuesta,
    manejarSesionExpirada: false,
  });

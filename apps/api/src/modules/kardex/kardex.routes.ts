import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@app/contract/comun';
import { ZBuscarPersonasKardexQuery, ZKardex, ZPersonasKardex } from '@app/contract/kardex';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { adjunto, CABECERA_TOTAL_FILAS, TIPO_PDF, TIPO_XLSX } from '../../lib/descargas';
import { usuarioDe } from '../../plugins/autenticacion';
import type { UsuarioSesion } from '../auth/auth.service';
import type { KardexService } from './kardex.service';

const comun = { tags: ['Reportes'], errores: [400, 401, 403, 404] } as const;
/** The picker is the report's; a statement is also open to its own person, who may lack the report. */
const delReporte = { ...comun, permisos: [PERMISOS.REPORTE_VACACIONES_USUARIO] } as const;
const propioOReporte = {
  ...comun,
  permisos: [
    PERMISOS.REPORTE_VACACIONES_USUARIO,
    PERMISOS.SOLICITAR_VACACIONES,
    PERMISOS.MIS_SOLICITUDES,
    PERMISOS.DASHBOARD,
  ],
} as const;

/** Vacaciones por Usuario: the kardex vacacional (ADR 039). */
export const kardexRoutes: FastifyPluginAsyncZod<{ kardex: KardexService }> = async (app, { kardex }) => {
  app.get(
    '/personas',
    declarar({
      ...delReporte,
      summary:
        'Busca personas para el kardex por nombre, DNI o correo (RR. HH.: toda la empresa; jefe: su equipo)',
      querystring: ZBuscarPersonasKardexQuery,
      respuesta: ZPersonasKardex,
    }),
    (request) => kardex.buscarPersonas(usuarioDe(request), request.query),
  );

  app.get(
    '/:id',
    declarar({
      ...propioOReporte,
      summary: 'Kardex vacacional de una persona: encabezado, cada período con sus saldos y sus solicitudes',
      params: ZIdParams,
      respuesta: ZKardex,
    }),
    (request) => kardex.kardex(usuarioDe(request), request.params.id),
  );

  // The downloads write (the audit record, the issued document's code): POST, never a GET that changes data.
  const descargas = [
    {
      ruta: '/:id/excel',
      tipo: TIPO_XLSX,
      summary: 'Exporta el kardex vacacional a Excel (una hoja «Resumen» y una por período); queda auditado',
      generar: async (u: UsuarioSesion, id: number, ip: string) => {
        const r = await kardex.excel(u, id, ip);
        return { archivo: r.archivo, cuerpo: r.flujo, filas: r.filas };
      },
    },
    {
      ruta: '/:id/pdf',
      tipo: TIPO_PDF,
      summary:
        'Emite el kardex vacacional en PDF (horizontal) con un código de verificación nuevo; queda auditado',
      generar: async (u: UsuarioSesion, id: number, ip: string) => {
        const r = await kardex.pdf(u, id, ip);
        return { archivo: r.archivo, cuerpo: r.contenido, filas: null };
      },
    },
  ];
  for (const d of descargas)
    app.post(
      d.ruta,
      declarar({
        ...propioOReporte,
        summary: d.summary,
        params: ZIdParams,
        respuesta: z.any().describe(d.tipo),
      }),
      async (request, reply) => {
        const r = await d.generar(usuarioDe(request), request.params.id, request.ip);
        if (r.filas !== null) reply.header(CABECERA_TOTAL_FILAS, String(r.filas));
        return reply.type(d.tipo).header('content-disposition', adjunto(r.archivo)).send(r.cuerpo);
      },
    );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
import { ZBuscarPersonasKardexQuery, ZKardex, ZPersonasKardex } from '@app/contract/kardex';
import { PERMISOS } from '@app/contract/permisos';
import { adjunto, CABECERA_TOTAL_FILAS, TIPO_PDF, TIPO_XLSX } from '../../lib/descargas';
import { usuarioDe } from '../../plugins/autenticacion';
import type { UsuarioSesion } from '../auth/auth.service';
import type { KardexService } from './kardex.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['Reportes'];
/** The picker is the report's; a statement is also open to its own person, who may lack the report. */
const delReporte = { permisos: [PERMISOS.REPORTE_VACACIONES_USUARIO] };
const propioOReporte = {
  permisos: [
    PERMISOS.REPORTE_VACACIONES_USUARIO,
    PERMISOS.SOLICITAR_VACACIONES,
    PERMISOS.MIS_SOLICITUDES,
    PERMISOS.DASHBOARD,
  ],
};

/** Vacaciones por Usuario: the kardex vacacional (ADR 039). */
export const kardexRoutes: FastifyPluginAsyncZod<{ kardex: KardexService }> = async (app, { kardex }) => {
  app.get(
    '/personas',
    {
      config: delReporte,
      schema: {
        tags,
        summary:
          'Busca personas para el kardex por nombre, DNI o correo (RR. HH.: toda la empresa; jefe: su equipo)',
        querystring: ZBuscarPersonasKardexQuery,
        response: { 200: ZPersonasKardex, ...errores },
      },
    },
    (request) => kardex.buscarPersonas(usuarioDe(request), request.query),
  );

  app.get(
    '/:id',
    {
      config: propioOReporte,
      schema: {
        tags,
        summary:
          'Kardex vacacional de una persona: encabezado, cada período con sus saldos y sus solicitudes',
        params: ZIdParams,
        response: { 200: ZKardex, ...errores },
      },
    },
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
      {
        config: propioOReporte,
        schema: {
          tags,
          summary: d.summary,
          params: ZIdParams,
          response: { 200: z.any().describe(d.tipo), ...errores },
        },
      },
      async (request, reply) => {
        const r = await d.generar(usuarioDe(request), request.params.id, request.ip);
        if (r.filas !== null) reply.header(CABECERA_TOTAL_FILAS, String(r.filas));
        return reply.type(d.tipo).header('content-disposition', adjunto(r.archivo)).send(r.cuerpo);
      },
    );
};

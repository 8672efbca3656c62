import { useQuery } from '@tanstack/react-query';
import { ZMensaje } from '@app/contract/comun';
import {
  ZMiPlan,
  ZPlanEquipo,
  ZTramoGuardado,
  type TTramoPlanBody,
  type TVentanaPlanBody,
} from '@app/contract/programacion';
import { ZCrearSolicitudRespuesta } from '@app/contract/solicitudes';
import { peticion } from '../../../lib/api-client';
import { consultaGet, useMutacionQueRecarga } from '../../../lib/consultas';
import { historialQueryOptions } from '../../saldos';
import { misSolicitudesBaseKey } from '../../solicitudes';

export const CLAVE_ROL_VACACIONAL = ['rol-vacacional'] as const;
const invalidar = () => [CLAVE_ROL_VACACIONAL];

/** GET /api/programacion/mi-plan?anio=: my spans, my window and my periods that expire that year. */
export const useMiPlan = (anio: number) =>
  useQuery(
    consultaGet([...CLAVE_ROL_VACACIONAL, 'mio', anio], '/programacion/mi-plan', ZMiPlan, {
      query: { anio },
    }),
  );

/** GET /api/programacion/equipo (a manager's direct reports) or /empresa (HR: the whole company). */
export const usePlanEquipo = (anio: number, empresa: boolean) =>
  useQuery(
    consultaGet(
      [...CLAVE_ROL_VACACIONAL, empresa ? 'empresa' : 'equipo', anio],
      empresa ? '/programacion/empresa' : '/programacion/equipo',
      ZPlanEquipo,
      { query: { anio } },
    ),
  );

export const useProponerTramo = () =>
  useMutacionQueRecarga(
    (cuerpo: TTramoPlanBody) =>
      peticion('/programacion/mi-plan/tramos', { method: 'POST', body: cuerpo, schema: ZTramoGuardado }),
    { invalidar },
  );

/** PUT /api/programacion/mi-plan/tramos/:id: the employee changes a span still proposed, while the window is open. */
export const useEditarMiTramo = () =>
  useMutacionQueRecarga(
    ({ id, cuerpo }: { id: number; cuerpo: TTramoPlanBody }) =>
      peticion(`/programacion/mi-plan/tramos/${id}`, { method: 'PUT', body: cuerpo, schema: ZTramoGuardado }),
    { invalidar },
  );

export const useEliminarTramo = () =>
  useMutacionQueRecarga(
    (id: number) => peticion(`/programacion/mi-plan/tramos/${id}`, { method: 'DELETE', schema: ZMensaje }),
    { invalidar, siempre: true },
  );

export const useAceptarTramo = () =>
  useMutacionQueRecarga(
    (id: number) => peticion(`/programacion/tramos/${id}/aceptar`, { method: 'PUT', schema: ZTramoGuardado }),
    { invalidar, siempre: true },
  );

export const useFijarTramo = () =>
  useMutacionQueRecarga(
    ({ usuarioId, cuerpo }: { usuarioId: number; cuerpo: TTramoPlanBody }) =>
      peticion(`/programacion/empleados/${usuarioId}/tramos`, {
        method: 'POST',
        body: cuerpo,
        schema: ZTramoGuardado,
      }),
    { invalidar },
  );

/** PUT /api/programacion/tramos/:id: the manager adjusts a span of their team; it stays set by the employer. */
export const useAjustarTramo = () =>
  useMutacionQueRecarga(
    ({ id, cuerpo }: { id: number; cuerpo: TTramoPlanBody }) =>
      peticion(`/programacion/tramos/${id}`, { method: 'PUT', body: cuerpo, schema: ZTramoGuardado }),
    { invalidar },
  );

export const useCambiarVentana = (empresa: boolean) =>
  useMutacionQueRecarga(
    (cuerpo: TVentanaPlanBody) =>
      peticion(empresa ? '/programacion/ventana-empresa' : '/programacion/ventana', {
        method: 'PUT',
        body: cuerpo,
        schema: ZMensaje,
      }),
    { invalidar, siempre: true },
  );

/** One click: the normal request route, with the span's values and its id (ADR 036). */
export const useConvertirTramo = () =>
  useMutacionQueRecarga(
    (t: TTramoPlanBody & { id: number }) =>
      peticion('/solicitud-vacaciones/crear-solicitud-vacaciones', {
        method: 'POST',
        body: {
          tipoVacaciones: t.tipoVacaciones,
          diasSolicitados: t.diasSolicitados,
          fechaInicio: t.fechaInicio,
          periodo: t.periodo,
          tramoPlanId: t.id,
        },
        schema: ZCrearSolicitudRespuesta,
      }),
    { invalidar: () => [CLAVE_ROL_VACACIONAL, misSolicitudesBaseKey, historialQueryOptions().queryKey] },
  );

/** GET /api/programacion/exportar: the plan of the year as .xlsx. */
// The download helper lives with the bulk import (administration code): loaded only when the button is used.
export const descargarPlan = async (anio: number, departamentoId?: number) => {
  const { descargarArchivo } = await import('../../bulk-import');
  const departamento = departamentoId === undefined ? '' : `&departamentoId=${departamentoId}`;
  await descargarArchivo(
    `/programacion/exportar?anio=${anio}${departamento}`,
    `rol-vacacional-${anio}${departamentoId === undefined ? '' : `-departamento-${departamentoId}`}.xlsx`,
    60_000,
  );
};

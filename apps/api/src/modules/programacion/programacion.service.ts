import type { TTramoPlanBody, TVentanaPlanBody } from '@app/contract/programacion';
import type { Tx } from '../../db/client';
import type { UsuarioSesion } from '../auth/auth.service';
import type { ContextoProgramacion } from './contexto';
import { convertirEnSolicitud } from './conversion';
import { exportar } from './exportar';
import { invitar } from './invitaciones';
import { miPlan, planEmpresa, planEquipo } from './planes';
import { aceptar, ajustar, fijar } from './tramos-equipo';
import { editarPropio, eliminarPropio, proponer } from './tramos-propios';
import { ventana } from './ventana';

type Conversion = Parameters<typeof convertirEnSolicitud>[4];

/** The rol vacacional (ADR 036): the yearly plan, its window, its cover of the periods, its invitations. */
export function crearProgramacionService(ctx: ContextoProgramacion) {
  return {
    miPlan: (usuario: UsuarioSesion, anio: number) => miPlan(ctx, usuario, anio),
    equipo: (usuario: UsuarioSesion, anio: number, departamentoId?: number) =>
      planEquipo(ctx, usuario, anio, departamentoId),
    empresa: (anio: number, departamentoId?: number) => planEmpresa(ctx, anio, departamentoId),
    proponer: (usuario: UsuarioSesion, body: TTramoPlanBody, ip: string | null) =>
      proponer(ctx, usuario, body, ip),
    editarPropio: (usuario: UsuarioSesion, id: number, body: TTramoPlanBody, ip: string | null) =>
      editarPropio(ctx, usuario, id, body, ip),
    eliminarPropio: (usuario: UsuarioSesion, id: number, ip: string | null) =>
      eliminarPropio(ctx, usuario, id, ip),
    aceptar: (usuario: UsuarioSesion, id: number, ip: string | null) => aceptar(ctx, usuario, id, ip),
    ajustar: (usuario: UsuarioSesion, id: number, body: TTramoPlanBody, ip: string | null) =>
      ajustar(ctx, usuario, id, body, ip),
    fijar: (usuario: UsuarioSesion, empleadoId: number, body: TTramoPlanBody, ip: string | null) =>
      fijar(ctx, usuario, empleadoId, body, ip),
    ventana: (usuario: UsuarioSesion, body: TVentanaPlanBody, ip: string | null, empresa: boolean) =>
      ventana(ctx, usuario, body, ip, empresa),
    convertirEnSolicitud: (
      tx: Tx,
      usuario: UsuarioSesion,
      tramoId: number,
      solicitud: Conversion,
      ip: string | null,
    ) => convertirEnSolicitud(ctx, tx, usuario, tramoId, solicitud, ip),
    invitar: () => invitar(ctx),
    exportar: (usuario: UsuarioSesion, anio: number, departamentoId?: number) =>
      exportar(ctx, usuario, anio, departamentoId),
  };
}

export type ProgramacionService = ReturnType<typeof crearProgramacionService>;

import { puedeDecidirse } from '../../domain/ciclo-solicitud';
import type { UsuarioSesion } from '../auth/auth.service';
import { decidiblesPorDelegacion } from '../delegaciones/delegaciones.service';
import { materializar, type ContextoSolicitudes } from './contexto';
import { aItem, puedeGestionar } from './quien-actua';
import * as repo from './solicitudes.repository';

/** Pending requests the caller may decide today by delegation (the "Por delegación" tab, ADR 033). */
export async function porDelegacion(ctx: ContextoSolicitudes, usuario: UsuarioSesion) {
  await materializar(ctx, usuario);
  const hoy = ctx.reloj.hoy();
  const decidibles = await decidiblesPorDelegacion(ctx.db, usuario.id, hoy);
  if (decidibles.length === 0) return { solicitudes: [] };
  const porId = new Map(decidibles.map((d) => [d.solicitudId, d]));
  const filas = await repo.listarSolicitudes(
    ctx.db,
    repo.deIds([...porId.keys()]),
    { campo: 'fechaInicio', descendente: false },
    { numero: 1, tamano: 500 },
  );
  return {
    solicitudes: filas.map((f) => ({
      ...aItem(f, [], hoy),
      puedeAprobar: puedeGestionar(usuario) && puedeDecidirse(f, hoy),
      delegadoDeId: porId.get(f.id)!.delegadoDeId,
      nombreDelegadoDe: porId.get(f.id)!.nombreDelegadoDe,
    })),
  };
}

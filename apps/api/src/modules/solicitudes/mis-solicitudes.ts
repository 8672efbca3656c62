import type { TMisSolicitudesExportarQuery, TMisSolicitudesQuery } from '@app/contract/solicitudes';
import type { UsuarioSesion } from '../auth/auth.service';
import { materializar, type ContextoSolicitudes } from './contexto';
import { aItem, rolesSobre } from './quien-actua';
import * as repo from './solicitudes.repository';

/** The caller's own requests with a list's filters (also what their Excel export reads). */
export const dondeMisSolicitudes = (usuario: UsuarioSesion, q: TMisSolicitudesExportarQuery) =>
  repo.todas(repo.soloDe(usuario.id), ...repo.condicionesFiltro(q));

/** The caller's own requests with the spec's filters, allow-listed sort and paging. */
export async function misSolicitudes(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  q: TMisSolicitudesQuery,
) {
  await materializar(ctx, usuario);
  const hoy = ctx.reloj.hoy();
  const { filas, total } = await repo.misSolicitudes(
    ctx.db,
    usuario.id,
    q,
    { campo: q.sortBy, descendente: q.isDescending },
    { numero: q.pageNumber, tamano: q.pageSize },
  );
  const quien = rolesSobre(usuario, usuario.id, false);
  return { solicitudes: filas.map((f) => aItem(f, quien, hoy)), total };
}

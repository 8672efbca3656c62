import { ETIQUETA_DOCUMENTO, textoRoles, type TExportarUsuariosQuery } from '@app/contract/usuarios';
import type { Cursor } from '../../lib/cursor-compuesto';
import { hoja, libroExcelEnStream, porLotes } from '../../lib/excel-stream';
import type { UsuarioSesion } from '../auth/auth.service';
import {
  auditarExportacion,
  nombreExportacion,
  type ExportacionExcel,
} from '../exportaciones/exportaciones.service';
import type { ContextoUsuarios } from './contexto';
import { ordenLista } from './listar';
import * as repo from './usuarios.repository';

/**
 * The users list as a streamed .xlsx (ADR 041): every user matching the list's filters, in its order,
 * with the table's headers (and the e-mail the table shows under the name). Counted and audited first.
 */
export async function exportar(
  { db, reloj }: ContextoUsuarios,
  usuario: UsuarioSesion,
  q: TExportarUsuariosQuery,
  ip: string | null,
): Promise<ExportacionExcel> {
  const donde = repo.condicionesLista(q);
  const { total: totalFilas } = await repo.estadisticas(db, donde);
  await auditarExportacion(db, {
    lista: 'Usuarios',
    usuarioId: usuario.id,
    email: usuario.email,
    filtros: q,
    totalFilas,
    ip,
  });
  const claves = repo.clavesOrdenUsuarios(ordenLista(q));
  const filas = porLotes(
    (despues: Cursor | null, tamano: number) => repo.loteUsuarios(db, donde, claves, despues, tamano),
    (f) => f.cursor,
  );
  type Fila = Awaited<ReturnType<typeof repo.loteUsuarios>>[number];
  return {
    nombreArchivo: nombreExportacion('usuarios', reloj.hoy()),
    totalFilas,
    flujo: libroExcelEnStream([
      hoja<Fila>({
        nombre: 'Usuarios',
        columnas: [
          { encabezado: 'Usuario', tipo: 'texto', valor: (f) => f.nombreCompleto, ancho: 32 },
          { encabezado: 'Email', tipo: 'texto', valor: (f) => f.email, ancho: 32 },
          { encabezado: ETIQUETA_DOCUMENTO, tipo: 'texto', valor: (f) => f.dni || '-', ancho: 14 },
          { encabezado: 'Rol', tipo: 'texto', valor: (f) => textoRoles(f.roles) },
          { encabezado: 'Departamento', tipo: 'texto', valor: (f) => f.departamento || '-' },
          { encabezado: 'Fecha Ingreso', tipo: 'fecha', valor: (f) => f.fechaIngreso },
          {
            encabezado: 'Estado',
            tipo: 'texto',
            valor: (f) => (f.activo ? 'Activo' : 'Inactivo'),
            ancho: 10,
          },
        ],
        filas,
      }),
    ]),
  };
}

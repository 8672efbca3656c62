import type { Db } from './client';

/** Placeholder until the demo company lands in this file. */
export async function cargarEmpresaDemo(_db: Db, _opciones: { hoy: string; nombreEmpresa: string }): Promise<void> {}

// The users' queries, by concern: the list, its statistics and export, the detail and the form's dropdowns;
// the row locks and writes of one user; the bulk inserts of an import.
export * from './lista-usuarios.repository';
export * from './edicion-usuario.repository';
export * from './altas-en-lote.repository';

import { sql, type SQLWrapper } from 'drizzle-orm';

interface ConNombre {
  nombres: SQLWrapper;
  apellidoPaterno: SQLWrapper;
  apellidoMaterno: SQLWrapper;
}

/** A person's full name as every list shows it: nombres, apellido paterno, apellido materno. */
export const nombreCompletoDe = (u: ConNombre) =>
  sql<string>`${u.nombres} || ' ' || ${u.apellidoPaterno} || ' ' || ${u.apellidoMaterno}`;

/** The same through an outer join: null when nobody is on the other side. */
export const nombreCompletoONulo = (u: ConNombre & { id: SQLWrapper }) =>
  sql<string | null>`case when ${u.id} is null then null else ${nombreCompletoDe(u)} end`;

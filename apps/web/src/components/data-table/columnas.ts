import type { ReactNode } from 'react';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** The server's sort field; the header is clickable only when given (never for the actions column). */
  sortKey?: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The row-actions column: never sortable. */
  isActions?: boolean;
  /** The cell names its row (a `th` with scope row), e.g. the period of a balance. */
  encabezadoFila?: boolean;
  /**
   * Its place in the card a narrow screen shows instead of the table: the card's 'titulo' (name), its 'estado'
   * (top right), 'oculta', or by default a 'label: value' line. The actions column goes to the card's corner.
   */
  enTarjeta?: 'titulo' | 'estado' | 'oculta';
}

/** The row-actions column: 'Acciones', never sortable, in the corner of a narrow screen's card. */
export const columnaAcciones = <T>(render: (fila: T) => ReactNode, width = 80): DataTableColumn<T> => ({
  key: 'acciones',
  header: 'Acciones',
  isActions: true,
  width,
  render,
});

/** How a list is sorted, and how to change it; without `onSortChange` nothing is sortable. */
export interface OrdenTabla {
  sortBy?: string | undefined;
  isDescending: boolean;
  onSortChange?: ((sortBy: string, isDescending: boolean) => void) | undefined;
}

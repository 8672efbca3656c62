import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

/**
 * A kit field's wiring: its value, its error, and a change handler that clears the field's error first, so an
 * error (the form's or the server's) goes away as soon as the field is edited (docs/producto.md, «Usuarios»). In a
 * form validated on change, the new value is checked again right after.
 */
export function useCampo<T extends FieldValues>(name: Path<T>) {
  const { control, clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const cambiar = (valor: unknown) => {
    if (fieldState.error) clearErrors(name);
    field.onChange(valor);
  };
  return { field, error: fieldState.error?.message, cambiar };
}

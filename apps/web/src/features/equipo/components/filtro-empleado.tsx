import {
  FiltroAutocompletar,
  type PropsFiltroAutocompletar,
} from '../../../components/lista/filtro-autocompletar';

type Props<O extends { id: number }> = Omit<
  PropsFiltroAutocompletar<O>,
  'label' | 'todos' | 'placeholder' | 'textoCargando' | 'textoSinOpciones'
>;

/** The team screens' employee filter: searched on the server as the user types (ADR 023). */
export function FiltroEmpleado<O extends { id: number }>(props: Props<O>) {
  return (
    <FiltroAutocompletar
      label="Empleado"
      todos="Todos los empleados"
      placeholder="Buscar por nombre o email"
      textoCargando="Cargando empleados..."
      textoSinOpciones="No hay empleados que coincidan"
      {...props}
    />
  );
}

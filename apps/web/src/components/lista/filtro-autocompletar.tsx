import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { OpcionConDetalle } from '../opcion-con-detalle';

/** Wait after the last key before asking the server, so typing a name is one request, not one per letter. */
export const ESPERA_BUSQUEDA_MS = 250;

export interface PropsFiltroAutocompletar<O extends { id: number }> {
  label: string;
  /** The option of no choice, first in the list: 'Todos los empleados'. */
  todos: string;
  /** The chosen id; null for all. */
  valor: number | null;
  onCambiar: (id: number | null) => void;
  /** The server's matches for the text typed (they must hold the chosen option, so its name shows). */
  opciones: readonly O[];
  etiquetaDe: (o: O) => string;
  /** Second line of an option (e.g. the e-mail that tells two namesakes apart)... */
  detalleDe?: (o: O) => string;
  /** ...and its first line, when it differs from the text the box shows once chosen. */
  principalDe?: (o: O) => string;
  /** The text typed, after a pause; '' when the search is over (an option chosen, the box left or cleared). */
  onBuscar: (texto: string) => void;
  cargando?: boolean;
  placeholder?: string;
  textoCargando?: string;
  textoSinOpciones?: string;
}

/** The option of no choice; one object, so the picker's value keeps its identity between renders. */
const TODOS = { id: null } as const;
type Opcion<O> = O | typeof TODOS;
const esTodos = <O,>(x: Opcion<O>): x is typeof TODOS => x === TODOS;

/**
 * A list filter that picks one of many (a 10,000-person team) by searching on the server as the user types,
 * instead of downloading every option. Not a form field: the list's filter state keeps the id.
 */
export function FiltroAutocompletar<O extends { id: number }>({
  label,
  todos,
  valor,
  onCambiar,
  opciones,
  etiquetaDe,
  detalleDe,
  principalDe = etiquetaDe,
  onBuscar,
  cargando = false,
  placeholder,
  textoCargando = 'Cargando...',
  textoSinOpciones = 'No hay coincidencias',
}: PropsFiltroAutocompletar<O>) {
  const espera = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(espera.current), []);
  // While the user searches, 'Todos los …' is not a match and leaves the list.
  const [buscando, setBuscando] = useState(false);
  const buscar = (texto: string, ahora: boolean) => {
    setBuscando(texto !== '');
    clearTimeout(espera.current);
    if (ahora) onBuscar(texto);
    else espera.current = setTimeout(() => onBuscar(texto), ESPERA_BUSQUEDA_MS);
  };

  // The chosen option keeps its identity across searches: a new object while typing would reset the typed text.
  const [elegida, setElegida] = useState<O | null>(null);
  const actual =
    valor === null ? null : elegida?.id === valor ? elegida : (opciones.find((o) => o.id === valor) ?? null);
  if (actual !== elegida) setElegida(actual);

  const lista: Opcion<O>[] = buscando ? [...opciones] : [TODOS, ...opciones];
  const idDe = (x: Opcion<O>) => (esTodos(x) ? null : x.id);
  const etiqueta = (x: Opcion<O>) => (esTodos(x) ? todos : etiquetaDe(x));

  return (
    <Autocomplete<Opcion<O>>
      options={lista}
      // A chosen id the server has not answered for yet reads as nothing chosen, never as a bare number.
      value={actual ?? TODOS}
      onChange={(_e, x) => {
        buscar('', true);
        onCambiar(x ? idDe(x) : null);
      }}
      onInputChange={(_e, texto, motivo) =>
        buscar(motivo === 'input' ? texto.trim() : '', motivo !== 'input')
      }
      filterOptions={(x) => x}
      getOptionLabel={etiqueta}
      getOptionKey={(x) => idDe(x) ?? 'todos'}
      isOptionEqualToValue={(a, b) => idDe(a) === idDe(b)}
      loading={cargando}
      loadingText={textoCargando}
      noOptionsText={textoSinOpciones}
      size="small"
      renderOption={(props, x) => {
        const { key, ...resto } = props;
        return (
          <li key={key} {...resto}>
            {!esTodos(x) && detalleDe ? (
              <OpcionConDetalle principal={principalDe(x)} detalle={detalleDe(x)} />
            ) : (
              etiqueta(x)
            )}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} placeholder={placeholder} />}
    />
  );
}

import { useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { OpcionConDetalle } from '../opcion-con-detalle';
import { useCampo } from './use-campo';

type Id = string | number;

interface Props<T extends FieldValues, O> {
  name: Path<T>;
  label: string;
  /** The options to offer; with `onBuscar`, the server's answer for the text typed. */
  opciones: readonly O[];
  idDe: (o: O) => Id;
  etiquetaDe: (o: O) => string;
  /** Second line of an option (e.g. the e-mail that tells two namesakes apart). */
  detalleDe?: (o: O) => string;
  /** The option of the value the form starts with, when `opciones` may not hold it (server search). */
  seleccionInicial?: O | null;
  /** Search on the server as the user types: the options are not filtered again here. */
  onBuscar?: (texto: string) => void;
  cargando?: boolean;
  textoCargando?: string;
  textoSinOpciones?: string;
  required?: boolean;
  soloLectura?: boolean;
  helperText?: ReactNode;
}

/**
 * One choice among options, of a react-hook-form form: the form keeps the option's id (null when none). With
 * `onBuscar` it is a search-as-you-type picker for long lists (the server filters and limits the options).
 */
export function CampoAutocompletar<T extends FieldValues, O>({
  name,
  label,
  opciones,
  idDe,
  etiquetaDe,
  detalleDe,
  seleccionInicial = null,
  onBuscar,
  cargando = false,
  textoCargando = 'Cargando...',
  textoSinOpciones = 'No hay coincidencias',
  required,
  soloLectura = false,
  helperText,
}: Props<T, O>) {
  const { field, error, cambiar } = useCampo<T>(name);
  // The chosen option is kept here: a server search replaces `opciones`, yet the choice keeps its name.
  const [elegida, setElegida] = useState<O | null>(
    () => opciones.find((o) => idDe(o) === field.value) ?? seleccionInicial,
  );
  const valor =
    field.value === null || field.value === undefined || field.value === ''
      ? null
      : (opciones.find((o) => idDe(o) === field.value) ??
        (elegida && idDe(elegida) === field.value ? elegida : null));
  const lista = valor && !opciones.some((o) => idDe(o) === idDe(valor)) ? [valor, ...opciones] : opciones;

  return (
    <Autocomplete
      readOnly={soloLectura}
      options={lista}
      value={valor}
      loading={cargando}
      loadingText={textoCargando}
      noOptionsText={textoSinOpciones}
      getOptionLabel={etiquetaDe}
      isOptionEqualToValue={(a, b) => idDe(a) === idDe(b)}
      {...(onBuscar
        ? {
            filterOptions: (x: O[]) => x,
            onInputChange: (_e: unknown, texto: string, motivo: string) => {
              if (motivo === 'input' || motivo === 'clear') onBuscar(texto);
            },
          }
        : {})}
      renderOption={(props, o) => {
        const { key: _key, ...resto } = props;
        return (
          <li key={idDe(o)} {...resto}>
            {detalleDe ? (
              <OpcionConDetalle principal={etiquetaDe(o)} detalle={detalleDe(o)} />
            ) : (
              etiquetaDe(o)
            )}
          </li>
        );
      }}
      onChange={(_e, o) => {
        setElegida(o);
        cambiar(o ? idDe(o) : null);
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          label={label}
          required={!soloLectura && required}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useCampo } from './use-campo';

type Id = string | number;

interface Props<T extends FieldValues, O> {
  name: Path<T>;
  label: string;
  opciones: readonly O[];
  idDe: (o: O) => Id;
  etiquetaDe: (o: O) => string;
  /** The text an option is found by when typing (its label by default; e.g. name and code). */
  textoDeBusqueda?: (o: O) => string;
  /** Shown but not offered (e.g. a role the user holds that is inactive). */
  deshabilitada?: (o: O) => boolean;
  groupBy?: (o: O) => string;
  /** Draws an option; `props` carries its `key`, to spread on the `<li>` with the rest. */
  renderOption?: (
    props: React.HTMLAttributes<HTMLLIElement> & { key: React.Key },
    o: O,
    seleccionada: boolean,
  ) => ReactNode;
  /** Chips inside the field (default) or none (the form lists the choices itself). */
  chips?: boolean;
  cargando?: boolean;
  textoCargando?: string;
  textoSinOpciones?: string;
  placeholder?: string;
  required?: boolean;
  soloLectura?: boolean;
}

/** Several choices, shown as chips, of a react-hook-form form: the form keeps the chosen options' ids. */
export function CampoMultiple<T extends FieldValues, O>({
  name,
  label,
  opciones,
  idDe,
  etiquetaDe,
  textoDeBusqueda,
  deshabilitada,
  groupBy,
  renderOption,
  chips = true,
  cargando = false,
  textoCargando = 'Cargando...',
  textoSinOpciones = 'No hay opciones',
  placeholder,
  required,
  soloLectura = false,
}: Props<T, O>) {
  const { field, error, cambiar } = useCampo<T>(name);
  const ids = (field.value as Id[] | undefined) ?? [];
  const valor = ids.map((id) => opciones.find((o) => idDe(o) === id)).filter((o): o is O => o !== undefined);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      readOnly={soloLectura}
      options={opciones as O[]}
      value={valor}
      loading={cargando}
      loadingText={textoCargando}
      noOptionsText={textoSinOpciones}
      getOptionLabel={etiquetaDe}
      isOptionEqualToValue={(a, b) => idDe(a) === idDe(b)}
      {...(deshabilitada ? { getOptionDisabled: deshabilitada } : {})}
      {...(groupBy ? { groupBy } : {})}
      {...(textoDeBusqueda ? { filterOptions: createFilterOptions<O>({ stringify: textoDeBusqueda }) } : {})}
      {...(renderOption
        ? {
            renderOption: (
              props: React.HTMLAttributes<HTMLLIElement>,
              o: O,
              { selected }: { selected: boolean },
            ) => renderOption(props as typeof props & { key: React.Key }, o, selected),
          }
        : {})}
      onChange={(_e, elegidas) => cambiar(elegidas.map(idDe))}
      onBlur={field.onBlur}
      renderValue={(elegidas, getItemProps) =>
        chips
          ? elegidas.map((o, indice) => {
              const { key, ...props } = getItemProps({ index: indice });
              return <Chip key={key} size="small" label={etiquetaDe(o)} {...props} />;
            })
          : null
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          label={label}
          placeholder={placeholder}
          required={!soloLectura && required}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

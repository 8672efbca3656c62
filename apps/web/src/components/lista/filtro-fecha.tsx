import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

interface Props {
  etiqueta: string;
  /** 'YYYY-MM-DD' or null. */
  valor: string | null;
  onCambiar: (valor: string | null) => void;
  /** A message under the field, shown as an error (e.g. an inverted range). */
  error?: string | undefined;
}

const aDayjs = (valor: string | null) => (valor ? dayjs(valor, 'YYYY-MM-DD') : null);

/**
 * A date picker for filters and dialogs, dd/mm/aaaa whatever the browser's language, that speaks 'YYYY-MM-DD'. Only complete, valid dates (or an emptied field) reach the parent, so a
 * half-typed date is neither sent to the server nor wiped while the user types it.
 */
export function FiltroFecha({ etiqueta, valor, onCambiar, error }: Props) {
  const [local, setLocal] = useState<Dayjs | null>(() => aDayjs(valor));
  const [valorPrevio, setValorPrevio] = useState(valor);
  if (valor !== valorPrevio) {
    setValorPrevio(valor);
    setLocal(aDayjs(valor));
  }

  return (
    <DatePicker
      label={etiqueta}
      value={local}
      format="DD/MM/YYYY"
      onChange={(nuevo) => {
        setLocal(nuevo);
        if (nuevo === null) onCambiar(null);
        else if (nuevo.isValid()) onCambiar(nuevo.format('YYYY-MM-DD'));
      }}
      slotProps={{
        textField: { size: 'small', fullWidth: true, error: !!error, helperText: error },
        field: { clearable: true },
      }}
    />
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { usePrecargarFeriados } from '../api/guardar-feriado';

/** The years offered: last year, this one and the next three. */
const aniosOfrecidos = (actual: number) => Array.from({ length: 5 }, (_, i) => actual - 1 + i);

interface Props {
  anio: number;
  anioActual: number;
  onAnio: (anio: number) => void;
  onAnadir: () => void;
}

/** Above the table: the year, 'Añadir día no laborable' and bringing in the year's national holidays. */
export function BarraFeriados({ anio, anioActual, onAnio, onAnadir }: Props) {
  const notificar = useNotificar();
  const precargar = usePrecargarFeriados();

  const traerNacionales = async () => {
    try {
      const r = await precargar.mutateAsync(anio);
      notificar.exito(
        r.agregados === 0
          ? `No faltaba ningún feriado nacional de ${anio}`
          : `Feriados nacionales de ${anio} añadidos: ${r.agregados}`,
      );
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudieron traer los feriados nacionales'));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        id="feriados-anio"
        label="Año"
        size="small"
        value={anio}
        onChange={(e) => onAnio(Number(e.target.value))}
        sx={{ minWidth: 120 }}
      >
        {aniosOfrecidos(anioActual).map((a) => (
          <MenuItem key={a} value={a}>
            {a}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAnadir}>
        Añadir día no laborable
      </Button>
      <Button
        variant="outlined"
        startIcon={<EventRepeatIcon />}
        onClick={() => void traerNacionales()}
        disabled={precargar.isPending}
      >
        Traer feriados nacionales de {anio}
      </Button>
    </Box>
  );
}

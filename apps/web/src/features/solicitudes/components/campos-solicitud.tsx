import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import dayjs from 'dayjs';
import type { TCrearSolicitudBody, TTipoVacaciones } from '@app/contract/solicitudes';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { useFeriadosDelSelector } from '../../feriados';
import { formatearFecha } from '../../../utils/formato';
import { ETIQUETAS_TIPO_VACACIONES } from '../utils/formato-solicitud';
import type { ValoresFormulario } from '../utils/valores-solicitud';

type Feriados = ReturnType<typeof useFeriadosDelSelector>;

interface Props {
  control: Control<ValoresFormulario, unknown, TCrearSolicitudBody>;
  errors: FieldErrors<ValoresFormulario>;
  tipo: TTipoVacaciones | undefined;
  /** The day counts the chosen type offers. */
  opciones: readonly number[];
  alCambiarTipo: (nuevo: TTipoVacaciones) => void;
  /** Today: no earlier start can be picked. */
  hoy: string;
  fechaFin: string;
  propsDia: Feriados['propsDia'];
  alCambiarMes: Feriados['alCambiarMes'];
}

/** Type, days, start (holidays marked in the calendar) and the computed end, two by two. */
export function CamposSolicitud({
  control,
  errors,
  tipo,
  opciones,
  alCambiarTipo,
  hoy,
  fechaFin,
  propsDia,
  alCambiarMes,
}: Props) {
  const minimo = dayjs(hoy, 'YYYY-MM-DD');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Controller
        control={control}
        name="tipoVacaciones"
        render={({ field }) => (
          <TextField
            select
            id="solicitud-tipo"
            label="Tipo de Vacaciones"
            required
            fullWidth
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(e) => {
              const nuevo = e.target.value as TTipoVacaciones;
              field.onChange(nuevo);
              alCambiarTipo(nuevo);
            }}
            error={Boolean(errors.tipoVacaciones)}
            helperText={errors.tipoVacaciones?.message}
          >
            <MenuItem value="libres">{ETIQUETAS_TIPO_VACACIONES.libres}</MenuItem>
            <MenuItem value="bloque">{ETIQUETAS_TIPO_VACACIONES.bloque}</MenuItem>
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="diasSolicitados"
        render={({ field }) => (
          <TextField
            select
            id="solicitud-dias"
            label="Días Solicitados"
            required
            fullWidth
            disabled={opciones.length === 0}
            value={field.value && opciones.includes(field.value) ? field.value : ''}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(Number(e.target.value))}
            error={Boolean(errors.diasSolicitados)}
            helperText={
              errors.diasSolicitados?.message ??
              (tipo ? undefined : 'Seleccione primero el tipo de vacaciones')
            }
            // The hint stays readable (full contrast) while the field is disabled.
            slotProps={{ formHelperText: { disabled: false } }}
          >
            {opciones.map((n) => (
              <MenuItem key={n} value={n}>
                {n === 1 ? '1 día' : `${n} días`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="fechaInicio"
        render={({ field }) => (
          <DatePicker
            label="Fecha de Inicio"
            value={field.value ? dayjs(field.value, 'YYYY-MM-DD') : null}
            minDate={minimo}
            onChange={(valor) => field.onChange(valor?.isValid() ? valor.format('YYYY-MM-DD') : '')}
            onMonthChange={alCambiarMes}
            onYearChange={alCambiarMes}
            slotProps={{
              day: propsDia,
              // The calendar's pop-up is a dialog: it needs a name (axe, screen readers).
              popper: { 'aria-label': 'Calendario de la fecha de inicio' },
              textField: {
                id: 'solicitud-fecha-inicio',
                required: true,
                fullWidth: true,
                onBlur: field.onBlur,
                error: Boolean(errors.fechaInicio),
                helperText: errors.fechaInicio?.message,
              },
            }}
          />
        )}
      />
      <TextField
        id="solicitud-fecha-fin"
        label="Fecha de Fin"
        fullWidth
        value={formatearFecha(fechaFin, '')}
        error={Boolean(errors.fechaFin)}
        helperText={errors.fechaFin?.message ?? 'Se calcula: fecha de inicio + días − 1'}
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

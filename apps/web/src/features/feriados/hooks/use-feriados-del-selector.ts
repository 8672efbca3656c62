import { useCallback, useMemo, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { anio as anioDe, calcularFechaFin, esFechaValida } from '@app/contract/fechas';
import { useFeriadosDeAnios } from '../api/get-feriados';
import { aniosDelSelector, nombresPorFecha, propsDeDia } from '../utils/dia-feriado';

/**
 * What a vacation form's date picker needs to show holidays: the holidays of the year on screen and of the chosen
 * period (`inicio` + `dias`), the picker's `slotProps.day`, and the handler that follows the month on screen.
 */
export function useFeriadosDelSelector(hoy: string, inicio: string, dias: number | undefined) {
  const [anioVisible, setAnioVisible] = useState(() => anioDe(hoy));
  const fin = esFechaValida(inicio) && dias && dias > 0 ? calcularFechaFin(inicio, dias) : '';
  const feriados = useFeriadosDeAnios(aniosDelSelector(anioVisible, inicio, fin));
  // useQueries' combine result keeps its identity while the data does not change.
  const propsDia = useMemo(() => propsDeDia(nombresPorFecha(feriados)), [feriados]);
  const alCambiarMes = useCallback((mes: Dayjs) => setAnioVisible(mes.year()), []);
  return { feriados, propsDia, alCambiarMes };
}

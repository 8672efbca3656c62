import type { TTipoVacaciones } from '@app/contract/solicitudes';

export const ETIQUETAS_TIPO_VACACIONES: Record<TTipoVacaciones, string> = {
  libres: 'Días libres',
  bloque: 'Bloque',
};

export const etiquetaTipo = (tipo: string) => ETIQUETAS_TIPO_VACACIONES[tipo as TTipoVacaciones] ?? tipo;

const formatoDiaLima = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Lima',
});

/** An instant (ISO 8601) → the day it was in Lima, 'dd/mm/yyyy'. Empty → `vacio`. */
export const formatearDiaLima = (instante: string | null | undefined, vacio = '-'): string => {
  if (!instante) return vacio;
  const fecha = new Date(instante);
  return Number.isNaN(fecha.getTime()) ? instante : formatoDiaLima.format(fecha);
};

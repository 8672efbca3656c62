import type { TTipoVacaciones } from '@app/contract/solicitudes';

export const ETIQUETAS_TIPO_VACACIONES: Record<TTipoVacaciones, string> = {
  libres: 'Días libres',
  bloque: 'Bloque',
};

export const etiquetaTipo = (tipo: string) => ETIQUETAS_TIPO_VACACIONES[tipo as TTipoVacaciones] ?? tipo;

import type { TTipoVacaciones } from '@app/contract/solicitudes';

/** What the user edits; the period and the end date are derived from it and the balance. */
export interface ValoresFormulario {
  tipoVacaciones: TTipoVacaciones | '';
  /** 0 = none chosen (the spec resets days to 0). */
  diasSolicitados: number;
  fechaInicio: string;
  observaciones: string;
  /** Derived; present only so their errors have a place in the form state. */
  periodo?: number;
  fechaFin?: string;
}

export const VALORES_INICIALES: ValoresFormulario = {
  tipoVacaciones: '',
  diasSolicitados: 0,
  fechaInicio: '',
  observaciones: '',
};

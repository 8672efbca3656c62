// Which vacation rules apply to one employee (ADR 027): the company's settings, with the employee's own
// régimen when HR set one. Pure: the balance service and its tests use it.
import type { TOrdenImputacion, TRegimen, TTopeAdelanto } from '@app/contract/vacaciones';
import type { OpcionesSaldo } from './calculo-saldo';

/** The company's settings as stored (any field may be missing before the row exists). */
export interface PoliticaEmpresa {
  regimen?: TRegimen | null | undefined;
  permitirAdelanto?: boolean | null | undefined;
  topeAdelanto?: TTopeAdelanto | null | undefined;
  ordenImputacion?: TOrdenImputacion | null | undefined;
}

export interface PoliticaEmpleado {
  regimen: TRegimen;
  opciones: Required<Pick<OpcionesSaldo, 'permitirAdelanto' | 'topeAdelanto' | 'ordenImputacion'>>;
}

/**
 * The employee's régimen is their own when set, otherwise the company's (GENERAL by default). A MYPE employee
 * never has adelanto (docs/reglas-vacaciones.md, «Régimen MYPE»: D.S. 002-2019-TR does not apply to MYPE), whatever
 * the company allows; a GENERAL employee follows the company's adelanto policy (off in a MYPE company, which cannot
 * store it on).
 */
export function politicaDelEmpleado(
  empresa: PoliticaEmpresa | undefined,
  regimenPropio: TRegimen | null | undefined,
): PoliticaEmpleado {
  const regimenEmpresa = empresa?.regimen ?? 'GENERAL';
  const regimen = regimenPropio ?? regimenEmpresa;
  const adelantoEmpresa = regimenEmpresa === 'MYPE' ? false : (empresa?.permitirAdelanto ?? true);
  return {
    regimen,
    opciones: {
      permitirAdelanto: regimen === 'MYPE' ? false : adelantoEmpresa,
      topeAdelanto: empresa?.topeAdelanto ?? 'ACCRUED',
      ordenImputacion: empresa?.ordenImputacion ?? 'FIFO',
    },
  };
}

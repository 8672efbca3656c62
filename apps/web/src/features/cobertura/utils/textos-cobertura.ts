import type { TCoberturaRespuesta, TExcesoCobertura } from '@app/contract/cobertura';
import { formatearFecha } from '../../../utils/formato';

/** Days listed one by one; a longer overflow ends with "y N días más". */
export const MAX_DIAS_LISTADOS = 7;

const personas = (n: number) => (n === 1 ? '1 persona' : `${n} personas`);

/** "el 03/12/2025 estarían fuera 3 personas (límite 2)". */
export const textoDia = (e: TExcesoCobertura) =>
  `el ${formatearFecha(e.fecha)} estarían fuera ${personas(e.fuera)} (límite ${e.limite})`;

/**
 * The warning's wording, or null without overflow. `quien` sets the opening: the employee's chosen span or the
 * request the manager is about to approve.
 */
export function textosAvisoCobertura(
  r: TCoberturaRespuesta | undefined,
  quien: 'tramo' | 'aprobacion',
): { titulo: string; dias: string[]; resto: number; nota: string } | null {
  if (!r?.regla || r.excesos.length === 0) return null;
  const inicio = quien === 'tramo' ? 'Ese periodo supera' : 'Si la aprueba, se superaría';
  const dias = r.excesos.slice(0, MAX_DIAS_LISTADOS).map(textoDia);
  return {
    titulo:
      r.excesos.length === 1
        ? `${inicio} la cobertura de ${r.regla.departamento}: ${dias[0]}.`
        : `${inicio} la cobertura de ${r.regla.departamento} en ${r.excesos.length} días:`,
    dias: r.excesos.length === 1 ? [] : dias,
    resto: Math.max(0, r.excesos.length - MAX_DIAS_LISTADOS),
    nota:
      quien === 'tramo'
        ? 'Puede enviar la solicitud igual: su jefe decidirá.'
        : 'Puede aprobarla igual: el aviso quedará registrado en la auditoría.',
  };
}

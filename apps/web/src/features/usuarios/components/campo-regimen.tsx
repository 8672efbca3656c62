import type { TRegimen } from '@app/contract/vacaciones';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { useRegimenEmpresa } from '../api/get-regimen-empresa';
import { SEGUN_EMPRESA } from '../utils/formulario-usuario';

export const NOMBRES_REGIMEN: Record<TRegimen, string> = { GENERAL: 'General', MYPE: 'MYPE' };

export const AYUDA_REGIMEN =
  'General: 30 días por año, con días libres y adelanto. MYPE: 15 días por año, solo en bloques de 7, 8 o 15 días y sin adelanto.';

/**
 * 'Régimen laboral' of the user form (ADR 027): the company's, or the employee's own (an employee hired
 * before the company became MYPE keeps General explicitly).
 */
export function CampoRegimen({ soloLectura = false }: { soloLectura?: boolean }) {
  const empresa = useRegimenEmpresa();
  const deEmpresa = empresa.data ? ` (${NOMBRES_REGIMEN[empresa.data.regimen]})` : '';
  return (
    <CampoSeleccion
      soloLectura={soloLectura}
      name="regimen"
      label="Régimen laboral"
      opciones={[
        { valor: SEGUN_EMPRESA, etiqueta: `Según la empresa${deEmpresa}` },
        { valor: 'GENERAL', etiqueta: NOMBRES_REGIMEN.GENERAL },
        { valor: 'MYPE', etiqueta: NOMBRES_REGIMEN.MYPE },
      ]}
      helperText={soloLectura ? undefined : AYUDA_REGIMEN}
    />
  );
}

import Alert from '@mui/material/Alert';
import { avisoFeriadosEnPeriodo, feriadosEnPeriodo, type TFeriado } from '@app/contract/feriados';

/**
 * Tells the person that the chosen period contains holidays, which count as vacation days
 * (docs/reglas-vacaciones.md, «Días calendario y feriados»): shown to plan around them, it never changes the count.
 */
export function AvisoFeriadosEnPeriodo({
  feriados,
  inicio,
  dias,
}: {
  feriados: readonly TFeriado[];
  inicio: string;
  dias: number | undefined;
}) {
  const texto = avisoFeriadosEnPeriodo(feriadosEnPeriodo(feriados, inicio, dias ?? 0));
  if (!texto) return null;
  return (
    <Alert severity="info" role="status" data-testid="aviso-feriados">
      {texto}
    </Alert>
  );
}

import { useEffect, useState } from 'react';
import type { TCalendarioEquipoRespuesta } from '@app/contract/calendario';

/**
 * The department options: every department seen in the team, sorted by name. Only unfiltered replies add to it,
 * since a reply filtered by department holds just the chosen one.
 */
export function useDepartamentosVistos(
  datos: TCalendarioEquipoRespuesta | undefined,
  departamentoId: number | null,
) {
  const [departamentos, setDepartamentos] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    if (!datos || departamentoId !== null) return;
    setDepartamentos((previos) => {
      const nuevos = new Map(previos);
      for (const p of datos.personas)
        if (p.departamentoId !== null) nuevos.set(p.departamentoId, p.departamento ?? '');
      return nuevos.size === previos.size ? previos : nuevos;
    });
  }, [datos, departamentoId]);
  return [...departamentos]
    .sort((a, b) => a[1].localeCompare(b[1], 'es'))
    .map(([id, nombre]) => ({ valor: id, etiqueta: nombre }));
}

// Steps 2 and 3 of the analysis: each row's manager (an existing user or another row), cycles, creatable rows.
import type { TConfiguracionImportacion } from '@app/contract/bulk-import';
import { MENSAJES_USUARIO as M } from '@app/contract/usuarios';
import type { FilaValida, Candidata, Acumulado } from './validacion-tipos';
import { SUGERENCIAS } from './validacion-celdas';
import type { Indices } from './validacion-fila';

/** A row-level manager error: the row cannot be created. */
function errorDeJefe(acc: Acumulado, c: Candidata, mensaje: string, sugerencia: string) {
  acc.errores.push({
    numeroFila: c.fila.numeroFila,
    campo: 'dniJefe',
    mensaje,
    sugerencia,
    ...(c.dniJefe ? { valor: c.dniJefe } : {}),
  });
  acc.conError.add(c.fila.numeroFila);
}

/**
 * Step 2: each manager is an existing active user or another row of the file. With validarJefesExistentes an
 * unknown or inactive manager is an error of the row; without it the row is created with no manager (a warning).
 */
export function resolverJefes(acc: Acumulado, ind: Indices, config: TConfiguracionImportacion) {
  const jefes = new Map<number, FilaValida['jefe']>();
  const sinJefe = (c: Candidata, mensaje: string) => {
    acc.advertencias.push({
      numeroFila: c.fila.numeroFila,
      campo: 'dniJefe',
      mensaje,
      sugerencia: 'Asigne el jefe después desde Gestión de Usuarios.',
    });
    jefes.set(c.fila.numeroFila, null);
  };
  for (const c of acc.candidatas) {
    const dniJefe = c.dniJefe;
    if (!dniJefe) {
      jefes.set(c.fila.numeroFila, null);
      continue;
    }
    if (dniJefe === c.fila.dni) {
      errorDeJefe(acc, c, M.jefeMismo, 'Deje vacío el dniJefe o escriba el DNI de su jefe inmediato.');
      continue;
    }
    const existente = ind.existentePorDni.get(dniJefe);
    const enArchivo = acc.filaDeDni.get(dniJefe);
    if (existente?.activo) {
      jefes.set(c.fila.numeroFila, { tipo: 'existente', id: existente.id });
    } else if (existente) {
      if (config.validarJefesExistentes)
        errorDeJefe(
          acc,
          c,
          M.jefeInvalido,
          `El usuario con DNI ${dniJefe} (${existente.nombreCompleto}) está inactivo. ${SUGERENCIAS.dniJefe}`,
        );
      else sinJefe(c, `El jefe con DNI ${dniJefe} está inactivo: el usuario se creará sin jefe inmediato`);
    } else if (enArchivo !== undefined) {
      jefes.set(c.fila.numeroFila, { tipo: 'fila', numeroFila: enArchivo });
    } else if (config.validarJefesExistentes) {
      errorDeJefe(
        acc,
        c,
        `No existe un usuario activo ni una fila del archivo con el DNI de jefe ${dniJefe}`,
        SUGERENCIAS.dniJefe,
      );
    } else sinJefe(c, `No se encontró el jefe con DNI ${dniJefe}: el usuario se creará sin jefe inmediato`);
  }
  return jefes;
}

/** Step 3: rows that are each other's managers (directly or through others) are all errors. */
export function marcarCiclos(acc: Acumulado, jefes: Map<number, FilaValida['jefe']>) {
  const porFila = new Map(acc.candidatas.map((c) => [c.fila.numeroFila, c]));
  const estado = new Map<number, 'visitando' | 'hecho'>();
  for (const c of acc.candidatas) {
    const camino: number[] = [];
    let actual: number | undefined = c.fila.numeroFila;
    while (actual !== undefined && !estado.has(actual)) {
      estado.set(actual, 'visitando');
      camino.push(actual);
      const j = jefes.get(actual);
      actual = j?.tipo === 'fila' ? j.numeroFila : undefined;
    }
    if (actual !== undefined && estado.get(actual) === 'visitando') {
      const ciclo = camino.slice(camino.indexOf(actual));
      const recorrido = [...ciclo, actual].join(' → ');
      for (const n of ciclo)
        errorDeJefe(
          acc,
          porFila.get(n)!,
          M.jefeCiclo,
          `Las filas ${recorrido} se tienen como jefe entre sí. Deje vacío el dniJefe de quien encabeza esa jerarquía.`,
        );
    }
    for (const n of camino) estado.set(n, 'hecho');
  }
}

/**
 * Step 4: the rows that can be created, each with its level (0 under an existing manager or none, n + 1 under a
 * row of level n); a row under a row with errors cannot be created either.
 */
export function filasCreables(
  acc: Acumulado,
  jefes: Map<number, FilaValida['jefe']>,
  totalRegistros: number,
) {
  const niveles = new Map<number, number>();
  const nivelDe = (n: number, profundidad = 0): number | undefined => {
    if (niveles.has(n)) return niveles.get(n);
    if (acc.conError.has(n) || !jefes.has(n) || profundidad > totalRegistros) return undefined;
    const j = jefes.get(n);
    if (!j || j.tipo === 'existente') {
      niveles.set(n, 0);
      return 0;
    }
    const arriba = nivelDe(j.numeroFila, profundidad + 1);
    if (arriba === undefined) return undefined;
    niveles.set(n, arriba + 1);
    return arriba + 1;
  };
  const validas: FilaValida[] = [];
  for (const c of acc.candidatas) {
    const n = c.fila.numeroFila;
    if (acc.conError.has(n)) continue;
    const nivel = nivelDe(n);
    if (nivel === undefined) {
      const j = jefes.get(n);
      const filaJefe = j?.tipo === 'fila' ? j.numeroFila : undefined;
      errorDeJefe(
        acc,
        c,
        `El jefe inmediato (fila ${filaJefe}) tiene errores y no se puede crear`,
        `Corrija primero la fila ${filaJefe}; esta fila se creará cuando su jefe sea válido.`,
      );
      continue;
    }
    validas.push({ ...c.fila, jefe: jefes.get(n) ?? null, nivel });
  }
  return validas;
}

/** The new departments some valid row belongs to (a department only rows with errors name is not created). */
export function departamentosUsados(acc: Acumulado, validas: FilaValida[]) {
  const usados = new Set(validas.map((f) => f.departamentoNuevo).filter((c) => c !== null));
  return [...acc.nuevos]
    .filter(([codigo]) => usados.has(codigo))
    .map(([codigo, d]) => ({ codigo, nombre: d.nombre }));
}

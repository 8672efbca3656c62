// The analysis of an imported file: every row checked (validacion-fila.ts), then the managers between rows
// (validacion-jerarquia.ts); also the example rows to skip and the file-level warnings.
import {
  EJEMPLOS_PLANTILLA_IMPORTACION,
  MENSAJES_IMPORTACION,
  type TAdvertenciaImportacion,
  type TConfiguracionImportacion,
} from '@app/contract/bulk-import';
import { DOCUMENTO_DNI, DOCUMENTO_EXTRANJERO } from '@app/contract/usuarios';
import type { RegistroLeido } from './lectura';
import { esFormula, type ValorCelda } from './tipos';
import type { DatosReferencia, Analisis, Acumulado } from './validacion-tipos';
import { comoSeEscribio, diceExtranjero } from './validacion-celdas';
import { indicesDeReferencia, analizarFila } from './validacion-fila';
import { resolverJefes, marcarCiclos, filasCreables, departamentosUsados } from './validacion-jerarquia';

export type { Analisis, DatosReferencia, FilaValida } from './validacion-tipos';
export { aFechaDdMmAaaa, interpretarFechaTexto } from './validacion-celdas';

/** Every row checked against the user form's rules, the database and the rest of the file. */
export function analizarRegistros(
  registros: RegistroLeido[],
  referencia: DatosReferencia,
  config: TConfiguracionImportacion,
): Analisis {
  const ind = indicesDeReferencia(referencia);
  const acc: Acumulado = {
    errores: [],
    advertencias: [],
    rolesNoOtorgables: new Set(),
    candidatas: [],
    conError: new Set(),
    primeraPorEmail: new Map(),
    primeraPorDni: new Map(),
    filaDeDni: new Map(),
    nuevos: new Map(),
    codigoDeNombreNuevo: new Map(),
  };
  for (const r of registros) analizarFila(r, ind, referencia, config, acc);
  const jefes = resolverJefes(acc, ind, config);
  marcarCiclos(acc, jefes);
  const validas = filasCreables(acc, jefes, registros.length);
  acc.errores.sort((a, b) => a.numeroFila - b.numeroFila);
  acc.advertencias.sort((a, b) => (a.numeroFila ?? 0) - (b.numeroFila ?? 0));
  return {
    total: registros.length,
    validas,
    errores: acc.errores,
    filasConErrores: registros.length - validas.length,
    advertencias: acc.advertencias,
    rolesNoOtorgables: [...acc.rolesNoOtorgables],
    departamentosNuevos: departamentosUsados(acc, validas),
  };
}

const esEjemplo = (r: RegistroLeido) => {
  const dni = comoSeEscribio(r.valores.dni).toUpperCase();
  const email = comoSeEscribio(r.valores.email).toLowerCase();
  return EJEMPLOS_PLANTILLA_IMPORTACION.some((e) => e.dni === dni && e.email === email);
};

/**
 * The templates' example rows left in the file (the same document and email as an example), taken out with a
 * notice each (ADR 021): nobody means to import 'María José Quispe Ñahui'.
 */
export function omitirEjemplos(registros: RegistroLeido[]): {
  registros: RegistroLeido[];
  advertencias: TAdvertenciaImportacion[];
} {
  const ejemplos = registros.filter(esEjemplo);
  if (!ejemplos.length) return { registros, advertencias: [] };
  return {
    registros: registros.filter((r) => !esEjemplo(r)),
    advertencias: ejemplos.map((r) => ({
      numeroFila: r.numeroFila,
      campo: null,
      mensaje: MENSAJES_IMPORTACION.ejemploOmitido(r.numeroFila),
      sugerencia: 'Borre la fila de ejemplo de la plantilla o reemplácela con los datos de un colaborador.',
    })),
  };
}

/** File-level warnings from the configuration (no mail server, no generated passwords). */
export function advertenciasDeConfiguracion(
  config: TConfiguracionImportacion,
  correoDisponible: boolean,
): TAdvertenciaImportacion[] {
  const lista: TAdvertenciaImportacion[] = [];
  if (config.enviarNotificacionEmail && !correoDisponible)
    lista.push({
      numeroFila: null,
      campo: null,
      mensaje: MENSAJES_IMPORTACION.sinServidorCorreo,
      sugerencia: 'Desmarque "Enviar notificación por email" o configure un servidor de correo.',
    });
  if (!config.generarPasswordsAutomaticamente)
    lista.push({
      numeroFila: null,
      campo: null,
      mensaje:
        'Los usuarios se crearán sin contraseña: no podrán iniciar sesión hasta que un administrador reinicie su contraseña',
      sugerencia: 'Marque "Generar contraseñas automáticamente" para entregar credenciales temporales.',
    });
  return lista;
}

/** The emails and DNIs (users and managers) a file names, as the rows will read them, for one database query. */
export function clavesParaConsultar(registros: RegistroLeido[]): { emails: string[]; dnis: string[] } {
  const emails = new Set<string>();
  const dnis = new Set<string>();
  const dni = (v: ValorCelda | undefined, extranjero?: ValorCelda) => {
    const s = v !== undefined && esFormula(v) ? v.resultado : v;
    if (
      typeof s === 'number' &&
      Number.isInteger(s) &&
      s >= 0 &&
      s < 100_000_000 &&
      !diceExtranjero(extranjero)
    )
      return String(s).padStart(8, '0');
    return typeof s === 'string' || typeof s === 'number' ? String(s).trim().toUpperCase() : '';
  };
  for (const r of registros) {
    const e = comoSeEscribio(r.valores.email).toLowerCase();
    if (e) emails.add(e);
    // A Peruvian's DNI or a foreigner's document: the rows read them the same way.
    for (const d of [dni(r.valores.dni, r.valores.extranjero), dni(r.valores.dniJefe)])
      if (DOCUMENTO_DNI.test(d) || DOCUMENTO_EXTRANJERO.test(d)) dnis.add(d);
  }
  return { emails: [...emails], dnis: [...dnis] };
}

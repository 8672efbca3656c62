// Step 1 of the analysis: one row on its own against the user form's rules, the database and the rows before it.
import {
  ZFilaImportacion,
  type TColumnaImportacion,
  type TConfiguracionImportacion,
  type TFilaImportacion,
} from '@app/contract/bulk-import';
import { PATRON_CODIGO_DEPARTAMENTO } from '@app/contract/departamentos';
import { compararFechas } from '@app/contract/fechas';
import { MENSAJES_LIMITES } from '@app/contract/roles';
import { errorDocumento, MENSAJES_USUARIO as M } from '@app/contract/usuarios';
import type { RegistroLeido } from './lectura';
import type { DatosReferencia, ContextoFila, Acumulado } from './validacion-tipos';
import {
  SUGERENCIAS,
  recortar,
  aFechaDdMmAaaa,
  enMayusculas,
  error,
  comoSeEscribio,
  advertir,
  fechaDe,
  extranjeroDe,
  regimenDe,
  separarRoles,
  leerCeldas,
  type Celdas,
} from './validacion-celdas';

/** The database's rows by the keys the spreadsheet uses. */
export function indicesDeReferencia(referencia: DatosReferencia) {
  return {
    deptoPorCodigo: new Map(referencia.departamentos.map((d) => [d.codigo.toLowerCase(), d])),
    deptoPorNombre: new Map(
      referencia.departamentos.filter((d) => d.nombre).map((d) => [d.nombre!.toLowerCase(), d]),
    ),
    rolPorNombre: new Map(referencia.roles.map((r) => [r.nombre.toLowerCase(), r])),
    existentePorEmail: new Map(referencia.existentes.map((u) => [u.email.toLowerCase(), u])),
    existentePorDni: new Map(referencia.existentes.map((u) => [u.dni, u])),
    codigosSugeridos: referencia.departamentos
      .filter((d) => d.activo)
      .slice(0, 12)
      .map((d) => d.codigo)
      .join(', '),
  };
}
export type Indices = ReturnType<typeof indicesDeReferencia>;

/** The user form's rules (one error per column); `yaConError` collects the columns already reported. */
function validarContraFormulario(
  ctx: ContextoFila,
  v: RegistroLeido['valores'],
  crudo: Celdas,
  rolesPedidos: string[],
  yaConError: Set<string>,
) {
  const fecha = fechaDe(ctx, v.fechaIngreso);
  if (fecha === undefined) {
    error(ctx, 'fechaIngreso', 'La fecha de ingreso no es una fecha válida', {
      valor: comoSeEscribio(v.fechaIngreso),
    });
    yaConError.add('fechaIngreso');
  }
  const extranjero = extranjeroDe(ctx, v.extranjero);
  if (extranjero === undefined) {
    error(ctx, 'extranjero', 'El valor de extranjero debe ser SI o NO', {
      valor: comoSeEscribio(v.extranjero),
    });
    yaConError.add('extranjero');
  }
  const analizado = ZFilaImportacion.safeParse({
    nombres: crudo.nombres,
    apellidoPaterno: crudo.apellidoPaterno,
    apellidoMaterno: crudo.apellidoMaterno,
    dni: crudo.dni,
    email: crudo.email,
    empresa: crudo.empresa,
    numeroCelular: crudo.numeroCelular,
    roles: rolesPedidos,
    fechaIngreso: fecha ?? '',
    extranjero: extranjero ?? false,
    codigoDepartamento: crudo.codigoDepartamento,
    dniJefe: crudo.dniJefe || null,
  });
  if (analizado.success) return analizado.data;
  for (const issue of analizado.error.issues) {
    const campo = String(issue.path[0] ?? '') as TColumnaImportacion;
    if (yaConError.has(campo)) continue;
    yaConError.add(campo);
    const mensaje =
      campo === 'dniJefe'
        ? issue.message.replace(/^El DNI/, 'El DNI del jefe')
        : // The row says whether the person is foreign: its rule names the right document.
          campo === 'dni' && extranjero !== undefined && crudo.dni
          ? (errorDocumento(crudo.dni.trim().toUpperCase(), extranjero) ?? issue.message)
          : issue.message;
    const valor = campo === 'roles' ? crudo.roles : (crudo as Record<string, string>)[campo];
    error(ctx, campo in SUGERENCIAS ? campo : null, mensaje, { valor });
  }
  // The schema checks the document against `extranjero` only when every other column passed: ask it here.
  const documento = (crudo.dni ?? '').trim().toUpperCase();
  if (!yaConError.has('dni') && documento) {
    const mensaje =
      extranjero === undefined
        ? errorDocumento(documento, false) && errorDocumento(documento, true)
        : errorDocumento(documento, extranjero);
    if (mensaje) {
      yaConError.add('dni');
      error(ctx, 'dni', mensaje, { valor: crudo.dni });
    }
  }
  return undefined;
}

/**
 * A department the file asks to create (crearDepartamentosFaltantes): a valid code, a name, the same name in every
 * row of that code, and a name no other department (existing or new) has. Returns the upper-case code, or null.
 */
function departamentoNuevo(ctx: ContextoFila, codigo: string, nombre: string, ind: Indices, acc: Acumulado) {
  const clave = codigo.toUpperCase();
  if (!PATRON_CODIGO_DEPARTAMENTO.test(clave)) {
    error(
      ctx,
      'codigoDepartamento',
      `El código de departamento '${recortar(codigo, 30)}' no existe y no sirve para crear uno: debe tener de 2 a 30 letras sin tildes, dígitos, - o _`,
      { sugerencia: `Corrija el código o use uno existente: ${ind.codigosSugeridos}.` },
    );
    return null;
  }
  if (!nombre) {
    error(
      ctx,
      'nombreDepartamento',
      `El departamento con código '${clave}' no existe: escriba su nombre en la columna nombreDepartamento para crearlo`,
    );
    return null;
  }
  if (nombre.length > 120) {
    error(ctx, 'nombreDepartamento', 'El nombre del departamento no puede superar 120 caracteres', {
      valor: nombre,
    });
    return null;
  }
  const anterior = acc.nuevos.get(clave);
  if (anterior && anterior.nombre.toLowerCase() !== nombre.toLowerCase()) {
    error(
      ctx,
      'nombreDepartamento',
      `El código '${clave}' tiene dos nombres distintos en el archivo: «${recortar(anterior.nombre)}» (fila ${anterior.numeroFila}) y «${recortar(nombre)}»`,
      { sugerencia: 'Escriba el mismo nombre en todas las filas de un mismo código nuevo.' },
    );
    return null;
  }
  const existente = ind.deptoPorNombre.get(nombre.toLowerCase());
  if (existente) {
    error(
      ctx,
      'nombreDepartamento',
      `Ya existe un departamento con el nombre «${existente.nombre}» (código ${existente.codigo})`,
      { sugerencia: `Use el código ${existente.codigo} o elija otro nombre para el departamento nuevo.` },
    );
    return null;
  }
  const otroCodigo = acc.codigoDeNombreNuevo.get(nombre.toLowerCase());
  if (otroCodigo !== undefined && otroCodigo !== clave) {
    error(
      ctx,
      'nombreDepartamento',
      `El nombre «${recortar(nombre)}» se usa para dos códigos nuevos distintos: ${otroCodigo} y ${clave}`,
      {
        sugerencia:
          'Cada departamento tiene un nombre propio: use un solo código o cambie uno de los nombres.',
      },
    );
    return null;
  }
  if (!anterior) {
    acc.nuevos.set(clave, { nombre, numeroFila: ctx.numeroFila });
    acc.codigoDeNombreNuevo.set(nombre.toLowerCase(), clave);
  }
  return clave;
}

/**
 * The department by its code: `{ id }` of an active one, `{ nuevo }` for one the import creates, or nothing
 * (it does not exist, is inactive or was already wrong: a row error).
 */
function resolverDepartamento(
  ctx: ContextoFila,
  crudo: Celdas,
  yaConError: Set<string>,
  ind: Indices,
  acc: Acumulado,
  config: TConfiguracionImportacion,
): { id: number; nuevo: string | null } {
  const codigo = crudo.codigoDepartamento;
  const ninguno = { id: 0, nuevo: null };
  if (yaConError.has('codigoDepartamento') || !codigo) return ninguno;
  const d = ind.deptoPorCodigo.get(codigo.toLowerCase());
  if (!d && config.crearDepartamentosFaltantes) {
    const nuevo = departamentoNuevo(ctx, codigo, crudo.nombreDepartamento, ind, acc);
    return nuevo ? { id: 0, nuevo } : ninguno;
  }
  if (!d) {
    error(ctx, 'codigoDepartamento', `El departamento con código '${recortar(codigo, 30)}' no existe`, {
      sugerencia: `Use uno de estos códigos (hoja Listas de la plantilla): ${ind.codigosSugeridos}.`,
    });
    return ninguno;
  }
  if (!d.activo) {
    error(ctx, 'codigoDepartamento', `El departamento con código '${d.codigo}' está inactivo`, {
      sugerencia: `Use un departamento activo: ${ind.codigosSugeridos}.`,
    });
    return ninguno;
  }
  return { id: d.id, nuevo: null };
}

/** The roles asked for (the column's, or the configuration's defaults), each existing, active and grantable. */
function resolverRoles(
  ctx: ContextoFila,
  rolesPedidos: string[],
  deConfiguracion: boolean,
  ind: Indices,
  rolesNoOtorgables: Set<string>,
) {
  const rolIds: number[] = [];
  const rolNombres: string[] = [];
  const vistos = new Set<string>();
  const sugerencia = deConfiguracion
    ? 'Elija roles por defecto existentes y activos en la configuración.'
    : SUGERENCIAS.roles;
  for (const nombre of rolesPedidos.map((r) => r.trim())) {
    const clave = nombre.toLowerCase();
    if (vistos.has(clave)) continue;
    vistos.add(clave);
    const rol = ind.rolPorNombre.get(clave);
    if (!rol) error(ctx, 'roles', `El rol '${recortar(nombre, 40)}' no existe`, { sugerencia });
    else if (!rol.activo) error(ctx, 'roles', `El rol '${rol.nombre}' está inactivo`, { sugerencia });
    else if (rol.faltantes?.length) {
      const mensaje = MENSAJES_LIMITES.asignarRol(rol.nombre, rol.faltantes);
      rolesNoOtorgables.add(mensaje);
      error(ctx, 'roles', mensaje, {
        sugerencia:
          'Use solo roles cuyos permisos usted tenga, o pida a un administrador con esos permisos que importe la fila.',
      });
    } else {
      rolIds.push(rol.id);
      rolNombres.push(rol.nombre);
    }
  }
  return { rolIds, rolNombres };
}

/**
 * Unique email and DNI: against the database, then within the file (naming both rows). Checked whenever the
 * value itself is well formed, even if another column of the row is wrong.
 */
function comprobarUnicidad(
  ctx: ContextoFila,
  crudo: Celdas,
  yaConError: Set<string>,
  ind: Indices,
  acc: Acumulado,
) {
  const numeroFila = ctx.numeroFila;
  const email = yaConError.has('email') ? undefined : crudo.email.trim().toLowerCase();
  // Stored upper-cased (a foreigner's carné or passport may carry letters).
  const dniFila = yaConError.has('dni') ? undefined : crudo.dni.trim().toUpperCase();
  if (email) {
    const existenteEmail = ind.existentePorEmail.get(email);
    const anterior = acc.primeraPorEmail.get(email);
    if (existenteEmail) {
      error(ctx, 'email', M.emailDuplicado, {
        sugerencia: `El email '${email}' ya pertenece a ${existenteEmail.nombreCompleto}. Use otro email o quite la fila.`,
      });
    } else if (anterior !== undefined) {
      error(ctx, 'email', `El email '${email}' está repetido en las filas ${anterior} y ${numeroFila}`, {
        sugerencia: 'Cada usuario necesita un email distinto: corrija o quite una de las dos filas.',
      });
    } else acc.primeraPorEmail.set(email, numeroFila);
  }
  if (!dniFila) return;
  if (!acc.filaDeDni.has(dniFila)) acc.filaDeDni.set(dniFila, numeroFila);
  const existenteDni = ind.existentePorDni.get(dniFila);
  const anterior = acc.primeraPorDni.get(dniFila);
  if (existenteDni) {
    error(ctx, 'dni', M.dniDuplicado, {
      sugerencia: `El DNI ${dniFila} ya pertenece a ${existenteDni.nombreCompleto}. Corrija el DNI o quite la fila.`,
    });
  } else if (anterior !== undefined) {
    error(ctx, 'dni', `El DNI ${dniFila} está repetido en las filas ${anterior} y ${numeroFila}`, {
      sugerencia: 'Cada usuario tiene un DNI distinto: corrija o quite una de las dos filas.',
    });
  } else acc.primeraPorDni.set(dniFila, numeroFila);
}

/** Odd but accepted: a join date after today, names in capitals. */
function advertirRarezas(ctx: ContextoFila, datos: TFilaImportacion, hoy: string) {
  if (compararFechas(datos.fechaIngreso, hoy) > 0)
    advertir(
      ctx,
      'fechaIngreso',
      `La fecha de ingreso ${aFechaDdMmAaaa(datos.fechaIngreso)} es posterior a hoy`,
      'Se aceptará como ingreso futuro; verifique que no sea un error de digitación.',
    );
  const enCapitales = (['nombres', 'apellidoPaterno', 'apellidoMaterno'] as const).filter((c) =>
    enMayusculas(datos[c]),
  );
  if (enCapitales.length)
    advertir(
      ctx,
      enCapitales[0]!,
      `${enCapitales.length === 1 ? 'La columna' : 'Las columnas'} ${enCapitales.join(', ')} ${enCapitales.length === 1 ? 'está escrita' : 'están escritas'} en mayúsculas`,
      'Se guardará tal como está escrito; si prefiere, use mayúscula solo en la inicial (María José).',
    );
}

/** Step 1: one row on its own, against the form's rules, the database and the rows before it. */
export function analizarFila(
  r: RegistroLeido,
  ind: Indices,
  referencia: DatosReferencia,
  config: TConfiguracionImportacion,
  acc: Acumulado,
) {
  const ctx: ContextoFila = { numeroFila: r.numeroFila, errores: [], advertencias: [] };
  const crudo = leerCeldas(ctx, r.valores);
  const yaConError = new Set<string>();
  const rolesPedidos = crudo.roles ? separarRoles(crudo.roles) : config.rolesPorDefecto;
  const datos = validarContraFormulario(ctx, r.valores, crudo, rolesPedidos, yaConError);
  const departamento = resolverDepartamento(ctx, crudo, yaConError, ind, acc, config);
  const { rolIds, rolNombres } = yaConError.has('roles')
    ? { rolIds: [], rolNombres: [] }
    : resolverRoles(ctx, rolesPedidos, !crudo.roles, ind, acc.rolesNoOtorgables);
  comprobarUnicidad(ctx, crudo, yaConError, ind, acc);
  const regimen = regimenDe(ctx, r.valores.regimen);
  if (regimen === undefined)
    error(ctx, 'regimen', 'El régimen laboral debe ser GENERAL, MYPE o vacío', {
      valor: comoSeEscribio(r.valores.regimen),
    });
  if (datos) advertirRarezas(ctx, datos, referencia.hoy);

  acc.errores.push(...ctx.errores);
  acc.advertencias.push(...ctx.advertencias);
  if (ctx.errores.length || !datos) acc.conError.add(r.numeroFila);
  if (!datos) return;
  acc.candidatas.push({
    fila: {
      numeroFila: r.numeroFila,
      nombres: datos.nombres,
      apellidoPaterno: datos.apellidoPaterno,
      apellidoMaterno: datos.apellidoMaterno,
      dni: datos.dni,
      email: datos.email,
      empresa: datos.empresa,
      numeroCelular: datos.numeroCelular ?? null,
      fechaIngreso: datos.fechaIngreso,
      extranjero: datos.extranjero,
      departamentoId: departamento.id,
      departamentoNuevo: departamento.nuevo,
      regimen: regimen ?? null,
      rolIds,
      roles: rolNombres.sort(),
    },
    dniJefe: datos.dniJefe,
  });
}

// Makes an upgrade fixture (ADR 044): the data written by one schema, and what the API answers once it is
// migrated to the current schema. The upgrade test (src/db/actualizacion.api.test.ts) loads every fixture into an
// empty database at its schema, migrates it and compares.
//
//   npm run fixture:actualizacion                      # at a release: the demo company on the current schema
//   npm run fixture:actualizacion -- --esquema 0000_inicial   # the first released schema (hand-written data below)
//
// Run it once per release and commit the two files it writes; never regenerate an old one (its point is that it
// was made by the code of its time).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hash as argonHash } from '@node-rs/argon2';
import { sumarDias } from '@app/contract/fechas';
import { buildApp } from '../src/app';
import { createDb, type BaseDeDatos } from '../src/db/client';
import { leerMigraciones } from '../src/db/migraciones';
import { asegurarCatalogo } from '../src/db/semilla-base';
import { cargarEmpresaDemo, CONTRASENA_DEMO } from '../src/db/semilla-demo';
import { crearRelojAjustable } from '../src/lib/reloj';
import { CARPETA_MIGRACIONES } from '../src/lib/rutas-paquete';
import {
  CARPETA_FIXTURES_ACTUALIZACION,
  contarFilas,
  ejecutarGuion,
  leerPorLaApi,
  volcarDatos,
  type Esperado,
} from '../test/actualizacion';

const { values: args } = parseArgs({
  options: { esquema: { type: 'string' }, hoy: { type: 'string' } },
});
const ULTIMA = leerMigraciones(CARPETA_MIGRACIONES).at(-1)!.etiqueta;
const esquema = args.esquema ?? ULTIMA;
if (esquema !== ULTIMA && esquema !== '0000_inicial') {
  process.stderr.write(
    `Solo se genera un fixture del esquema actual (${ULTIMA}) o del primero (0000_inicial): la empresa demo de este código no cabe en ${esquema}.\n`,
  );
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------------------
// The first released schema (0000_inicial, 2026-11-22): written by hand as the code of that day wrote it — the
// permission catalogue and the three roles as its semilla-base seeded them, 'Pendiente'/'Aprobada'… statuses, and
// argon2id password hashes. A fixed salt keeps the file identical from one run to the next.

const CONTRASENA_0000 = 'Actualizar#Segura2026';
const HOY_0000 = '2026-11-22';

const PERMISOS_0000: [codigo: string, nombre: string, descripcion: string, modulo: string][] = [
  ['DASHBOARD-MENU', 'Dashboard', 'Acceso al panel principal', 'Principal'],
  [
    'SOLICITAR-VACACIONES-MENU',
    'Solicitar Vacaciones',
    'Crear solicitudes de vacaciones y ver el saldo propio',
    'Vacaciones',
  ],
  ['MIS-SOLICITUDES-MENU', 'Mis Solicitudes', 'Ver y cancelar las solicitudes propias', 'Vacaciones'],
  ['REPORTE-EQUIPO-MENU', 'Reporte de Equipo', 'Acceso al grupo de reportes del equipo', 'Equipo'],
  [
    'GESTION-SOLICITUDES-MENU',
    'Gestión de Solicitudes',
    'Ver, aprobar y rechazar solicitudes del equipo',
    'Equipo',
  ],
  [
    'SALDOS-VACACIONES-MENU',
    'Saldos de Vacaciones',
    'Consultar los saldos de vacaciones del equipo',
    'Equipo',
  ],
  [
    'PROGRAMACION-VACACIONES-MENU',
    'Programación de Vacaciones',
    'Consultar la programación de vacaciones del equipo',
    'Equipo',
  ],
  ['ADMIN-MENU', 'Administración', 'Acceso al grupo de administración', 'Administración'],
  ['ADMIN-USUARIOS-MENU', 'Usuarios', 'Administrar usuarios del sistema', 'Administración'],
  ['ADMIN-ROLES-MENU', 'Roles', 'Administrar roles del sistema', 'Administración'],
  ['ADMIN-PERMISOS-MENU', 'Permisos', 'Administrar permisos del sistema', 'Administración'],
  ['AUDITORIA-VER', 'Ver Auditoría', 'Consultar el historial de auditoría', 'Auditoría'],
  [
    'SOLICITUDES-VER-TODAS',
    'Ver todas las solicitudes',
    'Leer el detalle de cualquier solicitud de vacaciones',
    'Vacaciones',
  ],
  ['USUARIOS-IMPORTAR', 'Importación masiva', 'Importar usuarios desde Excel o CSV', 'Administración'],
];
const EMPLEADO_0000 = [1, 2, 3];
const JEFE_0000 = [...EMPLEADO_0000, 4, 5, 6, 7];
const ADMIN_0000 = PERMISOS_0000.map((_, i) => i + 1);

interface Persona {
  id: number;
  nombres: string;
  paterno: string;
  materno: string;
  email: string;
  ingreso: string;
  depto: number;
  jefe: number | null;
  rol: 1 | 2 | 3;
  activo?: boolean;
}
// A hierarchy three levels deep under the administrator, one person under a year of service, one deactivated.
const PERSONAS: Persona[] = [
  {
    id: 1,
    nombres: 'Rosa',
    paterno: 'Quispe',
    materno: 'Mamani',
    email: 'rrhh@fixture.pe',
    ingreso: '2019-03-01',
    depto: 1,
    jefe: null,
    rol: 3,
  },
  {
    id: 2,
    nombres: 'Martín',
    paterno: 'Ñahui',
    materno: 'Torres',
    email: 'gerente@fixture.pe',
    ingreso: '2019-07-15',
    depto: 2,
    jefe: 1,
    rol: 2,
  },
  {
    id: 3,
    nombres: 'Lucía',
    paterno: 'Huamán',
    materno: 'Flores',
    email: 'jefa@fixture.pe',
    ingreso: '2020-02-03',
    depto: 2,
    jefe: 2,
    rol: 2,
  },
  {
    id: 4,
    nombres: 'José',
    paterno: 'Pérez',
    materno: 'Rojas',
    email: 'jose@fixture.pe',
    ingreso: '2021-05-10',
    depto: 2,
    jefe: 3,
    rol: 1,
  },
  {
    id: 5,
    nombres: 'Ana',
    paterno: 'Vargas',
    materno: 'Díaz',
    email: 'ana@fixture.pe',
    ingreso: '2023-11-20',
    depto: 2,
    jefe: 3,
    rol: 1,
  },
  {
    id: 6,
    nombres: 'Iván',
    paterno: 'Castro',
    materno: 'León',
    email: 'ivan@fixture.pe',
    ingreso: '2026-06-01',
    depto: 3,
    jefe: 3,
    rol: 1,
  },
  {
    id: 7,
    nombres: 'Elena',
    paterno: 'Salazar',
    materno: 'Ríos',
    email: 'elena@fixture.pe',
    ingreso: '2022-01-17',
    depto: 3,
    jefe: 2,
    rol: 1,
  },
  {
    id: 8,
    nombres: 'Pedro',
    paterno: 'Gómez',
    materno: 'Soto',
    email: 'pedro@fixture.pe',
    ingreso: '2020-09-01',
    depto: 2,
    jefe: 3,
    rol: 1,
    activo: false,
  },
];

type Estado = 'Pendiente' | 'Aprobada' | 'Rechazada' | 'Cancelada';
// [user, kind, days, start, period, status]: approved ones in the past consume balance, pending ones start after
// HOY_0000 (a pending request past its start would be closed by the first read).
const SOLICITUDES: [number, 'libres' | 'bloque', number, string, number, Estado][] = [
  [4, 'bloque', 15, '2025-02-03', 2023, 'Aprobada'],
  [4, 'libres', 2, '2026-03-09', 2024, 'Aprobada'],
  [4, 'bloque', 8, '2027-01-04', 2024, 'Pendiente'],
  [4, 'bloque', 7, '2026-08-03', 2025, 'Rechazada'],
  [4, 'libres', 1, '2026-10-05', 2025, 'Cancelada'],
  [5, 'bloque', 15, '2025-12-15', 2023, 'Aprobada'],
  [5, 'libres', 3, '2026-12-28', 2024, 'Pendiente'],
  [7, 'bloque', 30, '2025-07-01', 2023, 'Aprobada'],
  [7, 'libres', 2, '2026-09-14', 2024, 'Rechazada'],
  [3, 'bloque', 15, '2026-02-02', 2024, 'Aprobada'],
  [8, 'bloque', 15, '2024-10-01', 2022, 'Aprobada'],
  [2, 'bloque', 8, '2027-02-01', 2025, 'Pendiente'],
];

const lit = (v: string | number | boolean | null) =>
  v === null ? 'NULL' : typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v);
const fila = (tabla: string, valores: Record<string, string | number | boolean | null>) =>
  `INSERT INTO "${tabla}" (${Object.keys(valores)
    .map((c) => `"${c}"`)
    .join(', ')}) VALUES (${Object.values(valores).map(lit).join(', ')});`;

async function datosEsquema0000(base: BaseDeDatos): Promise<void> {
  const hash = await argonHash(CONTRASENA_0000, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
    salt: Buffer.from('fixture-actualizacion-0000'),
  });
  const creado = '2026-11-22 09:00:00+00';
  const s: string[] = [];
  s.push(fila('configuracion_empresa', { id: 1, nombre_empresa: 'Fixture S.A.C.', regimen: 'GENERAL' }));
  ['ADM Administración', 'OPE Operaciones', 'VEN Ventas'].forEach((d, i) => {
    const [codigo, nombre] = [d.slice(0, 3), d.slice(4)];
    s.push(fila('departamentos', { id: i + 1, codigo, nombre, fecha_creacion: creado }));
  });
  PERMISOS_0000.forEach(([codigo, nombre, descripcion, modulo], i) =>
    s.push(
      fila('permisos', {
        id: i + 1,
        codigo,
        nombre,
        descripcion,
        modulo,
        es_sistema: true,
        fecha_creacion: creado,
      }),
    ),
  );
  const roles: [string, string, number[]][] = [
    ['Empleado', 'Empleado: solicita vacaciones y ve su saldo', EMPLEADO_0000],
    ['Jefe', 'Jefe: gestiona las solicitudes y saldos de su equipo', JEFE_0000],
    ['Admin', 'Administrador: acceso completo al sistema', ADMIN_0000],
  ];
  roles.forEach(([nombre, descripcion, permisos], i) => {
    s.push(fila('roles', { id: i + 1, nombre, descripcion, es_sistema: true, fecha_creacion: creado }));
    for (const p of permisos) s.push(fila('rol_permisos', { rol_id: i + 1, permiso_id: p }));
  });
  for (const p of PERSONAS) {
    s.push(
      fila('usuarios', {
        id: p.id,
        nombres: p.nombres,
        apellido_paterno: p.paterno,
        apellido_materno: p.materno,
        dni: String(40_000_000 + p.id * 1_111),
        email: p.email,
        numero_celular: p.id % 2 ? `9${String(p.id).padStart(8, '0')}` : null,
        fecha_ingreso: p.ingreso,
        empresa: 'Fixture S.A.C.',
        departamento_id: p.depto,
        jefe_id: p.jefe,
        activo: p.activo ?? true,
        hash_contrasena: hash,
        esquema_contrasena: 'argon2id',
        fecha_creacion: creado,
        creado_por_id: p.id === 1 ? null : 1,
      }),
    );
    s.push(fila('usuario_roles', { usuario_id: p.id, rol_id: p.rol }));
  }
  SOLICITUDES.forEach(([usuario, tipo, dias, inicio, periodo, estado], i) => {
    const jefe = PERSONAS.find((p) => p.id === usuario)!.jefe;
    const decidida = estado === 'Aprobada' || estado === 'Rechazada';
    // Asked 20 days before the start, or (the pending ones that start after HOY_0000) a few days before that date.
    const pedida = sumarDias(inicio, -20) < HOY_0000 ? sumarDias(inicio, -20) : sumarDias(HOY_0000, -3 - i);
    const solicitada = `${pedida} 14:30:00+00`;
    s.push(
      fila('solicitudes_vacaciones', {
        id: i + 1,
        usuario_id: usuario,
        tipo_vacaciones: tipo,
        dias_solicitados: dias,
        fecha_inicio: inicio,
        fecha_fin: sumarDias(inicio, dias - 1),
        periodo,
        estado,
        observaciones: i % 3 === 0 ? 'Viaje familiar' : null,
        fecha_solicitud: solicitada,
        jefe_asignado_id: jefe,
        aprobador_id: decidida ? jefe : null,
        fecha_aprobacion: decidida ? `${sumarDias(inicio, -15)} 16:00:00+00` : null,
        comentarios: estado === 'Rechazada' ? 'Cierre de mes: elija otra fecha' : null,
        cancelado_por_id: estado === 'Cancelada' ? usuario : null,
        motivo_cancelacion: estado === 'Cancelada' ? 'Cambio de planes' : null,
        fecha_cancelacion: estado === 'Cancelada' ? `${sumarDias(inicio, -10)} 10:00:00+00` : null,
      }),
    );
    s.push(
      fila('auditoria', {
        fecha_hora: solicitada,
        usuario_ejecutor_id: usuario,
        usuario_afectado_id: usuario,
        modulo: 'SOLICITUDES_VACACIONES',
        tipo_accion: 'CREAR_SOLICITUD',
        severidad: 'INFO',
        mensaje_corto: `Solicitud de ${dias} días desde ${inicio}`,
        ip_address: '192.0.2.10',
        tabla_afectada: 'solicitudes_vacaciones',
        registro_id: String(i + 1),
        datos_nuevos: JSON.stringify({
          fechaInicio: inicio,
          diasSolicitados: dias,
          periodo,
          estado: 'Pendiente',
        }),
      }),
    );
  });
  s.push(
    fila('auditoria', {
      fecha_hora: '2026-11-20 08:00:00+00',
      usuario_ejecutor_id: null,
      usuario_afectado_id: 4,
      modulo: 'AUTENTICACION',
      tipo_accion: 'LOGIN_FALLIDO',
      severidad: 'SECURITY',
      mensaje_corto: 'Inicio de sesión fallido',
      ip_address: '198.51.100.7',
    }),
    fila('auditoria', {
      fecha_hora: '2026-11-21 08:00:00+00',
      usuario_ejecutor_id: 1,
      usuario_afectado_id: 8,
      modulo: 'USUARIOS',
      tipo_accion: 'DESACTIVAR_USUARIO',
      severidad: 'WARNING',
      mensaje_corto: 'Usuario desactivado',
      motivo: 'Fin del contrato',
      ip_address: '192.0.2.1',
      tabla_afectada: 'usuarios',
      registro_id: '8',
      datos_anteriores: JSON.stringify({ activo: true }),
      datos_nuevos: JSON.stringify({ activo: false }),
    }),
  );
  s.push(
    fila('importaciones', {
      id: 1,
      usuario_id: 1,
      fecha_inicio: '2026-11-22 10:00:00+00',
      fecha_fin: '2026-11-22 10:00:05+00',
      nombre_archivo: 'usuarios.xlsx',
      tamano_bytes: 10_240,
      sha256: 'a'.repeat(64),
      total_registros: 3,
      exitosos: 3,
      duracion_ms: 5_000,
      estado: 'COMPLETADO',
    }),
  );
  for (const t of [
    'departamentos',
    'permisos',
    'roles',
    'usuarios',
    'solicitudes_vacaciones',
    'importaciones',
  ])
    s.push(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM "${t}"));`);
  await ejecutarGuion(base, `BEGIN;\n${s.join('\n')}\nCOMMIT;`);
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const primera = esquema === '0000_inicial';
  const hoy = args.hoy ?? (primera ? HOY_0000 : new Date().toISOString().slice(0, 10));
  const contrasena = primera ? CONTRASENA_0000 : CONTRASENA_DEMO;
  const lector = primera ? 'rrhh@fixture.pe' : 'admin@descanso.pe';

  // 1. The data, written on a database at `esquema`, dumped as the fixture.
  const origen = await createDb({ dataDir: 'memory://' });
  await origen.migrar({ hasta: esquema });
  if (primera) await datosEsquema0000(origen);
  else {
    await asegurarCatalogo(origen.db, 'Descanso');
    await cargarEmpresaDemo(origen.db, { hoy, nombreEmpresa: 'Descanso' });
  }
  const volcado = await volcarDatos(origen);
  const filas = await contarFilas(origen);
  await origen.cerrar();

  // 2. The same dump loaded into another database at `esquema`, upgraded as a server start does, read by the API.
  const destino = await createDb({ dataDir: 'memory://' });
  await destino.migrar({ hasta: esquema });
  await ejecutarGuion(destino, volcado);
  await destino.migrar();
  await asegurarCatalogo(destino.db, 'Descanso');
  const app = await buildApp({
    baseDeDatos: destino,
    reloj: crearRelojAjustable(hoy),
    webDist: '/nonexistent',
    loginMaxPorMinuto: 100_000,
  });
  await app.ready();
  const leido = await leerPorLaApi(app, destino, { contrasena, lector });
  await app.close();
  await destino.cerrar();

  const esperado: Esperado = { esquema, hoy, contrasena, lector, filas, ...leido };
  const base = path.join(CARPETA_FIXTURES_ACTUALIZACION, esquema);
  writeFileSync(`${base}.sql`, volcado);
  writeFileSync(`${base}.esperado.json`, `${JSON.stringify(esperado, null, 2)}\n`);
  process.stdout.write(
    `Fixture ${esquema}: ${Object.values(filas).reduce((a, b) => a + b, 0)} filas, ${leido.usuarios.length} usuarios, ${leido.solicitudes.length} solicitudes, ${leido.auditoria.length} registros de auditoría → ${path.relative(process.cwd(), base)}.sql\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

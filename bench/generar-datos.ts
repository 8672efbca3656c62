// Loads a large company into an empty database, by bulk SQL (not through the UI):
// 10,000 users of whom 5,000 form an 8-level hierarchy under one top manager, ~150,000 vacation requests over
// three years in every status for those 5,000, and 200,000 audit records.
import { sql } from 'drizzle-orm';
import { sumarDias } from '@app/contract/fechas';
import type { BaseDeDatos } from '../apps/api/src/db/client';
import { asegurarCatalogo } from '../apps/api/src/db/semilla-base';
import { hashArgon2 } from '../apps/api/src/lib/seguridad';

export const CONTRASENA_BENCH = 'Bench#Descanso2026';
export const EMAIL_GERENTE = 'gerente@bench.pe';
export const EMAIL_ADMIN = 'admin@bench.pe';

// Level sizes of the 8-level tree under the top manager: 1 + 3 + 9 + 27 + 81 + 243 + 729 + 3907 = 5,000.
const NIVELES = [1, 3, 9, 27, 81, 243, 729, 3907];
const USUARIOS_TOTALES = 10_000;
const SOLICITUDES_POR_EMPLEADO = 30;
const AUDITORIA = 200_000;

function prng(semilla: number) {
  let s = semilla >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function enLotes<T>(filas: T[], tamano: number, insertar: (lote: T[]) => Promise<unknown>) {
  for (let i = 0; i < filas.length; i += tamano) await insertar(filas.slice(i, i + tamano));
}

export async function generarEmpresaGrande(
  base: BaseDeDatos,
  hoy: string,
  log: (m: string) => void = () => {},
) {
  const { db } = base;
  const azar = prng(42);
  await asegurarCatalogo(db, 'Empresa Bench');
  const hash = await hashArgon2(CONTRASENA_BENCH);
  await db.execute(
    sql`insert into departamentos (codigo, nombre) select 'D' || g, 'Departamento ' || g from generate_series(1, 20) g`,
  );
  const roles = (await db.execute(sql`select id, nombre from roles`)) as unknown as {
    rows: { id: number; nombre: string }[];
  };
  const idRol = new Map(roles.rows.map((r) => [r.nombre, r.id]));

  // Users: ids are assigned in insertion order (serial), so parents always precede children.
  log('usuarios…');
  const nombres = [
    'Lucía',
    'Miguel',
    'Rosa',
    'José',
    'Carmen',
    'Luis',
    'Patricia',
    'Juan',
    'María',
    'Diego',
    'Sofía',
    'Andrés',
  ];
  const apellidos = [
    'Quispe',
    'Flores',
    'Sánchez',
    'Rodríguez',
    'García',
    'Huamán',
    'Mamani',
    'Chávez',
    'Rojas',
    'Torres',
  ];
  interface U {
    n: number;
    email: string;
    jefe: number | null;
    fechaIngreso: string;
    nivel: number;
  }
  const usuarios: U[] = [];
  const porNivel: number[][] = [];
  let n = 0;
  NIVELES.forEach((tamano, nivel) => {
    porNivel[nivel] = [];
    for (let i = 0; i < tamano; i++) {
      n++;
      const padres = porNivel[nivel - 1];
      const jefe = padres ? padres[Math.floor(azar() * padres.length)]! : null;
      usuarios.push({
        n,
        email: n === 1 ? EMAIL_GERENTE : `empleado${n}@bench.pe`,
        jefe,
        fechaIngreso: sumarDias(hoy, -(400 + Math.floor(azar() * 2500))),
        nivel,
      });
      porNivel[nivel]!.push(n);
    }
  });
  while (n < USUARIOS_TOTALES) {
    n++;
    usuarios.push({
      n,
      email: n === USUARIOS_TOTALES ? EMAIL_ADMIN : `otro${n}@bench.pe`,
      jefe: null,
      fechaIngreso: sumarDias(hoy, -(30 + Math.floor(azar() * 3000))),
      nivel: -1,
    });
  }
  await enLotes(usuarios, 2000, (lote) =>
    db.execute(sql`
      insert into usuarios (id, nombres, apellido_paterno, apellido_materno, dni, email, fecha_ingreso, empresa,
        departamento_id, jefe_id, hash_contrasena, esquema_contrasena, fecha_creacion)
      select u.n, '', '', '', lpad((10000000 + u.n)::text, 8, '0'), u.email, u.fi::date, 'Empresa Bench',
        1 + (u.n % 20), u.jefe, ${hash}, 'argon2id', now() - (u.n || ' minutes')::interval
      from jsonb_to_recordset(${JSON.stringify(lote.map((u) => ({ n: u.n, email: u.email, jefe: u.jefe, fi: u.fechaIngreso })))}::jsonb)
        as u(n int, email text, jefe int, fi text)`),
  );
  // Names and DNIs from the id, in SQL (cheaper than shipping them).
  await db.execute(sql`
    update usuarios set
      nombres = (${sql.raw(`array['${nombres.join("','")}']`)})[1 + id % ${nombres.length}],
      apellido_paterno = (${sql.raw(`array['${apellidos.join("','")}']`)})[1 + (id / 7) % ${apellidos.length}],
      apellido_materno = (${sql.raw(`array['${apellidos.join("','")}']`)})[1 + (id / 3) % ${apellidos.length}]`);
  await db.execute(sql`select setval('usuarios_id_seq', (select max(id) from usuarios))`);
  await db.execute(sql`
    insert into usuario_roles (usuario_id, rol_id)
    select u.id, case when exists (select 1 from usuarios h where h.jefe_id = u.id) then ${idRol.get('Jefe')!}::int
      else ${idRol.get('Empleado')!}::int end from usuarios u where u.id <> ${USUARIOS_TOTALES}`);
  await db.execute(
    sql`insert into usuario_roles (usuario_id, rol_id) values (${USUARIOS_TOTALES}::int, ${idRol.get('Admin')!}::int)`,
  );

  log('solicitudes…');
  const estados = [
    'Aprobada',
    'Aprobada',
    'Aprobada',
    'Aprobada',
    'Aprobada',
    'Aprobada',
    'Pendiente',
    'Pendiente',
    'Rechazada',
    'Cancelada',
  ];
  const solicitudes: unknown[] = [];
  for (const u of usuarios) {
    if (u.nivel < 0) continue;
    for (let i = 0; i < SOLICITUDES_POR_EMPLEADO; i++) {
      // Three years of requests, one to three days each, spread so that they rarely overlap.
      const inicio = sumarDias(hoy, -1095 + i * 36 + Math.floor(azar() * 20) + 60);
      const dias = 1 + Math.floor(azar() * 2);
      const estado = estados[Math.floor(azar() * estados.length)]!;
      solicitudes.push({
        u: u.n,
        j: u.jefe,
        i: inicio,
        d: dias,
        e: estado,
        p: Number(u.fechaIngreso.slice(0, 4)) + Math.max(0, Math.floor(i / 10)),
      });
    }
  }
  await enLotes(solicitudes, 5000, (lote) =>
    db.execute(sql`
      insert into solicitudes_vacaciones (usuario_id, tipo_vacaciones, dias_solicitados, fecha_inicio, fecha_fin, periodo,
        estado, fecha_solicitud, jefe_asignado_id, aprobador_id, fecha_aprobacion, comentarios)
      select s.u, 'libres', s.d, s.i::date, s.i::date + s.d - 1, s.p, s.e, s.i::date - 10 + time '14:00', s.j,
        case when s.e in ('Aprobada', 'Rechazada') then s.j end,
        case when s.e in ('Aprobada', 'Rechazada') then s.i::date - 8 + time '16:00' end,
        case when s.e = 'Rechazada' then 'Reprogramar' end
      from jsonb_to_recordset(${JSON.stringify(lote)}::jsonb) as s(u int, j int, i text, d int, e text, p int)`),
  );

  log('auditoría…');
  await db.execute(sql`
    insert into auditoria (fecha_hora, usuario_ejecutor_id, usuario_afectado_id, modulo, tipo_accion, severidad, mensaje_corto, ip_address, tabla_afectada)
    select now() - (g || ' minutes')::interval, 1 + g % ${USUARIOS_TOTALES}, 1 + (g * 7) % ${USUARIOS_TOTALES},
      (array['AUTENTICACION','GESTION_USUARIOS','SOLICITUDES_VACACIONES','GESTION_ROLES'])[1 + g % 4],
      (array['LOGIN','ACTUALIZAR_USUARIO','CREAR_SOLICITUD','ACTUALIZAR_ROL'])[1 + g % 4],
      (array['INFO','INFO','INFO','WARNING','SECURITY'])[1 + g % 5],
      'Evento de prueba de carga ' || g, '127.0.0.1', 'usuarios'
    from generate_series(1, ${AUDITORIA}) g`);
  await db.execute(sql`analyze`);
}

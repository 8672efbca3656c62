// The read workload of `npm run bench`, shared by the load test (bench/run.ts) and the plan audit
// (bench/explicar.ts), so every list the load test measures is also EXPLAINed at the same scale.
import { diasEnMes, hoyEnZona } from '@app/contract/fechas';
import { EMAIL_ADMIN, EMAIL_GERENTE } from './generar-datos';

export type Quien = 'empleado' | 'gerente' | 'admin';

export const EMAILS: Record<Quien, string> = {
  empleado: 'empleado4000@bench.pe',
  gerente: EMAIL_GERENTE,
  admin: EMAIL_ADMIN,
};

export interface EscenarioLectura {
  nombre: string;
  quien: Quien;
  /** Path under /api, with its query string. */
  ruta: string;
  /** A paged list: none of its queries may scan the requests or audit table sequentially. */
  listaPaginada: boolean;
}

/** Every distinct sort column of the team's requests (the contract's aliases map onto these). */
export const ORDENES_GESTION = [
  'fechaSolicitud',
  'id',
  'solicitante',
  'tipoVacaciones',
  'fechaInicio',
  'fechaFin',
  'diasSolicitados',
  'estado',
  'periodo',
  'manager',
  'aprobadoPor',
  'fechaGestion',
] as const;

const GESTION = 'solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true';

/** The calendar quarter holding today (business zone): the team calendar's widest view. */
export function trimestreActual(hoy = hoyEnZona('America/Lima')): { desde: string; hasta: string } {
  const anio = Number(hoy.slice(0, 4));
  const primero = Number(hoy.slice(5, 7)) - ((Number(hoy.slice(5, 7)) - 1) % 3);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    desde: `${anio}-${pad(primero)}-01`,
    hasta: `${anio}-${pad(primero + 2)}-${pad(diasEnMes(anio, primero + 2))}`,
  };
}

export function escenariosDeLectura(): EscenarioLectura[] {
  const gestion: EscenarioLectura[] = ORDENES_GESTION.flatMap((orden) =>
    [1, 50].map((pagina) => ({
      nombre: `gestion-solicitudes p${pagina} sortBy=${orden}`,
      quien: 'gerente' as const,
      ruta: `${GESTION}&sortBy=${orden}&isDescending=${orden === 'fechaSolicitud'}&pageNumber=${pagina}`,
      listaPaginada: true,
    })),
  );
  return [
    { nombre: 'account/me', quien: 'empleado', ruta: 'account/me', listaPaginada: false },
    { nombre: 'historial-vacaciones', quien: 'empleado', ruta: 'historial-vacaciones', listaPaginada: false },
    {
      nombre: 'mis-solicitudes',
      quien: 'empleado',
      ruta: 'solicitud-vacaciones/mis-solicitudes',
      listaPaginada: true,
    },
    ...gestion,
    {
      nombre: 'gestion-solicitudes p1 estado=Pendiente',
      quien: 'gerente',
      ruta: `${GESTION}&estado=Pendiente`,
      listaPaginada: true,
    },
    {
      // The top manager's whole company (5,000 people at every level) over one quarter.
      nombre: 'calendario/equipo (todos los niveles, un trimestre)',
      quien: 'gerente',
      ruta: `calendario/equipo?desde=${trimestreActual().desde}&hasta=${trimestreActual().hasta}&nivel=todos`,
      listaPaginada: false,
    },
    {
      nombre: 'saldos-equipo',
      quien: 'gerente',
      ruta: 'historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true',
      listaPaginada: true,
    },
    {
      nombre: 'usuarios-admin (filtrado y ordenado)',
      quien: 'admin',
      ruta: 'usuarios-admin?BusquedaGeneral=quispe&EstaActivo=true&SortBy=nombrecompleto&PageSize=25',
      listaPaginada: true,
    },
    {
      nombre: 'usuarios-admin (departamento, por ingreso)',
      quien: 'admin',
      ruta: 'usuarios-admin?DepartamentoId=3&SortBy=fechaingreso&IsDescending=true',
      listaPaginada: true,
    },
    {
      // The manager picker's search-as-you-type: at most 20 of the 10,000 people, never the whole list.
      nombre: 'usuarios-admin/opciones-jefe',
      quien: 'admin',
      ruta: 'usuarios-admin/opciones-jefe?busqueda=quis&limite=20',
      listaPaginada: false,
    },
    { nombre: 'auditoria', quien: 'admin', ruta: 'auditoria?tamanoPagina=25', listaPaginada: true },
    {
      nombre: 'auditoria (módulo, página 20)',
      quien: 'admin',
      ruta: 'auditoria?tamanoPagina=25&modulo=SOLICITUDES_VACACIONES&pagina=20',
      listaPaginada: true,
    },
  ];
}

/**
 * ADR 040: HR's statistics of the whole company (10,000 people, ~150,000 requests) for the current year,
 * measured at concurrency 4 with a p99 target of 500 ms on PostgreSQL.
 */
export const ESTADISTICAS_EMPRESA = {
  nombre: 'estadísticas empresa año',
  quien: 'admin' as const,
  ruta: `reportes/estadisticas?anio=${hoyEnZona('America/Lima').slice(0, 4)}`,
  conexiones: 4,
  objetivoP99Ms: 500,
};

/** The demo company's password (README); the demo lists are measured with its three logins. */
export { CONTRASENA_DEMO } from '../apps/api/src/db/semilla-demo';

/** The list routes of the demo company (the embedded default `npm start` gives a new user). */
export function escenariosDemo(): { nombre: string; quien: 'empleado' | 'jefe' | 'admin'; ruta: string }[] {
  const { desde, hasta } = trimestreActual();
  return [
    { nombre: 'demo: account/me', quien: 'empleado', ruta: 'account/me' },
    { nombre: 'demo: historial-vacaciones', quien: 'empleado', ruta: 'historial-vacaciones' },
    { nombre: 'demo: mis-solicitudes', quien: 'empleado', ruta: 'solicitud-vacaciones/mis-solicitudes' },
    {
      nombre: 'demo: gestion-solicitudes (todos los niveles)',
      quien: 'jefe',
      ruta: 'solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true',
    },
    {
      nombre: 'demo: saldos-equipo (todos los niveles)',
      quien: 'jefe',
      ruta: 'historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true',
    },
    {
      nombre: 'demo: calendario/equipo (trimestre)',
      quien: 'jefe',
      ruta: `calendario/equipo?desde=${desde}&hasta=${hasta}&nivel=todos`,
    },
    { nombre: 'demo: usuarios-admin', quien: 'admin', ruta: 'usuarios-admin' },
    { nombre: 'demo: auditoria', quien: 'admin', ruta: 'auditoria?tamanoPagina=25' },
  ];
}

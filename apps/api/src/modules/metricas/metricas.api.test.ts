// GET /metrics (ADR 045): scraped through the app and read with a Prometheus text parser from npm.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat, { type FamiliaPrometheus } from 'parse-prometheus-text-format';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { correosSalientes } from '../../db/schema';
import { registrarRespaldo } from '../../lib/metricas';
import { SIN_RUTA } from './metricas.service';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({
    antesDeRutas: (app) => {
      // A route that fails on purpose: the 5xx counter must see it.
      app.get('/api/prueba-metricas/falla', { config: { publica: true } }, async () => {
        throw new Error('falla a propósito');
      });
    },
  });
});
afterAll(() => t.cerrar());
afterEach(() => registrarRespaldo(undefined));

async function raspar(app = t.app) {
  const r = await app.inject({ method: 'GET', url: '/metrics' });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(r.body);
}

/**
 * The series of every histogram with their labels. The parser folds a histogram with labels into one sample without
 * them (its flattenMetrics), so the histogram's own lines (_bucket, _count, _sum) are read as untyped samples,
 * which it keeps with their labels; one family per run of lines, hence the merge by name.
 */
async function seriesDeHistogramas(app = t.app) {
  const r = await app.inject({ method: 'GET', url: '/metrics' });
  const familias = parsePrometheusTextFormat(
    r.body.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'),
  );
  return (nombre: string, etiquetas: Record<string, string>) =>
    familias
      .filter((f) => f.name === nombre)
      .flatMap((f) => f.metrics)
      .filter((m) => Object.entries(etiquetas).every(([k, v]) => m.labels?.[k] === v))
      .map((m) => m.value);
}

const familia = (familias: FamiliaPrometheus[], nombre: string) => {
  const f = familias.find((x) => x.name === nombre);
  if (!f) throw new Error(`falta la métrica ${nombre}`);
  return f;
};
const muestra = (f: FamiliaPrometheus, etiquetas: Record<string, string>) =>
  f.metrics.find((m) => Object.entries(etiquetas).every(([k, v]) => m.labels?.[k] === v));

describe('GET /metrics', () => {
  it('cuenta cada petición en el histograma y el contador de su patrón de ruta (nunca la URL), y los 5xx como errores', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const ajena = await t.app.inject({ url: '/api/solicitud-vacaciones/987654', headers: conToken(token) });
    expect(ajena.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/no-existe-987654' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/prueba-metricas/falla' })).statusCode).toBe(500);

    const familias = await raspar();
    expect(familia(familias, 'descanso_http_duracion_seconds').type).toBe('HISTOGRAM');
    const serie = await seriesDeHistogramas();
    const salud = { metodo: 'GET', ruta: '/api/health', estado: '200' };
    expect(serie('descanso_http_duracion_seconds_count', salud)).toEqual(['3']);
    expect(serie('descanso_http_duracion_seconds_bucket', { ...salud, le: '+Inf' })).toEqual(['3']);
    expect(Number(serie('descanso_http_duracion_seconds_sum', salud)[0])).toBeGreaterThan(0);
    expect(
      muestra(familia(familias, 'descanso_http_peticiones_total'), { ruta: '/api/health', estado: '200' })
        ?.value,
    ).toBe('3');
    // The pattern, not the id; an unknown URL is one bounded value.
    const cuenta = (ruta: string) => serie('descanso_http_duracion_seconds_count', { ruta, estado: '404' });
    expect(cuenta('/api/solicitud-vacaciones/:id')).toEqual(['1']);
    expect(cuenta(SIN_RUTA)).toEqual(['1']);
    expect(JSON.stringify(familias)).not.toContain('987654');
    expect((await t.app.inject({ url: '/metrics' })).body).not.toContain('987654');
    const errores = familia(familias, 'descanso_http_errores_total');
    expect(errores.metrics).toEqual([
      { value: '1', labels: { metodo: 'GET', ruta: '/api/prueba-metricas/falla', estado: '500' } },
    ]);
  });

  it('expone la bandeja de salida por enviar, la edad del último respaldo, el pool de PostgreSQL y la memoria del proceso', async () => {
    const u = await crearUsuario(t.base.db);
    await t.base.db.insert(correosSalientes).values(
      ['PENDIENTE', 'PENDIENTE', 'SIN_SERVIDOR', 'ENVIADO'].map((estado) => ({
        tipo: 'SOLICITUD_CREADA' as const,
        destinatarioId: u.id,
        para: u.email,
        asunto: 'Prueba de métricas',
        texto: 'texto',
        html: '<p>texto</p>',
        estado: estado as 'PENDIENTE',
      })),
    );
    let familias = await raspar();
    const bandeja = familia(familias, 'descanso_correos_por_enviar');
    expect(muestra(bandeja, { estado: 'PENDIENTE' })?.value).toBe('2');
    expect(muestra(bandeja, { estado: 'SIN_SERVIDOR' })?.value).toBe('1');
    expect(muestra(bandeja, { estado: 'ENVIANDO' })?.value).toBe('0');
    expect(muestra(bandeja, { estado: 'ENVIADO' })).toBeUndefined();

    // No backup yet: NaN (prom-client writes «Nan», which Prometheus reads as NaN), not a made-up zero.
    expect(familia(familias, 'descanso_respaldo_edad_seconds').metrics[0]?.value?.toLowerCase()).toBe('nan');
    const hace = new Date(Date.now() - 3_600_000);
    registrarRespaldo(hace);
    familias = await raspar();
    const edad = Number(familia(familias, 'descanso_respaldo_edad_seconds').metrics[0]?.value);
    expect(edad).toBeGreaterThanOrEqual(3600);
    expect(edad).toBeLessThan(3600 + 300);
    expect(Number(familia(familias, 'descanso_respaldo_ultimo_timestamp_seconds').metrics[0]?.value)).toBe(
      hace.getTime() / 1000,
    );

    if (t.motor === 'postgres') {
      expect(Number(familia(familias, 'descanso_bd_conexiones').metrics[0]?.value)).toBeGreaterThanOrEqual(1);
      expect(familia(familias, 'descanso_bd_conexiones_libres').metrics).toHaveLength(1);
      expect(familia(familias, 'descanso_bd_peticiones_en_espera').metrics[0]?.value).toBe('0');
    } else {
      expect(familias.find((f) => f.name === 'descanso_bd_conexiones')).toBeUndefined();
    }
    expect(muestra(familia(familias, 'descanso_info'), {})?.labels).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      motor: t.motor === 'postgres' ? 'postgresql' : 'pglite',
    });
    expect(Number(familia(familias, 'process_resident_memory_bytes').metrics[0]?.value)).toBeGreaterThan(0);
    expect(Number(familia(familias, 'nodejs_heap_size_used_bytes').metrics[0]?.value)).toBeGreaterThan(0);
  });

  it('no está bajo /api ni en el documento OpenAPI, y la web (la SPA) no la tapa', async () => {
    const doc = t.app.swagger() as { paths?: Record<string, unknown> };
    expect(Object.keys(doc.paths ?? {})).not.toContain('/metrics');
    const dist = mkdtempSync(path.join(tmpdir(), 'descanso-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Descanso</title>');
    const conWeb = await crearAppDePrueba({ webDist: dist });
    try {
      expect((await conWeb.app.inject({ url: '/dashboard' })).headers['content-type']).toMatch(/text\/html/);
      await raspar(conWeb.app);
    } finally {
      await conWeb.cerrar();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('METRICS_PERMITIDOS', () => {
  let restringida: AppDePrueba;
  beforeAll(async () => {
    restringida = await crearAppDePrueba({ metricasPermitidas: ['10.9.9.9'], trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => restringida.cerrar());

  const NO_PERMITIDA = {
    code: 'SIN_PERMISO',
    message: 'Esta dirección no puede leer las métricas del servidor',
  };

  it('con otra dirección configurada, una petición desde loopback recibe 403 con el error en español', async () => {
    const r = await restringida.app.inject({ url: '/metrics' });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual(NO_PERMITIDA);
    expect(r.body).not.toContain('descanso_');
  });

  it('decide por la dirección del socket, no por X-Forwarded-For aunque venga de un proxy de confianza', async () => {
    const r = await restringida.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual(NO_PERMITIDA);
  });

  it('por defecto (loopback) tampoco sirve lo que llegó a través de un proxy local', async () => {
    const r = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual(NO_PERMITIDA);
  });
});

// What a new user of `npm start` gets, measured first: the first start with the demo company on an empty embedded
// folder, what a browser downloads for /login (cold and on a second visit), and the demo company's lists.
import { calibrarCpu, type Fila } from './comparacion';
import { CONTRASENA_DEMO, escenariosDemo } from './escenarios';
import { carga, iniciarSesion, log, peticion } from './http';
import { arrancarDemo } from './primer-arranque';
import { medirTransferenciaLogin } from './transferencia-web';

const BASE = 'pglite (demo)';

const cifra = (escenario: string, valor: number, nota: string): Fila => ({
  base: BASE,
  escenario,
  tipo: 'cifra',
  rps: 0,
  p50: valor,
  p99: valor,
  errores: 0,
  secuenciales: 0,
  nota,
});

export async function medirDemo(puerto: number): Promise<Fila[]> {
  const url = `http://127.0.0.1:${puerto}`;
  log('\n== primer arranque con la empresa demo (base embebida vacía)…');
  const calibracionMs = calibrarCpu();
  const a = await arrancarDemo(puerto);
  const filas: Fila[] = [
    {
      base: BASE,
      escenario: 'primer arranque con la demo: listo (ms)',
      tipo: 'tiempo',
      rps: 0,
      p50: a.listoMs,
      p99: a.listoMs,
      errores: 0,
      secuenciales: 0,
      calibracionMs,
      nota: 'hasta /api/health 200',
    },
    cifra(
      'primer arranque con la demo: memoria pico (MB)',
      a.picoMb,
      'VmHWM del proceso, opciones de npm start',
    ),
  ];
  try {
    const { fria, tibia } = await medirTransferenciaLogin(url);
    const assets = tibia.descargados.filter((u) => !u.startsWith('/api/'));
    filas.push(
      cifra(
        '/login en frío: KB transferidos (Chromium)',
        Math.round(fria.bytes / 102.4) / 10,
        `HTML + JS + CSS + datos comprimidos; ${fria.descargados.length} respuestas`,
      ),
      cifra(
        '/login, segunda visita: archivos descargados de nuevo',
        assets.length,
        `${tibia.deCache} de la caché, ${tibia.revalidados} revalidados con 304${assets.length ? `; de nuevo: ${assets.join(', ')}` : ''}`,
      ),
    );
    log('  listas de la empresa demo (16 conexiones)…');
    const tokens = {
      empleado: await iniciarSesion(url, 'empleado@descanso.pe', CONTRASENA_DEMO),
      jefe: await iniciarSesion(url, 'jefe@descanso.pe', CONTRASENA_DEMO),
      admin: await iniciarSesion(url, 'admin@descanso.pe', CONTRASENA_DEMO),
    };
    for (const e of escenariosDemo()) {
      const opciones = peticion(url, e.ruta, tokens[e.quien]);
      await (await fetch(opciones.url, { headers: opciones.headers })).arrayBuffer();
      const m = await carga(opciones);
      filas.push({
        base: BASE,
        escenario: e.nombre,
        tipo: 'carga',
        ...m,
        secuenciales: 0,
        techo: 'demo: account/me',
      });
      log(`  ${e.nombre}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errores ${m.errores}`);
    }
  } finally {
    await a.detener();
  }
  return filas;
}

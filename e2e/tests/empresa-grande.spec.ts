import { COLUMNAS_IMPORTACION } from '@app/contract/bulk-import';
import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';
import { arrancarServidorPropio, type ServidorPropio } from './servidor-propio';

/*
 * Pickers that scale: a 10,000-person company, on a server of this file's own (the demo company plus the people). The people are loaded the way HR would, through
 * the real bulk import, once for this file.
 */
const PERSONAS = 10_000;

const NOMBRES = ['José', 'María', 'Ángel', 'Sofía', 'Íñigo', 'Lucía', 'Raúl', 'Mónica', 'Germán', 'Úrsula'];
const APELLIDOS = [
  'Núñez',
  'Pérez',
  'Ñahui',
  'Gómez',
  'Sáenz',
  'Quispe',
  'Huamán',
  'Ríos',
  'Cáceres',
  'Ávila',
];

/** A CSV cell: quoted when it holds a comma ('Empleado, Jefe'). */
const celda = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** 10,000 rows of the import template as a CSV: every hundredth person manages the next 99. */
function csvDePersonas(codigoDepartamento: string) {
  const columnas = COLUMNAS_IMPORTACION.map((c) => c.nombre);
  const filas = Array.from({ length: PERSONAS }, (_, i) => {
    const fila: Record<string, string> = {
      nombres: `${NOMBRES[i % 10]} ${NOMBRES[Math.floor(i / 10) % 10]}`,
      apellidoPaterno: APELLIDOS[Math.floor(i / 100) % 10]!,
      apellidoMaterno: `${APELLIDOS[(i * 7) % 10]}`,
      dni: String(50_000_000 + i),
      email: `persona.${i}@grande.pe`,
      codigoDepartamento,
      dniJefe: i % 100 === 0 ? '' : String(50_000_000 + i - (i % 100)),
      fechaIngreso: `2020-0${(i % 9) + 1}-1${i % 10}`,
      extranjero: 'NO',
      empresa: 'Empresa Grande S.A.C.',
      roles: i % 100 === 0 ? 'Empleado, Jefe' : 'Empleado',
      numeroCelular: '',
    };
    return columnas.map((c) => celda(fila[c] ?? '')).join(',');
  });
  return [columnas.join(','), ...filas].join('\n');
}

// Started once, by whichever asks first: the hook that loads the people or a test's baseURL.
let servidor: Promise<ServidorPropio> | undefined;
const servidorGrande = () =>
  (servidor ??= arrancarServidorPropio({ SEED_DEMO: 'true', LOGIN_MAX_POR_MINUTO: '1000' }));
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use) => use((await servidorGrande()).url) });
test.describe.configure({ mode: 'serial' });
test.afterAll(async () => (await servidor)?.detener());

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(600_000);
  const api = await playwright.request.newContext({ baseURL: (await servidorGrande()).url });
  const login = await api.post('/api/account/login', {
    data: { username: DEMO.admin, password: 'Descanso#2026' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const columnas = (await (await api.get('/api/bulkimport/columns', { headers })).json()) as {
    departamentos: { codigo: string }[];
  };
  const inicio = Date.now();
  const r = await api.post('/api/bulkimport/process', {
    headers,
    timeout: 600_000,
    multipart: {
      configuracion: JSON.stringify({ continuarConErrores: false }),
      file: {
        name: 'personas.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csvDePersonas(columnas.departamentos[0]!.codigo), 'utf8'),
      },
    },
  });
  expect(r.status(), await r.text()).toBe(200);
  const resultado = (await r.json()) as { estadisticas: { usuariosCreados: number } };
  expect(resultado.estadisticas.usuariosCreados, JSON.stringify(resultado).slice(0, 1500)).toBe(PERSONAS);
  console.log(`[empresa-grande] ${PERSONAS} personas importadas en ${Date.now() - inicio} ms`);
  await api.dispose();
});

test('[USUARIOS][ESCALA] con 10,000 personas, el jefe inmediato se busca en el servidor: 20 opciones como máximo', async ({
  page,
}) => {
  // The whole company is never downloaded (the old 'dropdowns/jefes' list: 10,105 entries, 593 KB).
  const llamadasCompletas: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/dropdowns/jefes')) llamadasCompletas.push(r.url());
  });
  await iniciarSesion(page, DEMO.admin);
  await page.goto('/administracion/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();

  // Counts in Peruvian format (es-PE): '10,0xx' with a comma (formatearEntero, the list engineer's change).
  await expect(page.getByRole('group', { name: 'Total Usuarios', exact: true })).toContainText(/10,0\d\d/);
  await comprobarAccesibilidad(page);

  await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
  const crear = page.getByRole('dialog', { name: 'Crear Nuevo Usuario' });
  const jefe = crear.getByRole('combobox', { name: 'Jefe Inmediato (Opcional)' });
  await expect(jefe).toBeVisible();

  // Typing a few letters asks the server for at most 20 matches (accents ignored: 'nahui' finds Ñahui).
  await jefe.click();
  const inicio = Date.now();
  const [respuesta] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/usuarios-admin/opciones-jefe?busqueda=nahui')),
    jefe.pressSequentially('nahui'),
  ]);
  const opciones = page.getByRole('listbox').getByRole('option');
  await expect(opciones.first()).toContainText('Ñahui');
  const mostradas = Date.now() - inicio;
  const cuerpo = (await respuesta.json()) as unknown[];
  expect(cuerpo.length).toBeGreaterThan(0);
  expect(cuerpo.length).toBeLessThanOrEqual(20);
  expect(await opciones.count()).toBeLessThanOrEqual(20);
  expect(Number(respuesta.headers()['content-length'] ?? (await respuesta.body()).length)).toBeLessThan(
    10_000,
  );
  // Recorded, not asserted: timing belongs in `npm run bench` (scenario 'usuarios-admin/opciones-jefe').
  const t = respuesta.request().timing();
  const msServidor = Math.round(t.responseEnd - t.requestStart);
  test.info().annotations.push({
    type: 'tiempo',
    description: `opciones-jefe: respuesta en ${msServidor} ms; opciones visibles ${mostradas} ms después de empezar a escribir (con la espera de 250 ms)`,
  });
  console.log(
    `[empresa-grande] opciones-jefe respondió en ${msServidor} ms (opciones visibles a los ${mostradas} ms)`,
  );
  await comprobarAccesibilidad(page);

  await opciones.first().click();
  await expect(jefe).toHaveValue(/Ñahui/);
  expect(llamadasCompletas).toEqual([]);
});

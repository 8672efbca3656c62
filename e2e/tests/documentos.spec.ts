import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  comoPantalla,
  comprobarAccesibilidad,
  CONTRASENA_DEMO,
  DEMO,
  expect,
  iniciarSesion,
  test,
} from './fixtures';
import { solicitudDeUnDirecto } from './solicitud-de-un-directo';

/* ADR 042: the employee downloads the papeleta of an approved request from its detail, the PDF says
 * what it should, its first page is rendered to PNG (pdftoppm) for the e2e artefacts, and its verification code
 * is checked without a session. */

/** The text of a PDF as a person reads it. */
async function textoDePdf(ruta: string) {
  const documento = await getDocumentProxy(new Uint8Array(readFileSync(ruta)));
  const { text } = await extractText(documento, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

interface Solicitud {
  id: number;
  fechaInicio: string;
  fechaFin: string;
  diasSolicitados: number;
  periodo: number;
  nombreAprobador: string | null;
}

/** The newest request of `email` in `estado`, read through the API as the screen would. */
async function ultimaSolicitud(page: Page, email: string, estado: string): Promise<Solicitud> {
  const login = await page.request.post('/api/account/login', {
    data: { username: email, password: CONTRASENA_DEMO },
  });
  const { token } = (await login.json()) as { token: string };
  const r = await page.request.get(`/api/solicitud-vacaciones/mis-solicitudes?estado=${estado}&pageSize=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  const { solicitudes } = (await r.json()) as { solicitudes: Solicitud[] };
  expect(solicitudes.length).toBeGreaterThan(0);
  return solicitudes[0]!;
}

test('[DOCUMENTOS][PAPELETA]: el empleado descarga la papeleta de una solicitud aprobada, se lee, se ve y se verifica', async ({
  page,
}, testInfo) => {
  const s = await ultimaSolicitud(page, DEMO.empleado, 'Aprobada');
  await iniciarSesion(page, DEMO.empleado);
  await page.getByRole('link', { name: 'Mis Solicitudes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Solicitudes de Vacaciones' })).toBeVisible();
  await page.getByRole('button', { name: `Acciones de la solicitud #${s.id}` }).click();
  await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
  const detalle = page.getByRole('dialog', { name: `Detalle de la solicitud #${s.id}` });
  const documentos = detalle.getByRole('region', { name: 'Documentos' });
  const boton = documentos.getByRole('button', { name: 'Descargar papeleta (PDF)' });
  await expect(boton).toBeVisible();
  await comprobarAccesibilidad(page);

  const descarga = page.waitForEvent('download');
  await boton.click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(`papeleta-solicitud-${s.id}.pdf`);
  const ruta = testInfo.outputPath(`papeleta-solicitud-${s.id}.pdf`);
  await archivo.saveAs(ruta);
  await testInfo.attach('papeleta.pdf', { path: ruta, contentType: 'application/pdf' });

  // What a person reads on it.
  const texto = await textoDePdf(ruta);
  expect(texto).toContain('Papeleta de vacaciones');
  expect(texto).toMatch(/RUC \d{11}|RUC no registrado/);
  expect(texto).toContain(`Solicitud N.º: ${s.id}`);
  expect(texto).toContain(`Período vacacional: ${s.periodo} (año de servicio del`);
  expect(texto).toContain(`Fecha de inicio: ${comoPantalla(s.fechaInicio)}`);
  expect(texto).toContain(`Fecha de fin: ${comoPantalla(s.fechaFin)}`);
  expect(texto).toContain(`Días: ${s.diasSolicitados} días calendario`);
  expect(texto).toMatch(/DNI: \d{8}/);
  if (s.nombreAprobador) expect(texto).toContain(`Aprobado por: ${s.nombreAprobador}`);
  const codigo = /Código de verificación: ([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/.exec(texto)?.[1];
  expect(codigo).toBeTruthy();

  // What a person sees on it: the first page as an image in the artefacts.
  const prefijo = testInfo.outputPath('papeleta-pagina');
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', ruta, prefijo]);
  const png = readFileSync(`${prefijo}.png`);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.length).toBeGreaterThan(5_000);
  await testInfo.attach('papeleta-pagina-1.png', { body: png, contentType: 'image/png' });

  // Anyone holding the paper checks the code, without a session and without seeing the DNI.
  const verificacion = await page.request.get(`/api/documentos/verificar/${codigo}`);
  expect(verificacion.status()).toBe(200);
  const v = (await verificacion.json()) as { tipo: string; solicitud: { id: number } };
  expect(v).toMatchObject({ tipo: 'PAPELETA', solicitud: { id: s.id } });
  expect(await verificacion.text()).not.toMatch(/\d{8}/);
  expect((await page.request.get('/api/documentos/verificar/2222-3333-4444')).status()).toBe(404);
});

test('[DOCUMENTOS][APROBAR]: el diálogo de aprobación ofrece el acuerdo de fraccionamiento para firmar antes de aprobar', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // A one-day libre request splits its period: it needs the written agreement (art. 17 D. Leg. 713).
  const s = await solicitudDeUnDirecto(request, [330, 335, 340, 345]);
  await iniciarSesion(page, DEMO.jefe);
  await page.getByRole('button', { name: 'Reporte de Equipo' }).click();
  await page.getByRole('link', { name: 'Gestión de Solicitudes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Solicitudes' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Empleado' }).fill(s.nombre);
  await page.getByRole('option', { name: `${s.nombre} (Directo)`, exact: true }).click();
  const acciones = page.getByRole('button', { name: `Acciones de la solicitud #${s.id}` });
  await expect(acciones).toBeVisible();

  await acciones.click();
  await page.getByRole('menuitem', { name: 'Aprobar' }).click();
  const aprobar = page.getByRole('dialog', { name: 'Aprobar solicitud' });
  const documentos = aprobar.getByRole('region', { name: 'Documentos' });
  await expect(documentos).toContainText('firmen antes de aprobar');
  await expect(documentos.getByRole('button', { name: 'Descargar papeleta (PDF)' })).toHaveCount(0);
  await comprobarAccesibilidad(page);

  const descarga = page.waitForEvent('download');
  await documentos.getByRole('button', { name: 'Acuerdo de fraccionamiento (PDF)' }).click();
  const ruta = testInfo.outputPath(`acuerdo-fraccionamiento-${s.id}.pdf`);
  await (await descarga).saveAs(ruta);
  await testInfo.attach('acuerdo-fraccionamiento.pdf', { path: ruta, contentType: 'application/pdf' });
  const texto = await textoDePdf(ruta);
  expect(texto).toContain('Acuerdo de fraccionamiento de vacaciones');
  expect(texto).toContain(s.nombre);
  expect(texto).toContain(`Fecha de inicio: ${comoPantalla(s.fechaInicio)}`);
  expect(texto).toContain('Días: 1 día calendario');
  expect(texto).toContain('Estado de la solicitud: Pendiente de aprobación');

  await aprobar.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Solicitud aprobada exitosamente')).toBeVisible();
  await expect(aprobar).toBeHidden();

  // Once approved, its detail offers the agreement and the papeleta.
  await acciones.click();
  await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
  const detalle = page.getByRole('dialog', { name: `Detalle de la solicitud #${s.id}` });
  const enDetalle = detalle.getByRole('region', { name: 'Documentos' });
  await expect(enDetalle.getByRole('button', { name: 'Descargar papeleta (PDF)' })).toBeVisible();
  await expect(enDetalle.getByRole('button', { name: 'Acuerdo de fraccionamiento (PDF)' })).toBeVisible();
  await comprobarAccesibilidad(page);
});

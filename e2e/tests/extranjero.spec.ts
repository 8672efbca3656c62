import { ETIQUETA_DOCUMENTO } from '@app/contract/usuarios';
import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

// A foreign employee is registered with a carné de extranjería instead of the 8-digit DNI.
test('[USUARIOS][EXTRANJERO] un empleado extranjero se crea con su carné de extranjería y aparece en la lista', async ({
  page,
}) => {
  const sello = Date.now().toString(36);
  const carne = `CE${String(Date.now()).slice(-9)}`; // 11 letters and digits
  const email = `extranjera.${sello}@descanso.pe`;

  await iniciarSesion(page, DEMO.admin);
  await page.goto('/administracion/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: ETIQUETA_DOCUMENTO })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
  const crear = page.getByRole('dialog', { name: 'Crear Nuevo Usuario' });

  // A Peruvian's document is the 8-digit DNI: the field takes 8 characters.
  await expect(crear.getByRole('textbox', { name: /^DNI/ })).toHaveAttribute('maxlength', '8');
  await crear.getByRole('checkbox', { name: 'Es extranjero' }).check();
  const documento = crear.getByRole('textbox', { name: /^Carné de extranjería o pasaporte/ });
  await expect(documento).toHaveAttribute('maxlength', '12');
  await comprobarAccesibilidad(page);

  await crear.getByRole('textbox', { name: /^Email/ }).fill(email);
  await documento.fill(carne.toLowerCase());
  await crear.getByRole('textbox', { name: /^Nombres/ }).fill('Valentina');
  await crear.getByRole('textbox', { name: /^Apellido Paterno/ }).fill('Rossi');
  await crear.getByRole('textbox', { name: /^Apellido Materno/ }).fill(`Bianchi ${sello.replace(/\d/g, '')}`);
  await crear.getByRole('textbox', { name: /^Empresa/ }).fill('Descanso S.A.C.');
  await crear.getByRole('combobox', { name: /^Departamento/ }).click();
  await page.getByRole('option', { name: 'Operaciones' }).click();
  await crear.getByRole('combobox', { name: /^Roles/ }).fill('Emple');
  await page.getByRole('option', { name: 'Empleado', exact: true }).click();
  await page.keyboard.press('Escape');
  await crear.getByRole('button', { name: 'Crear Usuario' }).click();

  const generada = page.getByRole('dialog', { name: 'Contraseña Temporal Generada' });
  await expect(generada).toBeVisible();
  await generada.getByRole('button', { name: 'Entendido' }).click();
  await expect(generada).toBeHidden();

  // Found in the list by the document, stored upper-cased, marked as foreign.
  const tabla = page.getByRole('table', { name: 'Usuarios del sistema' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(carne);
  const fila = tabla.getByRole('row').filter({ hasText: email });
  await expect(fila).toHaveCount(1);
  await expect(fila).toContainText(carne);
  await expect(fila).toContainText('Valentina Rossi');
  await comprobarAccesibilidad(page);
});

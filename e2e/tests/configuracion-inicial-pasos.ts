// Steps of the first-start setup page, shared by the specs that build a real company from an empty database.
import { expect, type Page } from '@playwright/test';

export interface DatosConfiguracionInicial {
  nombreComercial: string;
  razonSocial: string;
  ruc: string;
  regimen: 'GENERAL' | 'MYPE';
  administrador: {
    nombres: string;
    apellidoPaterno: string;
    apellidoMaterno: string;
    dni: string;
    email: string;
    contrasena: string;
  };
  departamentos?: { codigo: string; nombre: string }[];
}

/** A company whose RUC has a valid check digit and an administrator whose password meets the policy (ADR 007). */
export const EMPRESA_REAL: DatosConfiguracionInicial = {
  nombreComercial: 'Textiles Andinos',
  razonSocial: 'Textiles Andinos S.A.C.',
  ruc: '20601234565',
  regimen: 'GENERAL',
  administrador: {
    nombres: 'Rosa',
    apellidoPaterno: 'Quispe',
    apellidoMaterno: 'Mamani',
    dni: '45678912',
    email: 'rosa.quispe@textiles.pe',
    contrasena: 'tortuga azul salta lejos',
  },
};

const ETIQUETA_REGIMEN = { GENERAL: /Régimen general/, MYPE: /MYPE/ } as const;

/** Fills the company section (nombre comercial, razón social, RUC). */
export async function llenarEmpresa(
  page: Page,
  d: Pick<DatosConfiguracionInicial, 'nombreComercial' | 'razonSocial' | 'ruc'>,
) {
  await page.getByLabel('Nombre comercial').fill(d.nombreComercial);
  await page.getByLabel('Razón social').fill(d.razonSocial);
  await page.getByLabel('RUC').fill(d.ruc);
}

/** Fills régimen, administrator and departments (added as rows). */
export async function llenarResto(page: Page, d: DatosConfiguracionInicial) {
  await page.getByLabel('Régimen laboral de la empresa').click();
  await page.getByRole('option', { name: ETIQUETA_REGIMEN[d.regimen] }).click();
  const a = d.administrador;
  await page.getByLabel('Nombres').fill(a.nombres);
  await page.getByLabel('Apellido paterno').fill(a.apellidoPaterno);
  await page.getByLabel('Apellido materno').fill(a.apellidoMaterno);
  await page.getByLabel('DNI').fill(a.dni);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel(/^Contraseña/).fill(a.contrasena);
  await page.getByLabel(/^Confirmar contraseña/).fill(a.contrasena);
  for (const [i, depto] of (d.departamentos ?? []).entries()) {
    await page.getByRole('button', { name: 'Añadir departamento' }).click();
    const fila = page.getByRole('group', { name: `Departamento ${i + 1}` });
    await fila.getByLabel('Código').fill(depto.codigo);
    await fila.getByLabel('Nombre').fill(depto.nombre);
  }
}

/** Sends the form and waits for the sign-in page with the success notice. */
export async function enviarConfiguracionInicial(page: Page) {
  await page.getByRole('button', { name: 'Crear empresa y administrador' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByText('La empresa quedó configurada')).toBeVisible();
}

/** The whole setup in one go, from the link the server printed. */
export async function configurarEmpresa(
  page: Page,
  enlace: string,
  d: DatosConfiguracionInicial = EMPRESA_REAL,
) {
  await page.goto(enlace);
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración inicial' })).toBeVisible();
  await llenarEmpresa(page, d);
  await llenarResto(page, d);
  await enviarConfiguracionInicial(page);
}

import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TEmpresa } from '@app/contract/empresa';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { SeccionEmpresa } from './seccion-empresa';

const EMPRESA: TEmpresa = {
  nombreComercial: 'Andes Servicios',
  razonSocial: null,
  ruc: null,
  zonaHoraria: null,
  zonaHorariaPorDefecto: 'America/Lima',
  logoUrl: null,
};

const api = usarApiFalsa();
beforeEach(() => {
  api.rutas['GET /api/empresa'] = () => respuestaJson(EMPRESA);
});

const pintar = async () => {
  renderConProveedores(<SeccionEmpresa />);
  return screen.findByRole('form', { name: 'Datos de la empresa' });
};

describe('Configuración → Empresa', () => {
  it('guarda nombre, razón social, RUC y zona (America/Lima primero en la lista)', async () => {
    api.rutas['PUT /api/empresa'] = async (_url, init) =>
      respuestaJson({ ...EMPRESA, ...JSON.parse(String(init.body)) });
    const usuario = userEvent.setup();
    await pintar();
    expect(screen.getByText(/Sin elegir: America\/Lima/)).toBeInTheDocument();

    await usuario.type(screen.getByLabelText(/Razón social/), 'Andes Servicios S.A.C.');
    await usuario.type(screen.getByLabelText(/^RUC/), '20131312955');
    const zona = screen.getByRole('combobox', { name: 'Zona horaria' });
    await usuario.click(zona);
    const opciones = await screen.findAllByRole('option');
    expect(opciones[0]).toHaveTextContent('America/Lima');
    await usuario.type(zona, 'Bogota');
    await usuario.click(await screen.findByRole('option', { name: 'America/Bogota' }));
    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Datos de la empresa guardados')).toBeInTheDocument();
    expect(api.cuerpos('PUT /api/empresa')).toEqual([
      {
        nombreComercial: 'Andes Servicios',
        razonSocial: 'Andes Servicios S.A.C.',
        ruc: '20131312955',
        zonaHoraria: 'America/Bogota',
      },
    ]);
  });

  it('un RUC con el dígito errado se marca en su campo sin llamar al servidor', async () => {
    const usuario = userEvent.setup();
    await pintar();
    await usuario.type(screen.getByLabelText(/Razón social/), 'Andes S.A.C.');
    await usuario.type(screen.getByLabelText(/^RUC/), '20131312956');
    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/El RUC no es válido/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^RUC/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.cuerpos('PUT /api/empresa')).toEqual([]);
  });

  it('el error del servidor para un campo aparece en ese campo', async () => {
    api.rutas['PUT /api/empresa'] = () =>
      respuestaJson(
        {
          code: 'VALIDACION',
          message: 'La zona horaria no es válida',
          errors: { NombreComercial: ['Ese nombre no se puede usar'] },
        },
        400,
      );
    const usuario = userEvent.setup();
    await pintar();
    await usuario.type(screen.getByLabelText(/Razón social/), 'Andes S.A.C.');
    await usuario.type(screen.getByLabelText(/^RUC/), '20131312955');
    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ese nombre no se puede usar')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre comercial/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('descartar cambios pregunta antes y vuelve a los datos guardados', async () => {
    const usuario = userEvent.setup();
    await pintar();
    const nombre = screen.getByLabelText(/Nombre comercial/);
    await usuario.clear(nombre);
    await usuario.type(nombre, 'Otro nombre');
    await usuario.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(nombre).toHaveValue('Andes Servicios'));
  });
});

describe('logo', () => {
  const archivo = (nombre: string, tipo: string, tamano: number) =>
    new File([new Uint8Array(tamano)], nombre, { type: tipo });

  it('un archivo que no es PNG ni SVG, o de más de 200 KB, se rechaza en español sin enviarlo', async () => {
    const usuario = userEvent.setup({ applyAccept: false });
    await pintar();
    const entrada = screen.getByLabelText('Archivo del logo');
    await usuario.upload(entrada, archivo('foto.jpg', 'image/jpeg', 100));
    expect(await screen.findByText('El logo debe ser una imagen PNG o SVG')).toBeInTheDocument();
    await usuario.upload(entrada, archivo('logo.png', 'image/png', 200 * 1024 + 1));
    expect(await screen.findByText('El logo no puede superar 200 KB')).toBeInTheDocument();
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/empresa/logo'))).toBe(false);
  });

  it('muestra la vista previa y lo sube al confirmar; el error del servidor se ve en español', async () => {
    let respuesta = respuestaJson(
      { code: 'VALIDACION', message: 'El SVG no puede contener scripts', errors: { Logo: ['x'] } },
      400,
    );
    api.rutas['PUT /api/empresa/logo'] = () => respuesta;
    const usuario = userEvent.setup();
    await pintar();
    await usuario.upload(screen.getByLabelText('Archivo del logo'), archivo('logo.svg', 'image/svg+xml', 50));
    expect(
      await screen.findByRole('img', { name: 'Vista previa del logo nuevo de Andes Servicios' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    await usuario.click(screen.getByRole('button', { name: 'Usar este logo' }));
    expect(await screen.findByText('El SVG no puede contener scripts')).toBeInTheDocument();

    respuesta = respuestaJson({ ...EMPRESA, logoUrl: '/api/empresa/logo/abc' });
    await usuario.click(screen.getByRole('button', { name: 'Usar este logo' }));
    expect(await screen.findByText('Logo actualizado')).toBeInTheDocument();
  });
});

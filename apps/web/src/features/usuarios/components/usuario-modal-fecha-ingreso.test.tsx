import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TVistaPreviaFechaIngresoRespuesta } from '@app/contract/usuarios';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { conDropdowns, usuarioDePrueba } from '../testing/datos-prueba';
import { UsuarioModal } from './usuario-modal';

/* A hire-date edit shows the periods whose balances change and asks for confirmation. */

const USUARIO = usuarioDePrueba('2022-03-01');

const cifras = (periodo: number, inicio: string, fin: string, vencidas: number) => ({
  periodo,
  inicio,
  fin,
  estado: 'VENCIDA' as const,
  vencidas,
  pendientes: 0,
  truncas: 0,
  diasLibres: 5,
  diasBloque: 15,
});

const VISTA: TVistaPreviaFechaIngresoRespuesta = {
  fechaIngresoActual: '2022-03-01',
  fechaIngresoNueva: '2021-11-01',
  periodos: [
    {
      antes: cifras(2022, '2022-03-01', '2023-02-28', 20),
      despues: cifras(2021, '2021-11-01', '2022-10-31', 20.5),
    },
  ],
  periodoNegativo: null,
  mensaje: null,
};

const api = usarApiFalsa();
beforeEach(() => {
  conDropdowns(api);
  api.rutas['GET /api/usuarios-admin/4'] = () => respuestaJson(USUARIO);
  api.rutas['PUT /api/usuarios-admin/4'] = () =>
    respuestaJson({ message: 'Usuario actualizado correctamente' });
});

const LENTO = { timeout: 30_000 };
const PREVIA = 'POST /api/usuarios-admin/4/vista-previa-fecha-ingreso';

async function editarFecha(texto: string) {
  const onGuardado = vi.fn();
  renderConProveedores(
    <UsuarioModal abierto modo="editar" usuarioId={4} onCerrar={vi.fn()} onGuardado={onGuardado} />,
  );
  const usuario = userEvent.setup({ delay: null });
  const modal = screen.getByRole('dialog', { name: 'Editar Usuario' });
  await within(modal).findByRole('textbox', { name: /^Nombres/ });
  const grupo = within(modal).getByRole('group', { name: /Fecha de Ingreso/ });
  await usuario.click(within(grupo).getAllByRole('spinbutton')[0] as HTMLElement);
  await usuario.keyboard(texto);
  await usuario.click(within(modal).getByRole('button', { name: 'Actualizar Usuario' }));
  return { usuario, onGuardado, modal };
}

describe('UsuarioModal: cambio de la fecha de ingreso', () => {
  it(
    'muestra los períodos que cambian (dd/mm/aaaa, 2 decimales) y guarda solo al confirmar',
    LENTO,
    async () => {
      api.rutas[PREVIA] = () => respuestaJson(VISTA);
      const { usuario, onGuardado } = await editarFecha('01112021');

      const dialogo = await screen.findByRole('dialog', { name: 'Confirmar cambio de fecha de ingreso' });
      expect(api.cuerpos(PREVIA)).toEqual([{ fechaIngreso: '2021-11-01' }]);
      const tabla = within(dialogo).getByRole('table', { name: 'Períodos que cambian' });
      expect(
        within(tabla).getByText('2022 (01/03/2022 – 28/02/2023) → 2021 (01/11/2021 – 31/10/2022)'),
      ).toBeVisible();
      expect(within(tabla).getByText('20.00 → 20.50')).toBeVisible();
      expect(api.cuerpos('PUT /api/usuarios-admin/4')).toEqual([]);

      await usuario.click(within(dialogo).getByRole('button', { name: 'Confirmar cambio' }));
      await waitFor(() => expect(onGuardado).toHaveBeenCalled());
      expect(api.cuerpos('PUT /api/usuarios-admin/4')).toEqual([
        expect.objectContaining({ fechaIngreso: '2021-11-01', confirmarCambioFechaIngreso: true }),
      ]);
    },
  );

  it('"Cancelar" no guarda nada', LENTO, async () => {
    api.rutas[PREVIA] = () => respuestaJson(VISTA);
    const { usuario, onGuardado } = await editarFecha('01112021');
    const dialogo = await screen.findByRole('dialog', { name: 'Confirmar cambio de fecha de ingreso' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Confirmar cambio de fecha de ingreso' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.cuerpos('PUT /api/usuarios-admin/4')).toEqual([]);
    expect(onGuardado).not.toHaveBeenCalled();
  });

  it(
    'un cambio que dejaría un período negativo muestra el mensaje del servidor y no guarda',
    LENTO,
    async () => {
      const mensaje =
        'El cambio de la fecha de ingreso dejaría el período 2022 con saldo negativo: no se aplicó';
      api.rutas[PREVIA] = () => respuestaJson({ ...VISTA, periodos: [], periodoNegativo: 2022, mensaje });
      const { modal } = await editarFecha('01012023');
      expect(await within(modal).findByText(mensaje)).toBeVisible();
      expect(api.cuerpos('PUT /api/usuarios-admin/4')).toEqual([]);
    },
  );
});

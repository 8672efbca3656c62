import { describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCrearSolicitudBody, TFilaHistorial } from '@app/contract/solicitudes';
import type { TCrearSolicitudRespuesta } from '../api/crear-solicitud';

type Enviar = (datos: TCrearSolicitudBody) => Promise<TCrearSolicitudRespuesta>;
import { ApiError } from '../../../lib/api-client';
import { filaHistorialDePrueba } from '../../../testing/datos-prueba';
import { renderConProveedores } from '../../../testing/test-utils';
import { SolicitudVacacionesForm } from './solicitud-vacaciones-form';

const HOY = '2026-11-21';

const fila = ({ periodo, ...parcial }: Partial<TFilaHistorial> & Pick<TFilaHistorial, 'periodo'>) =>
  filaHistorialDePrueba(periodo, parcial);

/** 2023 used up; 2024 has only libres (10); 2025 has libres (15) and a whole block. */
const HISTORIAL: TFilaHistorial[] = [
  fila({ periodo: 2023, estado: 'VENCIDA' }),
  fila({ periodo: 2024, estado: 'VENCIDA', vencidas: 10, diasLibres: 10 }),
  fila({ periodo: 2025, pendientes: 30, diasLibres: 15, diasBloque: 15, bloquesPermitidos: [7, 8, 15] }),
];

const RESPUESTA_OK = {
  message: 'Solicitud creada',
  id: 40,
  fechaFin: '2026-11-24',
  periodo: 2024,
  estado: 'Pendiente' as const,
  advertencias: [],
};

const renderFormulario = ({
  historial = HISTORIAL,
  onEnviar = vi.fn<Enviar>().mockResolvedValue(RESPUESTA_OK),
}: { historial?: TFilaHistorial[]; onEnviar?: Mock<Enviar> } = {}) => {
  renderConProveedores(<SolicitudVacacionesForm historial={historial} onEnviar={onEnviar} hoy={HOY} />);
  return { onEnviar, usuario: userEvent.setup() };
};

type Usuario = ReturnType<typeof userEvent.setup>;

const tipo = () => screen.getByRole('combobox', { name: /Tipo de Vacaciones/ });
const dias = () => screen.getByRole('combobox', { name: /Días Solicitados/ });
const fechaFin = () => screen.getByRole('textbox', { name: 'Fecha de Fin' });
const enviar = () => screen.getByRole('button', { name: 'Enviar Solicitud' });
const notaPeriodo = () => screen.getByText(/Los días se descontarán del período/);

const elegir = async (usuario: Usuario, campo: HTMLElement, opcion: string) => {
  await usuario.click(campo);
  await usuario.click(within(await screen.findByRole('listbox')).getByRole('option', { name: opcion }));
};

const opcionesDeDias = async (usuario: Usuario) => {
  await usuario.click(dias());
  const lista = await screen.findByRole('listbox');
  const textos = within(lista)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await usuario.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return textos;
};

/** Types dd/mm/yyyy into the start date's sections. */
const escribirInicio = async (usuario: Usuario, ddmmyyyy: string) => {
  const grupo = screen.getByRole('group', { name: /Fecha de Inicio/ });
  await usuario.click(within(grupo).getAllByRole('spinbutton')[0]!);
  await usuario.keyboard(ddmmyyyy.replaceAll('/', ''));
};

// MUI selects and pickers driven by user-event are slow on a busy 2-core machine.
describe('SolicitudVacacionesForm', { timeout: 30_000 }, () => {
  it('empieza con el primer período con días libres o de bloque y Días Solicitados deshabilitado', () => {
    renderFormulario();
    expect(notaPeriodo()).toHaveTextContent(
      'Los días se descontarán del período 2024 (21/09/2024 – 20/09/2025)',
    );
    expect(dias()).toHaveAttribute('aria-disabled', 'true');
  });

  it('al elegir Bloque vuelve a elegir el primer período con bloque y ofrece solo 7, 8 y 15', async () => {
    const { usuario } = renderFormulario();
    await elegir(usuario, tipo(), 'Bloque');
    expect(notaPeriodo()).toHaveTextContent('período 2025 (21/09/2025 – 20/09/2026)');
    expect(await opcionesDeDias(usuario)).toEqual(['7 días', '8 días', '15 días']);
  });

  it('con Días libres ofrece de 1 al entero de los días libres del período', async () => {
    const { usuario } = renderFormulario();
    await elegir(usuario, tipo(), 'Días libres');
    expect(notaPeriodo()).toHaveTextContent('período 2024');
    const opciones = await opcionesDeDias(usuario);
    expect(opciones[0]).toBe('1 día');
    expect(opciones.at(-1)).toBe('10 días');
    expect(opciones).toHaveLength(10);
  });

  it('vacía los días cuando el nuevo tipo ya no los permite y los conserva cuando sí', async () => {
    const { usuario } = renderFormulario();
    await elegir(usuario, tipo(), 'Bloque');
    await elegir(usuario, dias(), '15 días');
    await elegir(usuario, tipo(), 'Días libres');
    expect(dias()).not.toHaveTextContent('15');

    await elegir(usuario, dias(), '8 días');
    await elegir(usuario, tipo(), 'Bloque');
    expect(dias()).toHaveTextContent('8 días');
  });

  it('calcula la fecha de fin como inicio + días − 1', async () => {
    const { usuario } = renderFormulario();
    await elegir(usuario, tipo(), 'Días libres');
    await elegir(usuario, dias(), '3 días');
    await escribirInicio(usuario, '30/11/2026');
    expect(fechaFin()).toHaveValue('02/12/2026');
    expect(fechaFin()).toHaveAttribute('readonly');
  });

  it('sin datos muestra los mensajes en el orden de la especificación y no envía', async () => {
    const { usuario, onEnviar } = renderFormulario();
    await usuario.click(enviar());
    const mensajes = [
      'Debe seleccionar un tipo de vacaciones',
      'Debe seleccionar la cantidad de días solicitados',
      'Debe seleccionar la fecha de inicio',
    ];
    const nodos = await Promise.all(mensajes.map((m) => screen.findByText(m)));
    for (let i = 1; i < nodos.length; i++) {
      expect(
        nodos[i - 1]!.compareDocumentPosition(nodos[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(onEnviar).not.toHaveBeenCalled();
  });

  it('rechaza una fecha de inicio anterior a hoy', async () => {
    const { usuario, onEnviar } = renderFormulario();
    await elegir(usuario, tipo(), 'Días libres');
    await elegir(usuario, dias(), '2 días');
    await escribirInicio(usuario, '20/11/2026');
    await usuario.click(enviar());
    expect(await screen.findByText('La fecha de inicio no puede ser anterior a hoy')).toBeInTheDocument();
    expect(onEnviar).not.toHaveBeenCalled();
  });

  it('sin períodos disponibles lo dice y deshabilita el envío', () => {
    renderFormulario({ historial: [fila({ periodo: 2024 })] });
    expect(screen.getByText('No hay períodos disponibles para solicitar vacaciones')).toBeInTheDocument();
    expect(enviar()).toBeDisabled();
  });

  it('si el tipo elegido no tiene saldo en ningún período, el período falta primero', async () => {
    const { usuario, onEnviar } = renderFormulario({
      historial: [fila({ periodo: 2024, vencidas: 10, diasLibres: 10 })],
    });
    await elegir(usuario, tipo(), 'Bloque');
    await usuario.click(enviar());
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('No hay períodos disponibles para solicitar vacaciones');
    expect(onEnviar).not.toHaveBeenCalled();
  });

  it('envía el cuerpo del contrato, avisa el éxito, muestra las advertencias y limpia el formulario', async () => {
    const onEnviar = vi.fn<Enviar>().mockResolvedValue({
      ...RESPUESTA_OK,
      advertencias: ['Goce extemporáneo: genera indemnización vacacional'],
    });
    const { usuario } = renderFormulario({ onEnviar });
    await elegir(usuario, tipo(), 'Días libres');
    await elegir(usuario, dias(), '2 días');
    await escribirInicio(usuario, '23/11/2026');
    await usuario.type(screen.getByRole('textbox', { name: 'Observaciones' }), 'Viaje familiar');
    expect(screen.getByText('14/1000 caracteres')).toBeInTheDocument();
    await usuario.click(enviar());

    await waitFor(() =>
      expect(onEnviar).toHaveBeenCalledWith({
        tipoVacaciones: 'libres',
        diasSolicitados: 2,
        fechaInicio: '2026-11-23',
        fechaFin: '2026-11-24',
        periodo: 2024,
        observaciones: 'Viaje familiar',
      }),
    );
    expect(await screen.findByText('¡Solicitud de vacaciones enviada exitosamente!')).toBeInTheDocument();
    expect(screen.getByText('Goce extemporáneo: genera indemnización vacacional')).toBeInTheDocument();
    expect(tipo()).not.toHaveTextContent('Días libres');
    expect(fechaFin()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Observaciones' })).toHaveValue('');
  });

  it('si el servidor rechaza, muestra su mensaje en una barra que se cierra y conserva los valores', async () => {
    const onEnviar = vi
      .fn<Enviar>()
      .mockRejectedValue(
        new ApiError({ status: 422, code: 'REGLA_NEGOCIO', message: 'Debe usar primero el período 2024' }),
      );
    const { usuario } = renderFormulario({ onEnviar });
    await elegir(usuario, tipo(), 'Días libres');
    await elegir(usuario, dias(), '2 días');
    await escribirInicio(usuario, '23/11/2026');
    await usuario.click(enviar());

    const barra = await screen.findByText('Debe usar primero el período 2024');
    expect(tipo()).toHaveTextContent('Días libres');
    expect(dias()).toHaveTextContent('2 días');
    expect(fechaFin()).toHaveValue('24/11/2026');
    await usuario.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    expect(barra).not.toBeInTheDocument();
  });

  it('sin mensaje del servidor muestra "Error al crear la solicitud de vacaciones"', async () => {
    const onEnviar = vi
      .fn<Enviar>()
      .mockRejectedValue(new ApiError({ status: 0, code: 'SIN_CONEXION', message: 'sin conexión' }));
    const { usuario } = renderFormulario({ onEnviar });
    await elegir(usuario, tipo(), 'Días libres');
    await elegir(usuario, dias(), '1 día');
    await escribirInicio(usuario, '23/11/2026');
    await usuario.click(enviar());
    expect(await screen.findByText('Error al crear la solicitud de vacaciones')).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { renderConProveedores } from '../../testing/test-utils';
import { CampoAutocompletar } from './campo-autocompletar';
import { CampoCasilla } from './campo-casilla';
import { CampoFecha } from './campo-fecha';
import { CampoMultiple } from './campo-multiple';
import { CampoSeleccion } from './campo-seleccion';
import { CampoTexto } from './campo-texto';
import { aplicarErroresServidor, erroresServidorPorCampo } from './errores-servidor';

interface Valores {
  nombre: string;
  area: number | '';
  jefeId: number | null;
  etiquetas: string[];
  activo: boolean;
  fecha: string;
}

const RESPUESTA_SERVIDOR = new ApiError({
  status: 409,
  code: 'CONFLICTO',
  message: 'Ya existe',
  errors: {
    Nombre: ['Ya existe uno con ese nombre', 'otro mensaje'],
    Area: ['El área está inactiva'],
    JefeId: ['El jefe seleccionado no existe o está inactivo'],
    Etiquetas: ['Una etiqueta no existe'],
    Activo: ['No puede desactivarse'],
    Fecha: ['La fecha es requerida'],
    Otro: ['Sin campo'],
  },
});

const JEFES = [
  { id: 1, nombre: 'Ana Quispe' },
  { id: 2, nombre: 'Luis Mamani' },
];

function Formulario({
  onEnviar,
  onBuscar,
}: {
  onEnviar: (v: Valores) => void;
  onBuscar?: (t: string) => void;
}) {
  const formulario = useForm<Valores>({
    defaultValues: { nombre: '', area: '', jefeId: 2, etiquetas: [], activo: true, fecha: '2026-03-01' },
  });
  return (
    <FormProvider {...formulario}>
      <form
        onSubmit={formulario.handleSubmit(async (v) => {
          onEnviar(v);
          aplicarErroresServidor(RESPUESTA_SERVIDOR, formulario.setError, [
            'nombre',
            'area',
            'jefeId',
            'etiquetas',
            'activo',
            'fecha',
          ]);
        })}
      >
        <CampoTexto<Valores> name="nombre" label="Nombre" required maxLength={20} />
        <CampoSeleccion<Valores>
          name="area"
          label="Área"
          opciones={[
            { valor: 1, etiqueta: 'Ventas' },
            { valor: 2, etiqueta: 'Finanzas' },
          ]}
        />
        <CampoAutocompletar<Valores, (typeof JEFES)[number]>
          name="jefeId"
          label="Jefe"
          opciones={onBuscar ? [] : JEFES}
          seleccionInicial={JEFES[1]}
          idDe={(j) => j.id}
          etiquetaDe={(j) => j.nombre}
          {...(onBuscar ? { onBuscar } : {})}
        />
        <CampoMultiple<Valores, string>
          name="etiquetas"
          label="Etiquetas"
          opciones={['Norte', 'Sur']}
          idDe={(e) => e}
          etiquetaDe={(e) => e}
        />
        <CampoCasilla<Valores> name="activo" label="Activo" variante="interruptor" />
        <CampoFecha<Valores> name="fecha" label="Fecha" />
        <button type="submit">Guardar</button>
      </form>
    </FormProvider>
  );
}

describe('erroresServidorPorCampo', () => {
  it('toma el primer mensaje de cada clave capitalizada, por nombre sin mayúsculas o por alias', () => {
    expect(erroresServidorPorCampo(RESPUESTA_SERVIDOR, ['nombre', 'jefeId'] as const)).toEqual({
      nombre: 'Ya existe uno con ese nombre',
      jefeId: 'El jefe seleccionado no existe o está inactivo',
    });
    expect(erroresServidorPorCampo(RESPUESTA_SERVIDOR, ['name'] as const, { Nombre: 'name' })).toEqual({
      name: 'Ya existe uno con ese nombre',
    });
    expect(erroresServidorPorCampo(new Error('x'), ['nombre'] as const)).toEqual({});
  });
});

describe('campos del kit', () => {
  it('envían sus valores con su tipo, y cada uno muestra el error del servidor ligado con aria-describedby', async () => {
    const onEnviar = vi.fn();
    renderConProveedores(<Formulario onEnviar={onEnviar} />);
    const usuario = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Jefe' })).toHaveValue('Luis Mamani');
    await usuario.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Caja');
    await usuario.click(screen.getByRole('combobox', { name: 'Área' }));
    await usuario.click(await screen.findByRole('option', { name: 'Finanzas' }));
    await usuario.click(screen.getByRole('combobox', { name: 'Etiquetas' }));
    await usuario.click(await screen.findByRole('option', { name: 'Sur' }));
    await usuario.keyboard('{Escape}');
    await usuario.click(screen.getByRole('switch', { name: 'Activo' }));
    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onEnviar).toHaveBeenCalled());
    expect(onEnviar.mock.calls[0]![0]).toEqual({
      nombre: 'Caja',
      area: 2,
      jefeId: 2,
      etiquetas: ['Sur'],
      activo: false,
      fecha: '2026-03-01',
    });
    const nombre = screen.getByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => expect(nombre).toHaveAccessibleDescription('Ya existe uno con ese nombre'));
    expect(nombre).toHaveAttribute('aria-invalid', 'true');
    expect(nombre).toHaveAttribute('maxlength', '20');
    expect(screen.getByRole('combobox', { name: 'Área' })).toHaveAccessibleDescription(
      'El área está inactiva',
    );
    expect(screen.getByRole('combobox', { name: 'Jefe' })).toHaveAccessibleDescription(
      'El jefe seleccionado no existe o está inactivo',
    );
    expect(screen.getByRole('combobox', { name: 'Etiquetas' })).toHaveAccessibleDescription(
      'Una etiqueta no existe',
    );
    expect(screen.getByRole('switch', { name: 'Activo' })).toHaveAccessibleDescription(
      'No puede desactivarse',
    );
    expect(screen.getByText('La fecha es requerida')).toBeInTheDocument();
    // The first field with an error gets the focus; editing a field clears its error.
    expect(nombre).toHaveFocus();
    await usuario.type(nombre, 's');
    expect(nombre).not.toHaveAccessibleDescription('Ya existe uno con ese nombre');
    expect(screen.getByRole('combobox', { name: 'Área' })).toHaveAccessibleDescription(
      'El área está inactiva',
    );
  });

  it('con onBuscar, el autocompletar muestra la elegida por su nombre y pide las opciones al servidor', async () => {
    const onBuscar = vi.fn();
    renderConProveedores(<Formulario onEnviar={vi.fn()} onBuscar={onBuscar} />);
    const usuario = userEvent.setup();
    const combo = screen.getByRole('combobox', { name: 'Jefe' });
    expect(combo).toHaveValue('Luis Mamani');
    await usuario.clear(combo);
    await usuario.type(combo, 'an');
    expect(onBuscar).toHaveBeenLastCalledWith('an');
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { TCoberturaRespuesta, TExcesoCobertura } from '@app/contract/cobertura';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { AvisoCobertura, AvisoCoberturaTramo } from './aviso-cobertura';

const REGLA = {
  departamentoId: 3,
  departamento: 'Ventas',
  coberturaMaxima: 2,
  coberturaTipo: 'PERSONAS' as const,
  personasActivas: 9,
  limite: 2,
};
const exceso = (fecha: string, fuera: number): TExcesoCobertura => ({
  fecha,
  departamentoId: 3,
  departamento: 'Ventas',
  fuera,
  limite: 2,
  exceso: fuera - 2,
});
const con = (...excesos: TExcesoCobertura[]): TCoberturaRespuesta => ({ regla: REGLA, excesos });

describe('AvisoCobertura', () => {
  it('un día: una sola frase con la fecha, cuántos estarían fuera y el límite, como aviso de estado', () => {
    render(<AvisoCobertura respuesta={con(exceso('2026-12-03', 3))} quien="tramo" />);
    const aviso = screen.getByRole('status');
    expect(aviso).toHaveTextContent(
      'Ese periodo supera la cobertura de Ventas: el 03/12/2026 estarían fuera 3 personas (límite 2).',
    );
    expect(aviso).toHaveTextContent('Puede enviar la solicitud igual: su jefe decidirá.');
    expect(within(aviso).queryByRole('list')).not.toBeInTheDocument();
  });

  it('varios días: los lista y resume los que pasan de siete', () => {
    const dias = Array.from({ length: 9 }, (_, i) => exceso(`2026-12-${String(i + 1).padStart(2, '0')}`, 3));
    render(<AvisoCobertura respuesta={con(...dias)} quien="aprobacion" />);
    const aviso = screen.getByRole('status');
    expect(aviso).toHaveTextContent('Si la aprueba, se superaría la cobertura de Ventas en 9 días:');
    const items = within(aviso)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(8);
    expect(items[0]).toBe('el 01/12/2026 estarían fuera 3 personas (límite 2)');
    expect(items[7]).toBe('y 2 días más');
    expect(aviso).toHaveTextContent('Puede aprobarla igual: el aviso quedará registrado en la auditoría.');
  });

  it('no muestra nada sin regla, sin exceso o sin respuesta', () => {
    const { container, rerender } = render(<AvisoCobertura respuesta={con()} quien="tramo" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AvisoCobertura respuesta={{ regla: null, excesos: [] }} quien="tramo" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AvisoCobertura respuesta={undefined} quien="tramo" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AvisoCoberturaTramo', () => {
  const api = usarApiFalsa();

  it('pregunta por las fechas elegidas y muestra el aviso que responde el servidor', async () => {
    api.rutas['GET /api/calendario/cobertura'] = () => respuestaJson(con(exceso('2026-12-03', 4)));
    renderConProveedores(<AvisoCoberturaTramo inicio="2026-12-01" fin="2026-12-05" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'el 03/12/2026 estarían fuera 4 personas (límite 2)',
    );
    const [consulta] = api.llamadas('GET /api/calendario/cobertura');
    expect(consulta?.get('fechaInicio')).toBe('2026-12-01');
    expect(consulta?.get('fechaFin')).toBe('2026-12-05');
  });

  it('sin las dos fechas no pregunta nada', async () => {
    api.rutas['GET /api/calendario/cobertura'] = () => respuestaJson(con(exceso('2026-12-03', 4)));
    // Side by side with a complete pair: once that one has answered, the incomplete one has had its chance.
    renderConProveedores(
      <>
        <AvisoCoberturaTramo inicio="2026-11-30" fin="" />
        <AvisoCoberturaTramo inicio="2026-12-01" fin="2026-12-05" />
      </>,
    );
    expect(await screen.findAllByRole('status')).toHaveLength(1);
    expect(api.llamadas('GET /api/calendario/cobertura').map((q) => q.get('fechaInicio'))).toEqual([
      '2026-12-01',
    ]);
  });
});

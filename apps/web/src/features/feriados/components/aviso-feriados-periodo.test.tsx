import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AvisoFeriadosEnPeriodo } from './aviso-feriados-periodo';

const FERIADOS = [
  { id: 1, fecha: '2026-07-28', nombre: 'Fiestas Patrias', origen: 'NACIONAL' as const },
  { id: 2, fecha: '2026-07-29', nombre: 'Fiestas Patrias', origen: 'NACIONAL' as const },
];

describe('AvisoFeriadosEnPeriodo', () => {
  it('nombra los feriados del período como un aviso de estado', () => {
    render(<AvisoFeriadosEnPeriodo feriados={FERIADOS} inicio="2026-07-22" dias={7} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'El período elegido incluye 1 feriado: 28/07/2026 Fiestas Patrias. Los feriados cuentan como días de vacaciones.',
    );
  });

  it('no muestra nada sin feriados en el período o sin días elegidos', () => {
    const { container, rerender } = render(
      <AvisoFeriadosEnPeriodo feriados={FERIADOS} inicio="2026-07-30" dias={7} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<AvisoFeriadosEnPeriodo feriados={FERIADOS} inicio="2026-07-28" dias={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

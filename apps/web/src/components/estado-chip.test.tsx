import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EstadoChip, normalizarEstado } from './estado-chip';

describe('EstadoChip', () => {
  it.each([
    ['pendiente', 'Pendiente', 'MuiChip-colorWarning'],
    ['Pendiente', 'Pendiente', 'MuiChip-colorWarning'],
    ['aprobado', 'Aprobada', 'MuiChip-colorSuccess'],
    ['Aprobada', 'Aprobada', 'MuiChip-colorSuccess'],
    ['rechazado', 'Rechazada', 'MuiChip-colorError'],
    ['RECHAZADA', 'Rechazada', 'MuiChip-colorError'],
    ['cancelado', 'Cancelada', 'MuiChip-colorDefault'],
    ['Cancelada', 'Cancelada', 'MuiChip-colorDefault'],
  ])('el estado "%s" se muestra como %s con su color', (estado, etiqueta, claseColor) => {
    const { container } = render(<EstadoChip estado={estado} />);
    expect(screen.getByText(etiqueta)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass(claseColor);
  });

  it('muestra tal cual un estado desconocido, sin color de estado', () => {
    const { container } = render(<EstadoChip estado="En revisión" />);
    expect(screen.getByText('En revisión')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('MuiChip-outlined');
  });

  it('normaliza variantes con mayúsculas, espacios y género', () => {
    expect(normalizarEstado('  APROBADO ')).toBe('aprobada');
    expect(normalizarEstado('cancelada')).toBe('cancelada');
    expect(normalizarEstado('')).toBeUndefined();
    expect(normalizarEstado('otro')).toBeUndefined();
  });
});

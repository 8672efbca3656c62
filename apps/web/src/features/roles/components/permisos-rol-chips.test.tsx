import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PermisosRolChips } from './permisos-rol-chips';

const permisos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, nombreRuta: `Permiso ${i + 1}` }));

describe('PermisosRolChips', () => {
  it('muestra los tres primeros permisos y "+N más" con el resto', () => {
    render(<PermisosRolChips permisos={permisos(5)} />);
    expect(screen.getByText('Permiso 1')).toBeInTheDocument();
    expect(screen.getByText('Permiso 2')).toBeInTheDocument();
    expect(screen.getByText('Permiso 3')).toBeInTheDocument();
    expect(screen.queryByText('Permiso 4')).not.toBeInTheDocument();
    expect(screen.getByText('+2 más')).toBeInTheDocument();
  });

  it('con tres permisos o menos no muestra "+N más"', () => {
    render(<PermisosRolChips permisos={permisos(3)} />);
    expect(screen.getByText('Permiso 3')).toBeInTheDocument();
    expect(screen.queryByText(/más$/)).not.toBeInTheDocument();
  });

  it('sin permisos lo dice', () => {
    render(<PermisosRolChips permisos={[]} />);
    expect(screen.getByText('Sin permisos')).toBeInTheDocument();
  });
});

import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PermisosProvider, Puede } from './authorization';

const conPermisos = (permisos: string[], ui: ReactNode) =>
  render(<PermisosProvider permisos={permisos}>{ui}</PermisosProvider>);

describe('<Puede>', () => {
  it('muestra el contenido si el usuario tiene alguno de los permisos (por defecto)', () => {
    conPermisos(['B'], <Puede permisos={['A', 'B']}>contenido</Puede>);
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });

  it('no muestra nada si el usuario no tiene ninguno de los permisos', () => {
    const { container } = conPermisos(['C'], <Puede permisos={['A', 'B']}>contenido</Puede>);
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('con "todos" exige todos los permisos', () => {
    conPermisos(
      ['A'],
      <Puede permisos={['A', 'B']} todos>
        contenido
      </Puede>,
    );
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
  });

  it('con "todos" muestra el contenido si los tiene todos', () => {
    conPermisos(
      ['A', 'B', 'C'],
      <Puede permisos={['A', 'B']} todos>
        contenido
      </Puede>,
    );
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });

  it('muestra el fallback en lugar del contenido cuando falta el permiso', () => {
    conPermisos(
      [],
      <Puede permisos={['A']} fallback={<p>sin acceso</p>}>
        contenido
      </Puede>,
    );
    expect(screen.getByText('sin acceso')).toBeInTheDocument();
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
  });

  it('sin proveedor de permisos (nadie conectado) no muestra el contenido', () => {
    render(<Puede permisos={['A']}>contenido</Puede>);
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
  });
});

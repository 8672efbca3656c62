import type { ReactNode } from 'react';
import type { TPermiso } from '@app/contract/permisos';
import { Puede } from '../../lib/authorization';
import { SinPermiso } from '../feedback/sin-permiso';
import { EncabezadoPagina } from './encabezado-pagina';

interface Props {
  /** The menu permission of the page; without it the page shows 'Sin permiso'. */
  permiso: TPermiso;
  titulo: string;
  subtitulo?: string;
  children: ReactNode;
}

/** A page behind its menu permission: its h1 (and document title), then its content. */
export function PaginaConPermiso({ permiso, titulo, subtitulo, children }: Props) {
  return (
    <Puede permisos={[permiso]} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo={titulo} subtitulo={subtitulo} />
      {children}
    </Puede>
  );
}

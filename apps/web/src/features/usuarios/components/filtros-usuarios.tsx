import type { TDropdownDepartamentos } from '@app/contract/usuarios';
import { BarraBusqueda } from '../../../components/lista/barra-busqueda';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import type { FiltrosUsuarios } from '../api/get-usuarios';

type Filtros = Omit<FiltrosUsuarios, 'busquedaGeneral'>;

interface Props {
  /** The search box's text as typed (applied after a pause). */
  busqueda: string;
  filtros: Filtros;
  departamentos: TDropdownDepartamentos;
  roles: readonly string[];
  hayFiltros: boolean;
  actualizando: boolean;
  onBusqueda: (texto: string) => void;
  onFiltro: (cambio: Partial<Filtros>) => void;
  onLimpiar: () => void;
  onActualizar: () => void;
}

const ESTADOS = [
  { valor: 'activo', etiqueta: 'Activo' },
  { valor: 'inactivo', etiqueta: 'Inactivo' },
];
/** Full width on a phone, its own width from sm up. */
const ancho = (minWidth: number) => ({ minWidth, flex: { xs: '1 1 100%', sm: '0 0 auto' } });

/** Departamento, Rol, Estado, a general search (name, e-mail, DNI), 'Limpiar Filtros' and 'Actualizar'. */
export function FiltrosUsuariosBarra({
  busqueda,
  filtros,
  departamentos,
  roles,
  hayFiltros,
  actualizando,
  onBusqueda,
  onFiltro,
  onLimpiar,
  onActualizar,
}: Props) {
  return (
    <BarraBusqueda
      etiqueta="Filtros de usuarios"
      busqueda={{
        label: 'Buscar',
        placeholder: 'Nombre, email o DNI...',
        valor: busqueda,
        onCambiar: onBusqueda,
      }}
      hayFiltros={hayFiltros}
      onLimpiar={onLimpiar}
      actualizando={actualizando}
      onActualizar={onActualizar}
    >
      <FiltroSelect
        label="Departamento"
        todos="Todos los departamentos"
        valor={filtros.departamentoId}
        onCambiar={(departamentoId) => onFiltro({ departamentoId })}
        opciones={departamentos.map((d) => ({ valor: String(d.id), etiqueta: d.nombre }))}
        sx={ancho(190)}
      />
      <FiltroSelect
        label="Rol"
        todos="Todos los roles"
        valor={filtros.rol}
        onCambiar={(rol) => onFiltro({ rol })}
        opciones={roles.map((r) => ({ valor: r, etiqueta: r }))}
        sx={ancho(160)}
      />
      <FiltroSelect
        label="Estado"
        todos="Todos los estados"
        valor={filtros.estado}
        onCambiar={(estado) => onFiltro({ estado: estado as Filtros['estado'] })}
        opciones={ESTADOS}
        sx={ancho(170)}
      />
    </BarraBusqueda>
  );
}

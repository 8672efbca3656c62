import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TDropdownDepartamentos } from '@app/contract/usuarios';
import { BarraBusqueda } from '../../../components/lista/barra-busqueda';
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

/** A select whose empty value reads 'Todos los …' instead of leaving the label as a placeholder. */
const SIEMPRE_CON_TEXTO = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** One filter select with its 'Todos los …' option first. */
function FiltroSelect({
  label,
  todos,
  valor,
  onCambiar,
  ancho,
  children,
}: {
  label: string;
  todos: string;
  valor: string;
  onCambiar: (valor: string) => void;
  ancho: number;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={valor}
      onChange={(e) => onCambiar(e.target.value)}
      sx={{ minWidth: ancho, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      slotProps={SIEMPRE_CON_TEXTO}
    >
      <MenuItem value="">{todos}</MenuItem>
      {children}
    </TextField>
  );
}

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
        ancho={190}
      >
        {departamentos.map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>
            {d.nombre}
          </MenuItem>
        ))}
      </FiltroSelect>
      <FiltroSelect
        label="Rol"
        todos="Todos los roles"
        valor={filtros.rol}
        onCambiar={(rol) => onFiltro({ rol })}
        ancho={160}
      >
        {roles.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </FiltroSelect>
      <FiltroSelect
        label="Estado"
        todos="Todos los estados"
        valor={filtros.estado}
        onCambiar={(estado) => onFiltro({ estado: estado as Filtros['estado'] })}
        ancho={170}
      >
        <MenuItem value="activo">Activo</MenuItem>
        <MenuItem value="inactivo">Inactivo</MenuItem>
      </FiltroSelect>
    </BarraBusqueda>
  );
}

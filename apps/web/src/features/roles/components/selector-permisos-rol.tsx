import { useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { CampoMultiple } from '../../../components/form/campo-multiple';

/** A permission the multi-select can offer. */
export interface OpcionPermiso {
  id: number;
  nombreRuta: string;
  codigoPermiso: string;
  modulo: string;
}

const MODULO_NO_DISPONIBLE = 'No disponibles (inactivos)';

/** Offered permissions grouped by module, plus any the role holds that are no longer offered (inactive). */
export const opcionesDePermisos = (
  disponibles: readonly OpcionPermiso[],
  delRol: readonly Omit<OpcionPermiso, 'modulo'>[] = [],
): OpcionPermiso[] => {
  const ids = new Set(disponibles.map((p) => p.id));
  const extra = delRol.filter((p) => !ids.has(p.id)).map((p) => ({ ...p, modulo: MODULO_NO_DISPONIBLE }));
  return [...disponibles, ...extra].sort(
    (a, b) => a.modulo.localeCompare(b.modulo, 'es') || a.nombreRuta.localeCompare(b.nombreRuta, 'es'),
  );
};

/** A permission is found by its name or by its code. */
export const textoBusquedaPermiso = (p: OpcionPermiso) => `${p.nombreRuta} ${p.codigoPermiso}`;

interface Props {
  opciones: OpcionPermiso[];
  soloLectura: boolean;
  /** Saving: the chips can no longer be removed. */
  ocupado: boolean;
  cargando: boolean;
}

/** The role's permissions: the searchable multi-select (editing), then the chosen ones as removable chips. */
export function SelectorPermisosRol({ opciones, soloLectura, ocupado, cargando }: Props) {
  const { watch, setValue } = useFormContext<{ permisos: number[] }>();
  const ids = watch('permisos');
  const seleccionadas = ids
    .map((id) => opciones.find((o) => o.id === id))
    .filter((o): o is OpcionPermiso => o !== undefined);
  const quitar = (id: number) =>
    setValue(
      'permisos',
      ids.filter((i) => i !== id),
      { shouldDirty: true },
    );

  return (
    <Box>
      {!soloLectura && (
        <CampoMultiple
          name="permisos"
          label="Seleccionar Permisos"
          placeholder="Buscar por nombre o código..."
          required
          chips={false}
          opciones={opciones}
          idDe={(o) => o.id}
          etiquetaDe={(o) => o.nombreRuta}
          textoDeBusqueda={textoBusquedaPermiso}
          groupBy={(o) => o.modulo}
          cargando={cargando}
          textoCargando="Cargando permisos..."
          textoSinOpciones="No hay permisos disponibles"
          renderOption={({ key, ...resto }, opcion, seleccionada) => (
            <li key={key} {...resto}>
              <Checkbox size="small" checked={seleccionada} sx={{ mr: 1 }} tabIndex={-1} disableRipple />
              <Box>
                <Typography variant="body2">{opcion.nombreRuta}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {opcion.codigoPermiso}
                </Typography>
              </Box>
            </li>
          )}
        />
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: soloLectura ? 0 : 2, mb: 1 }}>
        {`Permisos seleccionados (${seleccionadas.length})`}
      </Typography>
      {seleccionadas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Ningún permiso seleccionado
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {seleccionadas.map((p) => (
            <Chip
              key={p.id}
              size="small"
              color="primary"
              variant="outlined"
              label={p.nombreRuta}
              title={`${p.codigoPermiso} · ${p.modulo}`}
              {...(soloLectura || ocupado
                ? {}
                : {
                    onDelete: () => quitar(p.id),
                    'aria-label': `${p.nombreRuta} (quitar con Suprimir)`,
                  })}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

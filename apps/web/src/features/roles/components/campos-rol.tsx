import { CampoTexto } from '../../../components/form/campo-texto';
import { SelectorPermisosRol, type OpcionPermiso } from './selector-permisos-rol';

interface Props {
  soloLectura: boolean;
  opciones: OpcionPermiso[];
  /** Saving: the chosen permissions can no longer be removed. */
  ocupado: boolean;
  cargandoPermisos: boolean;
}

/** The role form's fields: name, description and its permissions. */
export function CamposRol({ soloLectura, opciones, ocupado, cargandoPermisos }: Props) {
  return (
    <>
      <CampoTexto
        name="name"
        label="Nombre del Rol"
        required
        soloLectura={soloLectura}
        autoFocus={!soloLectura}
        maxLength={100}
      />
      <CampoTexto
        name="descripcion"
        label="Descripción"
        required
        soloLectura={soloLectura}
        multiline
        rows={3}
        maxLength={500}
      />
      <SelectorPermisosRol
        opciones={opciones}
        soloLectura={soloLectura}
        ocupado={ocupado}
        cargando={cargandoPermisos}
      />
    </>
  );
}

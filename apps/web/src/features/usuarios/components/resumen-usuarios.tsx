import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GroupIcon from '@mui/icons-material/Group';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { TListarUsuariosRespuesta } from '@app/contract/usuarios';
import { TarjetasResumen } from '../../../components/stat-card';

interface Props {
  cargando: boolean;
  estadisticas: TListarUsuariosRespuesta['estadisticas'] | undefined;
}

/** The company's user figures: total, active, inactive and administrators. */
export function ResumenUsuarios({ cargando, estadisticas }: Props) {
  return (
    <TarjetasResumen
      etiqueta="Resumen de usuarios"
      anchoMinimo={190}
      cargando={cargando}
      tarjetas={[
        ['Total Usuarios', estadisticas?.totalUsuarios, <GroupIcon />, 'primary'],
        ['Activos', estadisticas?.usuariosActivos, <HowToRegIcon />, 'success'],
        ['Inactivos', estadisticas?.usuariosInactivos, <PersonOffIcon />, 'warning'],
        ['Administradores', estadisticas?.administradores, <AdminPanelSettingsIcon />, 'secondary'],
      ]}
    />
  );
}

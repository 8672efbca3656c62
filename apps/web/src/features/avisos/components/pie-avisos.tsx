import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SettingsIcon from '@mui/icons-material/Settings';
import EventIcon from '@mui/icons-material/Event';
import { PERMISOS_CALENDARIOS } from '@app/contract/calendarios-ical';
import { Puede } from '../../../lib/authorization';
import { paths } from '../../../config/paths';

interface Props {
  /** Closes the popover before going on. */
  onCerrar: () => void;
  onPreferencias: () => void;
}

/** Under the list: 'Mis notificaciones' (the preferences) and, with the permission, 'Mis calendarios'. */
export function PieAvisos({ onCerrar, onPreferencias }: Props) {
  const navigate = useNavigate();
  return (
    <Box sx={{ px: 1, py: 0.5 }}>
      <Button
        size="small"
        startIcon={<SettingsIcon fontSize="small" />}
        onClick={() => {
          onCerrar();
          onPreferencias();
        }}
      >
        Mis notificaciones
      </Button>
      <Puede permisos={PERMISOS_CALENDARIOS}>
        <Button
          size="small"
          startIcon={<EventIcon fontSize="small" />}
          onClick={() => {
            onCerrar();
            void navigate(paths.misCalendarios);
          }}
        >
          Mis calendarios
        </Button>
      </Puede>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TTramoPlan } from '@app/contract/programacion';
import { formatearFecha } from '../../../utils/formato';

/** A span the manager accepted or set can become a request. */
export const convertible = (t: TTramoPlan) => t.estado === 'ACEPTADO' || t.estado === 'FIJADO';

interface Props {
  tramo: TTramoPlan;
  ventanaAbierta: boolean;
  convirtiendo: boolean;
  eliminando: boolean;
  onConvertir: (tramo: TTramoPlan) => void;
  onEditar: (tramo: TTramoPlan) => void;
  onEliminar: (tramo: TTramoPlan) => void;
}

/** A span's buttons: convert it into a request; while only proposed and the window is open, edit or delete it. */
export function AccionesMiTramo({
  tramo: t,
  ventanaAbierta,
  convirtiendo,
  eliminando,
  onConvertir,
  onEditar,
  onEliminar,
}: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }} className="no-imprimir">
      {convertible(t) && (
        <Button
          size="small"
          variant="contained"
          disabled={convirtiendo}
          aria-label={`Convertir en solicitud el tramo del ${formatearFecha(t.fechaInicio)}`}
          onClick={() => onConvertir(t)}
        >
          Convertir en solicitud
        </Button>
      )}
      {t.estado === 'PROPUESTO' && ventanaAbierta && (
        <Button
          size="small"
          aria-label={`Editar el tramo del ${formatearFecha(t.fechaInicio)}`}
          onClick={() => onEditar(t)}
        >
          Editar
        </Button>
      )}
      {t.estado === 'PROPUESTO' && ventanaAbierta && (
        <Button
          size="small"
          color="error"
          disabled={eliminando}
          aria-label={`Eliminar el tramo del ${formatearFecha(t.fechaInicio)}`}
          onClick={() => onEliminar(t)}
        >
          Eliminar
        </Button>
      )}
    </Box>
  );
}

import CancelIcon from '@mui/icons-material/Cancel';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { MenuAcciones } from '../../../components/lista/menu-acciones';

interface Props {
  solicitud: TSolicitudItem;
  onDetalle: (id: number) => void;
  onCancelar: (id: number) => void;
}

/** A row's menu: 'Ver detalle', and 'Cancelar solicitud' while it can still be cancelled. */
export function AccionesMiSolicitud({ solicitud: s, onDetalle, onCancelar }: Props) {
  return (
    <MenuAcciones
      id={`acciones-solicitud-${s.id}`}
      etiqueta={`Acciones de la solicitud #${s.id}`}
      onElegir={(accion) => (accion === 'detalle' ? onDetalle(s.id) : onCancelar(s.id))}
      acciones={[
        { accion: 'detalle', texto: 'Ver detalle', icono: <VisibilityIcon fontSize="small" /> },
        {
          accion: 'cancelar',
          texto: 'Cancelar solicitud',
          icono: <CancelIcon fontSize="small" />,
          visible: s.puedeCancelar,
        },
      ]}
    />
  );
}

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { TAuditoriaRegistro } from '@app/contract/auditoria';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import type { FiltrosAuditoria } from '../hooks/use-filtros-auditoria';
import { formatearFechaAuditoria, nombreEjecutor } from '../utils/formato-auditoria';
import { ResumenCambios } from './cambios-auditoria';
import { SeveridadChip } from './severidad-chip';

type AlFiltrar = (cambio: Partial<FiltrosAuditoria>) => void;

/** Who acted and who was affected; a name filters the history by that user. */
function UsuariosAuditoria({
  registro: r,
  onFiltrar,
}: {
  registro: TAuditoriaRegistro;
  onFiltrar: AlFiltrar;
}) {
  return (
    <>
      <Typography variant="body2">
        {r.usuarioEjecutorId !== null && r.usuarioEjecutorNombre ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            title="Filtrar por el usuario que actuó"
            aria-label={`Filtrar por usuario que actuó: ${r.usuarioEjecutorNombre}`}
            onClick={() =>
              onFiltrar({ ejecutor: { id: r.usuarioEjecutorId!, nombre: r.usuarioEjecutorNombre! } })
            }
            sx={{ textAlign: 'left' }}
          >
            {r.usuarioEjecutorNombre}
          </Link>
        ) : (
          nombreEjecutor(r.usuarioEjecutorNombre)
        )}
      </Typography>
      {r.usuarioAfectadoNombre && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {'Afectado: '}
          {r.usuarioAfectadoId !== null ? (
            <Link
              component="button"
              type="button"
              variant="caption"
              title="Filtrar por el usuario afectado"
              aria-label={`Filtrar por usuario afectado: ${r.usuarioAfectadoNombre}`}
              onClick={() =>
                onFiltrar({ afectado: { id: r.usuarioAfectadoId!, nombre: r.usuarioAfectadoNombre! } })
              }
              sx={{ textAlign: 'left' }}
            >
              {r.usuarioAfectadoNombre}
            </Link>
          ) : (
            r.usuarioAfectadoNombre
          )}
        </Typography>
      )}
    </>
  );
}

interface Opciones {
  onFiltrar: AlFiltrar;
  onDetalleRapido: (registro: TAuditoriaRegistro) => void;
  onVerDetalleCompleto?: ((registro: TAuditoriaRegistro) => void) | undefined;
}

/** The history's columns: when, what (with its reason and changes), who, severity, IP and the detail buttons. */
export const columnasAuditoria = ({
  onFiltrar,
  onDetalleRapido,
  onVerDetalleCompleto,
}: Opciones): DataTableColumn<TAuditoriaRegistro>[] => [
  {
    key: 'fechaHora',
    header: 'Fecha y Hora',
    render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatearFechaAuditoria(r.fechaHora)}</Box>,
  },
  {
    key: 'accion',
    header: 'Acción',
    render: (r) => (
      <>
        <Typography variant="body2">{r.mensajeCorto}</Typography>
        {r.motivo && (
          <Typography variant="caption" color="text.secondary" sx={{ fontStyle: 'italic', display: 'block' }}>
            {r.motivo}
          </Typography>
        )}
        <ResumenCambios cambios={r.cambios} />
      </>
    ),
  },
  {
    key: 'usuario',
    header: 'Usuario',
    render: (r) => <UsuariosAuditoria registro={r} onFiltrar={onFiltrar} />,
  },
  { key: 'severidad', header: 'Severidad', render: (r) => <SeveridadChip severidad={r.severidad} /> },
  { key: 'ip', header: 'IP', render: (r) => r.ipAddress || '-' },
  {
    key: 'acciones',
    header: 'Acciones',
    isActions: true,
    render: (r) => (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Tooltip title="Ver detalle rápido">
          <IconButton
            size="small"
            aria-label={`Ver detalle rápido: ${r.mensajeCorto}`}
            onClick={() => onDetalleRapido(r)}
          >
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {onVerDetalleCompleto && (
          <Tooltip title="Ver detalle completo">
            <IconButton
              size="small"
              aria-label={`Ver detalle completo: ${r.mensajeCorto}`}
              onClick={() => onVerDetalleCompleto(r)}
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    ),
  },
];

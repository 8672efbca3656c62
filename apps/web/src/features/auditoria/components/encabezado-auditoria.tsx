import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ExportarExcel } from '../../../components/exportar-excel';
import { consultaAuditoria, RUTA_EXPORTAR_AUDITORIA, type ParametrosAuditoria } from '../api/get-auditoria';

/** 'N registro(s) encontrado(s)'. */
export const textoConteoAuditoria = (total: number) => `${total} registro(s) encontrado(s)`;

interface Props {
  idTitulo: string;
  titulo: string;
  total: number;
  /** The filters of the table, which the export follows. */
  parametros: Omit<ParametrosAuditoria, 'pagina' | 'tamanoPagina'>;
  actualizando: boolean;
  onActualizar: () => void;
}

/** The history's heading: title and count, the Excel export and 'Actualizar'. */
export function EncabezadoAuditoria({
  idTitulo,
  titulo,
  total,
  parametros,
  actualizando,
  onActualizar,
}: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography id={idTitulo} variant="h6" component="h2">
          {titulo}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {textoConteoAuditoria(total)}
        </Typography>
      </Box>
      {/* Every record this tab's filters match, in the table's order. */}
      <ExportarExcel
        ruta={RUTA_EXPORTAR_AUDITORIA}
        query={consultaAuditoria(parametros)}
        disabled={total === 0}
      />
      <Tooltip title="Actualizar">
        <span>
          <IconButton
            aria-label="Actualizar historial de auditoría"
            onClick={onActualizar}
            disabled={actualizando}
          >
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

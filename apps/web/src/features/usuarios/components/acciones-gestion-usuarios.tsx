import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ExportarExcel } from '../../../components/exportar-excel';
import { RUTA_EXPORTAR_USUARIOS, type consultaUsuarios } from '../api/get-usuarios';

interface Props {
  /** Without it there is no 'Bulk Import' (the page wires the wizard). */
  onAbrirImportacion?: (() => void) | undefined;
  /** The list's filters and sort, which the export follows. */
  consultaExportar: ReturnType<typeof consultaUsuarios>;
  /** Nothing matches the filters: nothing to export. */
  sinUsuarios: boolean;
  onNuevo: () => void;
}

/** The page's buttons: 'Bulk Import', the Excel export and 'Nuevo Usuario'. */
export function AccionesGestionUsuarios({
  onAbrirImportacion,
  consultaExportar,
  sinUsuarios,
  onNuevo,
}: Props) {
  return (
    <>
      {onAbrirImportacion && (
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onAbrirImportacion}>
          Bulk Import
        </Button>
      )}
      {/* Every user matching the filters, in the table's order. */}
      <ExportarExcel ruta={RUTA_EXPORTAR_USUARIOS} query={consultaExportar} disabled={sinUsuarios} />
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNuevo}>
        Nuevo Usuario
      </Button>
    </>
  );
}

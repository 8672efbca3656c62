import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { TColumnasImportacion } from '@app/contract/bulk-import';
import { formatearTamano } from '@app/contract/formato-numeros';
import { PlantillasImportacion } from './plantillas-importacion';
import { RequisitosArchivo } from './requisitos-archivo';
import { ZonaArchivo } from './zona-archivo';

export { REQUISITOS_ARCHIVO } from './requisitos-archivo';

interface Props {
  archivo: File | null;
  error: string | null;
  columnas: TColumnasImportacion | undefined;
  deshabilitado: boolean;
  onSeleccionar: (archivo: File | null | undefined) => void;
}

/**
 * Step 1 (docs/producto.md, «Importación masiva»): drag and drop or click to choose, the two templates, the
 * requirements.
 */
export function PasoSeleccion({ archivo, error, columnas, deshabilitado, onSeleccionar }: Props) {
  return (
    <Stack spacing={2}>
      <ZonaArchivo error={error} deshabilitado={deshabilitado} onSeleccionar={onSeleccionar} />
      {archivo && !error && (
        <Alert severity="success">
          Archivo seleccionado: {archivo.name} ({formatearTamano(archivo.size)})
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}

      <PlantillasImportacion />

      <RequisitosArchivo columnas={columnas} />
    </Stack>
  );
}

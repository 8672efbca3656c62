import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { formatearEntero } from '@app/contract/formato-numeros';
import type { useDescargaErrores } from '../hooks/use-descarga-errores';

interface Props {
  totalErrores: number;
  descarga: ReturnType<typeof useDescargaErrores>;
}

/** 'Descargar los N errores (.xlsx)' when there are row errors, then why a download failed. */
export function DescargaErrores({ totalErrores, descarga }: Props) {
  return (
    <>
      {totalErrores > 0 && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={descarga.descargando}
            onClick={() => void descarga.descargar()}
          >
            {descarga.descargando
              ? 'Descargando...'
              : `Descargar los ${formatearEntero(totalErrores)} errores (.xlsx)`}
          </Button>
        </Box>
      )}
      {descarga.error && <Alert severity="error">{descarga.error}</Alert>}
    </>
  );
}

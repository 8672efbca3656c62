import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import type { TResultadoProcesamiento } from '@app/contract/bulk-import';
import { formatearEntero } from '@app/contract/formato-numeros';
import { formatearFechaHora } from '../../../utils/formato';
import type { DescargaCredenciales } from '../hooks/use-descarga-credenciales';

interface Props {
  credenciales: TResultadoProcesamiento['credenciales'];
  descarga: DescargaCredenciales;
}

/** The generated passwords can be downloaded once: the notice with its button, then why a download failed. */
export function AvisoCredenciales({ credenciales, descarga }: Props) {
  return (
    <>
      {credenciales && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<DownloadIcon />}
              disabled={descarga.estado !== 'pendientes'}
              onClick={() => void descarga.descargar()}
            >
              {descarga.estado === 'descargadas'
                ? 'Credenciales descargadas'
                : descarga.estado === 'descargando'
                  ? 'Descargando...'
                  : 'Descargar credenciales'}
            </Button>
          }
        >
          Las {formatearEntero(credenciales.cantidad)} contraseñas temporales generadas se pueden descargar
          una sola vez (.xlsx), hasta {formatearFechaHora(credenciales.expiraEn)}; no se guardan en ninguna
          otra parte. Entréguelas a cada usuario por un canal seguro: deberán cambiarlas al ingresar.
        </Alert>
      )}
      {descarga.error && <Alert severity="error">{descarga.error}</Alert>}
    </>
  );
}

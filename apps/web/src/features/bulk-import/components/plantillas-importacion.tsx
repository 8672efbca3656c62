import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { MENSAJES_IMPORTACION } from '@app/contract/bulk-import';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { descargarPlantilla } from '../api/descargar-plantilla';
import { mensajeFallo } from '../utils/formato-bulk-import';

/** The two template downloads, Excel and CSV; one at a time. */
export function PlantillasImportacion() {
  const notificar = useNotificar();
  const [descargando, setDescargando] = useState<'xlsx' | 'csv' | null>(null);
  const descargar = async (formato: 'xlsx' | 'csv') => {
    setDescargando(formato);
    try {
      await descargarPlantilla(formato);
    } catch (e) {
      const respaldo =
        formato === 'xlsx'
          ? MENSAJES_IMPORTACION.errorPlantillaExcel
          : MENSAJES_IMPORTACION.errorPlantillaCsv;
      notificar.error(mensajeFallo(e, respaldo, respaldo));
    } finally {
      setDescargando(null);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void descargar('xlsx')}
        disabled={descargando !== null}
      >
        {descargando === 'xlsx' ? 'Descargando...' : 'Descargar Plantilla Excel'}
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void descargar('csv')}
        disabled={descargando !== null}
      >
        {descargando === 'csv' ? 'Descargando...' : 'Descargar Plantilla CSV'}
      </Button>
    </Stack>
  );
}

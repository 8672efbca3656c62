import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import {
  EXTENSIONES_IMPORTACION,
  MENSAJES_IMPORTACION,
  type TColumnasImportacion,
} from '@app/contract/bulk-import';
import { formatearTamano } from '@app/contract/formato-numeros';
import { ETIQUETA_DOCUMENTO } from '@app/contract/usuarios';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { descargarPlantilla } from '../api/descargar-plantilla';
import { mensajeFallo } from '../utils/formato-bulk-import';

export const REQUISITOS_ARCHIVO = [
  'La primera fila debe contener los encabezados de las columnas.',
  'Máximo 10,000 registros por archivo.',
  'Tamaño máximo: 10 MB.',
  `Extensiones permitidas: ${EXTENSIONES_IMPORTACION.join(', ')}.`,
] as const;

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
  const notificar = useNotificar();
  const entrada = useRef<HTMLInputElement>(null);
  const idAyuda = useId();
  const [encima, setEncima] = useState(false);
  const [descargando, setDescargando] = useState<'xlsx' | 'csv' | null>(null);

  const abrirSelector = () => {
    if (!deshabilitado) entrada.current?.click();
  };
  const alSoltar = (e: DragEvent) => {
    e.preventDefault();
    setEncima(false);
    if (!deshabilitado) onSeleccionar(e.dataTransfer.files[0]);
  };
  const alTeclear = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      abrirSelector();
    }
  };
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
    <Stack spacing={2}>
      <Box
        role="button"
        tabIndex={deshabilitado ? -1 : 0}
        aria-label="Seleccionar archivo: arrástrelo aquí o haga clic"
        aria-describedby={idAyuda}
        aria-disabled={deshabilitado || undefined}
        onClick={abrirSelector}
        onKeyDown={alTeclear}
        onDragOver={(e) => {
          e.preventDefault();
          setEncima(true);
        }}
        onDragLeave={() => setEncima(false)}
        onDrop={alSoltar}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: encima ? 'primary.main' : error ? 'error.main' : 'divider',
          bgcolor: encima ? 'action.hover' : 'background.default',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
          cursor: deshabilitado ? 'default' : 'pointer',
          outlineOffset: 2,
        }}
      >
        <UploadFileIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="subtitle1" component="p">
          Arrastre el archivo aquí o haga clic para seleccionarlo
        </Typography>
        <Typography id={idAyuda} variant="body2" color="text.secondary">
          Excel (.xlsx, .xls) o CSV, hasta 10 MB
        </Typography>
        <input
          ref={entrada}
          type="file"
          hidden
          aria-label="Archivo de importación"
          accept={[...EXTENSIONES_IMPORTACION].join(',')}
          onChange={(e) => {
            onSeleccionar(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Box>
      {archivo && !error && (
        <Alert severity="success">
          Archivo seleccionado: {archivo.name} ({formatearTamano(archivo.size)})
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}

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

      <Box>
        <Typography variant="subtitle2" component="h3">
          Requisitos del archivo
        </Typography>
        <List dense disablePadding>
          {REQUISITOS_ARCHIVO.map((r) => (
            <ListItem key={r} disableGutters sx={{ py: 0 }}>
              <ListItemText primary={`• ${r}`} />
            </ListItem>
          ))}
        </List>
        {columnas && (
          <Typography variant="body2" color="text.secondary">
            Columnas:{' '}
            {columnas.columnas
              .map(
                (c) =>
                  `${c.nombre}${c.nombre === 'dni' ? ` (${ETIQUETA_DOCUMENTO})` : ''}${c.requerido ? ' *' : ''}`,
              )
              .join(', ')}{' '}
            (* obligatoria)
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

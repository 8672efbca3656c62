import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { EXTENSIONES_IMPORTACION } from '@app/contract/bulk-import';

interface Props {
  /** The last choice was refused: the border turns red. */
  error: string | null;
  deshabilitado: boolean;
  onSeleccionar: (archivo: File | null | undefined) => void;
}

/** Where the file is dropped, or clicked (Enter or Space from the keyboard) to open the file picker. */
export function ZonaArchivo({ error, deshabilitado, onSeleccionar }: Props) {
  const entrada = useRef<HTMLInputElement>(null);
  const idAyuda = useId();
  const [encima, setEncima] = useState(false);

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

  return (
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
  );
}

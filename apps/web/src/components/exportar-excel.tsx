import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { formatearEntero, formatearTamano } from '@app/contract/formato-numeros';
import { mensajeDeError, type ValorQuery } from '../lib/api-client';
import { descargarArchivo, type ProgresoDescarga } from '../lib/descargas';
import { useNotificar } from './feedback/notificaciones';

/** The progress line under the button, read by screen readers as it changes (politely). */
export function textoProgreso(p: ProgresoDescarga): string {
  const filas =
    p.totalFilas === null ? '' : ` ${formatearEntero(p.totalFilas)} ${p.totalFilas === 1 ? 'fila' : 'filas'}`;
  return p.bytes === 0
    ? `Preparando la exportación${filas}...`
    : `Exportando${filas}... ${formatearTamano(p.bytes)} recibidos`;
}

export interface ExportarExcelProps {
  /** API path (without /api) of the export, e.g. '/solicitudes/mis-solicitudes/exportar'. */
  ruta: string;
  /** The list's current filters: the export holds the whole filtered result, not the page. */
  query?: Record<string, ValorQuery>;
  /** Null: the server's file name. */
  nombreArchivo?: string | null;
  texto?: string;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  /** The export is a POST: the server records it (an audited export), so it is no GET. */
  post?: boolean;
}

/**
 * "Exportar a Excel": downloads the server's streamed .xlsx of the filtered list with a progress line
 * (rows announced by the server, bytes received) and a cancel button; a failure is told in Spanish, nothing saved.
 */
export function ExportarExcel({
  ruta,
  query,
  nombreArchivo = null,
  texto = 'Exportar a Excel',
  variant = 'outlined',
  disabled,
  post = false,
}: ExportarExcelProps) {
  const notificar = useNotificar();
  const [progreso, setProgreso] = useState<ProgresoDescarga | null>(null);
  const control = useRef<AbortController | null>(null);

  const exportar = async () => {
    control.current = new AbortController();
    setProgreso({ bytes: 0, totalFilas: null });
    try {
      await descargarArchivo(ruta, nombreArchivo, 60_000, {
        query,
        post,
        alProgreso: setProgreso,
        signal: control.current.signal,
      });
      notificar.exito('Exportación descargada');
    } catch (e) {
      if (control.current.signal.aborted) notificar.info('Exportación cancelada');
      else notificar.error(mensajeDeError(e, 'No se pudo exportar. Intente nuevamente.'));
    } finally {
      setProgreso(null);
      control.current = null;
    }
  };

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, minWidth: 200 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant={variant}
          onClick={() => void exportar()}
          disabled={disabled || progreso !== null}
          startIcon={
            progreso ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : (
              <FileDownloadIcon aria-hidden />
            )
          }
        >
          {texto}
        </Button>
        {progreso && (
          <Button variant="text" onClick={() => control.current?.abort()}>
            Cancelar
          </Button>
        )}
      </Box>
      <Box role="status" aria-live="polite">
        {progreso && (
          <>
            <LinearProgress aria-label="Progreso de la exportación" />
            <Typography variant="caption" color="text.secondary">
              {textoProgreso(progreso)}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}

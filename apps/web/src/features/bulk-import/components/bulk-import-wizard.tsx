import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { TResultadoProcesamiento } from '@app/contract/bulk-import';
import { useAsistenteImportacion } from '../hooks/use-asistente-importacion';
import { IndicadorPasos } from './indicador-pasos';
import { PasoActual } from './paso-actual';

export { PASOS_IMPORTACION } from './indicador-pasos';

interface Props {
  abierto: boolean;
  onCerrar: () => void;
  /** Called as soon as a run created users (the page refreshes its list). */
  onProcesado?: (resultado: TResultadoProcesamiento) => void;
}

/**
 * 'Importación Masiva de Usuarios' (docs/producto.md, «Importación masiva»): choose a file, configure, validate on
 * the server, process with live progress. Cancel aborts the request in flight; navigation waits while the server
 * works.
 */
export function BulkImportWizard({ abierto, onCerrar, onProcesado }: Props) {
  const idTitulo = useId();
  const asistente = useAsistenteImportacion({ abierto, onCerrar, onProcesado });
  const { paso, siguiente, cerrar } = asistente;
  const { estado, ocupado } = asistente.imp;

  return (
    <Dialog
      open={abierto}
      onClose={(_, motivo) => {
        if (ocupado || motivo === 'backdropClick') return;
        cerrar();
      }}
      maxWidth="md"
      fullWidth
      aria-labelledby={idTitulo}
    >
      <DialogTitle id={idTitulo} sx={{ pr: 6 }}>
        Importación Masiva de Usuarios
      </DialogTitle>
      <IconButton
        aria-label="Cerrar el asistente"
        onClick={cerrar}
        disabled={ocupado}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <IndicadorPasos paso={paso} completado={estado === 'completado'} />
        <PasoActual asistente={asistente} />
      </DialogContent>
      <DialogActions>
        <Button onClick={asistente.cancelar}>Cancelar</Button>
        <Button onClick={asistente.anterior} disabled={ocupado || paso === 0 || estado === 'completado'}>
          Anterior
        </Button>
        <Button variant="contained" onClick={siguiente.accion} disabled={ocupado || !siguiente.habilitado}>
          {siguiente.etiqueta}
        </Button>
      </DialogActions>
      {asistente.dialogoSalida}
    </Dialog>
  );
}

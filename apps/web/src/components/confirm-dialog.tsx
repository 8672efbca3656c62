import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  title: string;
  /** Text or any content (a form field, e.g. a required reason). */
  content: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: 'primary' | 'error' | 'success' | 'warning';
  /** While true, both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  maxWidth?: 'xs' | 'sm';
  /** A width in px instead of `maxWidth`'s. */
  ancho?: number;
  /** The id of what describes the question, when the content is not a plain text. */
  idDescripcion?: string;
  /** While busy, a spinner before the confirming text (off when the content shows the progress). */
  indicadorOcupado?: boolean;
  /** Once the dialog has finished closing. */
  onCerrado?: () => void;
  /** Buttons instead of cancel / confirm (e.g. the 'Entendido' of a last step). */
  acciones?: ReactNode;
}

/** A yes/no question before an action. */
export function ConfirmDialog({
  open,
  title,
  content,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  confirmColor = 'primary',
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  maxWidth = 'xs',
  ancho,
  idDescripcion,
  indicadorOcupado = true,
  onCerrado,
  acciones,
}: Props) {
  const idTitulo = useId();
  const idContenido = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={idTitulo}
      aria-describedby={idDescripcion ?? (typeof content === 'string' ? idContenido : undefined)}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{
        transition: { onExited: onCerrado },
        ...(ancho !== undefined ? { paper: { sx: { maxWidth: ancho } } } : {}),
      }}
    >
      <DialogTitle id={idTitulo}>{title}</DialogTitle>
      <DialogContent>
        {typeof content === 'string' ? (
          <DialogContentText id={idContenido}>{content}</DialogContentText>
        ) : (
          content
        )}
      </DialogContent>
      <DialogActions>
        {acciones ?? (
          <>
            <Button onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button
              variant="contained"
              color={confirmColor}
              onClick={onConfirm}
              disabled={busy || confirmDisabled}
              startIcon={
                busy && indicadorOcupado ? (
                  <CircularProgress size={16} color="inherit" aria-hidden />
                ) : undefined
              }
            >
              {confirmLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The props of a dialog about one item (`Clave`): open while there is one, closed with `null`. */
export type PropsDialogoDe<Clave extends string, T> = { [K in Clave]: T | null } & { onCerrar: () => void };

import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { CargandoFormulario } from './cargando-formulario';
import type { CierreFormulario } from './use-cierre-formulario';

export const ANCHO_PANEL_FORMULARIO = 500;

interface PanelProps {
  abierto: boolean;
  titulo: string;
  cierre: CierreFormulario;
  /** While the record loads, this text with a spinner instead of the form. */
  textoCargando?: string | null;
  /** The record could not be loaded: this message instead of the form. */
  errorCarga?: string | null;
  /** The form, mounted only while the panel is (see `useCierreFormulario`). */
  children: ReactNode;
}

/**
 * The right-hand side panel that holds a create/edit/view form: a title with 'Cerrar panel', then the form (or its
 * loading state or loading error). Escape, a click outside and the X all go through `cierre.cerrar`.
 */
export function PanelFormulario({
  abierto,
  titulo,
  cierre,
  textoCargando,
  errorCarga,
  children,
}: PanelProps) {
  const idTitulo = useId();
  let contenido: ReactNode = children;
  if (textoCargando) {
    contenido = <CargandoFormulario texto={textoCargando} />;
  } else if (errorCarga) {
    contenido = (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{errorCarga}</Alert>
      </Box>
    );
  }
  return (
    <Drawer
      anchor="right"
      open={abierto}
      onClose={cierre.cerrar}
      // Above the app bar, which sits over the permanent sidebar.
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{
        transition: { onExited: cierre.desmontar },
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': idTitulo,
          sx: { width: { xs: '100%', sm: ANCHO_PANEL_FORMULARIO }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        <Typography id={idTitulo} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {titulo}
        </Typography>
        <IconButton aria-label="Cerrar panel" onClick={cierre.cerrar} disabled={cierre.ocupado}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {cierre.montado && contenido}
      {cierre.dialogoDescarte}
    </Drawer>
  );
}

interface CuerpoProps {
  /** The form's accessible name (the panel's title). */
  etiqueta: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The buttons at the bottom, usually `AccionesFormulario`. */
  acciones: ReactNode;
  children: ReactNode;
}

/** A side panel's form: the fields scroll, the buttons stay at the bottom. */
export function CuerpoPanelFormulario({ etiqueta, onSubmit, acciones, children }: CuerpoProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={etiqueta}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <Stack spacing={2.5} sx={{ p: 3, overflowY: 'auto', flex: '1 1 auto' }}>
        {children}
      </Stack>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>{acciones}</Box>
    </Box>
  );
}

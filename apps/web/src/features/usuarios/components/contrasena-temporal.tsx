import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export const NOTAS_CONTRASENA_TEMPORAL = [
  'El usuario deberá cambiarla en su primer inicio de sesión.',
  'La contraseña temporal expira después de su primer uso.',
  'Compártala con el usuario por un medio seguro.',
] as const;

type EstadoCopia = 'inicial' | 'copiada' | 'fallida';

/**
 * A generated temporary password, shown once: a read-only field (selectable by hand) with a copy button, and
 * the notes of the spec's step two.
 */
export function ContrasenaTemporal({ contrasena }: { contrasena: string }) {
  const idAviso = useId();
  const campo = useRef<HTMLInputElement>(null);
  const [copia, setCopia] = useState<EstadoCopia>('inicial');

  const copiar = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Sin portapapeles');
      await navigator.clipboard.writeText(contrasena);
      setCopia('copiada');
    } catch {
      // Without clipboard access the text is selected so Ctrl+C copies it.
      campo.current?.focus();
      campo.current?.select();
      setCopia('fallida');
    }
  };

  const aviso =
    copia === 'copiada'
      ? 'Contraseña copiada al portapapeles'
      : copia === 'fallida'
        ? 'No se pudo copiar automáticamente: la contraseña quedó seleccionada, cópiela con Ctrl+C'
        : '';

  return (
    <Box>
      <TextField
        inputRef={campo}
        label="Contraseña temporal"
        value={contrasena}
        fullWidth
        onFocus={(e) => e.target.select()}
        slotProps={{
          input: {
            readOnly: true,
            sx: { fontFamily: 'monospace', fontSize: '1.15rem', letterSpacing: '0.05em' },
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={copia === 'copiada' ? 'Copiada' : 'Copiar contraseña'}>
                  <IconButton aria-label="Copiar contraseña" onClick={() => void copiar()} edge="end">
                    {copia === 'copiada' ? <CheckIcon color="success" /> : <ContentCopyIcon />}
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
          htmlInput: { spellCheck: false, autoComplete: 'off', 'aria-describedby': idAviso },
        }}
      />
      <Typography
        id={idAviso}
        role="status"
        variant="body2"
        color={copia === 'fallida' ? 'warning.dark' : 'success.dark'}
        sx={{ minHeight: '1.5em', mt: 0.5 }}
      >
        {aviso}
      </Typography>
      <List dense disablePadding aria-label="Notas sobre la contraseña temporal">
        {NOTAS_CONTRASENA_TEMPORAL.map((nota) => (
          <ListItem key={nota} disableGutters sx={{ py: 0.25 }}>
            <ListItemIcon sx={{ minWidth: 30 }}>
              <InfoOutlinedIcon fontSize="small" color="info" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={nota} slotProps={{ primary: { variant: 'body2' } }} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

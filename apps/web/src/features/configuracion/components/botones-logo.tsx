import type { RefObject } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import UploadIcon from '@mui/icons-material/Upload';
import { BotonEnviar } from '../../../components/form/boton-enviar';

interface Props {
  /** A file was chosen and previewed: it can be sent or dropped. */
  hayElegido: boolean;
  hayLogo: boolean;
  /** The help text the file button points to. */
  idAyuda: string;
  entrada: RefObject<HTMLInputElement | null>;
  subiendo: boolean;
  quitando: boolean;
  onUsar: () => void;
  onDescartar: () => void;
  onElegir: (archivo: File | undefined) => void;
  onQuitar: () => void;
}

/** 'Usar este logo'/'Cancelar' for a chosen file; otherwise upload or change it, and remove the current one. */
export function BotonesLogo(p: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {p.hayElegido ? (
        <>
          <BotonEnviar type="button" enviando={p.subiendo} onClick={p.onUsar}>
            Usar este logo
          </BotonEnviar>
          <Button onClick={p.onDescartar} disabled={p.subiendo}>
            Cancelar
          </Button>
        </>
      ) : (
        <>
          <Button
            variant="outlined"
            component="label"
            startIcon={<UploadIcon />}
            aria-describedby={p.idAyuda}
          >
            {p.hayLogo ? 'Cambiar logo' : 'Subir logo'}
            <input
              ref={p.entrada}
              type="file"
              hidden
              accept="image/png,image/svg+xml,.png,.svg"
              aria-label="Archivo del logo"
              onChange={(e) => p.onElegir(e.target.files?.[0])}
            />
          </Button>
          {p.hayLogo && (
            <Button color="error" onClick={p.onQuitar} disabled={p.quitando}>
              Quitar logo
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

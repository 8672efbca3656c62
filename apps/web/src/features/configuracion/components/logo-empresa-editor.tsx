import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { useQuitarLogo, useSubirLogo } from '../api/empresa';
import { problemaDeLogo } from '../utils/empresa';

interface Props {
  nombreComercial: string;
  logoUrl: string | null;
}

const ALTO_VISTA = 96;

/** The company's logo: the current one, a chosen file's preview before sending it, and removing it. */
export function LogoEmpresaEditor({ nombreComercial, logoUrl }: Props) {
  const idTitulo = useId();
  const idAyuda = useId();
  const entrada = useRef<HTMLInputElement>(null);
  const notificar = useNotificar();
  const subir = useSubirLogo();
  const quitar = useQuitarLogo();
  const [elegido, setElegido] = useState<{ archivo: File; vista: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmarQuitar, setConfirmarQuitar] = useState(false);

  const elegir = (archivo: File | undefined) => {
    if (entrada.current) entrada.current.value = '';
    if (!archivo) return;
    const problema = problemaDeLogo(archivo);
    setError(problema);
    setElegido(null);
    if (problema) return;
    // A data: URL, which the page's CSP allows for images (blob: it does not); an <img> never runs an SVG's code.
    const lector = new FileReader();
    lector.onload = () => setElegido({ archivo, vista: String(lector.result) });
    lector.onerror = () => setError('No se pudo leer el archivo elegido');
    lector.readAsDataURL(archivo);
  };

  const enviar = async () => {
    if (!elegido) return;
    setError(null);
    try {
      await subir.mutateAsync(elegido.archivo);
      setElegido(null);
      notificar.exito('Logo actualizado');
    } catch (e) {
      setError(mensajeDeError(e, 'No se pudo guardar el logo'));
    }
  };

  const confirmarQuitarLogo = async () => {
    setConfirmarQuitar(false);
    setError(null);
    try {
      await quitar.mutateAsync();
      notificar.exito('Logo quitado');
    } catch (e) {
      setError(mensajeDeError(e, 'No se pudo quitar el logo'));
    }
  };

  const vista = elegido?.vista ?? logoUrl;
  return (
    <Box component="section" aria-labelledby={idTitulo}>
      <Typography id={idTitulo} variant="h6" component="h3" sx={{ mb: 1 }}>
        Logo
      </Typography>
      <Typography id={idAyuda} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        PNG o SVG de hasta 200 KB. Se muestra en la pantalla de acceso y en la barra superior.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: ALTO_VISTA * 2,
            height: ALTO_VISTA,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.50',
            flexShrink: 0,
          }}
        >
          {vista ? (
            <Box
              component="img"
              src={vista}
              alt={elegido ? `Vista previa del logo nuevo de ${nombreComercial}` : nombreComercial}
              sx={{ maxWidth: '100%', maxHeight: ALTO_VISTA - 16, objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Sin logo
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {elegido ? (
            <>
              <BotonEnviar type="button" enviando={subir.isPending} onClick={() => void enviar()}>
                Usar este logo
              </BotonEnviar>
              <Button onClick={() => setElegido(null)} disabled={subir.isPending}>
                Cancelar
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="outlined"
                component="label"
                startIcon={<UploadIcon />}
                aria-describedby={idAyuda}
              >
                {logoUrl ? 'Cambiar logo' : 'Subir logo'}
                <input
                  ref={entrada}
                  type="file"
                  hidden
                  accept="image/png,image/svg+xml,.png,.svg"
                  aria-label="Archivo del logo"
                  onChange={(e) => elegir(e.target.files?.[0])}
                />
              </Button>
              {logoUrl && (
                <Button color="error" onClick={() => setConfirmarQuitar(true)} disabled={quitar.isPending}>
                  Quitar logo
                </Button>
              )}
            </>
          )}
        </Stack>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setError(null)} closeText="Cerrar mensaje">
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={confirmarQuitar}
        title="¿Quitar el logo?"
        content="La pantalla de acceso y la barra superior volverán a mostrar el logo de Descanso."
        confirmLabel="Quitar logo"
        cancelLabel="Cancelar"
        confirmColor="error"
        onConfirm={() => void confirmarQuitarLogo()}
        onCancel={() => setConfirmarQuitar(false)}
      />
    </Box>
  );
}

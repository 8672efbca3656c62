import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { useQuitarLogo, useSubirLogo } from '../api/empresa';
import { problemaDeLogo } from '../utils/empresa';
import { BotonesLogo } from './botones-logo';
import { VistaLogo } from './vista-logo';

interface Props {
  nombreComercial: string;
  logoUrl: string | null;
}

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
        <VistaLogo
          src={vista}
          alt={elegido ? `Vista previa del logo nuevo de ${nombreComercial}` : nombreComercial}
        />
        <BotonesLogo
          hayElegido={elegido !== null}
          hayLogo={Boolean(logoUrl)}
          idAyuda={idAyuda}
          entrada={entrada}
          subiendo={subir.isPending}
          quitando={quitar.isPending}
          onUsar={() => void enviar()}
          onDescartar={() => setElegido(null)}
          onElegir={elegir}
          onQuitar={() => setConfirmarQuitar(true)}
        />
      </Stack>
      <AlertaError mensaje={error} onCerrar={() => setError(null)} sx={{ mt: 2 }} />
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

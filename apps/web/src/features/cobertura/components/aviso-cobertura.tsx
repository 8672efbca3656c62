import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TCoberturaRespuesta } from '@app/contract/cobertura';
import { useCoberturaSolicitud, useCoberturaTramo } from '../api/get-cobertura';
import { textosAvisoCobertura } from '../utils/textos-cobertura';

/**
 * The coverage warning: never blocks, so it is a polite status, not an alert. Nothing is shown without
 * a rule, without overflow, while loading or when the check fails (the request's own rules still apply).
 */
export function AvisoCobertura({
  respuesta,
  quien,
  sx,
}: {
  respuesta: TCoberturaRespuesta | undefined;
  quien: 'tramo' | 'aprobacion';
  sx?: SxProps<Theme>;
}) {
  const textos = textosAvisoCobertura(respuesta, quien);
  if (!textos) return null;
  return (
    <Alert severity="warning" role="status" data-testid="aviso-cobertura" {...(sx ? { sx } : {})}>
      <AlertTitle sx={{ fontWeight: 400, mb: textos.dias.length ? 0.5 : 0 }}>{textos.titulo}</AlertTitle>
      {textos.dias.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {textos.dias.map((d) => (
            <li key={d}>{d}</li>
          ))}
          {textos.resto > 0 && <li>{`y ${textos.resto} ${textos.resto === 1 ? 'día' : 'días'} más`}</li>}
        </Box>
      )}
      {textos.nota}
    </Alert>
  );
}

/** Below the request form's dates: the chosen span against the employee's own department. */
export function AvisoCoberturaTramo({ inicio, fin }: { inicio: string; fin: string }) {
  const { data } = useCoberturaTramo(inicio, fin);
  return <AvisoCobertura respuesta={data} quien="tramo" />;
}

/** In the approve dialog: the days approving this request would exceed its department's limit. */
export function AvisoCoberturaSolicitud({ solicitudId, sx }: { solicitudId: number; sx?: SxProps<Theme> }) {
  const { data } = useCoberturaSolicitud(solicitudId);
  return <AvisoCobertura respuesta={data} quien="aprobacion" {...(sx ? { sx } : {})} />;
}

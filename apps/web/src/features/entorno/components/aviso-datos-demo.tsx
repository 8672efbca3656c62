import Box from '@mui/material/Box';
import { useEmpresaPublica } from '../../../lib/empresa';

export const TEXTO_AVISO_DEMO = 'Datos de demostración — no usar en producción';
/** Fixed height, so the signed-in shell can push its content down by exactly this much. */
export const ALTO_AVISO_DEMO = 28;

/** True while the server reports the demo company (accounts with a published password) as loaded. */
export const useDatosDemo = () => useEmpresaPublica().data?.datosDemo === true;

interface Props {
  /**
   * Pinned to the top of the window, with a spacer of its height in the page's flow (pages without the signed-in
   * shell, such as /login); otherwise it sits where it is placed (the shell puts it in its fixed top bar).
   */
  fijo?: boolean;
}

/**
 * The persistent warning shown on every page, /login included, while the demo company is loaded (ADR 008). Nothing
 * while the answer is pending or if the request failed: a real installation never flashes it.
 */
export function AvisoDatosDemo({ fijo = false }: Props) {
  if (!useDatosDemo()) return null;
  const aviso = (
    <Box
      role="status"
      sx={{
        height: ALTO_AVISO_DEMO,
        px: 1,
        textAlign: 'center',
        // #663c00 on #fff4e5: contrast above 9:1.
        bgcolor: '#fff4e5',
        color: '#663c00',
        borderBottom: '1px solid #ffb74d',
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: `${ALTO_AVISO_DEMO - 1}px`,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        boxSizing: 'border-box',
        ...(fijo && { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'appBar' }),
      }}
    >
      {TEXTO_AVISO_DEMO}
    </Box>
  );
  if (!fijo) return aviso;
  return (
    <>
      {aviso}
      <Box aria-hidden sx={{ height: ALTO_AVISO_DEMO, flexShrink: 0 }} />
    </>
  );
}

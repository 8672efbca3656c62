import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const ALTO_VISTA_LOGO = 96;

/** The logo in a fixed frame twice as wide as high, or 'Sin logo'. */
export function VistaLogo({ src, alt }: { src: string | null; alt: string }) {
  return (
    <Box
      sx={{
        width: ALTO_VISTA_LOGO * 2,
        height: ALTO_VISTA_LOGO,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'grey.50',
        flexShrink: 0,
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ maxWidth: '100%', maxHeight: ALTO_VISTA_LOGO - 16, objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Sin logo
        </Typography>
      )}
    </Box>
  );
}

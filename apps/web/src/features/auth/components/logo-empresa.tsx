import Box from '@mui/material/Box';

interface Props {
  /** The trade name: the image's text alternative. */
  nombre: string;
  /** The company's logo (GET /api/empresa/publica); null shows Descanso's own mark. */
  logoUrl: string | null | undefined;
  tamano?: number;
}

/** The company logo, or, while it has none, a sun over a hill. An image with its text alternative. */
export function LogoEmpresa({ nombre, logoUrl, tamano = 72 }: Props) {
  if (logoUrl) {
    return (
      <Box
        component="img"
        src={logoUrl}
        alt={nombre}
        sx={{ height: tamano, maxWidth: tamano * 3, objectFit: 'contain', display: 'block' }}
      />
    );
  }
  return (
    <Box
      component="svg"
      role="img"
      aria-label={nombre}
      viewBox="0 0 64 64"
      sx={{ width: tamano, height: tamano, display: 'block', flexShrink: 0 }}
    >
      <rect width="64" height="64" rx="14" fill="#1565c0" />
      <circle cx="44" cy="20" r="8" fill="#ffca28" />
      <path d="M8 50c8-10 16-14 24-14s16 4 24 14z" fill="#ffffff" />
      <path d="M14 50c5-6 11-9 18-9" stroke="#90caf9" strokeWidth="2" fill="none" strokeLinecap="round" />
    </Box>
  );
}

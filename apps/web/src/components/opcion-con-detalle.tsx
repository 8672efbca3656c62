import Box from '@mui/material/Box';

/**
 * A picker option on two lines, e.g. a name over the e-mail that tells two namesakes apart. The space keeps the
 * accessible name readable: 'Ana Quispe ana@empresa.pe'.
 */
export function OpcionConDetalle({ principal, detalle }: { principal: string; detalle: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <span>{principal}</span>
      <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
        {' '}
        {detalle}
      </Box>
    </Box>
  );
}

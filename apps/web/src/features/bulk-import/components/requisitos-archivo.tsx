import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { EXTENSIONES_IMPORTACION, type TColumnasImportacion } from '@app/contract/bulk-import';
import { ETIQUETA_DOCUMENTO } from '@app/contract/usuarios';

export const REQUISITOS_ARCHIVO = [
  'La primera fila debe contener los encabezados de las columnas.',
  'Máximo 10,000 registros por archivo.',
  'Tamaño máximo: 10 MB.',
  `Extensiones permitidas: ${EXTENSIONES_IMPORTACION.join(', ')}.`,
] as const;

/** 'Requisitos del archivo', then its columns once known (the required ones starred). */
export function RequisitosArchivo({ columnas }: { columnas: TColumnasImportacion | undefined }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Requisitos del archivo
      </Typography>
      <List dense disablePadding>
        {REQUISITOS_ARCHIVO.map((r) => (
          <ListItem key={r} disableGutters sx={{ py: 0 }}>
            <ListItemText primary={`• ${r}`} />
          </ListItem>
        ))}
      </List>
      {columnas && (
        <Typography variant="body2" color="text.secondary">
          Columnas:{' '}
          {columnas.columnas
            .map(
              (c) =>
                `${c.nombre}${c.nombre === 'dni' ? ` (${ETIQUETA_DOCUMENTO})` : ''}${c.requerido ? ' *' : ''}`,
            )
            .join(', ')}{' '}
          (* obligatoria)
        </Typography>
      )}
    </Box>
  );
}

import { LONGITUD_MINIMA_CONTRASENA } from '@app/contract/auth';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { TextoOculto } from '../../../components/texto-oculto';

export const TEXTO_LONGITUD = `al menos ${LONGITUD_MINIMA_CONTRASENA} caracteres`;
export const TEXTO_POLITICA =
  'Puede usar una frase de varias palabras; no se exigen mayúsculas, números ni símbolos. No use su nombre, su email ni contraseñas comunes o conocidas.';

/**
 * The rule for a password the user chooses (ADR 007): the length updates as the user types; whether it is common
 * or contains their name or email is checked by the server, whose message lands on the field.
 */
export function RequisitosContrasena({ contrasena, id }: { contrasena: string; id?: string }) {
  const cumple = contrasena.length >= LONGITUD_MINIMA_CONTRASENA;
  return (
    <div id={id}>
      <Box
        component="p"
        data-cumple={cumple}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, m: 0, typography: 'body2' }}
      >
        {cumple ? (
          <CheckCircle fontSize="small" color="success" aria-hidden />
        ) : (
          <RadioButtonUnchecked fontSize="small" color="action" aria-hidden />
        )}
        <Box component="span" sx={{ color: cumple ? 'success.dark' : 'text.primary', fontWeight: 600 }}>
          La nueva contraseña debe tener {TEXTO_LONGITUD}
          <TextoOculto>{cumple ? ' (cumplido)' : ' (pendiente)'}</TextoOculto>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {TEXTO_POLITICA}
      </Typography>
    </div>
  );
}

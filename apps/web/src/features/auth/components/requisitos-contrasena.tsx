import { REQUISITOS_CONTRASENA } from '@app/contract/auth';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { TextoOculto } from '../../../components/texto-oculto';

/** The password policy as a live checklist (spec 02 §5), from the contract's REQUISITOS_CONTRASENA. */
export function RequisitosContrasena({ contrasena, id }: { contrasena: string; id?: string }) {
  return (
    <div id={id}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        La nueva contraseña debe tener:
      </Typography>
      <List dense disablePadding>
        {REQUISITOS_CONTRASENA.map((requisito) => {
          const cumple = requisito.cumple(contrasena);
          return (
            <ListItem key={requisito.mensaje} disableGutters sx={{ py: 0 }} data-cumple={cumple}>
              <ListItemIcon sx={{ minWidth: 30 }}>
                {cumple ? (
                  <CheckCircle fontSize="small" color="success" aria-hidden />
                ) : (
                  <RadioButtonUnchecked fontSize="small" color="action" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {requisito.mensaje}
                    <TextoOculto>{cumple ? ' (cumplido)' : ' (pendiente)'}</TextoOculto>
                  </>
                }
                slotProps={{ primary: { variant: 'body2', color: cumple ? 'success.dark' : 'text.primary' } }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}

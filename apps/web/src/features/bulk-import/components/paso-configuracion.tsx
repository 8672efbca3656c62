import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MENSAJES_IMPORTACION,
  ROLES_IMPORTACION_SUGERIDOS,
  type TColumnasImportacion,
  type TConfiguracionImportacion,
} from '@app/contract/bulk-import';
import { MENSAJES_USUARIO } from '@app/contract/usuarios';

interface Props {
  configuracion: TConfiguracionImportacion;
  onCambiar: (c: TConfiguracionImportacion) => void;
  columnas: TColumnasImportacion | undefined;
  errorColumnas: boolean;
  deshabilitado: boolean;
}

const OPCIONES: {
  clave: keyof Omit<TConfiguracionImportacion, 'rolesPorDefecto'>;
  etiqueta: string;
  ayuda: string;
}[] = [
  {
    clave: 'generarPasswordsAutomaticamente',
    etiqueta: 'Generar contraseñas automáticamente',
    ayuda: 'Cada usuario recibe una contraseña temporal; podrá descargarlas una sola vez al terminar.',
  },
  {
    clave: 'continuarConErrores',
    etiqueta: 'Continuar con errores',
    ayuda: 'Crea las filas válidas e informa las inválidas. Si está desmarcada, se crean todas o ninguna.',
  },
  {
    clave: 'validarJefesExistentes',
    etiqueta: 'Validar jefes existentes',
    ayuda:
      'Marcada: una fila cuyo dniJefe no es un usuario activo ni otra fila del archivo es un error y no se crea. Desmarcada: esa fila se crea sin jefe inmediato, con una advertencia.',
  },
  {
    clave: 'enviarNotificacionEmail',
    etiqueta: 'Enviar notificación por email',
    ayuda: 'Avisa a cada usuario creado por correo electrónico.',
  },
  {
    clave: 'crearDepartamentosFaltantes',
    etiqueta: 'Crear departamentos que no existan',
    ayuda:
      'Un codigoDepartamento que no existe se crea con el nombre de la columna nombreDepartamento, en la misma importación (todo o nada). Desmarcada: es un error de la fila.',
  },
];

/** Step 2 (docs/producto.md, «Importación masiva»): default roles, the four options and the departments one. */
export function PasoConfiguracion({
  configuracion,
  onCambiar,
  columnas,
  errorColumnas,
  deshabilitado,
}: Props) {
  const roles = columnas?.rolesDisponibles ?? [...ROLES_IMPORTACION_SUGERIDOS];
  const sinRoles = configuracion.rolesPorDefecto.length === 0;
  return (
    <Stack spacing={2}>
      {errorColumnas && <Alert severity="warning">{MENSAJES_IMPORTACION.errorColumnas}</Alert>}
      <Autocomplete
        multiple
        options={roles}
        value={configuracion.rolesPorDefecto}
        onChange={(_, valor) => onCambiar({ ...configuracion, rolesPorDefecto: valor })}
        disabled={deshabilitado}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            label="Roles por defecto"
            error={sinRoles}
            helperText={
              sinRoles
                ? MENSAJES_USUARIO.rolesRequeridos
                : 'Se asignan a las filas que no indican roles en la columna roles.'
            }
          />
        )}
      />
      {OPCIONES.map((o) => (
        <div key={o.clave}>
          <FormControlLabel
            control={
              <Checkbox
                checked={configuracion[o.clave]}
                disabled={deshabilitado}
                onChange={(e) => onCambiar({ ...configuracion, [o.clave]: e.target.checked })}
              />
            }
            label={o.etiqueta}
          />
          <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{o.ayuda}</FormHelperText>
        </div>
      ))}
      {configuracion.enviarNotificacionEmail && columnas && !columnas.correoDisponible && (
        <Alert severity="warning">{MENSAJES_IMPORTACION.sinServidorCorreo}</Alert>
      )}
    </Stack>
  );
}

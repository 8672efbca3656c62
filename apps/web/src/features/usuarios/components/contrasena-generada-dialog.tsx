import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DialogoLectura } from '../../../components/dialogo-lectura';
import { ContrasenaTemporal } from './contrasena-temporal';

/** A user just created with a password the server generated. */
export interface UsuarioConContrasena {
  nombreCompleto: string;
  email: string;
  contrasenaTemporal: string;
}

interface Props {
  /** Open while there is one; the parent drops it on close, so the password is forgotten. */
  usuario: UsuarioConContrasena | null;
  onCerrar: () => void;
}

/** Shows, once, the temporary password the server generated for a new user (like step two of the reset). */
export function ContrasenaGeneradaDialog({ usuario, onCerrar }: Props) {
  // Name and e-mail stay while the dialog fades out; the password does not.
  const [ultimo, setUltimo] = useState<Omit<UsuarioConContrasena, 'contrasenaTemporal'> | null>(null);
  if (usuario && (usuario.email !== ultimo?.email || usuario.nombreCompleto !== ultimo.nombreCompleto)) {
    setUltimo({ nombreCompleto: usuario.nombreCompleto, email: usuario.email });
  }
  const mostrado = usuario ?? ultimo;

  return (
    <DialogoLectura
      abierto={usuario !== null}
      titulo="Contraseña Temporal Generada"
      onCerrar={onCerrar}
      etiquetaCerrar="Entendido"
      cerrarDestacado
      autoFocusCerrar
    >
      <Stack spacing={2}>
        {mostrado && (
          <Alert severity="success">
            {`Se creó el usuario ${mostrado.nombreCompleto} (${mostrado.email}) con esta contraseña temporal; no se volverá a mostrar.`}
          </Alert>
        )}
        {usuario && <ContrasenaTemporal contrasena={usuario.contrasenaTemporal} />}
      </Stack>
    </DialogoLectura>
  );
}

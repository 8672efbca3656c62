import { useFormContext } from 'react-hook-form';
import { etiquetaDocumento } from '@app/contract/usuarios';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoFecha } from '../../../components/form/campo-fecha';
import { CampoTexto } from '../../../components/form/campo-texto';
import type { ValoresUsuario } from '../utils/formulario-usuario';

/** The user form's personal data, from the email to the hire date; it sits inside the form's grid. */
export function CamposPersonalesUsuario({ soloLectura }: { soloLectura: boolean }) {
  const {
    watch,
    getValues,
    trigger,
    formState: { isSubmitted },
  } = useFormContext<ValoresUsuario>();
  const extranjero = watch('extranjero');
  const sl = { soloLectura };
  return (
    <>
      <CampoTexto
        {...sl}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="off"
        autoFocus={!soloLectura}
        maxLength={254}
      />
      <CampoCasilla
        {...sl}
        name="extranjero"
        label="Es extranjero"
        // The document's rule follows the box: check it again at once if it was written or checked already.
        alCambiar={() => {
          if (getValues('dni') || isSubmitted) void trigger('dni');
        }}
      />
      <CampoTexto
        {...sl}
        name="dni"
        label={etiquetaDocumento(extranjero)}
        required
        maxLength={extranjero ? 12 : 8}
        inputMode={extranjero ? 'text' : 'numeric'}
        autoComplete="off"
      />
      <CampoTexto {...sl} name="nombres" label="Nombres" required maxLength={100} />
      <CampoTexto {...sl} name="apellidoPaterno" label="Apellido Paterno" required maxLength={100} />
      <CampoTexto {...sl} name="apellidoMaterno" label="Apellido Materno" required maxLength={100} />
      <CampoTexto
        {...sl}
        name="numeroCelular"
        label="Número Celular (Opcional)"
        type="tel"
        maxLength={9}
        inputMode="numeric"
        autoComplete="off"
      />
      <CampoFecha {...sl} name="fechaIngreso" label="Fecha de Ingreso" required />
    </>
  );
}

import { useFieldArray, useFormContext } from 'react-hook-form';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { TConfiguracionInicialBody } from '@app/contract/configuracion-inicial';
import { CampoTexto } from '../../../components/form/campo-texto';
import { SeccionConfiguracion } from './seccion-configuracion';

/** 'Departamentos (opcional)': up to 50 rows of code and name, each removable. */
export function SeccionDepartamentosIniciales() {
  const {
    control,
    formState: { errors },
  } = useFormContext<TConfiguracionInicialBody>();
  const filas = useFieldArray({ control, name: 'departamentos' });
  const errorDepartamentos = errors.departamentos?.message ?? errors.departamentos?.root?.message;
  return (
    <SeccionConfiguracion
      titulo="Departamentos (opcional)"
      descripcion="Si no añade ninguno, se crea «ADM – Administración». El administrador queda en el primero. Podrá crear más en Administración → Departamentos."
    >
      <Stack spacing={2}>
        {filas.fields.map((fila, i) => (
          <Stack
            key={fila.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            role="group"
            aria-label={`Departamento ${i + 1}`}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <CampoTexto
              name={`departamentos.${i}.codigo`}
              label="Código"
              required
              maxLength={30}
              helperText="2 a 30: letras, dígitos, - o _"
              sx={{ maxWidth: { sm: 220 } }}
            />
            <CampoTexto name={`departamentos.${i}.nombre`} label="Nombre" required maxLength={120} />
            <IconButton
              aria-label={`Quitar departamento ${i + 1}`}
              onClick={() => filas.remove(i)}
              sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        {errorDepartamentos && <Alert severity="error">{errorDepartamentos}</Alert>}
        <Button
          startIcon={<AddIcon />}
          onClick={() => filas.append({ codigo: '', nombre: '' })}
          sx={{ alignSelf: 'flex-start' }}
          disabled={filas.fields.length >= 50}
        >
          Añadir departamento
        </Button>
      </Stack>
    </SeccionConfiguracion>
  );
}

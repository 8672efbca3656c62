import { Controller, useFormContext } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TActualizarPermisoBody, TPermisoAdmin } from '@app/contract/roles';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoTexto } from '../../../components/form/campo-texto';
import { useModulos } from '../api/get-modulos';

/** The module: one of those in use or a new one (free text) when editing; plain read-only text when viewing. */
function CampoModuloPermiso({
  soloLectura,
  permiso,
}: {
  soloLectura: boolean;
  permiso: TPermisoAdmin | undefined;
}) {
  const modulos = useModulos(!soloLectura);
  const {
    control,
    formState: { errors },
  } = useFormContext<TActualizarPermisoBody>();
  if (soloLectura) {
    return (
      <TextField
        label="Módulo"
        value={permiso?.modulo ?? ''}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
    );
  }
  return (
    <Controller
      control={control}
      name="modulo"
      render={({ field }) => (
        <Autocomplete
          freeSolo
          options={modulos.data ?? []}
          loading={modulos.isPending}
          loadingText="Cargando módulos..."
          value={field.value}
          inputValue={field.value}
          onInputChange={(_e, valor, motivo) => {
            if (motivo !== 'reset' || valor !== '') field.onChange(valor);
          }}
          onChange={(_e, valor) => field.onChange(valor ?? '')}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Módulo"
              required
              error={Boolean(errors.modulo)}
              helperText={errors.modulo?.message ?? 'Elija un módulo o escriba uno nuevo'}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 },
              }}
            />
          )}
        />
      )}
    />
  );
}

interface Props {
  modo: 'crear' | 'editar' | 'ver';
  permiso: TPermisoAdmin | undefined;
  /** Saving or just saved: the state switch is locked. */
  ocupado: boolean;
}

/** 'Información del Permiso': name, code, description, module and, once it exists, its state. */
export function CamposPermiso({ modo, permiso, ocupado }: Props) {
  const soloLectura = modo === 'ver';
  const { watch } = useFormContext<TActualizarPermisoBody>();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Información del Permiso
      </Typography>
      <CampoTexto
        name="nombre"
        label="Nombre del Permiso"
        required
        soloLectura={soloLectura}
        autoFocus={!soloLectura}
        maxLength={100}
      />
      <CampoTexto
        name="codigoPermiso"
        label="Código del Permiso"
        placeholder="ADMIN-USUARIOS-MENU"
        required
        soloLectura={soloLectura}
        maxLength={100}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
      />
      <CampoTexto
        name="descripcion"
        label="Descripción"
        required
        soloLectura={soloLectura}
        multiline
        rows={3}
        maxLength={500}
      />
      <CampoModuloPermiso soloLectura={soloLectura} permiso={permiso} />
      {modo !== 'crear' && (
        <Box>
          <Typography variant="body2" color="text.secondary" component="p">
            Estado del Permiso
          </Typography>
          <CampoCasilla
            name="isActive"
            label={watch('isActive') === false ? 'Inactivo' : 'Activo'}
            variante="interruptor"
            soloLectura={soloLectura || ocupado}
          />
        </Box>
      )}
    </>
  );
}

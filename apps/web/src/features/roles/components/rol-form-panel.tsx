import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { MENSAJES_ROLES, ZCrearRolBody, type TRol } from '@app/contract/roles';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CargandoFormulario } from '../../../components/form/cargando-formulario';
import { CampoMultiple } from '../../../components/form/campo-multiple';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { CampoTexto } from '../../../components/form/campo-texto';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { aplicarErroresServidor, erroresServidorPorCampo } from '../../../components/form/errores-servidor';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFechaHora } from '../../../utils/formato';
import { usePermisosDisponibles } from '../api/get-permisos-disponibles';
import { useRol } from '../api/get-rol';
import { useGuardarRol } from '../api/guardar-rol';
import { useExitoRol } from '../hooks/use-exito-rol';
import { EstadoActivoChip } from '../../../components/estado-chip';

export type ModoRol = 'crear' | 'editar' | 'ver';

export const TITULOS_PANEL_ROL: Record<ModoRol, string> = {
  crear: 'Crear Nuevo Rol',
  editar: 'Editar Rol',
  ver: 'Detalles del Rol',
};

export const ANCHO_PANEL_ROL = 500;
export const ERROR_GUARDAR_ROL = 'Error al guardar el rol';

/** A permission the multi-select can offer. */
export interface OpcionPermiso {
  id: number;
  nombreRuta: string;
  codigoPermiso: string;
  modulo: string;
}

const MODULO_NO_DISPONIBLE = 'No disponibles (inactivos)';

/** Offered permissions grouped by module, plus any the role holds that are no longer offered (inactive). */
export const opcionesDePermisos = (
  disponibles: readonly OpcionPermiso[],
  delRol: readonly Omit<OpcionPermiso, 'modulo'>[] = [],
): OpcionPermiso[] => {
  const ids = new Set(disponibles.map((p) => p.id));
  const extra = delRol.filter((p) => !ids.has(p.id)).map((p) => ({ ...p, modulo: MODULO_NO_DISPONIBLE }));
  return [...disponibles, ...extra].sort(
    (a, b) => a.modulo.localeCompare(b.modulo, 'es') || a.nombreRuta.localeCompare(b.nombreRuta, 'es'),
  );
};

const CAMPOS_ROL = ['name', 'descripcion', 'permisos'] as const;
/** The server calls the role's name `Nombre` as well as `Name`. */
const ALIAS_ROL = { Nombre: 'name', nombre: 'name' } as const;

/** Server field errors → the role form's fields; unknown keys are left to the general error bar. */
export const erroresServidorRol = (error: unknown) => erroresServidorPorCampo(error, CAMPOS_ROL, ALIAS_ROL);

/** A permission is found by its name or by its code. */
export const textoBusquedaPermiso = (p: OpcionPermiso) => `${p.nombreRuta} ${p.codigoPermiso}`;

interface FormularioProps {
  modo: ModoRol;
  rol: TRol | undefined;
  permisos: readonly OpcionPermiso[];
  cargandoPermisos: boolean;
  errorPermisos: string | null;
  onCerrar: () => void;
  /** Cancelar: asks first when there are unsaved changes. */
  onCancelar: () => void;
  onEditar?: (() => void) | undefined;
  onOcupado: (ocupado: boolean) => void;
  onSucio: (sucio: boolean) => void;
}

function FormularioRol({
  modo,
  rol,
  permisos,
  cargandoPermisos,
  errorPermisos,
  onCerrar,
  onCancelar,
  onEditar,
  onOcupado,
  onSucio,
}: FormularioProps) {
  const guardar = useGuardarRol();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const { exito, anunciar } = useExitoRol();

  const soloLectura = modo === 'ver';
  const formulario = useForm({
    resolver: zodResolver(ZCrearRolBody),
    defaultValues: {
      name: rol?.name ?? '',
      descripcion: rol?.descripcion ?? '',
      permisos: rol?.permisos.map((p) => p.id) ?? [],
    },
  });
  const {
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { isSubmitting, isDirty },
  } = formulario;
  useEffect(() => onSucio(isDirty), [isDirty, onSucio]);

  const opciones = opcionesDePermisos(permisos, rol?.permisos);
  const ocupado = isSubmitting || guardar.isPending || exito !== null;
  const ids = watch('permisos');
  const seleccionadas = ids
    .map((id) => opciones.find((o) => o.id === id))
    .filter((o): o is OpcionPermiso => o !== undefined);
  const quitar = (id: number) =>
    setValue(
      'permisos',
      ids.filter((i) => i !== id),
      { shouldDirty: true },
    );

  const enviar = handleSubmit(async (datos) => {
    setErrorGeneral(null);
    onOcupado(true);
    try {
      const respuesta = await guardar.mutateAsync({ ...datos, id: modo === 'editar' ? rol?.id : undefined });
      anunciar(respuesta.message || MENSAJES_ROLES.rolGuardado, () => {
        onOcupado(false);
        onCerrar();
      });
    } catch (error) {
      onOcupado(false);
      aplicarErroresServidor(error, setError, CAMPOS_ROL, ALIAS_ROL);
      setErrorGeneral(mensajeDeError(error, ERROR_GUARDAR_ROL));
    }
  });

  return (
    <FormProvider {...formulario}>
      <Box
        component="form"
        noValidate
        onSubmit={enviar}
        aria-label={TITULOS_PANEL_ROL[modo]}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <Stack spacing={2.5} sx={{ p: 3, overflowY: 'auto', flex: '1 1 auto' }}>
          {exito && <Alert severity="success">{exito}</Alert>}
          {errorGeneral && (
            <Alert severity="error" onClose={() => setErrorGeneral(null)} closeText="Cerrar mensaje">
              {errorGeneral}
            </Alert>
          )}
          {errorPermisos && !soloLectura && <Alert severity="warning">{errorPermisos}</Alert>}

          <CampoTexto
            name="name"
            label="Nombre del Rol"
            required
            soloLectura={soloLectura}
            autoFocus={!soloLectura}
            maxLength={100}
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

          <Box>
            {!soloLectura && (
              <CampoMultiple
                name="permisos"
                label="Seleccionar Permisos"
                placeholder="Buscar por nombre o código..."
                required
                chips={false}
                opciones={opciones}
                idDe={(o) => o.id}
                etiquetaDe={(o) => o.nombreRuta}
                textoDeBusqueda={textoBusquedaPermiso}
                groupBy={(o) => o.modulo}
                cargando={cargandoPermisos}
                textoCargando="Cargando permisos..."
                textoSinOpciones="No hay permisos disponibles"
                renderOption={({ key, ...resto }, opcion, seleccionada) => (
                  <li key={key} {...resto}>
                    <Checkbox
                      size="small"
                      checked={seleccionada}
                      sx={{ mr: 1 }}
                      tabIndex={-1}
                      disableRipple
                    />
                    <Box>
                      <Typography variant="body2">{opcion.nombreRuta}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {opcion.codigoPermiso}
                      </Typography>
                    </Box>
                  </li>
                )}
              />
            )}
            <Typography variant="subtitle2" component="h3" sx={{ mt: soloLectura ? 0 : 2, mb: 1 }}>
              {`Permisos seleccionados (${seleccionadas.length})`}
            </Typography>
            {seleccionadas.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Ningún permiso seleccionado
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                {seleccionadas.map((p) => (
                  <Chip
                    key={p.id}
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={p.nombreRuta}
                    title={`${p.codigoPermiso} · ${p.modulo}`}
                    {...(soloLectura || ocupado
                      ? {}
                      : {
                          onDelete: () => quitar(p.id),
                          'aria-label': `${p.nombreRuta} (quitar con Suprimir)`,
                        })}
                  />
                ))}
              </Box>
            )}
          </Box>

          {soloLectura && rol && (
            <>
              <Divider />
              <ListaDatos>
                <Dato etiqueta="Usuarios asignados">{rol.numeroPersonas ?? 0}</Dato>
                <Dato etiqueta="Estado">
                  <EstadoActivoChip estado={rol.estado} />
                </Dato>
                <Dato etiqueta="Creado por">{rol.createdBy || 'Sistema'}</Dato>
                <Dato etiqueta="Fecha de creación">{formatearFechaHora(rol.createdOn)}</Dato>
                <Dato etiqueta="Modificado por">{rol.updatedBy || '-'}</Dato>
                <Dato etiqueta="Fecha de modificación">{formatearFechaHora(rol.updatedOn)}</Dato>
              </ListaDatos>
            </>
          )}
        </Stack>

        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
          {soloLectura ? (
            <>
              {onEditar && rol?.puedeGestionar && <Button onClick={onEditar}>Editar</Button>}
              <Button variant="contained" onClick={onCerrar}>
                Cerrar
              </Button>
            </>
          ) : (
            <>
              <Button onClick={onCancelar} disabled={ocupado}>
                Cancelar
              </Button>
              <BotonEnviar enviando={isSubmitting || guardar.isPending} disabled={ocupado}>
                {modo === 'crear' ? 'Crear Rol' : 'Actualizar Rol'}
              </BotonEnviar>
            </>
          )}
        </Box>
      </Box>
    </FormProvider>
  );
}

interface Props {
  abierto: boolean;
  modo: ModoRol;
  /** The role to edit or view; ignored when creating. */
  rolId: number | null;
  onCerrar: () => void;
  /** From view mode, switch to edit. */
  onEditar?: () => void;
}

/**
 * The role side panel (docs/producto.md, «Roles»): right-hand drawer 500 px wide, to create, edit or view a role. A
 * success shows 'Rol guardado exitosamente', then the panel closes after 1.5 s; the list reloads on its own.
 */
export function RolFormPanel({ abierto, modo, rolId, onCerrar, onEditar }: Props) {
  const idTitulo = useId();
  const [ocupado, setOcupado] = useState(false);
  const [sucio, setSucio] = useState(false);
  // The content stays while the panel slides out, and starts afresh at the next opening.
  const [montado, setMontado] = useState(abierto);
  if (abierto && !montado) setMontado(true);
  const conRol = modo !== 'crear' && rolId !== null;
  const rolConsulta = useRol(montado && conRol ? rolId : null);
  const permisosConsulta = usePermisosDisponibles();

  const descarte = useConfirmarDescarte(
    sucio && modo !== 'ver',
    modo === 'crear' ? 'los datos escritos del rol nuevo' : 'los cambios hechos a este rol',
  );
  const cerrar = () => {
    if (ocupado) return;
    descarte.intentarCerrar(onCerrar);
  };

  let contenido: ReactNode;
  if (conRol && rolConsulta.isPending) {
    contenido = <CargandoFormulario texto="Cargando rol..." />;
  } else if (conRol && rolConsulta.isError) {
    contenido = (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{`Error al cargar el rol: ${mensajeDeError(rolConsulta.error, 'error desconocido')}`}</Alert>
      </Box>
    );
  } else {
    contenido = (
      <FormularioRol
        key={`${modo}-${rolId ?? 'nuevo'}`}
        modo={modo}
        rol={conRol ? rolConsulta.data : undefined}
        permisos={permisosConsulta.data?.permisos ?? []}
        cargandoPermisos={permisosConsulta.isPending}
        errorPermisos={
          permisosConsulta.isError
            ? mensajeDeError(permisosConsulta.error, 'No se pudieron cargar los permisos disponibles')
            : null
        }
        onCerrar={onCerrar}
        onCancelar={cerrar}
        onEditar={onEditar}
        onOcupado={setOcupado}
        onSucio={setSucio}
      />
    );
  }

  return (
    <Drawer
      anchor="right"
      open={abierto}
      onClose={cerrar}
      // Above the app bar, which sits over the permanent sidebar.
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{
        transition: { onExited: () => setMontado(false) },
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': idTitulo,
          sx: { width: { xs: '100%', sm: ANCHO_PANEL_ROL }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        <Typography id={idTitulo} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {TITULOS_PANEL_ROL[modo]}
        </Typography>
        <IconButton aria-label="Cerrar panel" onClick={cerrar} disabled={ocupado}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {montado && contenido}
      {descarte.dialogo}
    </Drawer>
  );
}

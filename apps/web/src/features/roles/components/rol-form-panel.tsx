import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { MENSAJES_ROLES, ZCrearRolBody, type TRol } from '@app/contract/roles';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { AccionesFormulario } from '../../../components/form/acciones-formulario';
import { aplicarErroresServidor, erroresServidorPorCampo } from '../../../components/form/errores-servidor';
import { CuerpoPanelFormulario, PanelFormulario } from '../../../components/form/panel-formulario';
import { useCierreFormulario } from '../../../components/form/use-cierre-formulario';
import { mensajeDeError } from '../../../lib/api-client';
import { usePermisosDisponibles } from '../api/get-permisos-disponibles';
import { useRol } from '../api/get-rol';
import { useGuardarRol } from '../api/guardar-rol';
import { useExitoRol } from '../hooks/use-exito-rol';
import { CamposRol } from './campos-rol';
import { DatosRol } from './datos-rol';
import { opcionesDePermisos, type OpcionPermiso } from './selector-permisos-rol';

export { opcionesDePermisos, textoBusquedaPermiso, type OpcionPermiso } from './selector-permisos-rol';

export type ModoRol = 'crear' | 'editar' | 'ver';

export const TITULOS_PANEL_ROL: Record<ModoRol, string> = {
  crear: 'Crear Nuevo Rol',
  editar: 'Editar Rol',
  ver: 'Detalles del Rol',
};

export const ERROR_GUARDAR_ROL = 'Error al guardar el rol';

const CAMPOS_ROL = ['name', 'descripcion', 'permisos'] as const;
/** The server calls the role's name `Nombre` as well as `Name`. */
const ALIAS_ROL = { Nombre: 'name', nombre: 'name' } as const;

/** Server field errors → the role form's fields; unknown keys are left to the general error bar. */
export const erroresServidorRol = (error: unknown) => erroresServidorPorCampo(error, CAMPOS_ROL, ALIAS_ROL);

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
    formState: { isSubmitting, isDirty },
  } = formulario;
  useEffect(() => onSucio(isDirty), [isDirty, onSucio]);

  const opciones = opcionesDePermisos(permisos, rol?.permisos);
  const ocupado = isSubmitting || guardar.isPending || exito !== null;

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
      <CuerpoPanelFormulario
        etiqueta={TITULOS_PANEL_ROL[modo]}
        onSubmit={enviar}
        acciones={
          <AccionesFormulario
            soloLectura={soloLectura}
            ocupado={ocupado}
            enviando={isSubmitting || guardar.isPending}
            textoEnviar={modo === 'crear' ? 'Crear Rol' : 'Actualizar Rol'}
            onCerrar={onCerrar}
            onCancelar={onCancelar}
            onEditar={rol?.puedeGestionar ? onEditar : undefined}
          />
        }
      >
        {exito && <Alert severity="success">{exito}</Alert>}
        <AlertaError mensaje={errorGeneral} onCerrar={() => setErrorGeneral(null)} />
        {errorPermisos && !soloLectura && <Alert severity="warning">{errorPermisos}</Alert>}

        <CamposRol
          soloLectura={soloLectura}
          opciones={opciones}
          ocupado={ocupado}
          cargandoPermisos={cargandoPermisos}
        />
        {soloLectura && rol && <DatosRol rol={rol} />}
      </CuerpoPanelFormulario>
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
  const cierre = useCierreFormulario({
    abierto,
    descartable: modo !== 'ver',
    queSePierde: modo === 'crear' ? 'los datos escritos del rol nuevo' : 'los cambios hechos a este rol',
    onCerrar,
  });
  const conRol = modo !== 'crear' && rolId !== null;
  const rolConsulta = useRol(cierre.montado && conRol ? rolId : null);
  const permisosConsulta = usePermisosDisponibles();

  return (
    <PanelFormulario
      abierto={abierto}
      titulo={TITULOS_PANEL_ROL[modo]}
      cierre={cierre}
      textoCargando={conRol && rolConsulta.isPending ? 'Cargando rol...' : null}
      errorCarga={
        conRol && rolConsulta.isError
          ? `Error al cargar el rol: ${mensajeDeError(rolConsulta.error, 'error desconocido')}`
          : null
      }
    >
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
        onCancelar={cierre.cerrar}
        onEditar={onEditar}
        onOcupado={cierre.setOcupado}
        onSucio={cierre.setSucio}
      />
    </PanelFormulario>
  );
}

import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZGuardarDepartamentoBody,
  type TDepartamento,
  type TGuardarDepartamentoEntrada,
} from '@app/contract/departamentos';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { AccionesFormulario } from '../../../components/form/acciones-formulario';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { CuerpoPanelFormulario, PanelFormulario } from '../../../components/form/panel-formulario';
import { useCierreFormulario } from '../../../components/form/use-cierre-formulario';
import { mensajeDeError } from '../../../lib/api-client';
import { useDepartamento, useGuardarDepartamento } from '../api/departamentos';
import { CamposDepartamento } from './campos-departamento';
import { DatosDepartamento } from './datos-departamento';

export type ModoDepartamento = 'crear' | 'editar' | 'ver';

export const TITULOS_PANEL_DEPARTAMENTO: Record<ModoDepartamento, string> = {
  crear: 'Nuevo Departamento',
  editar: 'Editar Departamento',
  ver: 'Detalles del Departamento',
};
export const ERROR_GUARDAR_DEPARTAMENTO = 'Error al guardar el departamento';

const CAMPOS = [
  'codigo',
  'nombre',
  'jefeAreaId',
  'centroCosto',
  'activo',
  'coberturaMaxima',
  'coberturaTipo',
] as const;

interface FormularioProps {
  modo: ModoDepartamento;
  departamento: TDepartamento | undefined;
  onCerrar: () => void;
  onCancelar: () => void;
  onEditar?: (() => void) | undefined;
  onOcupado: (ocupado: boolean) => void;
  onSucio: (sucio: boolean) => void;
}

function FormularioDepartamento({
  modo,
  departamento: d,
  onCerrar,
  onCancelar,
  onEditar,
  onOcupado,
  onSucio,
}: FormularioProps) {
  const guardar = useGuardarDepartamento();
  const notificar = useNotificar();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const soloLectura = modo === 'ver';
  const formulario = useForm<TGuardarDepartamentoEntrada>({
    resolver: zodResolver(ZGuardarDepartamentoBody),
    defaultValues: {
      codigo: d?.codigo ?? '',
      nombre: d?.nombre ?? '',
      jefeAreaId: d?.jefeAreaId ?? null,
      centroCosto: d?.centroCosto ?? '',
      activo: d?.activo ?? true,
      coberturaMaxima: d?.coberturaMaxima ?? '',
      coberturaTipo: d?.coberturaTipo ?? '',
    },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = formulario;
  useEffect(() => onSucio(isDirty), [isDirty, onSucio]);
  const ocupado = isSubmitting || guardar.isPending;

  const enviar = handleSubmit(async (datos) => {
    setErrorGeneral(null);
    onOcupado(true);
    try {
      const cuerpo = ZGuardarDepartamentoBody.parse(datos);
      const respuesta = await guardar.mutateAsync({ ...cuerpo, id: modo === 'editar' ? d?.id : undefined });
      notificar.exito(respuesta.message);
      onOcupado(false);
      onCerrar();
    } catch (error) {
      onOcupado(false);
      aplicarErroresServidor(error, setError, [...CAMPOS]);
      setErrorGeneral(mensajeDeError(error, ERROR_GUARDAR_DEPARTAMENTO));
    }
  });

  return (
    <FormProvider {...formulario}>
      <CuerpoPanelFormulario
        etiqueta={TITULOS_PANEL_DEPARTAMENTO[modo]}
        onSubmit={enviar}
        acciones={
          <AccionesFormulario
            soloLectura={soloLectura}
            ocupado={ocupado}
            enviando={ocupado}
            textoEnviar={modo === 'crear' ? 'Crear Departamento' : 'Guardar Cambios'}
            onCerrar={onCerrar}
            onCancelar={onCancelar}
            onEditar={onEditar}
          />
        }
      >
        <AlertaError mensaje={errorGeneral} onCerrar={() => setErrorGeneral(null)} />
        <CamposDepartamento soloLectura={soloLectura} departamento={d} />
        {soloLectura && d && <DatosDepartamento departamento={d} />}
      </CuerpoPanelFormulario>
    </FormProvider>
  );
}

interface Props {
  abierto: boolean;
  modo: ModoDepartamento;
  departamentoId: number | null;
  onCerrar: () => void;
  onEditar?: () => void;
}

/** The side panel to create, edit or view a department (the same family as the role panel). */
export function DepartamentoFormPanel({ abierto, modo, departamentoId, onCerrar, onEditar }: Props) {
  const cierre = useCierreFormulario({
    abierto,
    descartable: modo !== 'ver',
    queSePierde:
      modo === 'crear' ? 'los datos del departamento nuevo' : 'los cambios hechos a este departamento',
    onCerrar,
  });
  const conDepartamento = modo !== 'crear' && departamentoId !== null;
  const consulta = useDepartamento(cierre.montado && conDepartamento ? departamentoId : null);

  return (
    <PanelFormulario
      abierto={abierto}
      titulo={TITULOS_PANEL_DEPARTAMENTO[modo]}
      cierre={cierre}
      textoCargando={conDepartamento && consulta.isPending ? 'Cargando departamento...' : null}
      errorCarga={
        conDepartamento && consulta.isError
          ? `Error al cargar el departamento: ${mensajeDeError(consulta.error, 'error desconocido')}`
          : null
      }
    >
      <FormularioDepartamento
        key={`${modo}-${departamentoId ?? 'nuevo'}`}
        modo={modo}
        departamento={conDepartamento ? consulta.data : undefined}
        onCerrar={onCerrar}
        onCancelar={cierre.cerrar}
        onEditar={onEditar}
        onOcupado={cierre.setOcupado}
        onSucio={cierre.setSucio}
      />
    </PanelFormulario>
  );
}

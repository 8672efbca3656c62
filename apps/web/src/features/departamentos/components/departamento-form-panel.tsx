import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  ZGuardarDepartamentoBody,
  type TDepartamento,
  type TGuardarDepartamentoEntrada,
} from '@app/contract/departamentos';
import { formatearEntero } from '@app/contract/formato-numeros';
import { textoCobertura } from '@app/contract/cobertura';
import type { TOpcionJefe } from '@app/contract/usuarios';
import { EstadoActivoChip } from '../../../components/estado-chip';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoAutocompletar } from '../../../components/form/campo-autocompletar';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { CampoTexto } from '../../../components/form/campo-texto';
import { CargandoFormulario } from '../../../components/form/cargando-formulario';
import { useConfirmarDescarte } from '../../../components/form/confirmar-descarte';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFechaHora } from '../../../utils/formato';
import { useDepartamento, useGuardarDepartamento, useOpcionesJefeArea } from '../api/departamentos';

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

/** The kind of coverage limit; the empty choice is "no limit". */
const OPCIONES_TIPO_COBERTURA = [
  { valor: '', etiqueta: 'Sin límite' },
  { valor: 'PERSONAS', etiqueta: 'Personas' },
  { valor: 'PORCENTAJE', etiqueta: 'Porcentaje de los empleados activos' },
] as const;

/** The head saved with the department, for the picker to show before any search. */
const jefeGuardado = (d: TDepartamento | undefined): TOpcionJefe | null =>
  d?.jefeAreaId && d.jefeArea
    ? { id: d.jefeAreaId, nombreCompleto: d.jefeArea, email: d.jefeAreaEmail ?? '' }
    : null;

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
  const jefes = useOpcionesJefeArea(!soloLectura);
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
      <Box
        component="form"
        noValidate
        onSubmit={enviar}
        aria-label={TITULOS_PANEL_DEPARTAMENTO[modo]}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <Stack spacing={2.5} sx={{ p: 3, overflowY: 'auto', flex: '1 1 auto' }}>
          {errorGeneral && (
            <Alert severity="error" onClose={() => setErrorGeneral(null)} closeText="Cerrar mensaje">
              {errorGeneral}
            </Alert>
          )}
          <CampoTexto
            name="codigo"
            label="Código"
            required
            soloLectura={soloLectura}
            autoFocus={!soloLectura}
            maxLength={30}
            helperText={
              soloLectura ? undefined : '2 a 30 letras sin tildes, dígitos, - o _ (se guarda en mayúsculas)'
            }
          />
          <CampoTexto name="nombre" label="Nombre" required soloLectura={soloLectura} maxLength={120} />
          <CampoAutocompletar
            name="jefeAreaId"
            label="Jefe de área (opcional)"
            soloLectura={soloLectura}
            opciones={jefes.opciones}
            idDe={(j) => j.id}
            etiquetaDe={(j) => j.nombreCompleto}
            detalleDe={(j) => j.email}
            seleccionInicial={jefeGuardado(d)}
            onBuscar={jefes.buscar}
            cargando={jefes.cargando}
            textoCargando="Buscando usuarios..."
            helperText={soloLectura ? undefined : 'Escriba parte del nombre, email o documento'}
          />
          <CampoTexto
            name="centroCosto"
            label="Centro de costo (opcional)"
            soloLectura={soloLectura}
            maxLength={50}
          />
          {soloLectura ? (
            d && (
              <ListaDatos>
                <Dato etiqueta="Cobertura máxima">{textoCobertura(d.coberturaMaxima, d.coberturaTipo)}</Dato>
              </ListaDatos>
            )
          ) : (
            <Box
              component="fieldset"
              sx={{
                border: 0,
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                Cobertura máxima (opcional)
              </Typography>
              <CampoSeleccion
                name="coberturaTipo"
                label="Tipo de límite"
                opciones={OPCIONES_TIPO_COBERTURA}
                helperText="Cuántas personas pueden estar de vacaciones el mismo día"
              />
              <CampoTexto
                name="coberturaMaxima"
                label="Límite"
                inputMode="numeric"
                maxLength={5}
                helperText="Personas: 1 a 10000; porcentaje: 1 a 100"
              />
            </Box>
          )}
          {modo !== 'ver' && <CampoCasilla name="activo" label="Activo" variante="interruptor" />}

          {soloLectura && d && (
            <>
              <Divider />
              <ListaDatos>
                <Dato etiqueta="Estado">
                  <EstadoActivoChip estado={d.activo ? 'Activo' : 'Inactivo'} />
                </Dato>
                <Dato etiqueta="Empleados activos">{formatearEntero(d.empleadosActivos)}</Dato>
                <Dato etiqueta="Empleados en total">{formatearEntero(d.empleadosTotales)}</Dato>
                <Dato etiqueta="Fecha de creación">{formatearFechaHora(d.fechaCreacion)}</Dato>
                <Dato etiqueta="Fecha de modificación">{formatearFechaHora(d.fechaActualizacion)}</Dato>
              </ListaDatos>
            </>
          )}
        </Stack>

        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
          {soloLectura ? (
            <>
              {onEditar && <Button onClick={onEditar}>Editar</Button>}
              <Button variant="contained" onClick={onCerrar}>
                Cerrar
              </Button>
            </>
          ) : (
            <>
              <Button onClick={onCancelar} disabled={ocupado}>
                Cancelar
              </Button>
              <BotonEnviar enviando={ocupado} disabled={ocupado}>
                {modo === 'crear' ? 'Crear Departamento' : 'Guardar Cambios'}
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
  modo: ModoDepartamento;
  departamentoId: number | null;
  onCerrar: () => void;
  onEditar?: () => void;
}

/** The side panel to create, edit or view a department (the same family as the role panel). */
export function DepartamentoFormPanel({ abierto, modo, departamentoId, onCerrar, onEditar }: Props) {
  const idTitulo = useId();
  const [ocupado, setOcupado] = useState(false);
  const [sucio, setSucio] = useState(false);
  const [montado, setMontado] = useState(abierto);
  if (abierto && !montado) setMontado(true);
  const conDepartamento = modo !== 'crear' && departamentoId !== null;
  const consulta = useDepartamento(montado && conDepartamento ? departamentoId : null);

  const descarte = useConfirmarDescarte(
    sucio && modo !== 'ver',
    modo === 'crear' ? 'los datos del departamento nuevo' : 'los cambios hechos a este departamento',
  );
  const cerrar = () => {
    if (ocupado) return;
    descarte.intentarCerrar(onCerrar);
  };

  let contenido: ReactNode;
  if (conDepartamento && consulta.isPending) {
    contenido = <CargandoFormulario texto="Cargando departamento..." />;
  } else if (conDepartamento && consulta.isError) {
    contenido = (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{`Error al cargar el departamento: ${mensajeDeError(consulta.error, 'error desconocido')}`}</Alert>
      </Box>
    );
  } else {
    contenido = (
      <FormularioDepartamento
        key={`${modo}-${departamentoId ?? 'nuevo'}`}
        modo={modo}
        departamento={conDepartamento ? consulta.data : undefined}
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
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{
        transition: { onExited: () => setMontado(false) },
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': idTitulo,
          sx: { width: { xs: '100%', sm: 500 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        <Typography id={idTitulo} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {TITULOS_PANEL_DEPARTAMENTO[modo]}
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

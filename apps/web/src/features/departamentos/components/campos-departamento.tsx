import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TDepartamento } from '@app/contract/departamentos';
import { textoCobertura } from '@app/contract/cobertura';
import type { TOpcionJefe } from '@app/contract/usuarios';
import { CampoAutocompletar } from '../../../components/form/campo-autocompletar';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { CampoTexto } from '../../../components/form/campo-texto';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { useOpcionesJefeArea } from '../api/departamentos';

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

interface Props {
  soloLectura: boolean;
  departamento: TDepartamento | undefined;
}

/** The coverage limit: its two fields when editing, the limit in words when only viewing. */
function CoberturaDepartamento({ soloLectura, departamento: d }: Props) {
  if (soloLectura) {
    return d ? (
      <ListaDatos>
        <Dato etiqueta="Cobertura máxima">{textoCobertura(d.coberturaMaxima, d.coberturaTipo)}</Dato>
      </ListaDatos>
    ) : null;
  }
  return (
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
  );
}

/** The department form's fields, in order: code, name, head, cost centre, coverage and (editing) active. */
export function CamposDepartamento({ soloLectura, departamento: d }: Props) {
  const jefes = useOpcionesJefeArea(!soloLectura);
  return (
    <>
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
      <CoberturaDepartamento soloLectura={soloLectura} departamento={d} />
      {!soloLectura && <CampoCasilla name="activo" label="Activo" variante="interruptor" />}
    </>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { TPersonaCalendario, TSolicitudCalendario } from '@app/contract/calendario';
import { Cargando } from '../../../components/feedback/cargando';
import { AlertaErrorConsulta, EstadoVacio } from '../../../components/lista/estados-lista';
import { hoyNegocio } from '../../../utils/negocio';
import { useCalendarioEquipo, type FiltrosCalendarioEquipo } from '../api/get-calendario';
import { useDepartamentosVistos } from '../hooks/use-departamentos-vistos';
import { inicioDeMes, rangoDeVista, type Vista } from '../utils/rejilla';
import { FiltrosCalendario } from './filtros-calendario';
import { LeyendaCalendario } from './leyenda-calendario';
import { NavegacionCalendario } from './navegacion-calendario';
import { RejillaCalendario } from './rejilla-calendario';
import { ResumenCalendario } from './resumen-calendario';
import { SolicitudCalendarioDialogs } from './solicitud-calendario-dialogs';

export const ERROR_CALENDARIO = 'Error al cargar el calendario del equipo. Por favor, intenta nuevamente.';

/**
 * 'Calendario del equipo': who of the manager's team is out, day by day, for a month or a quarter, with
 * holidays, the count of people out and the days over a department's coverage limit. A bar opens the request's
 * detail, with Aprobar/Rechazar when the viewer may decide it.
 */
export function CalendarioEquipo() {
  const hoy = hoyNegocio();
  // A link may open a given view (?vista=trimestre&nivel=todos): read once, then the controls own it.
  const [parametros] = useSearchParams();
  const [vista, setVista] = useState<Vista>(() =>
    parametros.get('vista') === 'trimestre' ? 'trimestre' : 'mes',
  );
  const [referencia, setReferencia] = useState(() => inicioDeMes(hoy));
  const [nivel, setNivel] = useState<FiltrosCalendarioEquipo['nivel']>(() =>
    parametros.get('nivel') === 'todos' ? 'todos' : 'directo',
  );
  const [departamentoId, setDepartamentoId] = useState<number | null>(null);
  const [estado, setEstado] = useState<FiltrosCalendarioEquipo['estado']>('');
  const [abierta, setAbierta] = useState<TSolicitudCalendario | null>(null);

  const rango = rangoDeVista(referencia, vista);
  const consulta = useCalendarioEquipo({ ...rango, nivel, departamentoId, estado });
  const datos = consulta.isError ? undefined : consulta.data;

  const departamentos = useDepartamentosVistos(datos, departamentoId);

  const persona = (id: number): TPersonaCalendario | undefined => datos?.personas.find((p) => p.id === id);
  const nombreDe = (s: TSolicitudCalendario) => persona(s.usuarioId)?.nombre ?? '';

  return (
    <Stack spacing={2}>
      <FiltrosCalendario
        nivel={nivel}
        departamentoId={departamentoId}
        estado={estado}
        departamentos={departamentos}
        onNivel={setNivel}
        onDepartamento={setDepartamentoId}
        onEstado={setEstado}
      />
      <NavegacionCalendario
        vista={vista}
        referencia={referencia}
        hoy={hoy}
        onReferencia={setReferencia}
        onVista={setVista}
      />

      <AlertaErrorConsulta
        consulta={consulta}
        respaldo={ERROR_CALENDARIO}
        onReintentar={() => void consulta.refetch()}
      />
      {consulta.isPending ? (
        <Cargando etiqueta="Cargando calendario" />
      ) : datos && datos.personas.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <EstadoVacio
            titulo="No hay personas que mostrar"
            descripcion={
              departamentoId !== null
                ? 'Nadie de su equipo pertenece a este departamento.'
                : 'Su equipo no tiene integrantes en este nivel.'
            }
          />
        </Paper>
      ) : datos ? (
        <>
          <RejillaCalendario datos={datos} hoy={hoy} onAbrir={setAbierta} />
          <LeyendaCalendario />
          <ResumenCalendario datos={datos} />
        </>
      ) : null}

      <SolicitudCalendarioDialogs
        abierta={abierta}
        nombreSolicitante={abierta ? nombreDe(abierta) : ''}
        onCerrar={() => setAbierta(null)}
      />
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { TPersonaCalendario, TSolicitudCalendario } from '@app/contract/calendario';
import { ESTADOS_SOLICITUD } from '@app/contract/solicitudes';
import { Cargando } from '../../../components/feedback/cargando';
import { AlertaErrorConsulta, EstadoVacio } from '../../../components/lista/estados-lista';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import { formatearFecha } from '../../../utils/formato';
import { hoyNegocio } from '../../../utils/negocio';
import { DecidirSolicitudDialog, DetalleSolicitudEquipoDialog, type AccionDecision } from '../../equipo';
import { CLAVE_CALENDARIO, useCalendarioEquipo, type FiltrosCalendarioEquipo } from '../api/get-calendario';
import { inicioDeMes, moverVista, rangoDeVista, tituloDeVista, type Vista } from '../utils/rejilla';
import { LeyendaCalendario } from './leyenda-calendario';
import { RejillaCalendario } from './rejilla-calendario';

export const ERROR_CALENDARIO = 'Error al cargar el calendario del equipo. Por favor, intenta nuevamente.';

/**
 * 'Calendario del equipo': who of the manager's team is out, day by day, for a month or a quarter, with
 * holidays, the count of people out and the days over a department's coverage limit. A bar opens the request's
 * detail, with Aprobar/Rechazar when the viewer may decide it.
 */
export function CalendarioEquipo() {
  const queryClient = useQueryClient();
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
  const [decision, setDecision] = useState<{ accion: AccionDecision; abierto: boolean } | null>(null);
  // The department options: every department seen in the team (a filtered reply only holds the chosen one).
  const [departamentos, setDepartamentos] = useState<Map<number, string>>(new Map());

  const rango = rangoDeVista(referencia, vista);
  const consulta = useCalendarioEquipo({ ...rango, nivel, departamentoId, estado });
  const datos = consulta.isError ? undefined : consulta.data;

  useEffect(() => {
    if (!datos || departamentoId !== null) return;
    setDepartamentos((previos) => {
      const nuevos = new Map(previos);
      for (const p of datos.personas)
        if (p.departamentoId !== null) nuevos.set(p.departamentoId, p.departamento ?? '');
      return nuevos.size === previos.size ? previos : nuevos;
    });
  }, [datos, departamentoId]);

  const persona = (id: number): TPersonaCalendario | undefined => datos?.personas.find((p) => p.id === id);
  const nombreDe = (s: TSolicitudCalendario) => persona(s.usuarioId)?.nombre ?? '';
  const unidad = vista === 'mes' ? 'Mes' : 'Trimestre';

  return (
    <Stack spacing={2}>
      <Paper component="section" aria-label="Filtros del calendario" variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={nivel === 'todos'}
                onChange={(e) => setNivel(e.target.checked ? 'todos' : 'directo')}
              />
            }
            label="Incluir subordinados de todos los niveles"
          />
          <FiltroSelect
            label="Departamento"
            todos="Todos los departamentos"
            valor={departamentoId ?? ''}
            onCambiar={(v) => setDepartamentoId(v === '' ? null : Number(v))}
            opciones={[...departamentos]
              .sort((a, b) => a[1].localeCompare(b[1], 'es'))
              .map(([id, nombre]) => ({ valor: id, etiqueta: nombre }))}
            sx={{ minWidth: 200 }}
          />
          <FiltroSelect
            label="Estado"
            todos="Pendientes y aprobadas"
            valor={estado}
            onCambiar={(v) => setEstado(v as FiltrosCalendarioEquipo['estado'])}
            opciones={ESTADOS_SOLICITUD.map((e) => ({ valor: e, etiqueta: e }))}
            sx={{ minWidth: 200 }}
          />
        </Stack>
      </Paper>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={`${unidad} anterior`}
            onClick={() => setReferencia(moverVista(referencia, vista, -1))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="h2" aria-live="polite" sx={{ minWidth: { sm: 280 } }}>
            {tituloDeVista(referencia, vista)}
          </Typography>
          <IconButton
            aria-label={`${unidad} siguiente`}
            onClick={() => setReferencia(moverVista(referencia, vista, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
          <Button size="small" onClick={() => setReferencia(inicioDeMes(hoy))}>
            Hoy
          </Button>
        </Stack>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={vista}
          onChange={(_e, v: Vista | null) => v && setVista(v)}
          aria-label="Período visible"
        >
          <ToggleButton value="mes">Mes</ToggleButton>
          <ToggleButton value="trimestre">Trimestre</ToggleButton>
        </ToggleButtonGroup>
      </Stack>

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
          {datos.excesos.length > 0 && (
            <Box component="section" aria-labelledby="titulo-excesos">
              <Typography id="titulo-excesos" variant="subtitle2" component="h3">
                Días sobre el límite de cobertura
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {datos.excesos.map((e) => (
                  <li key={`${e.fecha}-${e.departamentoId}`}>
                    {`${formatearFecha(e.fecha)}: ${e.departamento}, ${e.fuera} fuera (límite ${e.limite}, ${e.exceso} de más)`}
                  </li>
                ))}
              </Box>
            </Box>
          )}
          {datos.feriados.length > 0 && (
            <Box component="section" aria-labelledby="titulo-feriados">
              <Typography id="titulo-feriados" variant="subtitle2" component="h3">
                Feriados
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {datos.feriados.map((f) => (
                  <li key={f.fecha}>{`${formatearFecha(f.fecha)}: ${f.nombre}`}</li>
                ))}
              </Box>
            </Box>
          )}
        </>
      ) : null}

      <DetalleSolicitudEquipoDialog
        solicitudId={abierta && !decision?.abierto ? abierta.id : null}
        onCerrar={() => setAbierta(null)}
        acciones={
          abierta?.puedeAprobar ? (
            <>
              <Button color="error" onClick={() => setDecision({ accion: 'rechazar', abierto: true })}>
                Rechazar
              </Button>
              <Button
                color="success"
                variant="contained"
                onClick={() => setDecision({ accion: 'aprobar', abierto: true })}
              >
                Aprobar
              </Button>
            </>
          ) : undefined
        }
      />
      <DecidirSolicitudDialog
        accion={decision?.accion ?? 'aprobar'}
        open={decision?.abierto ?? false}
        solicitud={abierta ? { ...abierta, nombreSolicitante: nombreDe(abierta) } : null}
        onCerrar={() => setDecision((d) => (d ? { ...d, abierto: false } : null))}
        onCerrado={() => {
          setDecision(null);
          setAbierta(null);
          void queryClient.invalidateQueries({ queryKey: CLAVE_CALENDARIO });
        }}
      />
    </Stack>
  );
}

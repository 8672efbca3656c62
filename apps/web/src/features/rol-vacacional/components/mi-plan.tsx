import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TTramoPlan } from '@app/contract/programacion';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFecha } from '../../../utils/formato';
import { hoyNegocio } from '../../../utils/negocio';
import { useHistorial } from '../../saldos';
import {
  useConvertirTramo,
  useEditarMiTramo,
  useEliminarTramo,
  useMiPlan,
  useProponerTramo,
} from '../api/rol-vacacional';
import { AccionesMiTramo, convertible } from './acciones-mi-tramo';
import { EstadoMiPlan } from './estado-mi-plan';
import { FormularioTramoDialog } from './formulario-tramo-dialog';
import { InvitacionTramoDialog } from './invitacion-tramo-dialog';
import { EstilosImpresion, SelectorAnioPlan } from './selector-anio';
import { TablaTramos } from './tabla-tramos';

/**
 * "Mi plan de vacaciones" (ADR 036): the employee proposes spans while the window is open, sees what the
 * manager accepted or set, and turns a span into a request in one click, through the normal request route. The
 * invitation's link (`?anio=&plan=`) opens that span's request, pre-filled, ready to send.
 */
export function MiPlan({ hoy = hoyNegocio() }: { hoy?: string }) {
  const notificar = useNotificar();
  const [params, setParams] = useSearchParams();
  const [anio, setAnio] = useState(() => Number(params.get('anio')) || Number(hoy.slice(0, 4)));
  const consulta = useMiPlan(anio);
  const historial = useHistorial();
  const proponer = useProponerTramo();
  const editar = useEditarMiTramo();
  const eliminar = useEliminarTramo();
  const convertir = useConvertirTramo();
  const [proponiendo, setProponiendo] = useState(false);
  // The proposed span being changed (the server accepts it only while proposed and the window is open).
  const [editando, setEditando] = useState<TTramoPlan | null>(null);
  const datos = consulta.data;
  const plan = datos?.plan;
  const invitado = plan?.tramos.find((t) => t.id === Number(params.get('plan')) && convertible(t)) ?? null;
  const periodos = historial.data?.historial.map((f) => f.periodo) ?? [];

  const aSolicitud = (t: TTramoPlan) =>
    convertir.mutate(t, {
      onSuccess: (r) => {
        notificar.exito(`Solicitud #${r.id} creada a partir de su plan: queda pendiente de aprobación`);
        setParams({ anio: String(anio) }, { replace: true });
      },
      onError: (e) => notificar.error(mensajeDeError(e, 'No se pudo crear la solicitud')),
    });
  const eliminarTramo = (t: TTramoPlan) =>
    eliminar.mutate(t.id, {
      onSuccess: (r) => notificar.exito(r.message),
      onError: (e) => notificar.error(mensajeDeError(e, 'No se pudo eliminar el tramo')),
    });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <EstilosImpresion />
      <Box className="no-imprimir" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <SelectorAnioPlan anio={anio} hoy={hoy} onCambiar={setAnio} />
        <Button
          variant="contained"
          disabled={!consulta.data?.ventanaAbierta || periodos.length === 0}
          onClick={() => setProponiendo(true)}
        >
          Proponer tramo
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          Imprimir
        </Button>
      </Box>
      <AlertaErrorConsulta consulta={consulta} respaldo="Error al cargar su plan de vacaciones." />
      <Box aria-live="polite" aria-busy={consulta.isPending} sx={{ display: 'grid', gap: 2 }}>
        {consulta.isPending || !plan || !datos ? (
          <Typography color="text.secondary">Cargando su plan de vacaciones...</Typography>
        ) : (
          <>
            <EstadoMiPlan anio={anio} datos={datos} plan={plan} />
            <TablaTramos
              etiqueta={`Mi rol vacacional ${anio}`}
              tramos={plan.tramos}
              acciones={(t) => (
                <AccionesMiTramo
                  tramo={t}
                  ventanaAbierta={datos.ventanaAbierta}
                  convirtiendo={convertir.isPending}
                  eliminando={eliminar.isPending}
                  onConvertir={aSolicitud}
                  onEditar={setEditando}
                  onEliminar={eliminarTramo}
                />
              )}
            />
          </>
        )}
      </Box>
      <FormularioTramoDialog
        abierto={proponiendo}
        titulo={`Proponer un tramo del rol vacacional ${anio}`}
        periodos={periodos}
        onGuardar={(cuerpo) => proponer.mutateAsync(cuerpo).then((r) => notificar.exito(r.message))}
        onCerrar={() => setProponiendo(false)}
      />
      <FormularioTramoDialog
        abierto={editando !== null}
        titulo={`Editar el tramo del ${editando ? formatearFecha(editando.fechaInicio) : ''}`}
        periodos={periodos}
        inicial={
          editando
            ? {
                tipoVacaciones: editando.tipoVacaciones,
                diasSolicitados: editando.diasSolicitados,
                fechaInicio: editando.fechaInicio,
                periodo: editando.periodo,
              }
            : undefined
        }
        onGuardar={(cuerpo) =>
          editar.mutateAsync({ id: editando!.id, cuerpo }).then((r) => notificar.exito(r.message))
        }
        onCerrar={() => setEditando(null)}
      />
      <InvitacionTramoDialog
        tramo={invitado}
        creando={convertir.isPending}
        onConfirmar={aSolicitud}
        onCancelar={() => setParams({ anio: String(anio) }, { replace: true })}
      />
    </Box>
  );
}

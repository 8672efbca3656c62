import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { anio as anioDe, diaSemana } from '@app/contract/fechas';
import { ETIQUETAS_ORIGEN_FERIADO, fechaDdMmAaaa, type TFeriado } from '@app/contract/feriados';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { columnaAcciones, DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { AlertaErrorConsulta, EstadoVacio } from '../../../components/lista/estados-lista';
import { MenuAcciones } from '../../../components/lista/menu-acciones';
import { mensajeDeError } from '../../../lib/api-client';
import { hoyNegocio } from '../../../utils/negocio';
import { useFeriadosDelAnio } from '../api/get-feriados';
import { usePrecargarFeriados, useQuitarFeriado } from '../api/guardar-feriado';
import { FeriadoDialog } from './feriado-dialog';

const DIAS_SEMANA = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
/** The years offered: last year, this one and the next three. */
const aniosOfrecidos = (actual: number) => Array.from({ length: 5 }, (_, i) => actual - 1 + i);

type Accion = 'cambiar' | 'quitar';

/**
 * The company's holidays by year: Peru's national ones, preloaded, and the company's own non-working
 * days. HR adds, renames, moves and removes them; they never change a balance (docs/reglas-vacaciones.md,
 * «Días calendario y feriados»).
 */
export function GestionFeriados({ hoy = hoyNegocio() }: { hoy?: string }) {
  const notificar = useNotificar();
  const [anio, setAnio] = useState(() => anioDe(hoy));
  const consulta = useFeriadosDelAnio(anio);
  const quitar = useQuitarFeriado();
  const precargar = usePrecargarFeriados();
  const [editando, setEditando] = useState<{ feriado: TFeriado | null } | null>(null);
  const [porQuitar, setPorQuitar] = useState<TFeriado | null>(null);

  const feriados = consulta.data?.feriados ?? [];
  const columnas: DataTableColumn<TFeriado>[] = [
    {
      key: 'fecha',
      header: 'Fecha',
      encabezadoFila: true,
      enTarjeta: 'titulo',
      render: (f) => fechaDdMmAaaa(f.fecha),
    },
    { key: 'dia', header: 'Día', render: (f) => DIAS_SEMANA[diaSemana(f.fecha) - 1] },
    { key: 'nombre', header: 'Nombre', render: (f) => f.nombre },
    {
      key: 'origen',
      header: 'Origen',
      enTarjeta: 'estado',
      render: (f) => (
        <Chip
          size="small"
          variant="outlined"
          color={f.origen === 'NACIONAL' ? 'primary' : 'secondary'}
          label={ETIQUETAS_ORIGEN_FERIADO[f.origen]}
        />
      ),
    },
    columnaAcciones((f) => (
      <MenuAcciones<Accion>
        id={`acciones-feriado-${f.id}`}
        etiqueta={`Acciones del feriado del ${fechaDdMmAaaa(f.fecha)}`}
        acciones={[
          {
            accion: 'cambiar',
            texto: 'Cambiar nombre o fecha',
            icono: <EditOutlinedIcon fontSize="small" />,
          },
          { accion: 'quitar', texto: 'Quitar', icono: <DeleteOutlinedIcon fontSize="small" /> },
        ]}
        onElegir={(a) => (a === 'cambiar' ? setEditando({ feriado: f }) : setPorQuitar(f))}
      />
    )),
  ];

  const confirmarQuitar = async () => {
    if (!porQuitar) return;
    try {
      await quitar.mutateAsync(porQuitar.id);
      notificar.exito(`Feriado del ${fechaDdMmAaaa(porQuitar.fecha)} quitado`);
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudo quitar el feriado'));
    }
    setPorQuitar(null);
  };

  const traerNacionales = async () => {
    try {
      const r = await precargar.mutateAsync(anio);
      notificar.exito(
        r.agregados === 0
          ? `No faltaba ningún feriado nacional de ${anio}`
          : `Feriados nacionales de ${anio} añadidos: ${r.agregados}`,
      );
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudieron traer los feriados nacionales'));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Los feriados nacionales del Perú se cargan solos para este año y los dos siguientes. Añada los días no
        laborables propios de la empresa. Los feriados no cambian el conteo: las vacaciones son días
        calendario y los feriados dentro del período cuentan; se muestran para planificar.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          id="feriados-anio"
          label="Año"
          size="small"
          value={anio}
          onChange={(e) => setAnio(Number(e.target.value))}
          sx={{ minWidth: 120 }}
        >
          {aniosOfrecidos(anioDe(hoy)).map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando({ feriado: null })}>
          Añadir día no laborable
        </Button>
        <Button
          variant="outlined"
          startIcon={<EventRepeatIcon />}
          onClick={() => void traerNacionales()}
          disabled={precargar.isPending}
        >
          Traer feriados nacionales de {anio}
        </Button>
      </Box>
      <AlertaErrorConsulta
        consulta={consulta}
        respaldo="No se pudieron cargar los feriados"
        onReintentar={() => void consulta.refetch()}
      />
      <DataTable
        label={`Feriados de ${anio}`}
        columns={columnas}
        rows={feriados}
        getRowId={(f) => f.id}
        loading={consulta.isPending}
        loadingText="Cargando feriados..."
        error={consulta.isError}
        emptyState={
          <EstadoVacio
            titulo={`No hay feriados registrados para ${anio}`}
            descripcion="Puede traer los feriados nacionales del año o añadir un día no laborable de la empresa."
          />
        }
      />
      <FeriadoDialog
        abierto={editando !== null}
        feriado={editando?.feriado ?? null}
        fechaInicial={anio === anioDe(hoy) ? hoy : `${anio}-01-01`}
        onCerrar={() => setEditando(null)}
      />
      <ConfirmDialog
        open={porQuitar !== null}
        title="Quitar feriado"
        content={
          porQuitar
            ? `¿Quitar el feriado del ${fechaDdMmAaaa(porQuitar.fecha)} (${porQuitar.nombre})? Dejará de mostrarse en los calendarios.${
                porQuitar.origen === 'NACIONAL'
                  ? ' Un feriado nacional quitado no vuelve al reiniciar el sistema; puede traerlo de nuevo con «Traer feriados nacionales».'
                  : ''
              }`
            : ''
        }
        confirmLabel="Quitar"
        confirmColor="error"
        busy={quitar.isPending}
        onConfirm={() => void confirmarQuitar()}
        onCancel={() => setPorQuitar(null)}
      />
    </Stack>
  );
}

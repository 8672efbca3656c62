import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { PAGE_SIZES_RECORD, type TRecordNoCumplido } from '@app/contract/configuracion';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, columnaAcciones, type DataTableColumn } from '../../../components/data-table/data-table';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { BarraBusqueda } from '../../../components/lista/barra-busqueda';
import { AlertaErrorConsulta, EstadoVacio } from '../../../components/lista/estados-lista';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFecha, formatearFechaHora } from '../../../utils/formato';
import { useQuitarRecord, useRecords } from '../api/politica-vacaciones';
import { DialogoRecordNoCumplido } from './dialogo-record-no-cumplido';

export const ERROR_CARGAR_RECORD = 'No se pudieron cargar los períodos con récord no cumplido';

const rango = (r: Pick<TRecordNoCumplido, 'periodo' | 'inicio' | 'fin'>) =>
  `${r.periodo} (${formatearFecha(r.inicio)} – ${formatearFecha(r.fin)})`;

const COLUMNAS: DataTableColumn<TRecordNoCumplido>[] = [
  {
    key: 'empleado',
    header: 'Empleado',
    enTarjeta: 'titulo',
    render: (r) => (
      <>
        {r.nombreEmpleado}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {r.email}
        </Typography>
      </>
    ),
  },
  { key: 'periodo', header: 'Período', render: rango },
  { key: 'motivo', header: 'Motivo', render: (r) => r.motivo ?? '-' },
  { key: 'registradoPor', header: 'Registrado por', render: (r) => r.registradoPor ?? '-' },
  { key: 'fechaRegistro', header: 'Fecha de registro', render: (r) => formatearFechaHora(r.fechaRegistro) },
];

/**
 * The periods HR marked as récord vacacional no cumplido (docs/reglas-vacaciones.md, «Récord vacacional», TV-15):
 * each accrues nothing.
 */
export function RecordNoCumplido() {
  const notificar = useNotificar();
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES_RECORD[0]);
  const [agregando, setAgregando] = useState(false);
  const [aQuitar, setAQuitar] = useState<TRecordNoCumplido | null>(null);
  const quitar = useQuitarRecord();

  // The search applies after a pause, from page 1.
  useEffect(() => {
    const t = setTimeout(() => {
      setBusqueda(texto.trim());
      setPageNumber(1);
    }, 300);
    return () => clearTimeout(t);
  }, [texto]);

  const consulta = useRecords({ busqueda, pageNumber, pageSize });
  const datos = consulta.isError ? undefined : consulta.data;

  const confirmarQuitar = async () => {
    if (!aQuitar) return;
    try {
      const r = await quitar.mutateAsync({ usuarioId: aQuitar.usuarioId, periodo: aQuitar.periodo });
      notificar.exito(r.message);
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudo quitar la marca'));
    } finally {
      setAQuitar(null);
    }
  };

  return (
    <section aria-labelledby="titulo-record">
      <Typography id="titulo-record" variant="h6" component="h2">
        Récord vacacional no cumplido
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Un período marcado no genera días (no se cumplió el récord de días trabajados del año de servicio,
        art. 10 D. Leg. 713). Quitar la marca le devuelve sus días.
      </Typography>
      <AlertaErrorConsulta consulta={consulta} respaldo={ERROR_CARGAR_RECORD} />
      <BarraBusqueda
        etiqueta="Búsqueda de récord no cumplido"
        busqueda={{
          label: 'Buscar empleado',
          placeholder: 'Nombre, email o documento...',
          valor: texto,
          onCambiar: setTexto,
        }}
        hayFiltros={texto.trim() !== ''}
        onLimpiar={() => setTexto('')}
        actualizando={consulta.isFetching}
        onActualizar={() => void consulta.refetch()}
        acciones={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAgregando(true)}>
            Marcar período
          </Button>
        }
      />
      <DataTable
        label="Períodos con récord no cumplido"
        columns={[
          ...COLUMNAS,
          columnaAcciones((r: TRecordNoCumplido) => (
            <Tooltip title="Quitar la marca">
              <IconButton
                aria-label={`Quitar la marca del período ${r.periodo} de ${r.nombreEmpleado}`}
                onClick={() => setAQuitar(r)}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )),
        ]}
        rows={datos?.registros ?? []}
        getRowId={(r) => `${r.usuarioId}-${r.periodo}`}
        total={datos?.totalCompleto ?? 0}
        pageNumber={pageNumber}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES_RECORD}
        onPageChange={setPageNumber}
        onPageSizeChange={(n) => {
          setPageSize(n);
          setPageNumber(1);
        }}
        loading={consulta.isFetching}
        loadingText="Cargando períodos..."
        error={consulta.isError}
        emptyState={
          <EstadoVacio
            titulo={busqueda ? 'Ningún período coincide con la búsqueda' : 'Ningún período marcado'}
            descripcion={
              busqueda ? 'Pruebe con otro nombre, email o documento.' : 'Todos los períodos generan sus días.'
            }
          />
        }
      />
      <Box>
        <DialogoRecordNoCumplido abierto={agregando} onCerrar={() => setAgregando(false)} />
      </Box>
      <ConfirmDialog
        open={aQuitar !== null}
        title="¿Quitar la marca de récord no cumplido?"
        content={
          aQuitar
            ? `El período ${rango(aQuitar)} de ${aQuitar.nombreEmpleado} volverá a generar sus días.`
            : ''
        }
        confirmLabel="Quitar marca"
        confirmColor="error"
        busy={quitar.isPending}
        onConfirm={() => void confirmarQuitar()}
        onCancel={() => setAQuitar(null)}
      />
    </section>
  );
}

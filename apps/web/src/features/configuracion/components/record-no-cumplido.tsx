import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PAGE_SIZES_RECORD, type TRecordNoCumplido } from '@app/contract/configuracion';
import { DataTable } from '../../../components/data-table/data-table';
import { BarraBusqueda } from '../../../components/lista/barra-busqueda';
import { AlertaErrorConsulta, EstadoVacio } from '../../../components/lista/estados-lista';
import { useRecords } from '../api/politica-vacaciones';
import { columnasRecord } from './columnas-record';
import { DialogoRecordNoCumplido } from './dialogo-record-no-cumplido';
import { QuitarRecordDialog } from './quitar-record-dialog';

export const ERROR_CARGAR_RECORD = 'No se pudieron cargar los períodos con récord no cumplido';

/**
 * The periods HR marked as récord vacacional no cumplido (docs/reglas-vacaciones.md, «Récord vacacional», TV-15):
 * each accrues nothing.
 */
export function RecordNoCumplido() {
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES_RECORD[0]);
  const [agregando, setAgregando] = useState(false);
  const [aQuitar, setAQuitar] = useState<TRecordNoCumplido | null>(null);

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
        columns={columnasRecord(setAQuitar)}
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
      <QuitarRecordDialog record={aQuitar} onCerrar={() => setAQuitar(null)} />
    </section>
  );
}

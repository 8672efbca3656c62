import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { anio as anioDe } from '@app/contract/fechas';
import type { TFeriado } from '@app/contract/feriados';
import { DataTable } from '../../../components/data-table/data-table';
import { AlertaErrorConsulta, EstadoVacio } from '../../../components/lista/estados-lista';
import { hoyNegocio } from '../../../utils/negocio';
import { useFeriadosDelAnio } from '../api/get-feriados';
import { BarraFeriados } from './barra-feriados';
import { columnasFeriados } from './columnas-feriados';
import { FeriadoDialog } from './feriado-dialog';
import { QuitarFeriadoDialog } from './quitar-feriado-dialog';

/**
 * The company's holidays by year: Peru's national ones, preloaded, and the company's own non-working
 * days. HR adds, renames, moves and removes them; they never change a balance (docs/reglas-vacaciones.md,
 * «Días calendario y feriados»).
 */
export function GestionFeriados({ hoy = hoyNegocio() }: { hoy?: string }) {
  const [anio, setAnio] = useState(() => anioDe(hoy));
  const consulta = useFeriadosDelAnio(anio);
  const [editando, setEditando] = useState<{ feriado: TFeriado | null } | null>(null);
  const [porQuitar, setPorQuitar] = useState<TFeriado | null>(null);

  const feriados = consulta.data?.feriados ?? [];
  const columnas = columnasFeriados({
    onCambiar: (feriado) => setEditando({ feriado }),
    onQuitar: setPorQuitar,
  });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Los feriados nacionales del Perú se cargan solos para este año y los dos siguientes. Añada los días no
        laborables propios de la empresa. Los feriados no cambian el conteo: las vacaciones son días
        calendario y los feriados dentro del período cuentan; se muestran para planificar.
      </Typography>
      <BarraFeriados
        anio={anio}
        anioActual={anioDe(hoy)}
        onAnio={setAnio}
        onAnadir={() => setEditando({ feriado: null })}
      />
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
      <QuitarFeriadoDialog feriado={porQuitar} onCerrar={() => setPorQuitar(null)} />
    </Stack>
  );
}

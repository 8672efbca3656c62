import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  ETIQUETAS_ESTADO_CORREO,
  ESTADOS_CORREO_REINTENTABLES,
  PAGE_SIZES_CORREOS,
  type TCorreoSaliente,
} from '@app/contract/correos';
import { ESTADOS_CORREO, type TEstadoCorreo } from '@app/contract/notificaciones';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { AlertaErrorConsulta, EstadoVacio } from '../../../components/lista/estados-lista';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFechaHora } from '../../../utils/formato';
import { useCorreos, useReintentarCorreo, type FiltroCorreos } from '../api/correos';

const COLOR_ESTADO: Record<TEstadoCorreo, ChipProps['color']> = {
  PENDIENTE: 'warning',
  ENVIANDO: 'info',
  ENVIADO: 'success',
  FALLIDO: 'error',
  SIN_SERVIDOR: 'default',
  EN_RESUMEN: 'secondary',
  RESUMIDO: 'default',
};

export const AVISO_SIN_SERVIDOR =
  'Sin servidor de correo: los correos esperan en la bandeja hasta configurar SMTP_URL';

const esReintentable = (c: TCorreoSaliente) =>
  (ESTADOS_CORREO_REINTENTABLES as readonly string[]).includes(c.estado);

/**
 * 'Correos' of /administracion/configuracion (ADR 030): the outbox as administrators see it — who, what,
 * its state and last error, never the body — and the retry of a failed or unsent e-mail.
 */
export function SeccionCorreos() {
  const notificar = useNotificar();
  const [filtro, setFiltro] = useState<FiltroCorreos>({ estado: '', pageNumber: 1, pageSize: 10 });
  const consulta = useCorreos(filtro);
  const reintentar = useReintentarCorreo();
  const datos = consulta.data;

  const alReintentar = async (c: TCorreoSaliente) => {
    try {
      await reintentar.mutateAsync(c.id);
      notificar.exito(`El correo a ${c.para} se enviará de nuevo`);
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudo reintentar el correo'));
    }
  };

  const columnas: DataTableColumn<TCorreoSaliente>[] = [
    {
      key: 'asunto',
      header: 'Asunto',
      encabezadoFila: true,
      enTarjeta: 'titulo',
      render: (c) => c.asunto,
    },
    { key: 'para', header: 'Para', render: (c) => c.para },
    {
      key: 'estado',
      header: 'Estado',
      enTarjeta: 'estado',
      render: (c) => (
        <Chip size="small" color={COLOR_ESTADO[c.estado]} label={ETIQUETAS_ESTADO_CORREO[c.estado]} />
      ),
    },
    { key: 'intentos', header: 'Intentos', align: 'right', render: (c) => c.intentos },
    { key: 'creado', header: 'Creado', render: (c) => formatearFechaHora(c.fechaCreacion) },
    {
      key: 'enviado',
      header: 'Enviado / próximo intento',
      render: (c) =>
        c.enviadoEn
          ? formatearFechaHora(c.enviadoEn)
          : c.estado === 'PENDIENTE'
            ? `Próximo: ${formatearFechaHora(c.proximoIntento)}`
            : '-',
    },
    { key: 'error', header: 'Último error', render: (c) => c.ultimoError ?? '-' },
    {
      key: 'acciones',
      header: 'Acciones',
      isActions: true,
      render: (c) =>
        esReintentable(c) ? (
          <Button
            size="small"
            startIcon={<ReplayIcon />}
            onClick={() => void alReintentar(c)}
            disabled={reintentar.isPending}
            aria-label={`Reintentar el correo «${c.asunto}» a ${c.para}`}
          >
            Reintentar
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Cada aviso por correo se guarda aquí en la misma operación que lo causa y se envía después; si el
        servidor de correo falla, se reintenta con esperas crecientes.
      </Typography>
      {datos && !datos.servidorConfigurado && (
        <Alert severity="warning" role="status">
          {AVISO_SIN_SERVIDOR}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FiltroSelect
          id="correos-estado"
          label="Estado"
          todos="Todos los estados"
          valor={filtro.estado ?? ''}
          onCambiar={(v) => setFiltro((f) => ({ ...f, estado: v as FiltroCorreos['estado'], pageNumber: 1 }))}
          opciones={ESTADOS_CORREO.map((e) => ({
            valor: e,
            etiqueta: `${ETIQUETAS_ESTADO_CORREO[e]}${datos ? ` (${datos.porEstado[e] ?? 0})` : ''}`,
          }))}
          sx={{ minWidth: 260 }}
        />
      </Box>
      <AlertaErrorConsulta
        consulta={consulta}
        respaldo="No se pudo cargar la bandeja de correos"
        onReintentar={() => void consulta.refetch()}
      />
      <DataTable
        label="Bandeja de salida de correos"
        columns={columnas}
        rows={datos?.correos ?? []}
        getRowId={(c) => c.id}
        total={datos?.totalCompleto ?? 0}
        pageNumber={filtro.pageNumber}
        pageSize={filtro.pageSize}
        pageSizeOptions={PAGE_SIZES_CORREOS}
        onPageChange={(pageNumber) => setFiltro((f) => ({ ...f, pageNumber }))}
        onPageSizeChange={(pageSize) => setFiltro((f) => ({ ...f, pageSize, pageNumber: 1 }))}
        loading={consulta.isPending}
        loadingText="Cargando correos..."
        error={consulta.isError}
        emptyState={
          <EstadoVacio
            titulo={filtro.estado ? 'No hay correos en este estado' : 'No hay correos en la bandeja'}
            descripcion="Aquí aparecerán los avisos por correo de solicitudes y otros eventos."
          />
        }
      />
    </Stack>
  );
}

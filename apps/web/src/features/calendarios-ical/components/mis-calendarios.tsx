import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  ALCANCES_CALENDARIO,
  NOMBRES_ALCANCE_CALENDARIO,
  PERMISOS_ALCANCE_CALENDARIO,
  ZCrearCalendarioBody,
  type TCalendarioCreado,
  type TCalendarioIcal,
  type TCrearCalendarioBody,
} from '@app/contract/calendarios-ical';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, columnaAcciones, type DataTableColumn } from '../../../components/data-table/data-table';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { BotonEnviar } from '../../../components/form/boton-enviar';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { AlertaErrorConsulta, EstadoVacio } from '../../../components/lista/estados-lista';
import { mensajeDeError } from '../../../lib/api-client';
import { useAutorizacion } from '../../../lib/authorization';
import { formatearFechaHora } from '../../../utils/formato';
import { useCrearCalendario, useMisCalendarios, useRevocarCalendario } from '../api/calendarios-ical';

/** The URL of the feed just created, with a copy button: shown once, the server never returns it again. */
function DireccionCreada({ creado, onCerrar }: { creado: TCalendarioCreado; onCerrar: () => void }) {
  const notificar = useNotificar();
  const idCampo = useId();
  const [copiada, setCopiada] = useState(false);
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(creado.url);
      setCopiada(true);
      notificar.exito('Dirección copiada al portapapeles');
    } catch {
      notificar.error('No se pudo copiar: seleccione la dirección y cópiela a mano');
    }
  };
  return (
    <Alert severity="success" onClose={onCerrar} closeText="Cerrar mensaje" sx={{ mb: 2 }}>
      <Typography sx={{ mb: 1 }}>
        Calendario creado ({NOMBRES_ALCANCE_CALENDARIO[creado.alcance]}). Copie la dirección ahora: por
        seguridad no se volverá a mostrar. Quien la tenga puede ver este calendario, así que no la comparta.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          id={idCampo}
          label="Dirección del calendario"
          value={creado.url}
          size="small"
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copiar()}
          sx={{ flexShrink: 0 }}
        >
          Copiar dirección
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em', fontWeight: 600 }}>
        {copiada ? 'Dirección copiada' : ''}
      </Typography>
    </Alert>
  );
}

function NuevoCalendario({ onCreado }: { onCreado: (c: TCalendarioCreado) => void }) {
  const { puede } = useAutorizacion();
  const notificar = useNotificar();
  const crear = useCrearCalendario();
  const idTitulo = useId();
  const opciones = ALCANCES_CALENDARIO.filter((a) => puede(PERMISOS_ALCANCE_CALENDARIO[a])).map((a) => ({
    valor: a,
    etiqueta: NOMBRES_ALCANCE_CALENDARIO[a],
  }));
  const formulario = useForm<TCrearCalendarioBody>({
    resolver: zodResolver(ZCrearCalendarioBody),
    defaultValues: { alcance: opciones[0]?.valor ?? 'PROPIAS' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = formulario;
  const enviar = handleSubmit(async (datos) => {
    try {
      onCreado(await crear.mutateAsync(datos));
      notificar.exito('Calendario creado');
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudo crear el calendario'));
    }
  });
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={idTitulo} variant="h6" component="h2" gutterBottom>
          Nuevo calendario
        </Typography>
        <FormProvider {...formulario}>
          <Box component="form" noValidate onSubmit={enviar} aria-labelledby={idTitulo}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Box sx={{ flex: 1, maxWidth: { sm: 360 } }}>
                <CampoSeleccion<TCrearCalendarioBody>
                  name="alcance"
                  label="Qué mostrar"
                  opciones={opciones}
                  required
                />
              </Box>
              <BotonEnviar enviando={isSubmitting}>Crear calendario</BotonEnviar>
            </Stack>
          </Box>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

function ComoSuscribirse() {
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Cómo suscribirse
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Las vacaciones aparecen como eventos de día completo. Las solicitudes pendientes se marcan como
          provisionales y las aprobadas como confirmadas; las rechazadas o canceladas desaparecen en la
          siguiente actualización, que cada aplicación hace a su ritmo (Google Calendar puede tardar varias
          horas).
        </Typography>
        <Typography variant="subtitle2" component="h3">
          Google Calendar
        </Typography>
        <Typography variant="body2" component="p" sx={{ mb: 1 }}>
          En la web, junto a «Otros calendarios» pulse «+», elija «Desde URL», pegue la dirección y pulse
          «Añadir calendario».
        </Typography>
        <Typography variant="subtitle2" component="h3">
          Outlook
        </Typography>
        <Typography variant="body2" component="p" sx={{ mb: 1 }}>
          En Outlook en la web o el nuevo Outlook: «Agregar calendario» → «Suscribirse desde la web», pegue la
          dirección y pulse «Importar». En el Outlook clásico: «Agregar calendario» → «Desde Internet».
        </Typography>
        <Typography variant="subtitle2" component="h3">
          Thunderbird
        </Typography>
        <Typography variant="body2" component="p">
          En Calendario, «Nuevo calendario» → «En la red», pegue la dirección en «Ubicación» y siga el
          asistente.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Si pierde la dirección o cree que otra persona la conoce, revoque el calendario y cree uno nuevo: la
          dirección anterior deja de funcionar al instante.
        </Typography>
      </CardContent>
    </Card>
  );
}

/** "Mis calendarios" (ADR 037): create, copy and revoke private iCal feeds. */
export function MisCalendarios() {
  const notificar = useNotificar();
  const consulta = useMisCalendarios();
  const revocar = useRevocarCalendario();
  const [creado, setCreado] = useState<TCalendarioCreado | null>(null);
  const [aRevocar, setARevocar] = useState<TCalendarioIcal | null>(null);

  const confirmarRevocar = async () => {
    if (!aRevocar) return;
    try {
      const r = await revocar.mutateAsync(aRevocar.id);
      notificar.exito(r.message);
      if (creado?.id === aRevocar.id) setCreado(null);
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudo revocar el calendario'));
    } finally {
      setARevocar(null);
    }
  };

  const columnas: DataTableColumn<TCalendarioIcal>[] = [
    {
      key: 'alcance',
      header: 'Qué muestra',
      enTarjeta: 'titulo',
      encabezadoFila: true,
      render: (c) => NOMBRES_ALCANCE_CALENDARIO[c.alcance],
    },
    { key: 'creado', header: 'Creado', render: (c) => formatearFechaHora(c.fechaCreacion) },
    {
      key: 'lectura',
      header: 'Última lectura',
      render: (c) => (c.ultimaLectura ? formatearFechaHora(c.ultimaLectura) : 'Nunca'),
    },
    {
      key: 'estado',
      header: 'Estado',
      enTarjeta: 'estado',
      render: (c) => (
        <Chip
          size="small"
          label={c.activo ? 'Activo' : 'Revocado'}
          color={c.activo ? 'success' : 'default'}
          variant={c.activo ? 'filled' : 'outlined'}
        />
      ),
    },
    columnaAcciones<TCalendarioIcal>(
      (c) =>
        c.activo ? (
          <Button
            size="small"
            color="error"
            onClick={() => setARevocar(c)}
            aria-label={`Revocar el calendario ${NOMBRES_ALCANCE_CALENDARIO[c.alcance]} creado el ${formatearFechaHora(c.fechaCreacion)}`}
          >
            Revocar
          </Button>
        ) : null,
      110,
    ),
  ];

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Suscríbase desde Google Calendar, Outlook o Thunderbird a una dirección privada que muestra las
        vacaciones en su propio calendario.
      </Typography>
      {creado && <DireccionCreada creado={creado} onCerrar={() => setCreado(null)} />}
      <NuevoCalendario onCreado={setCreado} />
      <AlertaErrorConsulta
        consulta={consulta}
        respaldo="No se pudieron cargar sus calendarios"
        onReintentar={() => void consulta.refetch()}
      />
      <DataTable
        label="Mis calendarios"
        columns={columnas}
        rows={consulta.data?.calendarios ?? []}
        getRowId={(c) => c.id}
        loading={consulta.isPending}
        loadingText="Cargando calendarios..."
        error={consulta.isError}
        emptyState={
          <EstadoVacio
            titulo="Aún no tiene calendarios"
            descripcion="Cree uno arriba y suscríbase desde su aplicación de calendario."
          />
        }
      />
      <ComoSuscribirse />
      <ConfirmDialog
        open={aRevocar !== null}
        title="Revocar calendario"
        content="La dirección dejará de funcionar al instante y su aplicación de calendario ya no podrá actualizarlo. ¿Desea continuar?"
        confirmLabel="Revocar"
        confirmColor="error"
        busy={revocar.isPending}
        onConfirm={() => void confirmarRevocar()}
        onCancel={() => setARevocar(null)}
      />
    </>
  );
}

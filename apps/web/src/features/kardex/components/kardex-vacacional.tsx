import { useState } from 'react';
import { useSearchParams } from 'react-router';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOMBRES_REGIMEN, nombreArchivoKardex, type TKardex } from '@app/contract/kardex';
import { ExportarExcel } from '../../../components/exportar-excel';
import { Cargando } from '../../../components/feedback/cargando';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { FiltroAutocompletar } from '../../../components/lista/filtro-autocompletar';
import { AlertaErrorConsulta, EstadoVacio } from '../../../components/lista/estados-lista';
import { mensajeDeError } from '../../../lib/api-client';
import { descargarArchivo } from '../../../lib/descargas';
import { formatearFecha } from '../../../utils/formato';
import { RUTA_KARDEX, useKardex, usePersonasKardex } from '../api/kardex';
import { PeriodoKardex } from './periodo-kardex';

/** `?usuario=<id>`: the person chosen, so the statement can be shared and reloaded. */
const usuarioDeUrl = (valor: string | null) => {
  const n = Number(valor);
  return valor && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** Vacaciones por Usuario (ADR 039): pick a person, read their kardex vacacional, download it. */
export function KardexVacacional() {
  const [params, setParams] = useSearchParams();
  const usuarioId = usuarioDeUrl(params.get('usuario'));
  const [busqueda, setBusqueda] = useState('');
  const personas = usePersonasKardex(busqueda, usuarioId);
  const kardex = useKardex(usuarioId);

  const elegir = (id: number | null) =>
    setParams(
      (p) => {
        const siguiente = new URLSearchParams(p);
        if (id === null) siguiente.delete('usuario');
        else siguiente.set('usuario', String(id));
        return siguiente;
      },
      { replace: false },
    );

  return (
    <Box>
      <Box sx={{ maxWidth: 520, mb: 3 }}>
        <FiltroAutocompletar
          label="Persona"
          todos="Ninguna persona elegida"
          placeholder="Buscar por nombre, DNI o correo"
          textoCargando="Buscando personas..."
          textoSinOpciones="No hay personas que coincidan"
          valor={usuarioId}
          onCambiar={elegir}
          opciones={personas.data?.personas ?? []}
          etiquetaDe={(p) => p.nombreCompleto}
          detalleDe={(p) => `DNI ${p.dni} · ${p.email}${p.activo ? '' : ' · inactivo'}`}
          onBuscar={setBusqueda}
          cargando={personas.isFetching}
        />
      </Box>
      <AlertaErrorConsulta consulta={personas} respaldo="No se pudo buscar personas" />
      {usuarioId === null ? (
        <Paper variant="outlined" sx={{ p: 4 }}>
          <EstadoVacio
            titulo="Elija una persona"
            descripcion="Busque por nombre, DNI o correo para ver su kardex vacacional."
          />
        </Paper>
      ) : kardex.isPending ? (
        <Cargando etiqueta="Cargando el kardex vacacional" />
      ) : kardex.isError ? (
        <AlertaErrorConsulta
          consulta={kardex}
          respaldo="No se pudo cargar el kardex vacacional"
          onReintentar={() => void kardex.refetch()}
        />
      ) : (
        <Kardex k={kardex.data} />
      )}
    </Box>
  );
}

function Kardex({ k }: { k: TKardex }) {
  const { persona } = k;
  return (
    <>
      <Paper component="section" aria-labelledby="kardex-persona" variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 320px' }}>
            <Typography id="kardex-persona" variant="h6" component="h2">
              {persona.nombreCompleto}
              {!persona.activo && ' (inactivo)'}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <ListaDatos>
                <Dato etiqueta="DNI">{persona.dni}</Dato>
                <Dato etiqueta="Departamento">{persona.departamento}</Dato>
                <Dato etiqueta="Fecha de ingreso">{formatearFecha(persona.fechaIngreso)}</Dato>
                <Dato etiqueta="Régimen">{NOMBRES_REGIMEN[persona.regimen]}</Dato>
                <Dato etiqueta="Jefe">{persona.jefe ?? 'Sin jefe'}</Dato>
                <Dato etiqueta="Fecha de corte">{formatearFecha(k.fechaCorte)}</Dato>
              </ListaDatos>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ExportarExcel
              ruta={`${RUTA_KARDEX}/${persona.id}/excel`}
              nombreArchivo={nombreArchivoKardex(persona.dni, 'xlsx')}
              post
            />
            <DescargarPdf id={persona.id} dni={persona.dni} />
          </Box>
        </Box>
      </Paper>
      {k.periodos.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4 }}>
          <EstadoVacio
            titulo="Sin períodos vacacionales"
            descripcion="La persona aún no tiene períodos vacacionales: su primer período empieza en su fecha de ingreso."
          />
        </Paper>
      ) : (
        k.periodos.map((p) => <PeriodoKardex key={p.periodo} periodo={p} />)
      )}
    </>
  );
}

/** The whole kardex as a PDF: each download is a new document with its own verification code. */
function DescargarPdf({ id, dni }: { id: number; dni: string }) {
  const notificar = useNotificar();
  const [descargando, setDescargando] = useState(false);
  const descargar = async () => {
    setDescargando(true);
    try {
      await descargarArchivo(`${RUTA_KARDEX}/${id}/pdf`, nombreArchivoKardex(dni, 'pdf'), 60_000, {
        post: true,
      });
      notificar.exito('PDF del kardex descargado');
    } catch (e) {
      notificar.error(mensajeDeError(e, 'No se pudo generar el PDF. Intente nuevamente.'));
    } finally {
      setDescargando(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void descargar()}
      disabled={descargando}
      startIcon={
        descargando ? (
          <CircularProgress size={16} color="inherit" aria-hidden />
        ) : (
          <PictureAsPdfIcon aria-hidden />
        )
      }
    >
      Descargar PDF
    </Button>
  );
}

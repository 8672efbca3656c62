import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  MENSAJES_IMPORTACION,
  MOSTRAR_IMPORTACION,
  type TResultadoProcesamiento,
  type TResultadoValidacion,
} from '@app/contract/bulk-import';
import { formatearDuracion, formatearEntero } from '@app/contract/formato-numeros';
import { StatCard } from '../../../components/stat-card';
import { formatearFechaHora } from '../../../utils/formato';
import { descargarCredenciales } from '../api/descargar-plantilla';
import type { EstadoImportacion, ProgresoVisible } from '../hooks/use-bulk-import';
import { mensajeFallo, tasaDeExito } from '../utils/formato-bulk-import';
import { ListaDetalles } from './lista-detalles';

interface Props {
  estado: EstadoImportacion;
  progreso: ProgresoVisible;
  resultado: TResultadoProcesamiento | null;
  validacion: TResultadoValidacion | null;
  error: string | null;
  /** After a failed validation, processing waits for 'Procesar con Errores'. */
  esperandoConfirmacion: boolean;
  onProcesarOtro: () => void;
  onFinalizar: () => void;
  onReintentar: () => void;
  onCerrar: () => void;
  /** The one-time credentials were downloaded: closing no longer needs a confirmation. */
  onCredencialesDescargadas: () => void;
}

/** The banner's text: the spec's two messages, or the server's when nothing was created. */
export function mensajeResultado(r: TResultadoProcesamiento) {
  if (r.esExitoso) return MENSAJES_IMPORTACION.procesadoExito(r.estadisticas.usuariosCreados);
  if (r.estadisticas.usuariosCreados === 0) return r.message;
  return MENSAJES_IMPORTACION.procesadoConErrores(r.estadisticas.registrosFallidos);
}

/**
 * Step 4 (docs/producto.md, «Importación masiva»): the live progress bar, then the result with its counters, lists
 * and buttons.
 */
export function PasoProcesamiento(p: Props) {
  const { estado, progreso, resultado: r, validacion: v } = p;
  const [credenciales, setCredenciales] = useState<'pendientes' | 'descargando' | 'descargadas'>(
    'pendientes',
  );
  const [errorCredenciales, setErrorCredenciales] = useState<string | null>(null);

  const bajarCredenciales = async () => {
    if (!r?.credenciales) return;
    setCredenciales('descargando');
    setErrorCredenciales(null);
    try {
      await descargarCredenciales(r.credenciales.token, r.credenciales.nombreArchivo);
      setCredenciales('descargadas');
      p.onCredencialesDescargadas();
    } catch (e) {
      setCredenciales('pendientes');
      setErrorCredenciales(
        mensajeFallo(e, MENSAJES_IMPORTACION.errorCredenciales, MENSAJES_IMPORTACION.errorCredenciales),
      );
    }
  };

  if (p.esperandoConfirmacion && estado !== 'procesando' && !r) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">
          {MENSAJES_IMPORTACION.contieneErrores}. Al procesar con errores se crearán las{' '}
          {formatearEntero(v?.filasValidas ?? 0)} filas válidas y se informarán las{' '}
          {formatearEntero(v?.filasConErrores ?? 0)} filas con errores.
        </Alert>
        <Typography variant="body2">Pulse «Procesar con Errores» para comenzar.</Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {(estado === 'procesando' || estado === 'cancelado' || r) && (
        <Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" id="progreso-importacion">
              {estado === 'procesando'
                ? progreso.mensaje || 'Procesando...'
                : estado === 'cancelado'
                  ? 'Procesamiento cancelado'
                  : 'Procesamiento terminado'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {progreso.porcentaje}%
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={progreso.porcentaje}
            aria-labelledby="progreso-importacion"
            sx={{ height: 8, borderRadius: 1 }}
          />
        </Box>
      )}
      {estado === 'cancelado' && (
        <Alert severity="info">
          El procesamiento fue cancelado. Si el servidor aún no había terminado, no se creó ningún usuario;
          revise la lista de usuarios antes de reintentar.
        </Alert>
      )}
      {estado === 'error' && p.error && <Alert severity="error">{p.error}</Alert>}

      {r && (
        <>
          <Alert
            severity={r.esExitoso ? 'success' : r.estadisticas.usuariosCreados > 0 ? 'warning' : 'error'}
          >
            {mensajeResultado(r)}
          </Alert>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
            <StatCard
              title="Total Procesados"
              value={formatearEntero(r.estadisticas.totalRegistrosProcesados)}
            />
            <StatCard
              title="Exitosos"
              value={formatearEntero(r.estadisticas.usuariosCreados)}
              color="success"
            />
            <StatCard
              title="Con Errores"
              value={formatearEntero(r.estadisticas.registrosFallidos)}
              color="error"
            />
            <StatCard
              title="Tasa de Éxito (%)"
              value={`${tasaDeExito(r.estadisticas.usuariosCreados, r.estadisticas.totalRegistrosProcesados)}%`}
              color="info"
            />
          </Box>
          <Typography variant="body2">
            Tiempo transcurrido: {formatearDuracion(r.estadisticas.tiempoProcesamiento)} · Velocidad promedio:{' '}
            {formatearEntero(r.estadisticas.registrosPorSegundo)} registros/segundo
          </Typography>
          {r.notificacionEmail.solicitada && r.notificacionEmail.mensaje && (
            <Alert severity="warning">{r.notificacionEmail.mensaje}</Alert>
          )}
          {r.credenciales && (
            <Alert
              severity="info"
              action={
                <Button
                  color="inherit"
                  size="small"
                  startIcon={<DownloadIcon />}
                  disabled={credenciales !== 'pendientes'}
                  onClick={() => void bajarCredenciales()}
                >
                  {credenciales === 'descargadas'
                    ? 'Credenciales descargadas'
                    : credenciales === 'descargando'
                      ? 'Descargando...'
                      : 'Descargar credenciales'}
                </Button>
              }
            >
              Las {formatearEntero(r.credenciales.cantidad)} contraseñas temporales generadas se pueden
              descargar una sola vez (.xlsx), hasta {formatearFechaHora(r.credenciales.expiraEn)}; no se
              guardan en ninguna otra parte. Entréguelas a cada usuario por un canal seguro: deberán
              cambiarlas al ingresar.
            </Alert>
          )}
          {errorCredenciales && <Alert severity="error">{errorCredenciales}</Alert>}
          <ListaDetalles
            titulo="Registros fallidos"
            color="error"
            detalles={r.registrosFallidos.map((f, i) => ({
              clave: `${f.numeroFila ?? 'g'}-${i}`,
              principal: `${f.numeroFila === null ? 'Error general:' : `Fila ${f.numeroFila}:`} ${f.mensaje}`,
              secundario: f.sugerencia,
            }))}
            total={Math.max(r.registrosFallidos.length, r.resumenValidacion.totalErrores)}
            mostrar={MOSTRAR_IMPORTACION.fallidos}
            sufijo="más"
          />
          <ListaDetalles
            titulo="Usuarios creados"
            color="success"
            detalles={r.usuariosCreados.map((u, i) => ({
              clave: `${u.id}`,
              principal: u.email || u.nombre || `Registro ${i + 1}`,
              secundario: u.email ? u.nombre : null,
            }))}
            total={r.estadisticas.usuariosCreados}
            mostrar={MOSTRAR_IMPORTACION.creados}
            sufijo="más"
          />
          <Typography variant="body2" color="text.secondary">
            Resumen de validación: {formatearEntero(r.resumenValidacion.totalRegistros)} registros,{' '}
            {formatearEntero(r.resumenValidacion.filasValidas)} válidos,{' '}
            {formatearEntero(r.resumenValidacion.filasConErrores)} con errores,{' '}
            {formatearEntero(r.resumenValidacion.totalAdvertencias)} advertencias.
          </Typography>
        </>
      )}

      {estado === 'completado' && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={p.onProcesarOtro}>
            Procesar Otro Archivo
          </Button>
          <Button variant="contained" onClick={p.onFinalizar}>
            Finalizar
          </Button>
        </Stack>
      )}
      {(estado === 'error' || estado === 'cancelado') && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={p.onReintentar}>
            Reintentar
          </Button>
          <Button variant="outlined" onClick={p.onCerrar}>
            Cerrar
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

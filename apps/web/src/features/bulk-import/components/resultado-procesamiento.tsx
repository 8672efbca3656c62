import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  MENSAJES_IMPORTACION,
  MOSTRAR_IMPORTACION,
  type TResultadoProcesamiento,
} from '@app/contract/bulk-import';
import { formatearEntero } from '@app/contract/formato-numeros';
import type { DescargaCredenciales } from '../hooks/use-descarga-credenciales';
import { AvisoCredenciales } from './aviso-credenciales';
import { EstadisticasProcesamiento } from './estadisticas-procesamiento';
import { ListaDetalles } from './lista-detalles';

/** The banner's text: the spec's two messages, or the server's when nothing was created. */
export function mensajeResultado(r: TResultadoProcesamiento) {
  if (r.esExitoso) return MENSAJES_IMPORTACION.procesadoExito(r.estadisticas.usuariosCreados);
  if (r.estadisticas.usuariosCreados === 0) return r.message;
  return MENSAJES_IMPORTACION.procesadoConErrores(r.estadisticas.registrosFallidos);
}

interface Props {
  resultado: TResultadoProcesamiento;
  descarga: DescargaCredenciales;
}

/** What processing did: the banner, counters, e-mail and credentials notices, both lists and the validation summary. */
export function ResultadoProcesamiento({ resultado: r, descarga }: Props) {
  return (
    <>
      <Alert severity={r.esExitoso ? 'success' : r.estadisticas.usuariosCreados > 0 ? 'warning' : 'error'}>
        {mensajeResultado(r)}
      </Alert>
      <EstadisticasProcesamiento estadisticas={r.estadisticas} />
      {r.notificacionEmail.solicitada && r.notificacionEmail.mensaje && (
        <Alert severity="warning">{r.notificacionEmail.mensaje}</Alert>
      )}
      <AvisoCredenciales credenciales={r.credenciales} descarga={descarga} />
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
  );
}

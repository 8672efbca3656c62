import { useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { TCalendarioEquipoRespuesta, TSolicitudCalendario } from '@app/contract/calendario';
import { TextoOculto } from '../../../components/texto-oculto';
import { formatearFecha } from '../../../utils/formato';
import {
  columnasDeTramo,
  diasDelRango,
  ETIQUETAS_TIPO_BARRA,
  etiquetaBarra,
  excesosPorDia,
  textoExceso,
} from '../utils/rejilla';

export const ANCHO_NOMBRE = 168;
export const ANCHO_DIA = 30;
const ALTO_FILA = 36;
const ALTO_CABECERA = 76;

/** Bar colour by status; the kind adds a border (bloque) or stripes (adelanto), so colour is never the only cue. */
export const colorEstado = (t: Theme, estado: TSolicitudCalendario['estado']) =>
  ({
    Aprobada: t.palette.success.main,
    Pendiente: t.palette.warning.main,
    Rechazada: t.palette.error.light,
    Cancelada: t.palette.grey[500],
  })[estado];

export const estiloTipo = (t: Theme, s: Pick<TSolicitudCalendario, 'estado' | 'tipo'>) => {
  const color = colorEstado(t, s.estado);
  if (s.tipo === 'adelanto')
    return {
      background: `repeating-linear-gradient(135deg, ${color} 0 6px, ${alpha(color, 0.45)} 6px 12px)`,
    };
  if (s.tipo === 'bloque') return { bgcolor: color, border: `2px solid ${t.palette.text.primary}` };
  return { bgcolor: color };
};

interface Props {
  datos: TCalendarioEquipoRespuesta;
  hoy: string;
  onAbrir: (s: TSolicitudCalendario) => void;
}

/**
 * The timeline: one row per person (virtualised: only the rows in view exist in the DOM), one column per day, a
 * sticky header with the days and the count of people out, and a sticky names column. Each request is a button
 * labelled with its person, dates and status.
 */
export function RejillaCalendario({ datos, hoy, onAbrir }: Props) {
  const contenedor = useRef<HTMLDivElement>(null);
  const dias = useMemo(() => diasDelRango(datos.desde, datos.hasta), [datos.desde, datos.hasta]);
  const feriados = useMemo(() => new Map(datos.feriados.map((f) => [f.fecha, f.nombre])), [datos.feriados]);
  const fuera = useMemo(() => new Map(datos.fueraPorDia.map((d) => [d.fecha, d.fuera])), [datos.fueraPorDia]);
  const excesos = useMemo(() => excesosPorDia(datos.excesos), [datos.excesos]);
  const porPersona = useMemo(() => {
    const m = new Map<number, TSolicitudCalendario[]>();
    for (const s of datos.solicitudes) m.set(s.usuarioId, [...(m.get(s.usuarioId) ?? []), s]);
    return m;
  }, [datos.solicitudes]);

  const filas = useVirtualizer({
    count: datos.personas.length,
    getScrollElement: () => contenedor.current,
    estimateSize: () => ALTO_FILA,
    overscan: 8,
    scrollMargin: ALTO_CABECERA,
  });
  const ancho = ANCHO_NOMBRE + dias.length * ANCHO_DIA;
  const columnas = `${ANCHO_NOMBRE}px repeat(${dias.length}, ${ANCHO_DIA}px)`;
  const celdaNombre = {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    borderRight: 1,
    borderColor: 'divider',
    px: 1,
  } as const;

  return (
    <Box
      ref={contenedor}
      role="region"
      aria-label="Calendario del equipo"
      tabIndex={0}
      data-testid="rejilla-calendario"
      sx={{
        overflow: 'auto',
        maxHeight: '70vh',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        position: 'relative',
      }}
    >
      <Box sx={{ width: ancho, position: 'relative' }}>
        <Box
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 3,
            display: 'grid',
            gridTemplateColumns: columnas,
            gridTemplateRows: `${ALTO_CABECERA - 28}px 28px`,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ ...celdaNombre, display: 'flex', alignItems: 'center' }}>
            <Typography variant="subtitle2" component="span">
              Persona
            </Typography>
          </Box>
          {dias.map((d) => {
            const feriado = feriados.get(d.fecha);
            const esHoy = d.fecha === hoy;
            return (
              <Box
                key={d.fecha}
                title={feriado ? `Feriado: ${feriado}` : formatearFecha(d.fecha)}
                sx={{
                  textAlign: 'center',
                  fontSize: 12,
                  lineHeight: 1.3,
                  pt: 0.5,
                  bgcolor: feriado ? 'info.light' : d.finDeSemana ? 'action.hover' : undefined,
                  color: feriado ? 'info.contrastText' : 'text.primary',
                  borderBottom: esHoy ? 3 : 0,
                  borderColor: 'primary.main',
                  fontWeight: esHoy ? 700 : 400,
                }}
              >
                <span aria-hidden="true">
                  {d.semana}
                  <br />
                  {d.dia}
                  {feriado && (
                    <>
                      <br />F
                    </>
                  )}
                </span>
                <TextoOculto>
                  {formatearFecha(d.fecha)}
                  {esHoy ? ', hoy' : ''}
                  {feriado ? `, feriado: ${feriado}` : ''}
                </TextoOculto>
              </Box>
            );
          })}
          <Box sx={{ ...celdaNombre, display: 'flex', alignItems: 'center', borderTop: 1 }}>
            <Typography variant="caption" component="span">
              Fuera por día
            </Typography>
          </Box>
          {dias.map((d) => {
            const n = fuera.get(d.fecha) ?? 0;
            const exceso = excesos.get(d.fecha);
            return (
              <Box
                key={d.fecha}
                data-exceso={exceso ? 'true' : undefined}
                title={exceso ? textoExceso(exceso) : undefined}
                sx={{
                  textAlign: 'center',
                  fontSize: 12,
                  lineHeight: '28px',
                  borderTop: 1,
                  borderColor: 'divider',
                  fontWeight: exceso ? 700 : 400,
                  bgcolor: exceso ? 'error.main' : undefined,
                  color: exceso ? 'error.contrastText' : 'text.primary',
                }}
              >
                <span aria-hidden="true">
                  {n > 0 ? n : ''}
                  {exceso ? '!' : ''}
                </span>
                <TextoOculto>
                  {`${formatearFecha(d.fecha)}: ${n} fuera`}
                  {exceso ? `. ${textoExceso(exceso)}` : ''}
                </TextoOculto>
              </Box>
            );
          })}
        </Box>

        <Box sx={{ position: 'relative', height: filas.getTotalSize() }}>
          {dias.map((d, i) => {
            const especial =
              d.finDeSemana || feriados.has(d.fecha) || excesos.has(d.fecha) || d.fecha === hoy;
            if (!especial) return null;
            return (
              <Box
                key={d.fecha}
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  left: ANCHO_NOMBRE + i * ANCHO_DIA,
                  width: ANCHO_DIA,
                  bgcolor: excesos.has(d.fecha)
                    ? (t) => alpha(t.palette.error.main, 0.08)
                    : feriados.has(d.fecha)
                      ? (t) => alpha(t.palette.info.main, 0.12)
                      : d.finDeSemana
                        ? 'action.hover'
                        : undefined,
                  borderLeft: d.fecha === hoy ? 2 : 0,
                  borderColor: 'primary.main',
                }}
              />
            );
          })}
          {filas.getVirtualItems().map((fila) => {
            const persona = datos.personas[fila.index]!;
            return (
              <Box
                key={persona.id}
                data-testid="fila-calendario"
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: ancho,
                  height: ALTO_FILA,
                  transform: `translateY(${fila.start - ALTO_CABECERA}px)`,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  title={
                    persona.departamento ? `${persona.nombre} (${persona.departamento})` : persona.nombre
                  }
                  sx={{
                    ...celdaNombre,
                    width: ANCHO_NOMBRE,
                    height: ALTO_FILA,
                    display: 'flex',
                    alignItems: 'center',
                    fontSize: 13,
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {persona.nombre}
                </Box>
                {(porPersona.get(persona.id) ?? []).map((s) => {
                  const cols = columnasDeTramo(s, datos.desde, datos.hasta);
                  if (!cols) return null;
                  const etiqueta = etiquetaBarra(persona.nombre, s);
                  const detalle = `${etiqueta} · ${ETIQUETAS_TIPO_BARRA[s.tipo]}, ${s.diasSolicitados} días${s.puedeAprobar ? ' · puede aprobarla o rechazarla' : ''}`;
                  return (
                    <Tooltip key={s.id} title={detalle} describeChild>
                      <ButtonBase
                        aria-label={etiqueta}
                        onClick={() => onAbrir(s)}
                        sx={(t) => ({
                          position: 'absolute',
                          top: 6,
                          height: ALTO_FILA - 12,
                          left: ANCHO_NOMBRE + cols.inicio * ANCHO_DIA + 2,
                          width: cols.dias * ANCHO_DIA - 4,
                          borderRadius: 1,
                          zIndex: 1,
                          ...estiloTipo(t, s),
                          '&.Mui-focusVisible, &:focus-visible': {
                            outline: `3px solid ${t.palette.primary.dark}`,
                            outlineOffset: 1,
                          },
                        })}
                      />
                    </Tooltip>
                  );
                })}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

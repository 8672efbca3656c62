import { useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, styled, type Theme } from '@mui/material/styles';
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

/*
 * The grid's repeated pieces are styled once (one CSS class each, variants chosen by data attributes) and placed
 * with inline positions: a quarter has 184 header cells and every visible row its bars, and computing an `sx`
 * class per element took most of the first drawing (a 500-person quarter within 1 s).
 */
const CeldaNombre = styled('div')(({ theme }) => ({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  backgroundColor: theme.palette.background.paper,
  borderRight: `1px solid ${theme.palette.divider}`,
  padding: theme.spacing(0, 1),
  display: 'flex',
  alignItems: 'center',
}));

const CeldaDia = styled('div')(({ theme }) => ({
  textAlign: 'center',
  fontSize: 12,
  lineHeight: 1.3,
  paddingTop: theme.spacing(0.5),
  color: theme.palette.text.primary,
  '&[data-fin-de-semana]': { backgroundColor: theme.palette.action.hover },
  '&[data-feriado]': { backgroundColor: theme.palette.info.light, color: theme.palette.info.contrastText },
  '&[data-hoy]': { borderBottom: `3px solid ${theme.palette.primary.main}`, fontWeight: 700 },
}));

const CeldaFuera = styled('div')(({ theme }) => ({
  textAlign: 'center',
  fontSize: 12,
  lineHeight: '28px',
  borderTop: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.primary,
  '&[data-exceso]': {
    fontWeight: 700,
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
}));

/** A day's shading down the whole body: weekend, holiday, over coverage, or today's line. */
const ColumnaDia = styled('div')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: ANCHO_DIA,
  '&[data-fin-de-semana]': { backgroundColor: theme.palette.action.hover },
  '&[data-feriado]': { backgroundColor: alpha(theme.palette.info.main, 0.12) },
  '&[data-exceso]': { backgroundColor: alpha(theme.palette.error.main, 0.08) },
  '&[data-hoy]': { borderLeft: `2px solid ${theme.palette.primary.main}` },
}));

const FilaPersona = styled('div')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  left: 0,
  height: ALTO_FILA,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const NombrePersona = styled(CeldaNombre)({
  width: ANCHO_NOMBRE,
  height: ALTO_FILA,
  fontSize: 13,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: 'block',
  lineHeight: `${ALTO_FILA}px`,
});

const ESTADOS = ['Aprobada', 'Pendiente', 'Rechazada', 'Cancelada'] as const;
const TIPOS = ['libres', 'bloque', 'adelanto'] as const;

/** A request's bar; its colour and mark come from `data-estado` and `data-tipo`, its place from inline styles. */
const Barra = styled(ButtonBase)(({ theme }) => ({
  position: 'absolute',
  top: 6,
  height: ALTO_FILA - 12,
  borderRadius: theme.shape.borderRadius,
  zIndex: 1,
  '&.Mui-focusVisible, &:focus-visible': {
    outline: `3px solid ${theme.palette.primary.dark}`,
    outlineOffset: 1,
  },
  ...Object.fromEntries(
    ESTADOS.flatMap((estado) =>
      TIPOS.map((tipo) => [
        `&[data-estado="${estado}"][data-tipo="${tipo}"]`,
        cssTipo(theme, { estado, tipo }),
      ]),
    ),
  ),
}));

/** `estiloTipo` in plain CSS property names (for styled components, which do not read `sx` shorthands). */
function cssTipo(t: Theme, s: Pick<TSolicitudCalendario, 'estado' | 'tipo'>) {
  const { bgcolor, ...resto } = estiloTipo(t, s) as {
    bgcolor?: string;
    background?: string;
    border?: string;
  };
  return bgcolor ? { backgroundColor: bgcolor, ...resto } : resto;
}

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
    for (const s of datos.solicitudes) {
      const propias = m.get(s.usuarioId);
      if (propias) propias.push(s);
      else m.set(s.usuarioId, [s]);
    }
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
  // `data-*` present or absent (React drops an attribute whose value is undefined).
  const marca = (si: boolean) => (si ? '' : undefined);

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
          <CeldaNombre>
            <Typography variant="subtitle2" component="span">
              Persona
            </Typography>
          </CeldaNombre>
          {dias.map((d) => {
            const feriado = feriados.get(d.fecha);
            const esHoy = d.fecha === hoy;
            return (
              <CeldaDia
                key={d.fecha}
                title={feriado ? `Feriado: ${feriado}` : formatearFecha(d.fecha)}
                data-fin-de-semana={marca(d.finDeSemana)}
                data-feriado={marca(feriado !== undefined)}
                data-hoy={marca(esHoy)}
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
              </CeldaDia>
            );
          })}
          <CeldaNombre sx={{ borderTop: 1, borderTopColor: 'divider' }}>
            <Typography variant="caption" component="span">
              Fuera por día
            </Typography>
          </CeldaNombre>
          {dias.map((d) => {
            const n = fuera.get(d.fecha) ?? 0;
            const exceso = excesos.get(d.fecha);
            return (
              <CeldaFuera
                key={d.fecha}
                data-exceso={exceso ? 'true' : undefined}
                title={exceso ? textoExceso(exceso) : undefined}
              >
                <span aria-hidden="true">
                  {n > 0 ? n : ''}
                  {exceso ? '!' : ''}
                </span>
                <TextoOculto>
                  {`${formatearFecha(d.fecha)}: ${n} fuera`}
                  {exceso ? `. ${textoExceso(exceso)}` : ''}
                </TextoOculto>
              </CeldaFuera>
            );
          })}
        </Box>

        <Box sx={{ position: 'relative', height: filas.getTotalSize() }}>
          {dias.map((d, i) => {
            const feriado = feriados.has(d.fecha);
            const exceso = excesos.has(d.fecha);
            const esHoy = d.fecha === hoy;
            if (!d.finDeSemana && !feriado && !exceso && !esHoy) return null;
            return (
              <ColumnaDia
                key={d.fecha}
                aria-hidden="true"
                style={{ left: ANCHO_NOMBRE + i * ANCHO_DIA }}
                data-fin-de-semana={marca(d.finDeSemana)}
                data-feriado={marca(feriado)}
                data-exceso={marca(exceso)}
                data-hoy={marca(esHoy)}
              />
            );
          })}
          {filas.getVirtualItems().map((fila) => {
            const persona = datos.personas[fila.index]!;
            return (
              <FilaPersona
                key={persona.id}
                data-testid="fila-calendario"
                style={{ width: ancho, transform: `translateY(${fila.start - ALTO_CABECERA}px)` }}
              >
                <NombrePersona
                  title={
                    persona.departamento ? `${persona.nombre} (${persona.departamento})` : persona.nombre
                  }
                >
                  {persona.nombre}
                </NombrePersona>
                {(porPersona.get(persona.id) ?? []).map((s) => {
                  const cols = columnasDeTramo(s, datos.desde, datos.hasta);
                  if (!cols) return null;
                  const etiqueta = etiquetaBarra(persona.nombre, s);
                  const detalle = `${etiqueta} · ${ETIQUETAS_TIPO_BARRA[s.tipo]}, ${s.diasSolicitados} días${s.puedeAprobar ? ' · puede aprobarla o rechazarla' : ''}`;
                  return (
                    <Tooltip key={s.id} title={detalle} describeChild>
                      <Barra
                        aria-label={etiqueta}
                        onClick={() => onAbrir(s)}
                        data-estado={s.estado}
                        data-tipo={s.tipo}
                        style={{
                          left: ANCHO_NOMBRE + cols.inicio * ANCHO_DIA + 2,
                          width: cols.dias * ANCHO_DIA - 4,
                        }}
                      />
                    </Tooltip>
                  );
                })}
              </FilaPersona>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import {
  ACCIONES_AUDITORIA,
  SEVERIDADES,
  accionesDeModulo,
  type TAccionAuditoria,
  type TModuloAuditoria,
  type TSeveridad,
} from '@app/contract/auditoria';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import { hayFiltros, type FiltrosAuditoria } from '../hooks/use-filtros-auditoria';

const OPCIONES_SEVERIDAD = Object.entries(SEVERIDADES).map(([valor, etiqueta]) => ({ valor, etiqueta }));

/** How long typing pauses before the search goes to the server. */
export const ESPERA_BUSQUEDA_MS = 300;

interface Props {
  /** The history's fixed module, if any: only its actions are offered. */
  modulo?: TModuloAuditoria | undefined;
  filtros: FiltrosAuditoria;
  onCambiar: (cambio: Partial<FiltrosAuditoria>) => void;
  onLimpiar: () => void;
}

/**
 * The audit filters: date range (Lima calendar days), action, severity and a free-text search; the user
 * who acted and the affected user are chosen from a row ('Filtrar por …') and shown here as removable chips.
 */
export function FiltrosAuditoriaBarra({ modulo, filtros, onCambiar, onLimpiar }: Props) {
  const acciones = accionesDeModulo(modulo);
  const [texto, setTexto] = useState(filtros.busqueda ?? '');
  const [textoPrevio, setTextoPrevio] = useState(filtros.busqueda);
  // Cleared or changed from outside (Limpiar filtros, a shared link): the box follows.
  if (filtros.busqueda !== textoPrevio) {
    setTextoPrevio(filtros.busqueda);
    setTexto(filtros.busqueda ?? '');
  }
  useEffect(() => {
    if (texto.trim() === (filtros.busqueda ?? '')) return;
    const espera = setTimeout(() => onCambiar({ busqueda: texto.trim() || undefined }), ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(espera);
  }, [texto, filtros.busqueda, onCambiar]);

  const fechaInvertida = !!filtros.desde && !!filtros.hasta && filtros.desde > filtros.hasta;
  const campoFecha = (etiqueta: string, clave: 'desde' | 'hasta', error?: string) => (
    <FiltroFecha
      etiqueta={etiqueta}
      valor={filtros[clave] ?? null}
      onCambiar={(v) => onCambiar({ [clave]: v ?? undefined })}
      error={error}
    />
  );

  return (
    <Box role="search" aria-label="Filtros de auditoría" sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <TextField
          label="Buscar"
          placeholder="Texto de la acción o del motivo"
          size="small"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FiltroSelect
          label="Acción"
          todos="Todas"
          valor={filtros.tipoAccion ?? ''}
          onCambiar={(v) => onCambiar({ tipoAccion: (v || undefined) as TAccionAuditoria | undefined })}
          opciones={acciones.map((accion) => ({ valor: accion, etiqueta: ACCIONES_AUDITORIA[accion] }))}
          mostrarTodos={false}
        />
        <FiltroSelect
          label="Severidad"
          todos="Todas"
          valor={filtros.severidad ?? ''}
          onCambiar={(v) => onCambiar({ severidad: (v || undefined) as TSeveridad | undefined })}
          opciones={OPCIONES_SEVERIDAD}
          mostrarTodos={false}
        />
        {campoFecha('Desde', 'desde')}
        {campoFecha(
          'Hasta',
          'hasta',
          fechaInvertida ? 'La fecha hasta no puede ser anterior a la fecha desde' : undefined,
        )}
      </Box>
      {(filtros.ejecutor || filtros.afectado || hayFiltros(filtros)) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
          {filtros.ejecutor && (
            <Chip
              label={`Usuario que actuó: ${filtros.ejecutor.nombre}`}
              onDelete={() => onCambiar({ ejecutor: undefined })}
            />
          )}
          {filtros.afectado && (
            <Chip
              label={`Usuario afectado: ${filtros.afectado.nombre}`}
              onDelete={() => onCambiar({ afectado: undefined })}
            />
          )}
          {hayFiltros(filtros) && (
            <Button size="small" onClick={onLimpiar}>
              Limpiar filtros
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

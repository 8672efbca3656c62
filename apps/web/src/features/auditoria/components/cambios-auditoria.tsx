import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TCambioAuditoria } from '@app/contract/auditoria-cambios';

const VACIO = '—';

/** Added and removed items of a set (roles, permissions) as chips: '+ Admin' green, '− Empleado' red. */
function ChipsConjunto({ cambio }: { cambio: TCambioAuditoria }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {cambio.agregados?.map((x) => (
        <Chip key={`+${x}`} size="small" color="success" variant="outlined" label={`+ ${x}`} />
      ))}
      {cambio.quitados?.map((x) => (
        <Chip key={`-${x}`} size="small" color="error" variant="outlined" label={`− ${x}`} />
      ))}
    </Box>
  );
}

/** 'antes → después' as one readable line. */
export const textoCambio = (c: TCambioAuditoria) => `${c.antes ?? VACIO} → ${c.despues ?? VACIO}`;

/** The quick detail's list of changes: each field's Spanish label, then before → after, or the set's chips. */
export function ListaCambios({ cambios }: { cambios: TCambioAuditoria[] }) {
  if (cambios.length === 0) return null;
  return (
    <Box component="section" aria-label="Cambios" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Cambios
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {cambios.map((c) => (
          <Box component="li" key={c.campo} aria-label={c.etiqueta}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {c.etiqueta}
            </Typography>
            {c.agregados ? (
              <ChipsConjunto cambio={c} />
            ) : (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {c.antes ?? VACIO}
                </Box>
                {' → '}
                <Box component="span">{c.despues ?? VACIO}</Box>
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const MAXIMO_EN_TABLA = 3;

/** A row's changes in the table: the first three fields as 'Etiqueta: antes → después', then '+N más'. */
export function ResumenCambios({ cambios }: { cambios: TCambioAuditoria[] }) {
  if (cambios.length === 0) return null;
  const visibles = cambios.slice(0, MAXIMO_EN_TABLA);
  const resto = cambios.length - visibles.length;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
      {visibles.map((c) => (
        <Typography
          component="li"
          variant="caption"
          key={c.campo}
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>{`${c.etiqueta}: `}</Box>
          {c.agregados
            ? [...c.agregados.map((x) => `+ ${x}`), ...(c.quitados ?? []).map((x) => `− ${x}`)].join(', ')
            : textoCambio(c)}
        </Typography>
      ))}
      {resto > 0 && (
        <Typography component="li" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {`+${resto} más`}
        </Typography>
      )}
    </Box>
  );
}

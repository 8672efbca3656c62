import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface Pestana {
  id: string;
  etiqueta: string;
  Componente: ComponentType;
}

/**
 * A page split into tabs: only the chosen tab's part is mounted (its queries run when opened), the tab list scrolls
 * on a phone, and each tab names its panel for screen readers.
 */
export function Pestanas(props: { pestanas: readonly Pestana[]; etiqueta: string; prefijoId: string }) {
  const { pestanas, etiqueta, prefijoId } = props;
  const [actual, setActual] = useState(pestanas[0]!.id);
  const { Componente } = pestanas.find((p) => p.id === actual) ?? pestanas[0]!;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={actual}
          onChange={(_e, valor: string) => setActual(valor)}
          aria-label={etiqueta}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {pestanas.map((p) => (
            <Tab
              key={p.id}
              value={p.id}
              label={p.etiqueta}
              id={`pestana-${prefijoId}-${p.id}`}
              aria-controls={actual === p.id ? `panel-${prefijoId}-${p.id}` : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <div
        role="tabpanel"
        id={`panel-${prefijoId}-${actual}`}
        aria-labelledby={`pestana-${prefijoId}-${actual}`}
      >
        <Componente />
      </div>
    </>
  );
}

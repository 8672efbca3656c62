import GlobalStyles from '@mui/material/GlobalStyles';

import { SelectorAnio } from '../../../components/lista/selector-anio';

/** The plan's year: the current one, the one before and the next two. */
export function SelectorAnioPlan({
  anio,
  hoy,
  onCambiar,
}: {
  anio: number;
  hoy: string;
  onCambiar: (anio: number) => void;
}) {
  const actual = Number(hoy.slice(0, 4));
  return (
    <SelectorAnio
      label="Año del plan"
      anio={anio}
      anios={[actual - 1, actual, actual + 1, actual + 2]}
      onCambiar={onCambiar}
    />
  );
}

/**
 * The plan prints cleanly (a print stylesheet, PDFs come later): the menu, the bars and every button
 * (`.no-imprimir`) are left out, and each employee's section stays on one page when it fits.
 */
export function EstilosImpresion() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'nav, header, aside, .MuiDrawer-root, .MuiAppBar-root, .no-imprimir, .MuiTabs-root': {
            display: 'none !important',
          },
          'main, body': { margin: 0, padding: 0, background: '#fff' },
          '.plan-empleado': { breakInside: 'avoid', boxShadow: 'none', border: '1px solid #999' },
        },
      }}
    />
  );
}

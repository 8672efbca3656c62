import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/**
 * Whoever asks the system for less motion (prefers-reduced-motion, WCAG 2.3.3) gets none: transitions take no time,
 * buttons no ripple, and CssBaseline's overrides stop CSS animations (spinners show still). Read once, at start.
 */
export const menosMovimiento =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const SIN_MOVIMIENTO = {
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        '*, *::before, *::after': {
          animationDuration: '0s !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0s !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
};

/**
 * MUI with its Spanish locale (the date pickers get theirs in fechas-provider.tsx). Warning and info are a
 * shade darker than MUI's defaults so white text on them (filled chips and alerts) meets WCAG AA contrast
 * (4.5:1).
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1565c0' },
      secondary: { main: '#00796b' },
      warning: { main: '#b45309' },
      info: { main: '#0277bd' },
      background: { default: '#f4f6f8' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { color: 'primary' } },
      ...(menosMovimiento ? SIN_MOVIMIENTO.components : {}),
    },
    ...(menosMovimiento ? { transitions: SIN_MOVIMIENTO.transitions } : {}),
  },
  esES,
);

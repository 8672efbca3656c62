import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

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
    },
  },
  esES,
);

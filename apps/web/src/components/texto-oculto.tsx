import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

/** One class for every instance: a calendar quarter has close to two hundred of these. */
const Oculto = styled('span')({
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
});

/** Text for screen readers only. */
export function TextoOculto({ children }: { children: ReactNode }) {
  return <Oculto>{children}</Oculto>;
}

import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EncabezadoPagina } from './encabezado-pagina';

interface Props {
  titulo: string;
  subtitulo: ReactNode;
  /** Buttons on the right of the title. */
  acciones?: ReactNode;
  /** Above the tabs, e.g. the stat cards of 'Gestión de Usuarios'. */
  resumen?: ReactNode;
  /** The first tab: its label ('Usuarios') and its content (`children`). */
  seccion: string;
  children: ReactNode;
  /**
   * The 'Auditoría' tab's content, the module's `HistorialAuditoria`. Left out (no tab offered) when the user
   * lacks AUDITORIA-VER: the page decides, since the history lives in another feature.
   */
  auditoria?: ReactNode;
}

type Pestana = 'seccion' | 'auditoria';

/**
 * The administration screens' shell (Usuarios, Roles, Permisos, Departamentos): the h1 with its subtitle and
 * buttons, an optional summary, and the tabs '<sección>' and 'Auditoría'.
 */
export function PaginaAdmin({ titulo, subtitulo, acciones, resumen, seccion, children, auditoria }: Props) {
  const [pestana, setPestana] = useState<Pestana>('seccion');
  const actual = auditoria ? pestana : 'seccion';
  const id = seccion
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  const ids = {
    seccion: { pestana: `pestana-${id}`, panel: `panel-${id}` },
    auditoria: { pestana: `pestana-auditoria-${id}`, panel: `panel-auditoria-${id}` },
  };
  return (
    <>
      <EncabezadoPagina titulo={titulo} subtitulo={subtitulo} acciones={acciones} />
      {resumen}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={actual}
          onChange={(_e, valor: Pestana) => setPestana(valor)}
          aria-label={`Secciones de ${seccion.toLowerCase()}`}
        >
          {(['seccion', 'auditoria'] as const)
            .filter((p) => p === 'seccion' || auditoria)
            .map((p) => (
              <Tab
                key={p}
                value={p}
                label={p === 'seccion' ? seccion : 'Auditoría'}
                id={ids[p].pestana}
                aria-controls={actual === p ? ids[p].panel : undefined}
              />
            ))}
        </Tabs>
      </Box>
      <Box key={actual} role="tabpanel" id={ids[actual].panel} aria-labelledby={ids[actual].pestana}>
        {actual === 'seccion' ? children : auditoria}
      </Box>
    </>
  );
}

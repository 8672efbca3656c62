import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { SeccionCorreos } from './seccion-correos';
import { SeccionEmpresa } from './seccion-empresa';
import { SeccionFeriados } from './seccion-feriados';
import { SeccionPoliticaVacaciones } from './seccion-politica-vacaciones';

const SECCIONES = [
  { id: 'empresa', etiqueta: 'Empresa', Componente: SeccionEmpresa },
  { id: 'vacaciones', etiqueta: 'Política de vacaciones', Componente: SeccionPoliticaVacaciones },
  { id: 'feriados', etiqueta: 'Feriados', Componente: SeccionFeriados },
  { id: 'correos', etiqueta: 'Correos', Componente: SeccionCorreos },
] as const;

type IdSeccion = (typeof SECCIONES)[number]['id'];

/** The 'Configuración' tab of /administracion/configuracion: the company, its vacation policy, its holidays
 * and the outbox of e-mails. */
export function PaginaConfiguracion() {
  const [actual, setActual] = useState<IdSeccion>('empresa');
  const { Componente } = SECCIONES.find((s) => s.id === actual)!;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={actual}
          onChange={(_e, valor: IdSeccion) => setActual(valor)}
          aria-label="Partes de la configuración"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {SECCIONES.map((s) => (
            <Tab
              key={s.id}
              value={s.id}
              label={s.etiqueta}
              id={`pestana-config-${s.id}`}
              aria-controls={actual === s.id ? `panel-config-${s.id}` : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`panel-config-${actual}`} aria-labelledby={`pestana-config-${actual}`}>
        <Componente />
      </div>
    </>
  );
}

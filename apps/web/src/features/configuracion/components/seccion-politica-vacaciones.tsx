import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { CargandoFormulario } from '../../../components/form/cargando-formulario';
import { usePolitica } from '../api/politica-vacaciones';
import { FormularioPolitica } from './formulario-politica';
import { RecordNoCumplido } from './record-no-cumplido';

/**
 * 'Política de vacaciones' of /administracion/configuracion (ADR 027): the company's régimen, adelanto,
 * its cap and the order of imputation; below, the periods HR marked as récord vacacional no cumplido.
 */
export function SeccionPoliticaVacaciones() {
  const politica = usePolitica();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <section aria-labelledby="titulo-politica">
        <Typography id="titulo-politica" variant="h6" component="h2" sx={{ mb: 2 }}>
          Política de vacaciones
        </Typography>
        <AlertaErrorConsulta consulta={politica} respaldo="No se pudo cargar la política de vacaciones" />
        {politica.isPending && <CargandoFormulario texto="Cargando la política de vacaciones..." />}
        {politica.data && (
          // A new key after each save: the form starts again from what the server stored.
          <FormularioPolitica key={JSON.stringify(politica.data)} politica={politica.data} />
        )}
      </section>
      <Divider />
      <RecordNoCumplido />
    </Box>
  );
}

import { useRouteError } from 'react-router';
import { ErrorFallback } from '../../components/feedback/error-fallback';

/** Router errorElement: a page that failed to render or a chunk that failed to load. */
export function ErrorRuta({ dentroDelShell = false }: { dentroDelShell?: boolean }) {
  const error = useRouteError();
  console.error('Error en la ruta', error);
  return <ErrorFallback dentroDelShell={dentroDelShell} />;
}

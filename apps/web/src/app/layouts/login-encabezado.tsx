import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { useEmpresaPublica } from '../../lib/empresa';
import { LogoEmpresa } from '../../features/auth/components/logo-empresa';

/** The login card's head: the company's logo and name, and what signing in is for. */
export function LoginEncabezado({ empresa }: { empresa: ReturnType<typeof useEmpresaPublica> }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
      {/* Name and logo come from the server: a placeholder of their size while they load, never a made-up name. */}
      {empresa.isPending ? (
        <>
          <Skeleton variant="rounded" width={72} height={72} />
          <Skeleton variant="text" width={200} sx={{ fontSize: '2.125rem' }} />
        </>
      ) : (
        <>
          <LogoEmpresa nombre={empresa.data?.nombreComercial ?? ''} logoUrl={empresa.data?.logoUrl} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {empresa.data?.nombreComercial ?? 'Iniciar sesión'}
          </Typography>
        </>
      )}
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        Inicia sesión para gestionar tus vacaciones
      </Typography>
    </Stack>
  );
}

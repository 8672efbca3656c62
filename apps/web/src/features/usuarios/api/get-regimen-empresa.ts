import { useQuery } from '@tanstack/react-query';
import { ZRegimenEmpresa } from '@app/contract/usuarios';
import { consultaGet } from '../../../lib/consultas';
import { CLAVE_USUARIOS } from './get-usuarios';

/** GET /api/usuarios-admin/dropdowns/regimen-empresa: what "Según la empresa" means in the user form (ADR 027). */
export const regimenEmpresaQueryOptions = () =>
  consultaGet(
    [...CLAVE_USUARIOS, 'dropdowns', 'regimen-empresa'],
    '/usuarios-admin/dropdowns/regimen-empresa',
    ZRegimenEmpresa,
  );

export const useRegimenEmpresa = (habilitada = true) =>
  useQuery({ ...regimenEmpresaQueryOptions(), enabled: habilitada });

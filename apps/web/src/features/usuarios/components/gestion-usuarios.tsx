import type { ReactNode } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { PAGE_SIZES_USUARIOS } from '@app/contract/usuarios';
import { PaginaAdmin } from '../../../components/layouts/pagina-admin';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import {
  paginacionDe,
  unoDe,
  useAjustarPagina,
  useEstadoLista,
  type ConfigEstadoLista,
} from '../../../components/lista/use-estado-lista';
import { useOpcionesUsuario } from '../api/get-opciones-usuario';
import {
  CLAVE_USUARIOS,
  useUsuarios,
  consultaUsuarios,
  type CampoOrdenUsuario,
  type FiltrosUsuarios,
} from '../api/get-usuarios';
import { useDialogosUsuario } from '../hooks/use-dialogos-usuario';
import { AccionesGestionUsuarios } from './acciones-gestion-usuarios';
import { CambiarEstadoUsuarioDialog } from './cambiar-estado-usuario-dialog';
import { ContrasenaGeneradaDialog } from './contrasena-generada-dialog';
import { FiltrosUsuariosBarra } from './filtros-usuarios';
import { ProcesandoDialog } from './procesando-dialog';
import { ReiniciarContrasenaDialog } from './reiniciar-contrasena-dialog';
import { ResumenUsuarios } from './resumen-usuarios';
import { TablaUsuarios } from './tabla-usuarios';
import { UsuarioModal } from './usuario-modal';

export const SUBTITULO_USUARIOS = 'Administre los usuarios del sistema, sus roles y permisos';
/** The list helpers' fallback. */
export const ERROR_LISTA_USUARIOS = 'Error desconocido';

/** The list's view, kept in the URL: newest first, 10 per page. */
const LISTA: ConfigEstadoLista<Omit<FiltrosUsuarios, 'busquedaGeneral'>, CampoOrdenUsuario> = {
  filtrosIniciales: { departamentoId: '', rol: '', estado: '' },
  lectores: { estado: unoDe(['activo', 'inactivo'] as const) },
  ordenInicial: { sortBy: 'fechaCreacion', isDescending: true },
  camposOrden: ['nombrecompleto', 'dni', 'departamento', 'fechaingreso', 'estado', 'fechaCreacion'],
  tamanoPagina: 10,
  tamanosPagina: PAGE_SIZES_USUARIOS,
  esperaBusquedaMs: 400,
};

export interface GestionUsuariosProps {
  /**
   * Opens the bulk import wizard. The 'Bulk Import' button shows only when this is given (the wizard lives in
   * another feature; the page wires it).
   */
  onAbrirImportacion?: (() => void) | undefined;
  /** Content of the 'Auditoría' tab; without it the tab is not offered. */
  auditoria?: ReactNode;
}

/**
 * 'Gestión de Usuarios' (docs/producto.md, «Usuarios»): statistics, 'Nuevo Usuario' (and 'Bulk Import'), tabs
 * Usuarios and Auditoría; the filtered, sorted, paged user table with its actions; the user modal and the status
 * and reset dialogs; a blocking 'Procesando...' dialog while any of them saves. The view lives in the URL.
 */
export function GestionUsuarios({ onAbrirImportacion, auditoria }: GestionUsuariosProps) {
  const lista = useEstadoLista(LISTA);
  const dialogos = useDialogosUsuario();

  const consulta = useUsuarios({
    busquedaGeneral: lista.busqueda,
    ...lista.filtros,
    pageNumber: lista.pageNumber,
    pageSize: lista.pageSize,
    sortBy: lista.sortBy,
    isDescending: lista.isDescending,
  });
  const opciones = useOpcionesUsuario();
  const operando = useIsMutating({ mutationKey: CLAVE_USUARIOS }) > 0;

  const datos = consulta.isError ? undefined : consulta.data;
  const total = datos?.totalCompleto ?? 0;
  useAjustarPagina(lista, datos && !consulta.isPlaceholderData ? total : undefined);

  const actualizar = () => {
    void consulta.refetch();
    void opciones.departamentos.refetch();
    void opciones.roles.refetch();
  };

  return (
    <>
      <PaginaAdmin
        titulo="Gestión de Usuarios"
        subtitulo={SUBTITULO_USUARIOS}
        seccion="Usuarios"
        auditoria={auditoria}
        acciones={
          <AccionesGestionUsuarios
            onAbrirImportacion={onAbrirImportacion}
            consultaExportar={consultaUsuarios({
              busquedaGeneral: lista.busqueda,
              ...lista.filtros,
              sortBy: lista.sortBy,
              isDescending: lista.isDescending,
            })}
            sinUsuarios={total === 0}
            onNuevo={() => dialogos.abrirModal('crear')}
          />
        }
        resumen={<ResumenUsuarios cargando={consulta.isPending} estadisticas={datos?.estadisticas} />}
      >
        <AlertaErrorConsulta consulta={consulta} respaldo={ERROR_LISTA_USUARIOS} />
        <FiltrosUsuariosBarra
          busqueda={lista.texto}
          filtros={lista.filtros}
          departamentos={opciones.departamentos.data ?? []}
          roles={opciones.roles.data ?? []}
          hayFiltros={lista.hayFiltros}
          actualizando={consulta.isFetching}
          onBusqueda={lista.setTexto}
          onFiltro={lista.cambiarFiltros}
          onLimpiar={lista.limpiar}
          onActualizar={actualizar}
        />
        <TablaUsuarios
          filas={datos?.usuarios ?? []}
          paginacion={paginacionDe(lista, total, consulta)}
          filtrado={lista.filtrado}
          onAccion={dialogos.alAccion}
          onCrear={() => dialogos.abrirModal('crear')}
        />
      </PaginaAdmin>

      <UsuarioModal
        abierto={dialogos.modal.abierto}
        modo={dialogos.modal.modo}
        usuarioId={dialogos.modal.usuarioId}
        onCerrar={dialogos.cerrarModal}
        onGuardado={dialogos.alGuardar}
      />
      <CambiarEstadoUsuarioDialog usuario={dialogos.usuarioEstado} onCerrar={dialogos.cerrarEstado} />
      <ReiniciarContrasenaDialog usuario={dialogos.usuarioReinicio} onCerrar={dialogos.cerrarReinicio} />
      <ContrasenaGeneradaDialog usuario={dialogos.creadoConContrasena} onCerrar={dialogos.cerrarContrasena} />
      <ProcesandoDialog abierto={operando} />
    </>
  );
}

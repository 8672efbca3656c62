import { useCallback, useState, type ReactNode } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GroupIcon from '@mui/icons-material/Group';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { PAGE_SIZES_USUARIOS, type TUsuarioItem } from '@app/contract/usuarios';
import { PaginaAdmin } from '../../../components/layouts/pagina-admin';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import {
  paginacionDe,
  unoDe,
  useAjustarPagina,
  useEstadoLista,
  type ConfigEstadoLista,
} from '../../../components/lista/use-estado-lista';
import { TarjetasResumen } from '../../../components/stat-card';
import { useOpcionesUsuario } from '../api/get-opciones-usuario';
import {
  CLAVE_USUARIOS,
  useUsuarios,
  consultaUsuarios,
  RUTA_EXPORTAR_USUARIOS,
  type CampoOrdenUsuario,
  type FiltrosUsuarios,
} from '../api/get-usuarios';
import type { ModoUsuario } from '../utils/formulario-usuario';
import { CambiarEstadoUsuarioDialog } from './cambiar-estado-usuario-dialog';
import { ContrasenaGeneradaDialog, type UsuarioConContrasena } from './contrasena-generada-dialog';
import { FiltrosUsuariosBarra } from './filtros-usuarios';
import { ProcesandoDialog } from './procesando-dialog';
import { ReiniciarContrasenaDialog } from './reiniciar-contrasena-dialog';
import { TablaUsuarios, type AccionUsuario } from './tabla-usuarios';
import { ExportarExcel } from '../../../components/exportar-excel';
import { UsuarioModal, type UsuarioGuardado } from './usuario-modal';

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

interface Modal {
  abierto: boolean;
  modo: ModoUsuario;
  usuarioId: number | null;
}

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
  const [modal, setModal] = useState<Modal>({ abierto: false, modo: 'crear', usuarioId: null });
  const [usuarioEstado, setUsuarioEstado] = useState<TUsuarioItem | null>(null);
  const [usuarioReinicio, setUsuarioReinicio] = useState<TUsuarioItem | null>(null);
  const [creadoConContrasena, setCreadoConContrasena] = useState<UsuarioConContrasena | null>(null);

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

  const abrirModal = (modo: ModoUsuario, usuarioId: number | null = null) =>
    setModal({ abierto: true, modo, usuarioId });
  const cerrarModal = useCallback(() => setModal((m) => ({ ...m, abierto: false })), []);

  const alGuardar = useCallback(
    ({ modo, respuesta, nombreCompleto, email }: UsuarioGuardado) => {
      cerrarModal();
      if (modo === 'crear' && respuesta.contrasenaTemporal) {
        setCreadoConContrasena({ nombreCompleto, email, contrasenaTemporal: respuesta.contrasenaTemporal });
      }
    },
    [cerrarModal],
  );

  const alAccion = (accion: AccionUsuario, usuario: TUsuarioItem) => {
    if (accion === 'ver') abrirModal('ver', usuario.id);
    else if (accion === 'editar') abrirModal('editar', usuario.id);
    else if (accion === 'estado') setUsuarioEstado(usuario);
    else setUsuarioReinicio(usuario);
  };

  const estadisticas = datos?.estadisticas;

  return (
    <>
      <PaginaAdmin
        titulo="Gestión de Usuarios"
        subtitulo={SUBTITULO_USUARIOS}
        seccion="Usuarios"
        auditoria={auditoria}
        acciones={
          <>
            {onAbrirImportacion && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onAbrirImportacion}>
                Bulk Import
              </Button>
            )}
            {/* Every user matching the filters, in the table's order. */}
            <ExportarExcel
              ruta={RUTA_EXPORTAR_USUARIOS}
              query={consultaUsuarios({
                busquedaGeneral: lista.busqueda,
                ...lista.filtros,
                sortBy: lista.sortBy,
                isDescending: lista.isDescending,
              })}
              disabled={total === 0}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrirModal('crear')}>
              Nuevo Usuario
            </Button>
          </>
        }
        resumen={
          <TarjetasResumen
            etiqueta="Resumen de usuarios"
            anchoMinimo={190}
            cargando={consulta.isPending}
            tarjetas={[
              ['Total Usuarios', estadisticas?.totalUsuarios, <GroupIcon />, 'primary'],
              ['Activos', estadisticas?.usuariosActivos, <HowToRegIcon />, 'success'],
              ['Inactivos', estadisticas?.usuariosInactivos, <PersonOffIcon />, 'warning'],
              ['Administradores', estadisticas?.administradores, <AdminPanelSettingsIcon />, 'secondary'],
            ]}
          />
        }
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
          onAccion={alAccion}
          onCrear={() => abrirModal('crear')}
        />
      </PaginaAdmin>

      <UsuarioModal
        abierto={modal.abierto}
        modo={modal.modo}
        usuarioId={modal.usuarioId}
        onCerrar={cerrarModal}
        onGuardado={alGuardar}
      />
      <CambiarEstadoUsuarioDialog usuario={usuarioEstado} onCerrar={() => setUsuarioEstado(null)} />
      <ReiniciarContrasenaDialog usuario={usuarioReinicio} onCerrar={() => setUsuarioReinicio(null)} />
      <ContrasenaGeneradaDialog usuario={creadoConContrasena} onCerrar={() => setCreadoConContrasena(null)} />
      <ProcesandoDialog abierto={operando} />
    </>
  );
}

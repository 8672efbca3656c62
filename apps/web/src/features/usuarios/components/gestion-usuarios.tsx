import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GroupIcon from '@mui/icons-material/Group';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { TUsuarioItem } from '@app/contract/usuarios';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { StatCard, type ColorStatCard } from '../../../components/stat-card';
import { mensajeDeError } from '../../../lib/api-client';
import { useOpcionesUsuario } from '../api/get-opciones-usuario';
import {
  CLAVE_USUARIOS,
  useUsuarios,
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
import { UsuarioModal, type UsuarioGuardado } from './usuario-modal';

export const SUBTITULO_USUARIOS = 'Administre los usuarios del sistema, sus roles y permisos';
/** The list helpers' fallback (spec 02 §8). */
export const ERROR_LISTA_USUARIOS = 'Error desconocido';
const ESPERA_BUSQUEDA_MS = 400;
const PAGINA_INICIAL = { pageNumber: 1, pageSize: 10 };
const ORDEN_INICIAL = { sortBy: 'fechaCreacion' as CampoOrdenUsuario, isDescending: true };
const FILTROS_VACIOS: Omit<FiltrosUsuarios, 'busquedaGeneral'> = { departamentoId: '', rol: '', estado: '' };

type Pestana = 'usuarios' | 'auditoria';

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
 * 'Gestión de Usuarios' (spec 02 §2.1): statistics, 'Nuevo Usuario' (and 'Bulk Import'), tabs Usuarios and
 * Auditoría; the filtered, sorted, paged user table with its actions; the user modal and the status and reset
 * dialogs; a blocking 'Procesando...' dialog while any of them saves. Filters, sort and page size go back to page 1.
 */
export function GestionUsuarios({ onAbrirImportacion, auditoria }: GestionUsuariosProps) {
  const [pestana, setPestana] = useState<Pestana>('usuarios');
  const [busqueda, setBusqueda] = useState('');
  const [busquedaGeneral, setBusquedaGeneral] = useState('');
  const [filtros, setFiltros] = useState(FILTROS_VACIOS);
  const [pagina, setPagina] = useState(PAGINA_INICIAL);
  const [orden, setOrden] = useState(ORDEN_INICIAL);
  const [modal, setModal] = useState<Modal>({ abierto: false, modo: 'crear', usuarioId: null });
  const [usuarioEstado, setUsuarioEstado] = useState<TUsuarioItem | null>(null);
  const [usuarioReinicio, setUsuarioReinicio] = useState<TUsuarioItem | null>(null);
  const [creadoConContrasena, setCreadoConContrasena] = useState<UsuarioConContrasena | null>(null);
  const [errorCerrado, setErrorCerrado] = useState<number | null>(null);

  // The general search applies after a short pause in typing.
  useEffect(() => {
    const valor = busqueda.trim();
    if (valor === busquedaGeneral) return;
    const t = setTimeout(() => {
      setBusquedaGeneral(valor);
      setPagina((p) => ({ ...p, pageNumber: 1 }));
    }, ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(t);
  }, [busqueda, busquedaGeneral]);

  const consulta = useUsuarios({ busquedaGeneral, ...filtros, ...pagina, ...orden });
  const opciones = useOpcionesUsuario();
  const operando = useIsMutating({ mutationKey: CLAVE_USUARIOS }) > 0;

  const datos = consulta.isError ? undefined : consulta.data;
  const usuarios = datos?.usuarios ?? [];
  const total = datos?.totalCompleto ?? 0;
  const ultimaPagina = Math.max(1, Math.ceil(total / pagina.pageSize));
  if (datos && !consulta.isPlaceholderData && pagina.pageNumber > ultimaPagina) {
    setPagina((p) => ({ ...p, pageNumber: ultimaPagina }));
  }

  const hayFiltros =
    busqueda.trim() !== '' || busquedaGeneral !== '' || Object.values(filtros).some((v) => v !== '');

  const cambiarFiltro = (cambio: Partial<typeof filtros>) => {
    setFiltros((f) => ({ ...f, ...cambio }));
    setPagina((p) => ({ ...p, pageNumber: 1 }));
  };
  const limpiarFiltros = () => {
    setBusqueda('');
    setBusquedaGeneral('');
    setFiltros(FILTROS_VACIOS);
    setPagina((p) => ({ ...p, pageNumber: 1 }));
  };
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
  const tarjetas: { titulo: string; valor: number | string; icono: ReactNode; color: ColorStatCard }[] = [
    {
      titulo: 'Total Usuarios',
      valor: estadisticas?.totalUsuarios ?? '-',
      icono: <GroupIcon />,
      color: 'primary',
    },
    {
      titulo: 'Activos',
      valor: estadisticas?.usuariosActivos ?? '-',
      icono: <HowToRegIcon />,
      color: 'success',
    },
    {
      titulo: 'Inactivos',
      valor: estadisticas?.usuariosInactivos ?? '-',
      icono: <PersonOffIcon />,
      color: 'warning',
    },
    {
      titulo: 'Administradores',
      valor: estadisticas?.administradores ?? '-',
      icono: <AdminPanelSettingsIcon />,
      color: 'secondary',
    },
  ];

  const actual = auditoria ? pestana : 'usuarios';

  return (
    <>
      <EncabezadoPagina
        titulo="Gestión de Usuarios"
        subtitulo={SUBTITULO_USUARIOS}
        acciones={
          <>
            {onAbrirImportacion && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onAbrirImportacion}>
                Bulk Import
              </Button>
            )}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrirModal('crear')}>
              Nuevo Usuario
            </Button>
          </>
        }
      />

      <Box
        component="section"
        aria-label="Resumen de usuarios"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))', mb: 3 }}
      >
        {tarjetas.map((t) => (
          <Box key={t.titulo} role="group" aria-label={t.titulo}>
            <StatCard title={t.titulo} value={t.valor} icon={t.icono} color={t.color} />
          </Box>
        ))}
      </Box>

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={actual}
          onChange={(_e, valor: Pestana) => setPestana(valor)}
          aria-label="Secciones de usuarios"
        >
          <Tab
            value="usuarios"
            label="Usuarios"
            id="pestana-usuarios"
            aria-controls={actual === 'usuarios' ? 'panel-usuarios' : undefined}
          />
          {auditoria && (
            <Tab
              value="auditoria"
              label="Auditoría"
              id="pestana-auditoria-usuarios"
              aria-controls={actual === 'auditoria' ? 'panel-auditoria-usuarios' : undefined}
            />
          )}
        </Tabs>
      </Box>

      {actual === 'usuarios' ? (
        <Box role="tabpanel" id="panel-usuarios" aria-labelledby="pestana-usuarios">
          {consulta.isError && errorCerrado !== consulta.errorUpdatedAt && (
            <Alert
              severity="error"
              onClose={() => setErrorCerrado(consulta.errorUpdatedAt)}
              closeText="Cerrar mensaje"
              sx={{ mb: 2 }}
            >
              {mensajeDeError(consulta.error, ERROR_LISTA_USUARIOS)}
            </Alert>
          )}
          <FiltrosUsuariosBarra
            busqueda={busqueda}
            filtros={filtros}
            departamentos={opciones.departamentos.data ?? []}
            roles={opciones.roles.data ?? []}
            hayFiltros={hayFiltros}
            actualizando={consulta.isFetching}
            onBusqueda={setBusqueda}
            onFiltro={cambiarFiltro}
            onLimpiar={limpiarFiltros}
            onActualizar={actualizar}
          />
          <TablaUsuarios
            usuarios={usuarios}
            total={total}
            pageNumber={pagina.pageNumber}
            pageSize={pagina.pageSize}
            sortBy={orden.sortBy}
            isDescending={orden.isDescending}
            loading={consulta.isFetching}
            filtrado={busquedaGeneral !== '' || Object.values(filtros).some((v) => v !== '')}
            onPageChange={(pageNumber) => setPagina((p) => ({ ...p, pageNumber }))}
            onPageSizeChange={(pageSize) => setPagina({ pageNumber: 1, pageSize })}
            onSortChange={(sortBy, isDescending) => {
              setOrden({ sortBy, isDescending });
              setPagina((p) => ({ ...p, pageNumber: 1 }));
            }}
            onAccion={alAccion}
            onCrear={() => abrirModal('crear')}
          />
        </Box>
      ) : (
        <Box role="tabpanel" id="panel-auditoria-usuarios" aria-labelledby="pestana-auditoria-usuarios">
          {auditoria}
        </Box>
      )}

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

import type { TDropdownDepartamentos, TOpcionJefe, TUsuarioDetalle } from '@app/contract/usuarios';
import { CampoAutocompletar } from '../../../components/form/campo-autocompletar';
import { CampoMultiple } from '../../../components/form/campo-multiple';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { CampoTexto } from '../../../components/form/campo-texto';
import type { useOpcionesJefe } from '../api/get-opciones-jefe';
import type { useOpcionesUsuario } from '../api/get-opciones-usuario';
import { CampoRegimen } from './campo-regimen';

/** The saved manager of an existing user, shown by name before any search (it may be inactive by now). */
const jefeGuardado = (usuario?: TUsuarioDetalle): TOpcionJefe | null =>
  usuario?.jefeId
    ? { id: usuario.jefeId, nombreCompleto: usuario.manager ?? `Usuario ${usuario.jefeId}`, email: '' }
    : null;

/** Active departments, plus the user's own if it is no longer offered (inactive). */
const opcionesDepartamento = (departamentos: TDropdownDepartamentos, usuario?: TUsuarioDetalle) =>
  usuario && !departamentos.some((d) => d.id === usuario.departamentoId)
    ? [...departamentos, { id: usuario.departamentoId, nombre: usuario.departamento }]
    : departamentos;

/**
 * The roles the caller may grant (the server offers only those), plus any the user already holds that is not
 * offered (inactive, or with permissions the caller lacks): kept visible so saving never drops it silently,
 * but never offered to pick.
 */
const opcionesRol = (roles: readonly string[], usuario?: TUsuarioDetalle) => [
  ...roles,
  ...(usuario?.roles.filter((r) => !roles.includes(r)) ?? []),
];

interface Props {
  soloLectura: boolean;
  usuario: TUsuarioDetalle | undefined;
  /** The form loads the option lists itself, since it also warns when one fails. */
  opciones: ReturnType<typeof useOpcionesUsuario>;
  jefes: ReturnType<typeof useOpcionesJefe>;
}

/** Where the user sits in the company: company, department, roles, manager and labour regime. */
export function CamposOrganizacionUsuario({ soloLectura, usuario, opciones, jefes }: Props) {
  const { departamentos, roles } = opciones;
  const listaDepartamentos = opcionesDepartamento(departamentos.data ?? [], usuario);
  const listaRoles = opcionesRol(roles.data ?? [], usuario);
  const sl = { soloLectura };
  return (
    <>
      <CampoTexto {...sl} name="empresa" label="Empresa" required maxLength={150} />
      <CampoSeleccion
        {...sl}
        name="departamentoId"
        label="Departamento"
        required
        opciones={listaDepartamentos.map((d) => ({ valor: d.id, etiqueta: d.nombre }))}
        textoSinOpciones={departamentos.isPending ? 'Cargando departamentos...' : 'No hay departamentos'}
      />
      <CampoMultiple
        {...sl}
        name="roles"
        label="Roles"
        required
        opciones={listaRoles}
        idDe={(r) => r}
        etiquetaDe={(r) => r}
        deshabilitada={(rol) => !(roles.data ?? []).includes(rol)}
        cargando={roles.isPending}
        textoCargando="Cargando roles..."
        textoSinOpciones="No hay roles"
      />
      <CampoAutocompletar
        {...sl}
        name="jefeId"
        label="Jefe Inmediato (Opcional)"
        opciones={jefes.opciones}
        idDe={(j) => j.id}
        etiquetaDe={(j) => j.nombreCompleto}
        detalleDe={(j) => j.email}
        seleccionInicial={jefeGuardado(usuario)}
        onBuscar={jefes.buscar}
        cargando={jefes.cargando}
        textoCargando="Buscando jefes..."
        helperText={soloLectura ? undefined : 'Escriba parte del nombre, email o documento'}
      />
      <CampoRegimen {...sl} />
    </>
  );
}

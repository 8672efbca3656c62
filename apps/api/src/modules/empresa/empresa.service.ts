import { createHash } from 'node:crypto';
import type {
  TActualizarEmpresaBody,
  TContextoEmpresa,
  TEmpresa,
  TEmpresaPublica,
} from '@app/contract/empresa';
import type { Db, Ejecutor } from '../../db/client';
import { AppError, noEncontrado } from '../../lib/app-error';
import type { EmpresaPdf } from '../../lib/pdf/documento-pdf';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import * as repo from './empresa.repository';
import { analizarLogo } from './logo';

/** Where the logo is served: the hash in the path makes every version a new URL, cacheable forever. */
export const urlLogo = (hash: string | null) => (hash ? `/api/empresa/logo/${hash}` : null);

/**
 * The company as a legal document names it: the razón social when set (the name registered with SUNAT),
 * else the trade name; the RUC; the logo when it is a PNG (PDFKit does not draw SVG).
 */
export async function empresaParaDocumentos(db: Ejecutor): Promise<EmpresaPdf> {
  const empresa = await repo.leerEmpresa(db);
  let logoPng: Buffer | null = null;
  if (empresa?.logoHash && empresa.logoTipo === 'image/png') {
    const logo = await repo.leerLogo(db, empresa.logoHash);
    if (logo) logoPng = Buffer.from(logo.base64, 'base64');
  }
  return {
    nombreEmpresa: empresa?.razonSocial?.trim() || empresa?.nombreComercial || 'Empresa',
    ruc: empresa?.ruc ?? null,
    logoPng,
  };
}

const NO_EXISTE = 'La configuración de la empresa no existe';

/**
 * The company's identity, logo and business time zone (ADR 026). The zone lives in the database; the
 * clock follows it, in this process at once and in every other one on its next signed-in request (the data
 * version grows with every change of the settings row, and each request reads it with the session).
 */
export function crearEmpresaService(deps: { db: Db; reloj: Reloj; zonaPorDefecto: string }) {
  const { db, reloj, zonaPorDefecto } = deps;
  let versionVista: number | undefined;

  const aEmpresa = (f: repo.FilaEmpresa): TEmpresa => ({
    nombreComercial: f.nombreComercial,
    razonSocial: f.razonSocial,
    ruc: f.ruc,
    zonaHoraria: f.zonaHoraria,
    zonaHorariaPorDefecto: zonaPorDefecto,
    logoUrl: urlLogo(f.logoHash),
  });

  async function filaActual() {
    const f = await repo.leerEmpresa(db);
    if (!f) throw noEncontrado(NO_EXISTE);
    return f;
  }

  /** The configured zone (null → TZ_NEGOCIO) into the clock. */
  const aplicarZona = (zona: string | null) => reloj.cambiarZona(zona ?? zonaPorDefecto);

  async function cargarZona() {
    aplicarZona(await repo.leerZonaHoraria(db));
  }

  /**
   * Called with the data version and the configured zone read with each request's session: when the version moved,
   * the settings may have changed in another process, so the clock takes the zone read with it (no extra query).
   */
  function sincronizarZona(version: number, zona: string | null) {
    if (version === versionVista) return;
    aplicarZona(zona);
    versionVista = version;
  }

  /** For the login screen, without a session: name, logo and whether the demo company is loaded. */
  async function publica(): Promise<TEmpresaPublica> {
    const f = await filaActual();
    return { nombreComercial: f.nombreComercial, logoUrl: urlLogo(f.logoHash), datosDemo: f.datosDemo };
  }

  /** For any signed-in page: the business zone and today's business date (APP_TODAY when pinned). */
  function contexto(): TContextoEmpresa {
    return { zonaHoraria: reloj.zona(), hoy: reloj.hoy() };
  }

  async function leer(): Promise<TEmpresa> {
    return aEmpresa(await filaActual());
  }

  /** Changes name, legal name, RUC and time zone; audited with before and after in the same transaction. */
  async function actualizar(
    usuario: UsuarioSesion,
    body: TActualizarEmpresaBody,
    ip: string | null,
  ): Promise<TEmpresa> {
    const nueva = await db.transaction(async (tx) => {
      const previa = await repo.bloquearEmpresa(tx);
      if (!previa) throw noEncontrado(NO_EXISTE);
      await repo.actualizarEmpresa(tx, {
        nombreEmpresa: body.nombreComercial,
        razonSocial: body.razonSocial,
        ruc: body.ruc,
        zonaHoraria: body.zonaHoraria,
        fechaActualizacion: reloj.ahora(),
      });
      const campos = (f: Pick<repo.FilaEmpresa, keyof TActualizarEmpresaBody>) => ({
        nombreComercial: f.nombreComercial,
        razonSocial: f.razonSocial,
        ruc: f.ruc,
        zonaHoraria: f.zonaHoraria,
      });
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'ACTUALIZAR_EMPRESA',
        severidad: 'WARNING',
        mensajeCorto: `Datos de la empresa: ${body.nombreComercial}`,
        usuarioEjecutorId: usuario.id,
        ip,
        tablaAfectada: 'configuracion_empresa',
        registroId: 1,
        datosAnteriores: campos(previa),
        datosNuevos: campos(body),
      });
      return { ...previa, ...body };
    });
    reloj.cambiarZona(nueva.zonaHoraria ?? zonaPorDefecto);
    return aEmpresa(nueva);
  }

  /** Replaces the logo after checking its content (PNG or a safe SVG, ≤ 200 KB); audited. */
  async function subirLogo(usuario: UsuarioSesion, bytes: Buffer, ip: string | null): Promise<TEmpresa> {
    const analisis = analizarLogo(bytes);
    if (!analisis.valido) {
      throw new AppError(
        analisis.motivo === 'tamano' ? 'ARCHIVO_DEMASIADO_GRANDE' : 'VALIDACION',
        analisis.mensaje,
        { Logo: [analisis.mensaje] },
      );
    }
    const hash = createHash('sha256').update(bytes).digest('hex');
    return db.transaction(async (tx) => {
      const previa = await repo.bloquearEmpresa(tx);
      if (!previa) throw noEncontrado(NO_EXISTE);
      await repo.actualizarEmpresa(tx, {
        logoBase64: bytes.toString('base64'),
        logoTipo: analisis.tipo,
        logoHash: hash,
        fechaActualizacion: reloj.ahora(),
      });
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'ACTUALIZAR_LOGO_EMPRESA',
        severidad: 'WARNING',
        mensajeCorto: `Logo de la empresa (${analisis.tipo === 'image/png' ? 'PNG' : 'SVG'}, ${Math.ceil(bytes.length / 1024)} KB)`,
        usuarioEjecutorId: usuario.id,
        ip,
        tablaAfectada: 'configuracion_empresa',
        registroId: 1,
        datosAnteriores: { logoHash: previa.logoHash, logoTipo: previa.logoTipo },
        datosNuevos: { logoHash: hash, logoTipo: analisis.tipo },
      });
      return aEmpresa({ ...previa, logoHash: hash, logoTipo: analisis.tipo });
    });
  }

  /** Removes the logo (the web then shows its default mark); audited. Without a logo, nothing changes. */
  async function quitarLogo(usuario: UsuarioSesion, ip: string | null): Promise<TEmpresa> {
    return db.transaction(async (tx) => {
      const previa = await repo.bloquearEmpresa(tx);
      if (!previa) throw noEncontrado(NO_EXISTE);
      if (!previa.logoHash) return aEmpresa(previa);
      await repo.actualizarEmpresa(tx, {
        logoBase64: null,
        logoTipo: null,
        logoHash: null,
        fechaActualizacion: reloj.ahora(),
      });
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'QUITAR_LOGO_EMPRESA',
        severidad: 'WARNING',
        mensajeCorto: 'Logo de la empresa quitado',
        usuarioEjecutorId: usuario.id,
        ip,
        tablaAfectada: 'configuracion_empresa',
        registroId: 1,
        datosAnteriores: { logoHash: previa.logoHash, logoTipo: previa.logoTipo },
        datosNuevos: { logoHash: null, logoTipo: null },
      });
      return aEmpresa({ ...previa, logoHash: null, logoTipo: null });
    });
  }

  /** The logo's bytes when `hash` is the current one; an older (or made-up) hash is a 404. */
  async function logo(hash: string) {
    const fila = /^[0-9a-f]{64}$/.test(hash) ? await repo.leerLogo(db, hash) : undefined;
    if (!fila) throw noEncontrado('El logo no existe o ya fue reemplazado');
    return { bytes: Buffer.from(fila.base64, 'base64'), tipo: fila.tipo };
  }

  return { cargarZona, sincronizarZona, publica, contexto, leer, actualizar, subirLogo, quitarLogo, logo };
}

export type EmpresaService = ReturnType<typeof crearEmpresaService>;

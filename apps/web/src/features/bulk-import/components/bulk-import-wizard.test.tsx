import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TResultadoProcesamiento, TResultadoValidacion } from '@app/contract/bulk-import';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { BulkImportWizard, PASOS_IMPORTACION } from './bulk-import-wizard';
import { REQUISITOS_ARCHIVO } from './paso-seleccion';

const LENTO = { timeout: 20_000 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Manejador = (url: URL, init: RequestInit) => Response | Promise<Response>;
let rutas: Record<string, Manejador>;
let fetchMock: ReturnType<typeof vi.fn>;

const COLUMNAS = {
  columnas: [
    { nombre: 'nombres', requerido: true, descripcion: 'Nombres', ejemplo: 'Ana' },
    { nombre: 'dniJefe', requerido: false, descripcion: 'DNI del jefe', ejemplo: '' },
  ],
  rolesDisponibles: ['Admin', 'Empleado', 'Jefe'],
  departamentos: [{ codigo: 'TI', nombre: 'Tecnología' }],
  configuracionPorDefecto: {
    rolesPorDefecto: ['Empleado'],
    generarPasswordsAutomaticamente: true,
    continuarConErrores: false,
    validarJefesExistentes: true,
    enviarNotificacionEmail: false,
    crearDepartamentosFaltantes: false,
  },
  limites: { maxRegistros: 10_000, maxTamanoBytes: 10_485_760, extensiones: ['.xlsx', '.xls', '.csv'] },
  correoDisponible: false,
};

const validacion = (cambios: Partial<TResultadoValidacion> = {}): TResultadoValidacion => ({
  esValido: true,
  usuariosEncontrados: 12,
  filasValidas: 12,
  filasConErrores: 0,
  erroresValidacion: [],
  totalErrores: 0,
  erroresArchivo: [],
  advertencias: [],
  totalAdvertencias: 0,
  nombreArchivo: 'usuarios.xlsx',
  tamanoBytes: 2048,
  duracionMs: 120,
  ...cambios,
});

const resultado = (cambios: Partial<TResultadoProcesamiento> = {}): TResultadoProcesamiento => ({
  esExitoso: true,
  message: 'Se procesaron exitosamente 12 usuarios',
  usuariosCreados: Array.from({ length: 12 }, (_, i) => ({
    numeroFila: i + 2,
    id: 100 + i,
    email: `persona${i}@empresa.pe`,
    nombre: `Persona ${i} Pérez Núñez`,
  })),
  registrosFallidos: [],
  erroresArchivo: [],
  advertencias: [],
  estadisticas: {
    totalRegistrosProcesados: 12,
    usuariosCreados: 12,
    registrosFallidos: 0,
    tiempoProcesamiento: 2450,
    registrosPorSegundo: 4898,
  },
  resumenValidacion: {
    totalRegistros: 12,
    filasValidas: 12,
    filasConErrores: 0,
    totalErrores: 0,
    totalAdvertencias: 1,
  },
  credenciales: {
    token: 'tok_abcdefghijklmnopqrstuvwxyz',
    expiraEn: '2025-06-15T17:30:00.000Z',
    cantidad: 12,
    nombreArchivo: 'Credenciales_BulkImport_2025-06-15.xlsx',
  },
  notificacionEmail: { solicitada: false, enviada: false, mensaje: null },
  claveEjecucion: 'x',
  ...cambios,
});

/** The streamed reply of POST /process: progress lines, then the result. */
const flujo = (r: TResultadoProcesamiento, porcentajes = [5, 40, 70]) =>
  new Response(
    [
      ...porcentajes.map((p) =>
        JSON.stringify({
          tipo: 'progreso',
          progreso: {
            claveEjecucion: 'x',
            fase: 'creando',
            porcentaje: p,
            procesados: p,
            total: 100,
            mensaje: `Creando usuarios: ${p} de 100`,
            terminado: false,
          },
        }),
      ),
      JSON.stringify({ tipo: 'resultado', resultado: r }),
    ].join('\n'),
    { status: 200, headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } },
  );

beforeEach(() => {
  rutas = { 'GET /api/bulkimport/columns': () => respuestaJson(COLUMNAS) };
  fetchMock = vi.fn(async (entrada: string, init: RequestInit = {}) => {
    const url = new URL(entrada, 'http://localhost');
    const m = rutas[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!m) return respuestaJson({ code: 'NO_ENCONTRADO', message: 'La ruta no existe' }, 404);
    return m(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The route `clave` never answers; it fails once its request is aborted. `senal` is that request's signal. */
const sinRespuestaHastaAbortar = (clave: string) => {
  const peticion: { senal?: AbortSignal | undefined } = {};
  rutas[clave] = (_, init) =>
    new Promise<Response>((_r, rechazar) => {
      const senal = init.signal ?? undefined;
      peticion.senal = senal;
      senal?.addEventListener('abort', () => rechazar(senal.reason));
    });
  return peticion;
};

const abrir = () => {
  const onCerrar = vi.fn();
  const onProcesado = vi.fn();
  renderConProveedores(<BulkImportWizard abierto onCerrar={onCerrar} onProcesado={onProcesado} />);
  return { onCerrar, onProcesado, usuario: userEvent.setup({ delay: null }) };
};
const dialogo = () => screen.getByRole('dialog', { name: 'Importación Masiva de Usuarios' });
const boton = (nombre: string | RegExp) => within(dialogo()).getByRole('button', { name: nombre });
const archivoXlsx = (nombre = 'usuarios.xlsx', contenido = 'x'.repeat(2048)) =>
  new File([contenido], nombre, { type: XLSX });
const soltar = (archivo: File) =>
  fireEvent.drop(screen.getByRole('button', { name: /Seleccionar archivo/ }), {
    dataTransfer: { files: [archivo] },
  });
const cuerpos = (clave: string) =>
  fetchMock.mock.calls
    .filter(([e, i]) => `${i?.method ?? 'GET'} ${new URL(e, 'http://localhost').pathname}` === clave)
    .map(([, i]) => i as RequestInit);

describe('BulkImportWizard', () => {
  it(
    'el paso 1 muestra los cuatro pasos, el área para soltar, las plantillas y los requisitos',
    LENTO,
    async () => {
      abrir();
      for (const p of PASOS_IMPORTACION) expect(within(dialogo()).getByText(p)).toBeInTheDocument();
      expect(screen.getByText('Arrastre el archivo aquí o haga clic para seleccionarlo')).toBeInTheDocument();
      expect(boton('Descargar Plantilla Excel')).toBeEnabled();
      expect(boton('Descargar Plantilla CSV')).toBeEnabled();
      for (const r of REQUISITOS_ARCHIVO) expect(screen.getByText(`• ${r}`)).toBeInTheDocument();
      expect(boton('Continuar')).toBeDisabled();
      expect(boton('Anterior')).toBeDisabled();
      expect(boton('Cancelar')).toBeEnabled();
      expect(await screen.findByText(/Columnas: nombres \*, dniJefe/)).toBeInTheDocument();
    },
  );

  it(
    'rechaza en el navegador extensión, tamaño, vacío y tipo con los mensajes del spec, unidos por comas',
    LENTO,
    () => {
      abrir();
      soltar(new File(['a'], 'usuarios.txt', { type: 'text/plain' }));
      expect(
        screen.getByText('Extensión no permitida. Extensiones válidas: .xlsx, .xls, .csv'),
      ).toBeInTheDocument();
      const grande = new File(['x'], 'grande.xlsx', { type: XLSX });
      Object.defineProperty(grande, 'size', { value: 10 * 1024 * 1024 + 1 });
      soltar(grande);
      expect(screen.getByText('El archivo excede el tamaño máximo de 10.0 MB')).toBeInTheDocument();
      soltar(new File([], 'vacio.csv', { type: 'text/csv' }));
      expect(screen.getByText('El archivo está vacío')).toBeInTheDocument();
      soltar(new File(['x'], 'foto.png', { type: 'image/png' }));
      expect(
        screen.getByText(
          'Extensión no permitida. Extensiones válidas: .xlsx, .xls, .csv, Tipo de archivo no válido: image/png',
        ),
      ).toBeInTheDocument();
      expect(boton('Continuar')).toBeDisabled();
    },
  );

  it(
    'un archivo válido pasa directo a Configuración; valida y muestra contadores, los 10 primeros errores y el resto',
    LENTO,
    async () => {
      const errores = Array.from({ length: 15 }, (_, i) => ({
        numeroFila: i + 2,
        campo: 'dni',
        mensaje: 'El DNI debe tener 8 dígitos',
        sugerencia: `Valor encontrado: '12${i}'. Escriba exactamente 8 dígitos`,
      }));
      rutas['POST /api/bulkimport/validate'] = () =>
        respuestaJson(
          validacion({
            esValido: false,
            filasValidas: 0,
            filasConErrores: 12,
            erroresValidacion: errores,
            totalErrores: 15,
            advertencias: [
              {
                numeroFila: 3,
                campo: 'nombres',
                mensaje: 'La columna nombres está escrita en mayúsculas',
                sugerencia: null,
              },
            ],
            totalAdvertencias: 1,
          }),
        );
      const { usuario } = abrir();
      soltar(archivoXlsx());
      expect(await screen.findByRole('combobox', { name: 'Roles por defecto' })).toBeInTheDocument();
      expect(within(dialogo()).getByText('Empleado')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Generar contraseñas automáticamente' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Continuar con errores' })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Validar jefes existentes' })).toBeChecked();
      // What the option really does (it decides between an error and a user without a manager).
      expect(
        screen.getByText(
          /Marcada: una fila cuyo dniJefe no es un usuario activo ni otra fila del archivo es un error/,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Enviar notificación por email' })).not.toBeChecked();
      // Off by default, and sent as chosen.
      expect(screen.getByRole('checkbox', { name: 'Crear departamentos que no existan' })).not.toBeChecked();
      await usuario.click(screen.getByRole('checkbox', { name: 'Crear departamentos que no existan' }));
      await usuario.click(screen.getByRole('checkbox', { name: 'Enviar notificación por email' }));
      expect(screen.getByText(/No hay un servidor de correo configurado/)).toBeInTheDocument();

      await usuario.click(boton('Validar Archivo'));
      expect(await screen.findByText('Fila 2: El DNI debe tener 8 dígitos')).toBeInTheDocument();
      expect(screen.getByText('Fila 11: El DNI debe tener 8 dígitos')).toBeInTheDocument();
      expect(screen.queryByText('Fila 12: El DNI debe tener 8 dígitos')).not.toBeInTheDocument();
      expect(screen.getByText('... y 5 errores más')).toBeInTheDocument();
      expect(screen.getByText("Valor encontrado: '120'. Escriba exactamente 8 dígitos")).toBeInTheDocument();
      expect(screen.getByText('Fila 3: La columna nombres está escrita en mayúsculas')).toBeInTheDocument();
      expect(screen.getByText('El archivo contiene errores de validación')).toBeInTheDocument();
      expect(screen.getByText('Total Registros').nextSibling).toHaveTextContent('12');
      expect(screen.getByText('Errores').nextSibling).toHaveTextContent('15');
      expect(screen.getByText('Advertencias', { selector: 'p' }).nextSibling).toHaveTextContent('1');
      expect(screen.getByText('Archivo: usuarios.xlsx (2.0 KB)')).toBeInTheDocument();
      expect(boton('Reintentar Validación')).toBeEnabled();

      // Every error, not only the ten listed: the same file and configuration go to the server again.
      rutas['POST /api/bulkimport/validate/errores'] = () =>
        new Response(new Blob(['xlsx']), { status: 200, headers: { 'Content-Type': XLSX } });
      const crearUrl = vi.fn(() => 'blob:errores');
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: crearUrl, revokeObjectURL: vi.fn() }));
      await usuario.click(boton('Descargar los 15 errores (.xlsx)'));
      await waitFor(() => expect(crearUrl).toHaveBeenCalledTimes(1));
      const [pedido] = cuerpos('POST /api/bulkimport/validate/errores');
      expect(((pedido!.body as FormData).get('file') as File).name).toBe('usuarios.xlsx');
      // No valid row: nothing to process.
      expect(boton('Procesar con Errores')).toBeDisabled();

      const [peticion] = cuerpos('POST /api/bulkimport/validate');
      const datos = peticion!.body as FormData;
      expect(JSON.parse(String(datos.get('configuracion')))).toEqual({
        rolesPorDefecto: ['Empleado'],
        generarPasswordsAutomaticamente: true,
        continuarConErrores: false,
        validarJefesExistentes: true,
        enviarNotificacionEmail: true,
        crearDepartamentosFaltantes: true,
      });
      expect((datos.get('file') as File).name).toBe('usuarios.xlsx');
    },
  );

  it(
    'validado: procesa solo, con la barra de progreso del servidor, y muestra el resultado completo',
    LENTO,
    async () => {
      rutas['POST /api/bulkimport/validate'] = () => respuestaJson(validacion());
      let enviar: (r: Response) => void = () => {};
      rutas['POST /api/bulkimport/process'] = () => new Promise<Response>((r) => (enviar = r));
      rutas['GET /api/bulkimport/credenciales/tok_abcdefghijklmnopqrstuvwxyz'] = () =>
        new Response(new Blob(['xlsx']), { status: 200 });
      const { usuario, onProcesado, onCerrar } = abrir();
      soltar(archivoXlsx());
      await usuario.click(await screen.findByRole('button', { name: 'Validar Archivo' }));
      expect(
        await screen.findByText('El archivo es válido: 12 registros listos para procesar.'),
      ).toBeInTheDocument();
      await usuario.click(boton('Procesar Archivo'));
      expect(await screen.findByRole('progressbar')).toBeInTheDocument();
      expect(boton('Anterior')).toBeDisabled();
      expect(boton('Completar')).toBeDisabled();
      await waitFor(() => expect(cuerpos('POST /api/bulkimport/process')).toHaveLength(1));
      const url = new URL(
        String(fetchMock.mock.calls.find(([e]) => String(e).includes('/process'))![0]),
        'http://localhost',
      );
      expect(url.searchParams.get('claveEjecucion')).toMatch(/^[\w-]{8,64}$/);
      enviar(flujo(resultado()));

      // The result banner and the notification bar (which closes by itself after 4 s) say it together.
      await waitFor(() =>
        expect(
          screen.getAllByText('Se procesaron exitosamente 12 usuarios', { selector: '.MuiAlert-message' }),
        ).toHaveLength(2),
      );
      expect(screen.getByText('Total Procesados').nextSibling).toHaveTextContent('12');
      expect(screen.getByText('Exitosos').nextSibling).toHaveTextContent('12');
      expect(screen.getByText('Con Errores').nextSibling).toHaveTextContent('0');
      expect(screen.getByText('Tasa de Éxito (%)').nextSibling).toHaveTextContent('100%');
      expect(
        screen.getByText(/Tiempo transcurrido: 2.45 s · Velocidad promedio: 4,898 registros\/segundo/),
      ).toBeInTheDocument();
      expect(screen.getByText('persona0@empresa.pe')).toBeInTheDocument();
      expect(screen.getByText('persona4@empresa.pe')).toBeInTheDocument();
      expect(screen.queryByText('persona5@empresa.pe')).not.toBeInTheDocument();
      expect(screen.getByText('... y 7 más')).toBeInTheDocument();
      expect(
        screen.getByText(/Resumen de validación: 12 registros, 12 válidos, 0 con errores, 1 advertencias/),
      ).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(boton('Procesar Otro Archivo')).toBeEnabled();
      expect(boton('Finalizar')).toBeEnabled();
      expect(boton('Completar')).toBeEnabled();
      expect(onProcesado).toHaveBeenCalledTimes(1);

      // Leaving before downloading the one-time passwords asks first, and says what is lost.
      const confirmacion = () =>
        screen.queryByRole('dialog', { name: '¿Salir sin descargar las credenciales?' });
      for (const salir of [
        () => usuario.click(boton('Finalizar')),
        () => usuario.click(boton('Completar')),
        () => usuario.click(boton('Cancelar')),
        () => usuario.click(boton('Cerrar el asistente')),
        () => usuario.click(boton('Procesar Otro Archivo')),
        () => usuario.keyboard('{Escape}'),
      ]) {
        await salir();
        expect(
          await screen.findByRole('dialog', { name: '¿Salir sin descargar las credenciales?' }),
        ).toHaveTextContent(
          'Las 12 contraseñas temporales generadas todavía no se descargaron. Si sale ahora se perderán: no se pueden volver a mostrar',
        );
        await usuario.click(screen.getByRole('button', { name: 'Volver' }));
        await waitFor(() => expect(confirmacion()).not.toBeInTheDocument());
        expect(onCerrar).not.toHaveBeenCalled();
        expect(screen.getByText('Total Procesados')).toBeInTheDocument();
      }

      const crearUrl = vi.fn(() => 'blob:credenciales');
      const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: crearUrl, revokeObjectURL: vi.fn() }));
      await usuario.click(boton('Descargar credenciales'));
      expect(await screen.findByRole('button', { name: 'Credenciales descargadas' })).toBeDisabled();
      expect(crearUrl).toHaveBeenCalledTimes(1);
      expect(clic).toHaveBeenCalledTimes(1);
      // Downloaded: closing asks nothing.
      await usuario.click(boton('Finalizar'));
      expect(confirmacion()).not.toBeInTheDocument();
      expect(onCerrar).toHaveBeenCalledTimes(1);
    },
  );

  it('sin descargar las credenciales, «Salir sin descargar» cierra de todos modos', LENTO, async () => {
    rutas['POST /api/bulkimport/validate'] = () => respuestaJson(validacion());
    rutas['POST /api/bulkimport/process'] = () => flujo(resultado());
    const { usuario, onCerrar } = abrir();
    soltar(archivoXlsx());
    await usuario.click(await screen.findByRole('button', { name: 'Validar Archivo' }));
    await usuario.click(await screen.findByRole('button', { name: 'Procesar Archivo' }));
    await usuario.click(await screen.findByRole('button', { name: 'Finalizar' }));
    await usuario.click(await screen.findByRole('button', { name: 'Salir sin descargar' }));
    expect(onCerrar).toHaveBeenCalledTimes(1);
  });

  it(
    'ofrece como roles por defecto solo los que el usuario puede otorgar, y quita el Empleado por defecto si no puede',
    LENTO,
    async () => {
      // The server lists only the roles whose every permission the importer holds.
      rutas['GET /api/bulkimport/columns'] = () =>
        respuestaJson({ ...COLUMNAS, rolesDisponibles: ['Importación'] });
      const { usuario } = abrir();
      soltar(archivoXlsx());
      const combo = await screen.findByRole('combobox', { name: 'Roles por defecto' });
      await waitFor(() => expect(within(dialogo()).queryByText('Empleado')).not.toBeInTheDocument());
      expect(screen.getByText('Debe seleccionar al menos un rol')).toBeInTheDocument();
      expect(boton('Validar Archivo')).toBeDisabled();
      await usuario.click(combo);
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Importación']);
    },
  );

  it('cancelar durante la validación aborta la petición y permite reintentar', LENTO, async () => {
    const peticion = sinRespuestaHastaAbortar('POST /api/bulkimport/validate');
    const { usuario, onCerrar } = abrir();
    soltar(archivoXlsx());
    await usuario.click(await screen.findByRole('button', { name: 'Validar Archivo' }));
    expect(await screen.findByText('Validando archivo...')).toBeInTheDocument();
    expect(boton('Anterior')).toBeDisabled();
    await usuario.click(boton('Cancelar'));
    expect(peticion.senal?.aborted).toBe(true);
    expect(await screen.findByText('La validación fue cancelada.')).toBeInTheDocument();
    expect(onCerrar).not.toHaveBeenCalled();
    rutas['POST /api/bulkimport/validate'] = () => respuestaJson(validacion());
    await usuario.click(boton('Reintentar Validación'));
    expect(
      await screen.findByText('El archivo es válido: 12 registros listos para procesar.'),
    ).toBeInTheDocument();
  });

  it(
    'cancelar durante el procesamiento aborta la petición, vuelve la barra a 0 y ofrece Reintentar y Cerrar',
    LENTO,
    async () => {
      rutas['POST /api/bulkimport/validate'] = () => respuestaJson(validacion());
      const peticion = sinRespuestaHastaAbortar('POST /api/bulkimport/process');
      const { usuario, onCerrar } = abrir();
      soltar(archivoXlsx());
      await usuario.click(await screen.findByRole('button', { name: 'Validar Archivo' }));
      await usuario.click(await screen.findByRole('button', { name: 'Procesar Archivo' }));
      await waitFor(() => expect(peticion.senal).toBeDefined());
      await usuario.click(boton('Cancelar'));
      expect(peticion.senal?.aborted).toBe(true);
      expect(await screen.findByText(/El procesamiento fue cancelado/)).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      expect(boton('Reintentar')).toBeEnabled();
      await usuario.click(boton('Cerrar'));
      expect(onCerrar).toHaveBeenCalledTimes(1);
    },
  );

  it(
    'los errores de conexión y del servidor usan los textos del spec o el mensaje del servidor',
    LENTO,
    async () => {
      rutas['POST /api/bulkimport/validate'] = () => Promise.reject(new TypeError('Failed to fetch'));
      const { usuario } = abrir();
      soltar(archivoXlsx());
      await usuario.click(await screen.findByRole('button', { name: 'Validar Archivo' }));
      expect(await screen.findByText('Error de conexión al validar archivo')).toBeInTheDocument();
      rutas['POST /api/bulkimport/validate'] = () =>
        respuestaJson({ code: 'ERROR_INTERNO', message: '' }, 500);
      await usuario.click(boton('Reintentar Validación'));
      expect(await screen.findByText('Error al validar el archivo')).toBeInTheDocument();
      rutas['POST /api/bulkimport/validate'] = () =>
        respuestaJson(
          { code: 'ARCHIVO_DEMASIADO_GRANDE', message: 'El archivo excede el tamaño máximo de 10.0 MB' },
          413,
        );
      await usuario.click(boton('Reintentar Validación'));
      expect(await screen.findByText('El archivo excede el tamaño máximo de 10.0 MB')).toBeInTheDocument();
    },
  );

  it(
    'tras una validación fallida, «Procesar con Errores» espera la confirmación y procesa continuando con errores',
    LENTO,
    async () => {
      rutas['POST /api/bulkimport/validate'] = () =>
        respuestaJson(
          validacion({
            esValido: false,
            filasValidas: 10,
            filasConErrores: 2,
            totalErrores: 2,
            erroresValidacion: [
              {
                numeroFila: 4,
                campo: 'email',
                mensaje: 'El email no tiene un formato válido',
                sugerencia: 'Corrija',
              },
              {
                numeroFila: 9,
                campo: 'dni',
                mensaje: 'Ya existe un usuario con ese DNI',
                sugerencia: 'Corrija',
              },
            ],
          }),
        );
      rutas['POST /api/bulkimport/process'] = () =>
        flujo(
          resultado({
            esExitoso: false,
            message: 'Procesamiento completado con errores. 2 registros fallidos',
            usuariosCreados: resultado().usuariosCreados.slice(0, 10),
            registrosFallidos: [
              {
                numeroFila: 4,
                mensaje: 'El email no tiene un formato válido',
                sugerencia: 'Corrija',
                esCritico: false,
              },
              {
                numeroFila: null,
                mensaje: 'Fallo general de prueba',
                sugerencia: 'Reintente',
                esCritico: true,
              },
            ],
            estadisticas: {
              totalRegistrosProcesados: 12,
              usuariosCreados: 10,
              registrosFallidos: 2,
              tiempoProcesamiento: 1000,
              registrosPorSegundo: 12,
            },
            credenciales: null,
          }),
        );
      const { usuario } = abrir();
      soltar(archivoXlsx());
      await usuario.click(await screen.findByRole('button', { name: 'Validar Archivo' }));
      await usuario.click(await screen.findByRole('button', { name: 'Procesar con Errores' }));
      expect(
        await screen.findByText(/se crearán las 10 filas válidas y se informarán las 2 filas con errores/),
      ).toBeInTheDocument();
      expect(cuerpos('POST /api/bulkimport/process')).toHaveLength(0);
      await usuario.click(boton('Procesar con Errores'));
      expect(await screen.findByText('Fila 4: El email no tiene un formato válido')).toBeInTheDocument();
      expect(screen.getByText('Error general: Fallo general de prueba')).toBeInTheDocument();
      expect(
        within(dialogo()).getByText('Procesamiento completado con errores. 2 registros fallidos', {
          selector: '.MuiAlert-message',
        }),
      ).toBeInTheDocument();
      // The notification bar says it too.
      await waitFor(() =>
        expect(
          screen.getAllByText('Procesamiento completado con errores. 2 registros fallidos'),
        ).toHaveLength(2),
      );
      expect(screen.getByText('Tasa de Éxito (%)').nextSibling).toHaveTextContent('83%');
      const datos = cuerpos('POST /api/bulkimport/process')[0]!.body as FormData;
      expect(JSON.parse(String(datos.get('configuracion'))).continuarConErrores).toBe(true);
    },
  );

  it(
    'un fallo al procesar ofrece Reintentar y Cerrar; sin conexión dice el texto del spec',
    LENTO,
    async () => {
      rutas['POST /api/bulkimport/validate'] = () => respuestaJson(validacion());
      rutas['POST /api/bulkimport/process'] = () => Promise.reject(new TypeError('Failed to fetch'));
      const { usuario, onCerrar } = abrir();
      soltar(archivoXlsx());
      await usuario.click(await screen.findByRole('button', { name: 'Validar Archivo' }));
      await usuario.click(await screen.findByRole('button', { name: 'Procesar Archivo' }));
      expect(await screen.findByText('Error de conexión al procesar bulk import')).toBeInTheDocument();
      rutas['POST /api/bulkimport/process'] = () => respuestaJson({ code: 'X', message: '' }, 500);
      await usuario.click(boton('Reintentar'));
      expect(await screen.findByText('Error al procesar el archivo de bulk import')).toBeInTheDocument();
      await usuario.click(boton('Cerrar'));
      expect(onCerrar).toHaveBeenCalledTimes(1);
    },
  );

  it('un fallo al descargar la plantilla Excel lo avisa con el texto del spec', LENTO, async () => {
    rutas['GET /api/bulkimport/template/excel'] = () => respuestaJson({ code: 'X', message: '' }, 500);
    const { usuario } = abrir();
    await usuario.click(boton('Descargar Plantilla Excel'));
    expect(await screen.findByText('Error al descargar la plantilla Excel')).toBeInTheDocument();
  });
});

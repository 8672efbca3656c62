import path from 'node:path';
import { resolverImportacion } from './grafo-importaciones.js';

const COMPARTIDO_WEB = new Set(['components', 'hooks', 'lib', 'utils', 'testing', 'config', 'test']);

/** Where a file sits in the architecture, from its absolute path. */
export function ubicar(archivo) {
  const ruta = archivo.split(path.sep).join('/');
  const web = ruta.match(/\/apps\/web\/src\/(.+)$/);
  if (web) {
    const [capa, feature, ...resto] = web[1].split('/');
    if (capa === 'features') return { app: 'web', capa, feature, resto: resto.join('/') };
    return { app: 'web', capa: resto.length === 0 && !feature ? 'raiz' : capa };
  }
  const api = ruta.match(/\/apps\/api\/src\/(.+)$/);
  if (api) {
    const [capa, modulo, ...resto] = api[1].split('/');
    if (capa === 'modules') return { app: 'api', capa, modulo, resto: resto.join('/') };
    return { app: 'api', capa: modulo === undefined ? 'raiz' : capa };
  }
  return null;
}

/** The reason an import breaks the layering, or null when it is allowed. */
export function motivoDeViolacion(origen, destino) {
  if (!origen || !destino || origen.app !== destino.app) return null;
  if (origen.app === 'web') {
    // Tests may mount the real app (router, providers); production code of a feature may not.
    if (origen.prueba && destino.capa === 'app') return null;
    if (origen.capa === 'features') {
      if (destino.capa === 'app')
        return 'una funcionalidad no importa de app/ (app/ compone las funcionalidades)';
      if (
        destino.capa === 'features' &&
        destino.feature !== origen.feature &&
        !/^index\.tsx?$/.test(destino.resto)
      )
        return `la funcionalidad «${origen.feature}» no importa el interior de «${destino.feature}»: usa su entrada pública features/${destino.feature}/index.ts`;
      return null;
    }
    // testing/ is the harness that renders the app's own providers, so it alone may reach app/.
    if (origen.capa === 'testing' && destino.capa === 'app') return null;
    if (COMPARTIDO_WEB.has(origen.capa) && (destino.capa === 'features' || destino.capa === 'app'))
      return `el código compartido (${origen.capa}/) no importa de ${destino.capa}/`;
    return null;
  }
  if (origen.capa === 'db' && destino.capa === 'modules') return 'db/ no importa de modules/';
  if (origen.capa === 'lib' && destino.capa === 'modules') return 'lib/ no importa de modules/';
  if (origen.capa === 'domain' && (destino.capa === 'modules' || destino.capa === 'db'))
    return `domain/ es cálculo puro: no importa de ${destino.capa}/`;
  if (
    origen.capa === 'modules' &&
    destino.capa === 'modules' &&
    destino.modulo !== origen.modulo &&
    !/\.service\.ts$/.test(destino.resto)
  )
    return `el módulo «${origen.modulo}» usa «${destino.modulo}» solo a través de su *.service.ts (nunca su repositorio ni sus tablas)`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Capas y límites entre módulos de la web y de la API (ADR 019)' },
    schema: [],
    messages: { limite: 'Importación fuera de los límites: {{motivo}}.' },
  },
  create(context) {
    const archivo = context.filename;
    const ubicacion = ubicar(archivo);
    if (!ubicacion) return {};
    const origen = { ...ubicacion, prueba: /\.test\.tsx?$/.test(archivo) };
    const revisar = (fuente) => {
      if (!fuente || fuente.type !== 'Literal' || typeof fuente.value !== 'string') return;
      const resuelto = resolverImportacion(archivo, fuente.value);
      if (!resuelto) return;
      const motivo = motivoDeViolacion(origen, ubicar(resuelto));
      if (motivo) context.report({ node: fuente, messageId: 'limite', data: { motivo } });
    };
    return {
      ImportDeclaration: (n) => revisar(n.source),
      ExportNamedDeclaration: (n) => revisar(n.source),
      ExportAllDeclaration: (n) => revisar(n.source),
      ImportExpression: (n) => revisar(n.source),
    };
  },
};

import path from 'node:path';
import { caminoHasta, resolverImportacion } from './grafo-importaciones.js';

/** Type-only imports vanish at runtime, so they cannot make a load-order cycle. */
function esSoloTipos(n) {
  if (n.importKind === 'type' || n.exportKind === 'type') return true;
  const especificadores = n.specifiers ?? [];
  return (
    especificadores.length > 0 &&
    especificadores.every((e) => e.importKind === 'type' || e.exportKind === 'type')
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Sin ciclos de importación en tiempo de carga (ADR 019)' },
    schema: [],
    messages: { ciclo: 'Ciclo de importación: {{camino}}.' },
  },
  create(context) {
    const archivo = context.filename;
    const raiz = context.cwd;
    const revisar = (n) => {
      if (!n.source || typeof n.source.value !== 'string' || esSoloTipos(n)) return;
      const destino = resolverImportacion(archivo, n.source.value);
      if (!destino) return;
      const camino = destino === archivo ? [destino] : caminoHasta(destino, archivo);
      if (!camino) return;
      const nombres = [archivo, ...camino].map((p) => path.relative(raiz, p));
      context.report({ node: n.source, messageId: 'ciclo', data: { camino: nombres.join(' → ') } });
    };
    return {
      ImportDeclaration: revisar,
      ExportNamedDeclaration: revisar,
      ExportAllDeclaration: revisar,
    };
  },
};

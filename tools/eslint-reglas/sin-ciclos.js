import path from 'node:path';
import { caminoHasta, resolverImportacion } from './grafo-importaciones.js';

/** Type-only imports vanish at runtime: a cycle through them breaks no load order, but still tangles the modules. */
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
    docs: { description: 'Sin ciclos de importación, tampoco a través de import type (ADR 019)' },
    schema: [],
    messages: {
      ciclo: 'Ciclo de importación: {{camino}}.',
      cicloDeTipos:
        'Ciclo de importación a través de tipos: {{camino}}. Baja los tipos a un archivo que no importe de vuelta (p. ej. un *.types.ts).',
    },
  },
  create(context) {
    const archivo = context.filename;
    const raiz = context.cwd;
    const vuelta = (destino, tipos) =>
      destino === archivo ? [destino] : caminoHasta(destino, archivo, { tipos });
    const revisar = (n) => {
      if (!n.source || typeof n.source.value !== 'string') return;
      const destino = resolverImportacion(archivo, n.source.value);
      if (!destino) return;
      const conTipos = vuelta(destino, true);
      if (!conTipos) return;
      // The load-time chain, when there is one, is the one that breaks module initialisation: name it first.
      const enCarga = esSoloTipos(n) ? null : vuelta(destino, false);
      const nombres = [archivo, ...(enCarga ?? conTipos)].map((p) => path.relative(raiz, p));
      context.report({
        node: n.source,
        messageId: enCarga ? 'ciclo' : 'cicloDeTipos',
        data: { camino: nombres.join(' → ') },
      });
    };
    return {
      ImportDeclaration: revisar,
      ExportNamedDeclaration: revisar,
      ExportAllDeclaration: revisar,
    };
  },
};

import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Absolute, so the build lands in apps/web/dist whatever directory Vite is started from.
const raiz = decodeURIComponent(new URL('.', import.meta.url).pathname);
const proxyApi = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

/**
 * Writes dist/.vite/modulos.json: which of our own modules (relative to apps/web) each JS file ships.
 * Vite's manifest gives the chunk graph but not chunk contents; scripts/presupuesto.ts needs both.
 */
function modulosPorChunk(): Plugin {
  return {
    name: 'descanso:modulos-por-chunk',
    apply: 'build',
    generateBundle(_, bundle) {
      const modulos: Record<string, string[]> = {};
      for (const salida of Object.values(bundle)) {
        if (salida.type !== 'chunk') continue;
        // Tree-shaken modules stay listed with no code; only shipped code counts.
        modulos[salida.fileName] = Object.entries(salida.modules)
          .filter(([id, m]) => m.renderedLength > 0 && id.startsWith(raiz) && !id.includes('/node_modules/'))
          .map(([id]) => id.slice(raiz.length).split('?')[0] ?? id)
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modulos.json',
        source: `${JSON.stringify(modulos, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  root: raiz,
  plugins: [react(), modulosPorChunk()],
  server: { port: 5173, proxy: proxyApi },
  preview: { port: 4173, proxy: proxyApi },
  build: {
    outDir: `${raiz}dist`,
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the weight budget walks. Not served (dotfiles are skipped).
    manifest: true,
  },
});

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/** Text files worth compressing; images other than SVG and fonts are already compressed. */
const COMPRIMIBLE = /\.(?:js|css|html|svg|json|txt|map)$/;
/** Below this, the headers cost more than the bytes saved (as @fastify/static's own threshold). */
const MINIMO_BYTES = 1024;

/**
 * Writes `<archivo>.br` (quality 11) and `<archivo>.gz` (level 9) beside every compressible file of the build
 *: the server sends them as they are (@fastify/static `preCompressed`), so no request pays for
 * compressing and browsers get brotli's best ratio, which is too slow to compute per request.
 */
function precomprimir(): Plugin {
  return {
    name: 'descanso:precomprimir',
    apply: 'build',
    closeBundle() {
      const recorrer = (carpeta: string): string[] =>
        readdirSync(carpeta, { withFileTypes: true }).flatMap((e) =>
          // dist/.vite holds the manifests the weight budget reads: never served.
          e.isDirectory()
            ? e.name.startsWith('.')
              ? []
              : recorrer(path.join(carpeta, e.name))
            : [path.join(carpeta, e.name)],
        );
      for (const archivo of recorrer(`${raiz}dist`)) {
        if (!COMPRIMIBLE.test(archivo) || statSync(archivo).size < MINIMO_BYTES) continue;
        const contenido = readFileSync(archivo);
        writeFileSync(
          `${archivo}.br`,
          brotliCompressSync(contenido, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: contenido.length,
            },
          }),
        );
        writeFileSync(`${archivo}.gz`, gzipSync(contenido, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: raiz,
  plugins: [react(), modulosPorChunk(), precomprimir()],
  server: { port: 5173, proxy: proxyApi },
  preview: { port: 4173, proxy: proxyApi },
  build: {
    outDir: `${raiz}dist`,
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the weight budget walks. Not served (dotfiles are skipped).
    manifest: true,
  },
});

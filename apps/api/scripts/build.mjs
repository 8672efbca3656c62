// Bundles the API into dist/server.js. npm packages stay external (installed by `npm ci`);
// workspace packages (@app/*) are TypeScript source, so they are bundled in.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    // `npm run start:servidor`: the server itself on the embedded database, its launcher on PostgreSQL (ADR 057).
    iniciar: 'src/iniciar.ts',
    'crear-plantilla-pglite': 'src/db/crear-plantilla-pglite.ts',
    // The embedded database's thread (ADR 050), started by db/pglite-hilo.ts from next to server.js.
    'pglite-hilo.worker': 'src/db/pglite-hilo.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externos',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// An empty PGlite cluster, initialised once here rather than by the server on its first start (ADR 047):
// a new data folder is loaded from it.
execFileSync(process.execPath, ['dist/crear-plantilla-pglite.js'], { stdio: 'inherit' });

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Absolute, so the build lands in apps/web/dist whatever directory Vite is started from.
const raiz = decodeURIComponent(new URL('.', import.meta.url).pathname);
const proxyApi = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root: raiz,
  plugins: [react()],
  server: { port: 5173, proxy: proxyApi },
  preview: { port: 4173, proxy: proxyApi },
  build: {
    outDir: `${raiz}dist`,
    emptyOutDir: true,
  },
});

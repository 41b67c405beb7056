import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const domainEntry = fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url));
const playRenderEntry = fileURLToPath(new URL('../packages/play-render/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  define: {
    __CHALKTALK_EDITION__: JSON.stringify(process.env.VITE_EDITION ?? ''),
  },
  resolve: { alias: { '@chalktalk/domain': domainEntry, '@chalktalk/play-render': playRenderEntry } },
  server: {
    host: '127.0.0.1',
    // In dev the gateway runs separately; the SPA talks to it through the same origin.
    proxy: { '/api': { target: process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true },
  worker: { format: 'es' },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../vite-plugins/precompress';

/**
 * The floor pages (README.md here): one build per variant (FLOOR_VARIANT: react, kit, kit-data), cut into chunks as the app is (React in
 * a framework chunk of its own) and precompressed as the app is, so the gateway serves them exactly as it serves
 * web/dist.
 */
const VARIANTS = ['react', 'kit', 'kit-data'];
const variant = process.env.FLOOR_VARIANT ?? 'kit-data';
if (!VARIANTS.includes(variant)) throw new Error(`FLOOR_VARIANT is one of ${VARIANTS.join(', ')}`);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  resolve: {
    alias: { 'floor-variant': fileURLToPath(new URL(`variants/${variant}.tsx`, import.meta.url)) },
  },
  build: {
    rollupOptions: {
      output: {
        manualChunks: (id) =>
          /\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'framework' : undefined,
      },
    },
  },
});

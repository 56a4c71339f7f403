import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * React, React DOM and React Router load on every page, so they travel as one long-cached file.
 * zod travels with its configuration (src/lib/zod-jitless.ts) so that the configuration runs as
 * soon as zod loads, before the contract builds any schema (see that file).
 */
function chunkOf(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework';
  if (/\/node_modules\/zod\//.test(id) || id.endsWith('/src/lib/zod-jitless.ts')) return 'zod';
  return undefined;
}

export default defineConfig({
  // The API serves the built files at /admin (its CSP allows only same-origin scripts and styles).
  base: '/admin/',
  plugins: [tailwindcss(), react()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5174,
    strictPort: true,
    // Same origin as the page, as in production: the session cookie and the API's Origin check
    // both work without CORS.
    proxy: { '/api': 'http://localhost:8044' },
  },
  preview: { port: 5174, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // As the web app does (docs/decisions/0009): terser squeezes React DOM a few KiB harder.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
    rollupOptions: {
      output: { manualChunks: chunkOf },
      onwarn(warning, warn) {
        // zod's pure-call annotations sit where Rollup cannot use them: harmless noise.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) {
          return;
        }
        warn(warning);
      },
    },
  },
});

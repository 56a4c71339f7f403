import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * React, React DOM and React Router: every page needs all three, so they travel as one file.
 * zod (with the contract's schemas it builds) only serves the forms that validate in the browser;
 * in a file of its own it is never merged into a chunk that every page loads. Its configuration
 * (app/lib/zod-jitless.ts) travels inside it, so it runs whenever zod loads, before any schema is
 * built; on its own it would be merged into a chunk that every page loads, bringing zod along.
 */
function chunkOf(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework';
  if (/\/node_modules\/zod\//.test(id) || id.endsWith('/app/lib/zod-jitless.ts')) return 'zod';
  return undefined;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: 3000, strictPort: true },
  // The server is not minified, for readable stack traces.
  environments: { ssr: { build: { minify: false } } },
  build: {
    // The browser's bundle is squeezed harder than esbuild does (about 4 KiB gzip less on React DOM
    // and React Router).
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 } },
    rollupOptions: {
      // React's wrappers called at a module's top level are pure: without saying so, importing a
      // feature's index for a hook kept every forwardRef component behind it (a shopper's first
      // load carried the sign-in form's fields on every page). `lazy` likewise: an unused lazy
      // component kept its dynamic import and the preload helper on every page (400 bytes).
      treeshake: { manualPureFunctions: ['forwardRef', 'memo', 'createContext', 'lazy'] },
      output: {
        manualChunks: chunkOf,
        // Tiny shared chunks are merged into the chunks that load with them: on a slow phone each
        // extra script is another round trip, and pages used to load 26 of them. Merging larger
        // ones (3,000 bytes, until issue 19) moved code pages do not use onto every page.
        experimentalMinChunkSize: 500,
      },
      onwarn(warning, warn) {
        // zod's pure-call annotations sit where Rollup cannot use them: harmless, and a screenful
        // of noise on every build since the sign-in forms validate with zod in the browser.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) {
          return;
        }
        warn(warning);
      },
    },
  },
});

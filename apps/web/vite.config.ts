import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: 3000, strictPort: true },
  build: {
    rollupOptions: {
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

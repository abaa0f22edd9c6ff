import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
// The countries' flags as SVG files (flag-icons, MIT): web/src/ui/flags.tsx globs them through this alias.
const flags = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

// Built into dist/web and served by the service at /app/ (app/web-app.ts). `npm run dev:web`
// proxies the API to a service on :8080.
export default defineConfig({
  root: here,
  base: '/app/',
  plugins: [react()],
  resolve: { alias: { '@flags': flags } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // No data: URIs in scripts or styles: the CSP allows files from the origin only.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:8080', ws: true },
      '/admin_api': 'http://127.0.0.1:8080',
    },
  },
});

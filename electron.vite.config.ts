// Process: build (electron-vite). main, preload and renderer at the repository root. Native modules (libsql,
// serialport, node-hid) stay external to the main bundle (which has two more entries: the catalog sync worker and
// the off-main worker);
// the sandboxed preload is one self-contained CJS file.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Every package.json dependency (libsql, serialport, node-hid, fastify, ...) is loaded from node_modules.
      externalizeDeps: true,
      // The catalog sync worker is its own entry: domain/catalog/page-writer.ts starts ./catalog-sync-worker.js
      // beside index.js as a worker thread.
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'hosts/electron/index.ts'),
          'catalog-sync-worker': resolve(__dirname, 'domain/catalog/sync-worker.ts'),
          // The off-main worker of the heavy reads (domain/offload/thread.ts starts ./offload-worker.js).
          'offload-worker': resolve(__dirname, 'domain/offload/worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require anything but electron: bundle it all, emit CommonJS.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [react()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'renderer/index.html') } },
    },
  },
});

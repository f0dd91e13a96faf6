import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The chunks the entry imports statically: every first visit has loaded them already, so a lazy
 * import never needs to preload them again. Read when the bundle is written (this plugin runs
 * before Vite's own, which then asks `resolveDependencies`), so the entry's preload lists name only
 * chunks the page does not have: about 150 bytes less on every first visit (decision 0150).
 */
const firstVisit = new Set<string>();
/**
 * Parts of the shell most visits never open (the error screen, the toasts, the pending-access
 * notice, the admins' menu): they fetch their own imports when they are needed rather than name them in the entry.
 */
const rareShellParts = /\/(error-screen|toaster|gym-access|admin)-[\w-]+\.js$/;
const firstVisitChunks: Plugin = {
  name: 'first-visit-chunks',
  enforce: 'pre',
  apply: 'build',
  generateBundle(_options, bundle) {
    firstVisit.clear();
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && chunk.isEntry)
        for (const name of [chunk.fileName, ...chunk.imports]) firstVisit.add(name);
    }
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss(), firstVisitChunks],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src/client') },
      { find: '@shared', replacement: path.resolve(import.meta.dirname, 'src/shared') },
      // Leaflet's ES module build: its UMD build would pull the bundler's CommonJS helper into a
      // chunk of its own, shared with the entry, and so into every first visit.
      { find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' },
      // The marker cluster plugin's ES module sources, for the same reason (its dist build is UMD).
      { find: /^leaflet\.markercluster$/, replacement: 'leaflet.markercluster/src/index.js' },
    ],
  },
  build: isSsrBuild
    ? {
        // The public pages' server renderer (src/client/entry-server.tsx, platform/page-render.ts).
        outDir: path.resolve(import.meta.dirname, 'dist/ssr'),
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { input: path.resolve(import.meta.dirname, 'src/client/entry-server.tsx') },
      }
    : {
        outDir: path.resolve(import.meta.dirname, 'dist/client'),
        emptyOutDir: true,
        sourcemap: false,
        // The server reads it to preload a page's own chunks with its HTML (platform/spa.ts).
        manifest: true,
        // Every browser the club's members use supports <link rel="modulepreload">.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (file, deps) =>
            rareShellParts.test(file) ? [] : deps.filter((dep) => !firstVisit.has(dep)),
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));

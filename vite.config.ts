import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/client'),
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    },
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
        modulePreload: { polyfill: false },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));

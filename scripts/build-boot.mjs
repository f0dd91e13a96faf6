// Builds src/client/boot.ts into dist/client/boot.js (one minified classic script, no imports),
// after `vite build` has written dist/client and before scripts/compress-client.mjs compresses it.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/client/boot.ts'],
  outfile: 'dist/client/boot.js',
  bundle: false,
  format: 'iife',
  minify: true,
  legalComments: 'none',
  target: ['chrome100', 'firefox100', 'safari15'],
  logLevel: 'warning',
});

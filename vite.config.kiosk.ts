// Builds kiosk mode (widget/src/kiosk) into ${BUILD_DIR}/kiosk/, served by
// portal/app/.server/open-houses/kiosk-routes.server.ts:
//   kiosk-[hash].js/.css   the kiosk app: the chat's sign-in form (widget/src/chat/SignIn.tsx) with
//                          Preact, as the chat's build does; /kiosk/assets/<file>
//   sw.js                  the service worker (classic script, no imports); /kiosk/sw.js
//   icon-192.png, -512.png the installed app's icons, drawn from portal/public/favicon.svg
//   .vite/manifest.json    maps the entry to its hashed files; the kiosk page reads it
// A build of its own, not an entry of the chat's: the chat page keeps loading exactly one script.
import { build, defineConfig, type Plugin } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import { preactAliases } from './vite.config.widget';

const outDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'kiosk');

/** The service worker must be one classic script at /kiosk/sw.js: a build of its own. */
function buildWorkerAndIcons(): Plugin {
  return {
    name: 'oha-kiosk-worker',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2020',
          minify: 'esbuild',
          lib: {
            entry: path.resolve('widget/src/kiosk/sw.ts'),
            formats: ['iife'],
            name: 'OhaKioskWorker',
            fileName: () => 'sw.js',
          },
        },
      });
      const { createCanvas, loadImage } = await import('@napi-rs/canvas');
      const svg = await loadImage(fs.readFileSync(path.resolve('portal/public/favicon.svg')));
      for (const size of [192, 512]) {
        const canvas = createCanvas(size, size);
        canvas.getContext('2d').drawImage(svg, 0, 0, size, size);
        fs.writeFileSync(path.join(outDir, `icon-${size}.png`), canvas.toBuffer('image/png'));
      }
    },
  };
}

export default defineConfig({
  resolve: { alias: preactAliases },
  publicDir: false,
  esbuild: { jsx: 'automatic', jsxImportSource: 'react', legalComments: 'none' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  base: '/kiosk/assets/',
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2019',
    manifest: true,
    assetsDir: '',
    modulePreload: false,
    rollupOptions: {
      input: { kiosk: path.resolve('widget/src/kiosk/main.tsx') },
      output: {
        entryFileNames: 'kiosk-[hash].js',
        chunkFileNames: 'kiosk-[name]-[hash].js',
        assetFileNames: 'kiosk-[hash][extname]',
        inlineDynamicImports: true,
      },
    },
  },
  plugins: [buildWorkerAndIcons()],
});

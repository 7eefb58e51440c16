// Builds the embeddable widget into ${BUILD_DIR}/widget/:
//   widget.js            the loader (classic IIFE script, no dependencies; short-cached by the server);
//                        its texts are a placeholder the server fills with the visitor's language
//                        (widget/src/embed/loader-texts.ts)
//   embed-[hash].js/.css the chat app (the /embed frame and the /assistants page): widget/src/embed/main.tsx,
//                        with react served by Preact core (widget/src/preact-react.ts)
//   .vite/manifest.json  maps the entry to its hashed files; the server's /embed page reads it
// `node scripts/check-widget-size.mjs` then checks both against the gzip budget.
import { build, defineConfig, type Plugin } from 'vite';
import path from 'node:path';
import { LOADER_TEXTS_SLOT } from './widget/src/embed/loader-texts';

const outDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'widget');
const loaderEntry = path.resolve('widget/src/embed/loader.ts');

// The chat components import React's API (and its types); Preact core runs them.
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: path.resolve('widget/src/preact-react-dom-client.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: path.resolve('widget/src/preact-react.ts') },
  { find: /^@widget\//, replacement: path.resolve('widget/src') + '/' },
  { find: /^@i18n\//, replacement: path.resolve('i18n') + '/' },
];

/** The loader is a separate, classic-script build: it must not share chunks with the app. */
function buildLoader(): Plugin {
  return {
    name: 'oha-widget-loader',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { OHA_TEXTS: LOADER_TEXTS_SLOT },
        build: {
          outDir,
          emptyOutDir: false,
          // Optional chaining and ?? kept native: every browser that runs the app supports them.
          target: 'es2020',
          minify: 'esbuild',
          lib: { entry: loaderEntry, formats: ['iife'], name: 'OpenHouseChatLoader', fileName: () => 'widget.js' },
        },
      });
    },
  };
}

export default defineConfig({
  resolve: { alias: preactAliases },
  publicDir: false,
  esbuild: { jsx: 'automatic', jsxImportSource: 'react', legalComments: 'none' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Where the server serves these files (widget-routes.server.ts): the sign-in chunk's CSS is
  // linked from here when that chunk loads.
  base: '/widget/',
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2019',
    manifest: true,
    assetsDir: '',
    modulePreload: false,
    rollupOptions: {
      input: { embed: path.resolve('widget/src/embed/main.tsx') },
      output: {
        entryFileNames: 'embed-[hash].js',
        chunkFileNames: 'embed-[name]-[hash].js',
        assetFileNames: 'embed-[hash][extname]',
        // One file for the chat: the page loads exactly one script. The only dynamic import, the
        // open-house sign-in (widget/src/chat/sign-in-lazy.ts), is a chunk of its own that only an
        // open house's link loads.
        inlineDynamicImports: false,
      },
    },
  },
  plugins: [buildLoader()],
});

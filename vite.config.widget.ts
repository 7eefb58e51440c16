// Builds the embeddable widget into ${BUILD_DIR}/widget/:
//   widget.js            the loader (classic IIFE script, no dependencies; short-cached by the server)
//   embed-[hash].js/.css the iframe app: widget/src/embed/main.tsx with react aliased to preact/compat
//   .vite/manifest.json  maps the entry to its hashed files; the server's /embed page reads it
// `node scripts/check-widget-size.mjs` then checks both against the gzip budget.
import { build, defineConfig, type Plugin } from 'vite';
import path from 'node:path';

const outDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'widget');
const loaderEntry = path.resolve('widget/src/embed/loader.ts');

// The same chat components render with React on the portal page and with Preact here.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
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
        // One file: the iframe page loads exactly one script.
        inlineDynamicImports: true,
      },
    },
  },
  plugins: [buildLoader()],
});

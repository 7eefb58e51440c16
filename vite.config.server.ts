// Compiles portal/server.ts into ${BUILD_DIR}/server.js, run by plain `node` in production (no
// TypeScript loader: under tsx, pdf.js alone cost hundreds of MB more memory), and the document
// readers' worker thread into ${BUILD_DIR}/extract-worker.js beside it (the print kit's into
// print-kit-worker.js, the chat answers' into answer-worker.js). Packages stay external, loaded from node_modules at run time, which is
// why they must be real dependencies.
import { defineConfig } from 'vite';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve('portal/app'),
      '@db': path.resolve('db'),
      '@widget': path.resolve('widget/src'),
      '@i18n': path.resolve('i18n'),
    },
  },
  publicDir: false,
  logLevel: 'warn',
  define: { OHA_COMPILED_SERVER: 'true' },
  build: {
    ssr: true,
    outDir: path.resolve(process.env.BUILD_DIR ?? 'build'),
    emptyOutDir: false,
    target: 'node20',
    copyPublicDir: false,
    rollupOptions: {
      input: {
        server: path.resolve('portal/server.ts'),
        'extract-worker': path.resolve('portal/app/.server/ingest/extract.worker.ts'),
        'answer-worker': path.resolve('portal/app/.server/ai/offline/answer.worker.ts'),
        'print-kit-worker': path.resolve('portal/app/.server/open-houses/print-kit.worker.ts'),
      },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'server-[name]-[hash].js' },
    },
  },
});

import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import path from 'node:path';

// BUILD_DIR lets several builds (e.g. parallel e2e runs) live side by side; the server reads the same variable.
const buildDirectory = process.env.BUILD_DIR ?? 'build';

export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve('portal/app'),
      '@db': path.resolve('db'),
      '@widget': path.resolve('widget/src'),
      '@i18n': path.resolve('i18n'),
    },
  },
  publicDir: 'portal/public',
  server: { port: Number(process.env.PORT ?? 3000) },
  build: { target: 'es2022' },
  plugins: [
    remix({
      appDirectory: 'portal/app',
      buildDirectory,
      ignoredRouteFiles: ['**/*.test.*', '**/*.css'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});

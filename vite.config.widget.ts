// Builds the embeddable widget (widget/src/embed) with react aliased to preact/compat.
// Filled in by the widget work; for now it builds the loader only.
import { defineConfig } from 'vite';
import path from 'node:path';

const outDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'widget');

export default defineConfig({
  resolve: {
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
      '@widget': path.resolve('widget/src'),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2019',
    lib: { entry: path.resolve('widget/src/embed/loader.ts'), formats: ['iife'], name: 'OpenHouseChatLoader', fileName: () => 'widget.js' },
  },
});

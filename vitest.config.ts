import { defineConfig } from 'vitest/config';
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
  test: {
    include: [
      'portal/app/**/*.test.{ts,tsx}',
      'widget/src/**/*.test.{ts,tsx}',
      'db/**/*.test.ts',
      'i18n/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
  },
});

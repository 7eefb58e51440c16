import { defineConfig } from 'vitest/config';
import fs from 'node:fs';
import path from 'node:path';

const alias = {
  '~': path.resolve('portal/app'),
  '@db': path.resolve('db'),
  '@widget': path.resolve('widget/src'),
  '@i18n': path.resolve('i18n'),
};

const include = [
  'portal/app/**/*.test.{ts,tsx}',
  'widget/src/**/*.test.{ts,tsx}',
  'db/**/*.test.ts',
  'i18n/**/*.test.ts',
  'scripts/**/*.test.ts',
];

// The tests that run a second time on PostgreSQL: every test file that opens a database
// (openTestDatabase), less those that check SQLite's own parts (the engine's prepared-statement
// knowledge cache, FTS5, the answer pool) and the compatible provider's retrieval, which has no
// PostgreSQL path yet.
const SQLITE_ONLY = [
  // The engine's answers run on both; these check SQLite's own knowledge cache, FTS5 and answer pool.
  /^portal\/app\/\.server\/ai\/offline\/answer-pool\.server\.test\.ts$/,
  /^portal\/app\/\.server\/ai\/offline\/knowledge\/knowledge\.test\.ts$/,
  /^portal\/app\/\.server\/ai\/offline\/retrieval\/(fts|passages)\.test\.ts$/,
  /^portal\/app\/\.server\/ai\/compatible\//,
  /^portal\/app\/\.server\/ai\/reindex\.server\.test\.ts$/,
  /^portal\/app\/\.server\/knowledge\/agent-answers\.server\.test\.ts$/,
];

function databaseTests(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(p);
      } else if (/\.test\.tsx?$/.test(e.name) && fs.readFileSync(p, 'utf8').includes('openTestDatabase(')) {
        if (!SQLITE_ONLY.some((re) => re.test(p))) found.push(p);
      }
    }
  };
  for (const root of ['portal/app', 'db', 'scripts']) walk(root);
  return found.sort();
}

export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'sqlite', include, environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: databaseTests(),
          environment: 'node',
          env: { OHA_TEST_DIALECT: 'postgres' },
          globalSetup: ['db/testing/vitest-postgres.ts'],
          setupFiles: ['db/testing/vitest-postgres-setup.ts'],
        },
      },
    ],
  },
});

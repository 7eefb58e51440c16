import { defineConfig } from '@playwright/test';
import type { WorkerFixtures } from './fixtures';

// The specs that run a second time on PostgreSQL: those whose storage differs between the databases
// (accounts, uploads, chats and their answers, leads, open houses, saved answers, usage). Specs that
// only render what these store, and the long ingestion spec, run on SQLite alone.
const ON_POSTGRES = [
  'auth',
  'portal',
  'portal-multi',
  'uploads',
  'file-retry',
  'public',
  'smoke',
  'integrations',
  'chat-visitor',
  'chat',
  'open-house-agent',
  'open-house-visitor',
  'open-house-kiosk',
  'open-house-follow-up',
  'open-house-report',
  'usage',
  'questions',
  'multi-instance',
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

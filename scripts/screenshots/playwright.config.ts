// `npm run screenshots`: the README's pictures, taken by one Playwright test on the end-to-end
// fixtures (a production server on a fresh DATA_DIR, a fresh agent). The browser settings are the
// end-to-end suite's; only where the test lives and how long it may take differ.
import { defineConfig } from '@playwright/test';
import e2e from '../../portal/e2e/playwright.config';

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: 'screenshots.spec.ts',
  globalSetup: './ensure-build.ts',
  fullyParallel: false,
  workers: 1,
  // Real uploads, reading and an answer, on a machine that may be busy.
  timeout: 300_000,
});

// End-to-end fixtures (Playwright `test.extend`):
// - `app` (worker): a production server on a fresh DATA_DIR, stopped and removed at teardown; a file
//   that needs other settings says `test.use({ appEnv: {...} })` and gets a worker of its own.
// - `agent` (test): a fresh agent registered through the app's own users module, deleted with
//   everything it owns (foreign-key cascade) at teardown.
// - `loggedInPage` (test): `page` with a session made by the app's own session module.
// - `ownClientIp` (option): every request of the test comes from an address of its own
//   (X-Forwarded-For, which the server trusts from loopback), so rate limits never join two tests.
// - `page` fails the test on an unexpected console error.
// createUser/loginAs are the same steps as plain functions, for tests that make a second agent and
// for the contract files, which start their own app beside a replay server.
import { test as base, expect, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import { ROLE_AGENT } from '../../db/schema';
import { resetConfigForTests } from '../app/.server/config.server';
import { useDatabaseForTests } from '../app/.server/db.server';
import { createSession, revokeAllSessions } from '../app/.server/auth/session.server';
import { registerUser } from '../app/.server/auth/users.server';
import { SESSION_SECRET, startApp, type App } from './app-server';

export { freePort, startApp, type App } from './app-server';
export { readOutbox, waitForMail, type OutboxMail } from './outbox';

// The app's modules in this worker sign cookies with the servers' secret (config is read lazily).
process.env.SESSION_SECRET = SESSION_SECRET;
resetConfigForTests();

/** Points the app's modules (users, sessions) at this server's database. */
function useModulesOf(app: App): void {
  useDatabaseForTests(app.opened);
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  fName: string;
  lName: string;
}

/** A unique tag for names, addresses and path names of one test's data. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${crypto.randomBytes(4).toString('hex')}`;
}

/** A unique agent (role 2024) registered through the app's users module; `roles` replaces the roles. */
export async function createUser(
  app: App,
  opts: Partial<Omit<TestUser, 'id'>> & { roles?: number[] } = {},
): Promise<TestUser> {
  const user = {
    email: opts.email ?? `agent-${uniqueTag()}@example.com`,
    password: opts.password ?? 'Passw0rd!',
    fName: opts.fName ?? 'Alex',
    lName: opts.lName ?? 'Morgan',
  };
  useModulesOf(app);
  const { id } = await registerUser(user);
  if (opts.roles && JSON.stringify(opts.roles) !== JSON.stringify([ROLE_AGENT])) {
    await app.db
      .updateTable('users')
      .set({ roles: JSON.stringify(opts.roles) })
      .where('id', '=', id)
      .execute();
  }
  return { id, ...user };
}

/** Removes the user and, by the schema's cascades, everything the user owns. */
export async function removeUser(app: App, user: { id: number }): Promise<void> {
  useModulesOf(app);
  await revokeAllSessions(user.id);
  await app.db.deleteFrom('users').where('id', '=', user.id).execute();
}

/** Logs the page's browser context in as the user, with a session made by the app's session module. */
export async function loginAs(page: Page, app: App, user: { id: number }): Promise<void> {
  useModulesOf(app);
  const setCookie = await createSession(user.id);
  const pair = setCookie.split(';')[0];
  const eq = pair.indexOf('=');
  await page
    .context()
    .addCookies([
      { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: app.url, httpOnly: true, sameSite: 'Lax' },
    ]);
}

let ipCounter = 0;
/** A client address no other test of this worker uses (TEST-NET-3; the security suite uses TEST-NET-2). */
export function freshClientIp(): string {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface WorkerFixtures {
  /** Extra environment of the worker's server (a worker option). */
  appEnv: Record<string, string>;
  /** The worker's server's database: the project's (playwright.config.ts), SQLite by default. */
  database: 'sqlite' | 'postgres';
  app: App;
}

interface TestFixtures {
  /** Skips every test of the PostgreSQL project where no PostgreSQL could be started. */
  needsDatabase: void;
  allowConsoleErrors: RegExp[];
  ownClientIp: boolean;
  /** Names (or roles) of the `agent` fixture's user (an option). */
  agentProfile: Partial<Omit<TestUser, 'id'>> & { roles?: number[] };
  agent: TestUser;
  loggedInPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  appEnv: [{}, { scope: 'worker', option: true }],
  database: ['sqlite', { scope: 'worker', option: true }],
  needsDatabase: [
    async ({ database }, use, testInfo) => {
      testInfo.skip(database === 'postgres' && !process.env.OHA_E2E_POSTGRES_ADMIN_URL, 'PostgreSQL is not available');
      await use();
    },
    { auto: true },
  ],
  app: [
    async ({ appEnv, database }, use) => {
      const app = await startApp(appEnv, { database });
      try {
        await use(app);
      } finally {
        await app.stop();
      }
    },
    // Above startApp's own deadline: a busy two-core machine has taken over 30 s to start a server.
    { scope: 'worker', timeout: 120_000 },
  ],
  ownClientIp: [false, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders, ownClientIp }, use) => {
    await use(ownClientIp ? { ...extraHTTPHeaders, 'X-Forwarded-For': freshClientIp() } : extraHTTPHeaders);
  },
  agentProfile: [{}, { option: true }],
  agent: async ({ app, agentProfile }, use) => {
    const agent = await createUser(app, agentProfile);
    await use(agent);
    await removeUser(app, agent);
  },
  loggedInPage: async ({ page, app, agent }, use) => {
    await loginAs(page, app, agent);
    await use(page);
  },
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      // A 4xx the test provokes on purpose shows up as a resource error; those are asserted on their own.
      if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
      if (allowConsoleErrors.some((re) => re.test(text))) return;
      errors.push(text);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

// End-to-end fixtures: each test file gets its own server on a fresh DATA_DIR (useApp), users are
// created through the database, and an unexpected console error fails the test.
import { test as base, expect, type Page } from '@playwright/test';
import { createCookie } from '@remix-run/node';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import { openDatabase, type OpenedDb } from '../../db/connection';
import { hashPassword } from '../app/.server/auth/password.server';

// The package is ESM ("type": "module"), so there is no __dirname here.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'e2e-session-secret-0123456789abcdef';

export interface App {
  url: string;
  port: number;
  dataDir: string;
  /** A Kysely handle on the server's database (WAL: safe alongside the server). */
  db: OpenedDb['db'];
  sqlite: OpenedDb['sqlite'];
  logs: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startApp(env: Record<string, string> = {}): Promise<App> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-e2e-'));
  let out = '';
  // The compiled server, as production runs it (npm run build makes it).
  const server = path.resolve(ROOT, process.env.BUILD_DIR ?? 'build', 'server.js');
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SESSION_SECRET: SECRET,
      OHA_DEMO: '0',
      OPENAI_API_KEY: '',
      POSTMARK_SERVER_TOKEN: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://localhost:${port}`;
  // Generous: on a shared two-core machine under load the server has taken over 30 s to start.
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
    try {
      const res = await fetch(`${url}/about`);
      if (res.status < 500) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  const { db, sqlite } = openDatabase(path.join(dataDir, 'oha.sqlite'));
  return {
    url,
    port,
    dataDir,
    db,
    sqlite,
    logs: () => out,
    stop: async () => {
      await db.destroy();
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts one server for the whole test file; call at the top level of a spec file. */
export function useApp(env: Record<string, string> = {}): App {
  const app = {} as App;
  base.beforeAll(async () => {
    base.setTimeout(120_000); // the hook's own limit, above startApp's deadline
    Object.assign(app, await startApp(env));
  });
  base.afterAll(async () => {
    await app.stop?.();
  });
  return app;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  fName: string;
  lName: string;
}

let counter = 0;
/** A unique agent (role 2024), created through the database. */
export async function createUser(
  app: App,
  opts: Partial<Omit<TestUser, 'id'>> & { roles?: number[] } = {},
): Promise<TestUser> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${crypto.randomBytes(3).toString('hex')}`;
  const user = {
    email: opts.email ?? `agent-${tag}@example.com`,
    password: opts.password ?? 'Passw0rd!',
    fName: opts.fName ?? 'Alex',
    lName: opts.lName ?? 'Morgan',
  };
  const { id } = await app.db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      passwordHash: await hashPassword(user.password),
      roles: JSON.stringify(opts.roles ?? [2024]),
      fName: user.fName,
      lName: user.lName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, ...user };
}

/** Logs the page's browser context in as the user, by creating a session row and its cookie. */
export async function loginAs(page: Page, app: App, user: { id: number }): Promise<void> {
  const sid = crypto.randomBytes(32).toString('base64url');
  await app.db
    .insertInto('sessions')
    .values({ id: sid, userId: user.id, expiresAt: new Date(Date.now() + 86400_000).toISOString() })
    .execute();
  const cookie = createCookie('oha_session', { secrets: [SECRET] });
  const value = (await cookie.serialize(sid)).split(';')[0].split('=').slice(1).join('=');
  await page.context().addCookies([{ name: 'oha_session', value, url: app.url, httpOnly: true, sameSite: 'Lax' }]);
}

export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  parsed: ParsedMail;
}

/** Every .eml in the app's outbox, oldest first. */
export async function readOutbox(app: App): Promise<OutboxMail[]> {
  const dir = path.join(app.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
    mails.push({
      file,
      to,
      from: parsed.from?.text ?? '',
      subject: parsed.subject ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      text: parsed.text ?? '',
      parsed,
    });
  }
  return mails;
}

/** Waits until an outbox mail matches (the server may write it just after the response). */
export async function waitForMail(app: App, match: (m: OutboxMail) => boolean): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox(app)).find(match);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** `page` that fails the test on any unexpected console error or uncaught page error. */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
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

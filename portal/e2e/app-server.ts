// One production server per caller on a fresh DATA_DIR: the compiled build (npm run build makes
// it), a free port, the e2e's own session secret. The fixtures start one per worker; a few files
// that test start-up itself call startApp directly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type OpenedDb } from '../../db/connection';
import { createDatabase, dropDatabase } from '../../db/testing/postgres';

// The package is ESM ("type": "module"), so there is no __dirname here.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The servers' SESSION_SECRET; the fixtures sign session cookies with it through the app's module. */
export const SESSION_SECRET = 'e2e-session-secret-0123456789abcdef';

export interface App {
  url: string;
  port: number;
  dataDir: string;
  /** A Kysely handle on the server's database (WAL: safe alongside the server). */
  db: OpenedDb['db'];
  opened: OpenedDb;
  dialect: OpenedDb['dialect'];
  /** The PostgreSQL database's URL (undefined on SQLite): a second instance can share it. */
  databaseUrl?: string;
  logs: () => string;
  /** The server process (shutdown.spec.ts signals it and reads its exit code). */
  process: ChildProcess;
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

/**
 * The Playwright project `postgres` (playwright.config.ts) runs specs on PostgreSQL: the
 * globalSetup (postgres-setup.ts) starts a throwaway cluster and sets OHA_E2E_POSTGRES_ADMIN_URL;
 * each server (one per worker) then gets a database of its own, dropped when it stops.
 */
async function databaseFor(dialect: 'sqlite' | 'postgres'): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') return { drop: async () => {} };
  const adminUrl = process.env.OHA_E2E_POSTGRES_ADMIN_URL;
  if (!adminUrl) throw new Error('no PostgreSQL for the e2e (playwright.config.ts globalSetup did not start one)');
  const name = `oha_e2e_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const url = await createDatabase(adminUrl, name);
  return { url, drop: () => dropDatabase(adminUrl, name) };
}

/**
 * `sharedDatabaseUrl`: another instance of the same installation (that PostgreSQL database, which
 * the first server created and drops); this one's DATA_DIR is its own.
 */
export async function startApp(
  env: Record<string, string> = {},
  opts: { database?: 'sqlite' | 'postgres'; sharedDatabaseUrl?: string } = {},
): Promise<App> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-e2e-'));
  const database = opts.sharedDatabaseUrl
    ? { url: opts.sharedDatabaseUrl, drop: async () => {} }
    : await databaseFor(opts.database ?? 'sqlite');
  let out = '';
  const server = path.resolve(ROOT, process.env.BUILD_DIR ?? 'build', 'server.js');
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SESSION_SECRET,
      OHA_DEMO: '0',
      ...(database.url ? { DATABASE_URL: database.url, OHA_DATABASE_POOL: '4' } : {}),
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
  const opened = openDatabase(
    database.url ? { dialect: 'postgres', url: database.url } : path.join(dataDir, 'oha.sqlite'),
    { poolSize: 2 },
  );
  const { db } = opened;
  return {
    url,
    port,
    dataDir,
    db,
    opened,
    dialect: opened.dialect,
    databaseUrl: database.url,
    logs: () => out,
    process: child,
    stop: async () => {
      await db.destroy();
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

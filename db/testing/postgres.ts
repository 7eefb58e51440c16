// Real PostgreSQL for tests, never a mock: a throwaway cluster from Debian's packages
// (/usr/lib/postgresql/<version>/bin), started in a temporary directory by the test setup and
// removed after it. As root, initdb and the server run as the `postgres` user (PostgreSQL refuses
// root). The cluster is UTF-8 with the C.UTF-8 locale: a C-locale database silently drops CJK
// characters from trigram and full-text indexes.
//
// OHA_TEST_POSTGRES_URL (an admin URL of a server already running) skips starting one;
// OHA_TEST_POSTGRES=0 runs no PostgreSQL (its tests are reported skipped).
// Unit tests: vitest's globalSetup (db/testing/vitest-postgres.ts) migrates a template database
// once; each test copies it (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const TEMPLATE_DB = 'oha_template';

export interface Cluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  adminUrl: string;
  stop: () => Promise<void>;
}

/** The newest installed PostgreSQL's bin directory, or null when none is installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function runAsPostgres(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} failed: ${r.stderr || r.stdout || r.error}`);
}

/**
 * Starts a throwaway cluster (or uses OHA_TEST_POSTGRES_URL); null when PostgreSQL is not
 * installed, so callers can report their PostgreSQL tests as skipped.
 */
export async function startCluster(): Promise<Cluster | null> {
  if (process.env.OHA_TEST_POSTGRES === '0') return null;
  const given = process.env.OHA_TEST_POSTGRES_URL;
  if (given) return { adminUrl: given, stop: async () => {} };
  const bin = postgresBinDir();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAsPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  // Durability is of no use to a throwaway cluster; speed is.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates (dropping any old one) a database owned by the admin user, UTF-8 whatever the server's default. */
export async function createDatabase(adminUrl: string, name: string, template = 'template0'): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    const encoding = template === 'template0' ? ` encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'` : '';
    await client.query(`create database "${name}" template "${template}"${encoding}`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

let counter = 0;

/** A database of its own for one unit test, copied from the migrated template. */
export async function createTestPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.OHA_TEST_POSTGRES_ADMIN_URL;
  if (!adminUrl) throw new Error('no PostgreSQL for tests (db/testing/vitest-postgres.ts did not start one)');
  const name = `oha_t_${process.pid}_${++counter}_${Date.now().toString(36)}`;
  const url = await createDatabase(adminUrl, name, TEMPLATE_DB);
  return { url, drop: () => dropDatabase(adminUrl, name) };
}

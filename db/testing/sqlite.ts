// The SQLite side of openTestDatabase: migrating a fresh file took about half a second, paid by
// every test; instead the migrations run once into a template file, which each test copies.
// The template lives in the OS temp directory, named by a hash of what makes it (the migration
// files, the dialect helpers they use, SQLite's version), so a changed migration makes a new one and
// parallel test processes share one; it is written under a temporary name and renamed into place.
import Database from 'better-sqlite3';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const migrations = path.join(DB_DIR, 'migrations');
  const files = fs
    .readdirSync(migrations)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(migrations, f));
  for (const file of [...files, path.join(DB_DIR, 'dialect.ts'), path.join(DB_DIR, 'connection.ts')]) {
    hash.update(file.slice(DB_DIR.length)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  const mem = new Database(':memory:');
  hash.update((mem.prepare('select sqlite_version() as v').get() as { v: string }).v);
  mem.close();
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | null = null;

/** The migrated template's path, made by `migrate` (given a file to create) when missing. */
function migratedTemplate(migrate: (file: string) => Promise<void>): Promise<string> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `oha-test-template-${templateKey()}.sqlite`);
    if (fs.existsSync(file)) return file;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-test-making-'));
    try {
      await migrate(path.join(dir, 'oha.sqlite'));
      fs.renameSync(path.join(dir, 'oha.sqlite'), file);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return file;
  })();
  return template;
}

/**
 * Writes a migrated SQLite database to `file`: a copy of the template, which `migrate` makes (a
 * closed, migrated database at the path it is given) the first time.
 */
export async function copyMigratedSqlite(file: string, migrate: (file: string) => Promise<void>): Promise<void> {
  fs.copyFileSync(await migratedTemplate(migrate), file);
}

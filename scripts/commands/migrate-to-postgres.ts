// npm run oha -- migrate-to-postgres [--replace]
// Copies this installation's SQLite database (DATA_DIR/oha.sqlite) and its stored documents
// (DATA_DIR/files) into the PostgreSQL database DATABASE_URL names and the configured storage
// (OHA_STORAGE and the S3 settings; with the filesystem the documents stay where they are).
// Stop the app first. Refuses a target with rows unless --replace. Prints each table's count and
// checks them after the copy; a failed run leaves the target empty, so run it again (docs/cli.md).
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../db/connection';
import { config } from '../../portal/app/.server/config.server';
import { fsStorage } from '../../portal/app/.server/storage/fs-storage.server';
import { storage } from '../../portal/app/.server/storage/storage.server';
import { migrateToPostgres, TargetNotEmpty } from '../lib/migrate-to-postgres';
import { openAppDatabase } from './_db';

export async function run(args: string[]): Promise<number> {
  const c = config();
  if (c.database.dialect !== 'postgres') {
    console.error('migrate-to-postgres: set DATABASE_URL=postgres://… to the target database');
    return 2;
  }
  const source = await openAppDatabase(path.join(c.dataDir, 'oha.sqlite'));
  const target = openDatabase(c.database, { poolSize: 2 });
  try {
    await migrateToLatest(target.db);
    const targetStore = c.storage.kind === 'fs' ? null : storage();
    console.log(`from ${source.file} to ${new URL(c.database.url).host}${new URL(c.database.url).pathname}`);
    const result = await migrateToPostgres({
      source: source.sqlite,
      target: target.pool!,
      sourceStore: fsStorage(c.dataDir),
      targetStore,
      replace: args.includes('--replace'),
      log: (line) => console.log(line),
    });
    const rows = result.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `copied and checked: ${result.tables.length} tables, ${rows} rows` +
        (targetStore ? `, ${result.files} documents` : ' (documents stay in DATA_DIR/files)'),
    );
    return 0;
  } catch (err) {
    if (err instanceof TargetNotEmpty) {
      console.error(`migrate-to-postgres: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await source.db.destroy();
    await target.db.destroy();
  }
}

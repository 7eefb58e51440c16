// Shared by the CLI commands: the app's database under DATA_DIR, migrated like the server does.
import path from 'node:path';
import { migrateToLatest, openDatabase, type OpenedDb } from '../../db/connection';
import { config } from '../../portal/app/.server/config.server';

/** The SQLite file under DATA_DIR (or `file`), migrated like the server does. */
export async function openAppDatabase(
  file = path.join(config().dataDir, 'oha.sqlite'),
): Promise<OpenedDb & { file: string }> {
  const opened = openDatabase(file);
  await migrateToLatest(opened.db);
  return { ...opened, file };
}

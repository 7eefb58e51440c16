import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Rate-limit counters shared by every instance (rate-limiter-flexible's SQLite and PostgreSQL
// stores, told the table exists): one row per limited key, the points counted in its window and
// when the window ends (epoch milliseconds). The library's own CREATE TABLE is never used.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', dialectOf(db) === 'postgres' ? 'bigint' : 'integer')
    .execute();
  await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}

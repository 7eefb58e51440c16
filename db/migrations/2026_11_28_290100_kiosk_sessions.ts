import type { Kysely } from 'kysely';

// Kiosk mode of an open house (issue 29 part 4): the agent starts it on a tablet with the open
// house's PIN, which makes one row here. The tablet holds the token in a cookie; only its SHA-256
// is stored (the key). `pin_check` lets the tablet check the PIN without the network (PBKDF2 of
// the PIN, portal/app/.server/open-houses/kiosk.server.ts). Leaving kiosk mode sets `ended_at`;
// deleting the open house deletes its kiosks. No database-side defaults or sequences: the app
// writes every value, so the same SQL runs on SQLite and PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kiosk_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('open_house_id', 'integer', (c) => c.notNull().references('open_houses.id').onDelete('cascade'))
    .addColumn('pin_check', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('kiosk_sessions_open_house').on('kiosk_sessions').column('open_house_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kiosk_sessions').ifExists().execute();
}

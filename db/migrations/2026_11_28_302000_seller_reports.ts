import type { Kysely } from 'kysely';
import { autoId, dialectOf, nowDefault } from '../dialect';

// After the open house (issue 30). `open_house_opens`: one row per browser that opened an open
// house's chat link (a random key in a cookie), linked to the visit when that browser signed in,
// so visitors who only looked are counted too. `seller_reports`: the report of one open house, or
// of every open house of a listing (`scope`), as the agent last approved it (an anonymised
// snapshot: the share link and the PDF show exactly what was approved). `seller_report_shares`:
// links to a report for the seller, each a random token stored as its SHA-256, with an expiry,
// revocable. `open_houses.time_zone`: the agent's IANA time zone when the open house was saved, so
// its local times are instants (the time from the event to the first follow-up). Indexes for the
// stats across open houses (1,000 open houses and 100,000 visits for one agent).
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const now = nowDefault(dialect);
  const id = autoId(dialect);
  await db.schema.alterTable('open_houses').addColumn('time_zone', 'text').execute();

  await db.schema
    .createTable('open_house_opens')
    .addColumn('id', 'integer', id)
    .addColumn('open_house_id', 'integer', (c) => c.notNull().references('open_houses.id').onDelete('cascade'))
    .addColumn('browser_key', 'text', (c) => c.notNull())
    .addColumn('visit_id', 'integer', (c) => c.references('visits.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('open_house_opens_browser', ['open_house_id', 'browser_key'])
    .execute();
  await db.schema.createIndex('open_house_opens_visit').on('open_house_opens').column('visit_id').execute();
  // The stats count opens and sign-ins per open house from this index alone.
  await db.schema
    .createIndex('open_house_opens_counts')
    .on('open_house_opens')
    .columns(['open_house_id', 'visit_id'])
    .execute();

  await db.schema
    .createTable('seller_reports')
    .addColumn('id', 'integer', id)
    .addColumn('realtor_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('open_house_id', 'integer', (c) => c.references('open_houses.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull().unique()) // oh:<id> | listing:<id>
    .addColumn('snapshot', 'text', (c) => c.notNull()) // JSON SellerReport, anonymised
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('seller_reports_realtor').on('seller_reports').column('realtor_user_id').execute();

  await db.schema
    .createTable('seller_report_shares')
    .addColumn('id', 'integer', id)
    .addColumn('report_id', 'integer', (c) => c.notNull().references('seller_reports.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique()) // hex SHA-256 of the link's token
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('seller_report_shares_report').on('seller_report_shares').column('report_id').execute();

  // The stats: a visitor's questions and handovers are found by session and kind in the index alone.
  await db.schema
    .createIndex('chat_messages_session_role')
    .on('chat_messages')
    .columns(['session_id', 'role'])
    .execute();
  await db.schema
    .createIndex('visitor_questions_session_reason')
    .on('visitor_questions')
    .columns(['session_id', 'reason'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('visitor_questions_session_reason').ifExists().execute();
  await db.schema.dropIndex('chat_messages_session_role').ifExists().execute();
  await db.schema.dropTable('seller_report_shares').ifExists().execute();
  await db.schema.dropTable('seller_reports').ifExists().execute();
  await db.schema.dropTable('open_house_opens').ifExists().execute();
  await db.schema.alterTable('open_houses').dropColumn('time_zone').execute();
}

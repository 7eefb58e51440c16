import type { Kysely } from 'kysely';

// Where each chat session (and each lead) came from: a channel of the `src` parameter
// (sign, open_house, flyer, mailer, social, mls, website) or "link". Older rows count as "link".
// A lead keeps its own copy: a visitor may leave a message before any chat session exists.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('lead_source', 'text', (c) => c.notNull().defaultTo('link'))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('lead_source', 'text', (c) => c.notNull().defaultTo('link'))
    .execute();
  // The dashboard counts the last 30 days per assistant.
  await db.schema
    .createIndex('chat_sessions_assistant_created')
    .on('chat_sessions')
    .columns(['assistant_id', 'created_at'])
    .execute();
  await db.schema.createIndex('leads_realtor_created').on('leads').columns(['realtor_user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leads_realtor_created').execute();
  await db.schema.dropIndex('chat_sessions_assistant_created').execute();
  await db.schema.alterTable('leads').dropColumn('lead_source').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('lead_source').execute();
}

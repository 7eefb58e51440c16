import type { Kysely } from 'kysely';

// The listing selection a chat session last used (JSON array of listing ids, null = all), so the
// server can tell when a visitor changed the filter and add the developer note to the history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_sessions').addColumn('selected_listing_ids', 'text').execute();
  await db.schema.createIndex('chat_messages_response').on('chat_messages').column('response_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_messages_response').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('selected_listing_ids').execute();
}

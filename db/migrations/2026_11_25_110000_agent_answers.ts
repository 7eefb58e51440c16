import type { Kysely } from 'kysely';
import { autoId, dialectOf, nowDefault } from '../dialect';

// The assistant learns from its agent. `visitor_questions`: what visitors asked when the assistant
// handed over or a visitor disliked the reply (waiting → answered or dismissed). `agent_answers`:
// what the agent answered once, for one listing or (listing_id null) every listing of the
// assistant. Deleting a listing or an assistant deletes both; deleting an answer leaves its
// questions (agent_answer_id set null; the app puts them back to waiting).
// `emails` gains reply_to (visitor emails answer to the agent) and session_id (the chat a
// transcript was sent from: the visitor gave that address in that chat).
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  const now = nowDefault(d);
  const id = autoId(d);
  await db.schema
    .createTable('agent_answers')
    .addColumn('id', 'integer', id)
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('assistants.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('agent_answers_assistant').on('agent_answers').column('assistant_id').execute();
  await db.schema.createIndex('agent_answers_listing').on('agent_answers').column('listing_id').execute();

  await db.schema
    .createTable('visitor_questions')
    .addColumn('id', 'integer', id)
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('assistants.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('response_id', 'text')
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('reply', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('agent_answer_id', 'integer', (c) => c.references('agent_answers.id').onDelete('set null'))
    .addColumn('emailed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('visitor_questions_assistant_state')
    .on('visitor_questions')
    .columns(['assistant_id', 'state'])
    .execute();
  await db.schema.createIndex('visitor_questions_session').on('visitor_questions').column('session_id').execute();
  await db.schema.createIndex('visitor_questions_answer').on('visitor_questions').column('agent_answer_id').execute();

  await db.schema.alterTable('emails').addColumn('reply_to', 'text').execute();
  await db.schema.alterTable('emails').addColumn('session_id', 'text').execute();
  await db.schema.createIndex('emails_session').on('emails').column('session_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('emails_session').ifExists().execute();
  await db.schema.alterTable('emails').dropColumn('session_id').execute();
  await db.schema.alterTable('emails').dropColumn('reply_to').execute();
  await db.schema.dropTable('visitor_questions').ifExists().execute();
  await db.schema.dropTable('agent_answers').ifExists().execute();
}

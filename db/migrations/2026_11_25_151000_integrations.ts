import type { Kysely } from 'kysely';
import { autoId, dialectOf, nowDefault } from '../dialect';

// Where an assistant's leads and unanswered questions go (a signed webhook, Follow Up Boss), and
// every delivery to them: stored first, tried and retried by the job queue, each attempt kept so
// the agent sees what the receiver answered.
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  const now = nowDefault(d);
  const id = autoId(d);
  await db.schema
    .createTable('assistant_integrations')
    .addColumn('assistant_id', 'integer', (c) => c.primaryKey().references('assistants.id').onDelete('cascade'))
    .addColumn('webhook_url', 'text')
    // Stored as is: it must sign every delivery. Only the owner's pages ever read it.
    .addColumn('webhook_secret', 'text', (c) => c.notNull())
    .addColumn('followupboss_api_key', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('deliveries')
    .addColumn('id', 'integer', id)
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('assistants.id').onDelete('cascade'))
    .addColumn('destination', 'text', (c) => c.notNull()) // webhook | followupboss
    .addColumn('event_id', 'text', (c) => c.notNull()) // the webhook-id: the same on every retry
    .addColumn('event_type', 'text', (c) => c.notNull()) // lead.created | question.unanswered | test
    .addColumn('payload', 'text', (c) => c.notNull()) // the JSON body, byte for byte on every attempt
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | delivered | failed
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('deliveries_event_destination', ['event_id', 'destination'])
    .execute();
  await db.schema.createIndex('deliveries_assistant').on('deliveries').columns(['assistant_id', 'id']).execute();

  await db.schema
    .createTable('delivery_attempts')
    .addColumn('id', 'integer', id)
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('deliveries.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('answer', 'text') // the first characters of the receiver's answer
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('delivery_attempts_delivery').on('delivery_attempts').column('delivery_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('delivery_attempts').execute();
  await db.schema.dropTable('deliveries').execute();
  await db.schema.dropTable('assistant_integrations').execute();
}

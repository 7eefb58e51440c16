import type { Kysely } from 'kysely';
import { autoId, dialectOf, nowDefault } from '../dialect';

// The open house itself (issue 29). `open_houses`: one event of one listing (local date and times
// as the agent typed them, the sign-in settings, the agent's own question, a pasted disclosure, the
// kiosk PIN's hash) with a short public `code` for its link and QR code. `open_house_cohosts`:
// agents invited by email, who see that open house only. `contacts`: one person per agent, merged
// by normalised email and E.164 phone (each unique per agent). `visits`: a contact at one open
// house with their answers, the chat they continue in and the lead they became; the idempotency
// key makes a retried sign-in (the kiosk's queue) one visit. `consent_records`: what the visitor
// ticked, under which text version and language, when, from where; it outlives the visit, redacted
// (no IP, no user agent) when the visitor is deleted. Deleting a listing or an agent deletes all.
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const now = nowDefault(dialect);
  const id = autoId(dialect);
  await db.schema
    .createTable('open_houses')
    .addColumn('id', 'integer', id)
    .addColumn('realtor_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('assistants.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('date', 'text', (c) => c.notNull()) // YYYY-MM-DD, the listing's local date
    .addColumn('start_time', 'text', (c) => c.notNull()) // HH:MM
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signin_mode', 'text', (c) => c.notNull().defaultTo('required')) // required | optional
    .addColumn('contact_field', 'text', (c) => c.notNull().defaultTo('email')) // email | phone | either
    .addColumn('own_question', 'text')
    .addColumn('disclosure_text', 'text')
    .addColumn('kiosk_pin_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('open_houses_realtor_date')
    .on('open_houses')
    .columns(['realtor_user_id', 'date'])
    .execute();
  await db.schema.createIndex('open_houses_listing').on('open_houses').column('listing_id').execute();

  await db.schema
    .createTable('open_house_cohosts')
    .addColumn('open_house_id', 'integer', (c) => c.notNull().references('open_houses.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull()) // lower-cased; matched against the agent's login email
    .addColumn('invited_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('open_house_cohosts_pk', ['open_house_id', 'email'])
    .execute();
  await db.schema.createIndex('open_house_cohosts_email').on('open_house_cohosts').column('email').execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'integer', id)
    .addColumn('realtor_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text') // normalised: trimmed, lower-cased
    .addColumn('phone', 'text') // E.164
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('contacts_realtor_email', ['realtor_user_id', 'email'])
    .addUniqueConstraint('contacts_realtor_phone', ['realtor_user_id', 'phone'])
    .execute();

  await db.schema
    .createTable('visits')
    .addColumn('id', 'integer', id)
    .addColumn('open_house_id', 'integer', (c) => c.notNull().references('open_houses.id').onDelete('cascade'))
    .addColumn('contact_id', 'integer', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}')) // JSON, see VisitAnswers in db/schema.ts
    .addColumn('chat_session_id', 'text', (c) => c.references('chat_sessions.id').onDelete('set null'))
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('visits_open_house_key', ['open_house_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('visits_open_house_created')
    .on('visits')
    .columns(['open_house_id', 'created_at'])
    .execute();
  await db.schema.createIndex('visits_contact').on('visits').column('contact_id').execute();
  await db.schema.createIndex('visits_chat_session').on('visits').column('chat_session_id').execute();

  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'integer', id)
    .addColumn('realtor_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('open_house_id', 'integer', (c) => c.notNull().references('open_houses.id').onDelete('cascade'))
    .addColumn('visit_id', 'integer', (c) => c.references('visits.id').onDelete('set null'))
    .addColumn('email_follow_up', 'integer', (c) => c.notNull())
    .addColumn('calls_and_texts', 'integer', (c) => c.notNull())
    .addColumn('disclosure_acknowledged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disclosure_sha256', 'text') // the disclosure text shown, when the agent pasted one
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('redacted_at', 'text')
    .execute();
  await db.schema.createIndex('consent_records_visit').on('consent_records').column('visit_id').execute();
  await db.schema.createIndex('consent_records_open_house').on('consent_records').column('open_house_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consent_records').ifExists().execute();
  await db.schema.dropTable('visits').ifExists().execute();
  await db.schema.dropTable('contacts').ifExists().execute();
  await db.schema.dropTable('open_house_cohosts').ifExists().execute();
  await db.schema.dropTable('open_houses').ifExists().execute();
}

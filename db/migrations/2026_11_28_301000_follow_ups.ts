import type { Kysely } from 'kysely';

// After the open house (issue 30). `follow_ups`: the follow-up email of one visitor (a contact)
// of one open house, once the agent has edited, approved or sent it (until then the draft is made
// afresh from the visitor's chat): what the agent typed, the approval state, the email it became
// and the hash of the token of its "stop these emails" link. `question_rechecks`: a handed-over
// question asked again of the assistant after a document was added to its listing, whether the
// documents answer it now (the documents-missing card goes away) and which documents it was asked of. `chat_messages.sources`: the
// sources of an assistant's reply (JSON), which a follow-up quotes. `emails.attachments`: files sent
// with an email (JSON: name, type, base64 content), e.g. the agent's vCard.
// Times are written by the app (ISO-8601 text), so no column default depends on the database.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('follow_ups')
    .addColumn('open_house_id', 'integer', (c) => c.notNull().references('open_houses.id').onDelete('cascade'))
    .addColumn('contact_id', 'integer', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // draft | approved | sent
    .addColumn('edited_at', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('email_id', 'integer', (c) => c.references('emails.id').onDelete('set null'))
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follow_ups_pk', ['open_house_id', 'contact_id'])
    .execute();
  await db.schema.createIndex('follow_ups_contact').on('follow_ups').column('contact_id').execute();

  await db.schema
    .createTable('question_rechecks')
    .addColumn('visitor_question_id', 'integer', (c) =>
      c.primaryKey().references('visitor_questions.id').onDelete('cascade'),
    )
    .addColumn('answered', 'integer', (c) => c.notNull())
    .addColumn('reply', 'text', (c) => c.notNull())
    .addColumn('knowledge', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('chat_messages').addColumn('sources', 'text').execute();
  await db.schema.alterTable('emails').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('emails').dropColumn('attachments').execute();
  await db.schema.alterTable('chat_messages').dropColumn('sources').execute();
  await db.schema.dropTable('question_rechecks').ifExists().execute();
  await db.schema.dropIndex('follow_ups_contact').ifExists().execute();
  await db.schema.dropTable('follow_ups').ifExists().execute();
}

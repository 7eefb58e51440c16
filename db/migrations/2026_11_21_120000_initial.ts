import type { Kysely } from 'kysely';
import { autoId, dialectOf, floatType, nowDefault } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  const now = nowDefault(d);
  const id = autoId(d);
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[2024]'))
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text', (c) => c.notNull())
    .addColumn('public_email', 'text')
    .addColumn('public_phone', 'text')
    .addColumn('company_name', 'text')
    .addColumn('realtor_website', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('assistants')
    .addColumn('id', 'integer', id)
    .addColumn('assistant_pathname', 'text', (c) => c.notNull().unique())
    .addColumn('realtor_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('oha_name', 'text', (c) => c.notNull())
    .addColumn('public_email', 'text', (c) => c.notNull())
    .addColumn('public_phone', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('realtor_website', 'text')
    .addColumn('vector_store_id', 'text')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('allowed_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('assistants_realtor').on('assistants').column('realtor_user_id').execute();

  await db.schema
    .createTable('listings')
    .addColumn('id', 'integer', id)
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('assistants.id').onDelete('cascade'))
    .addColumn('realtor_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_name', 'text', (c) => c.notNull())
    .addColumn('insider_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('listing_status', 'text', (c) => c.notNull().defaultTo('Active Listing'))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('listings_assistant').on('listings').column('assistant_id').execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', id)
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer')
    .addColumn('is_extra_info', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('documents_listing').on('documents').column('listing_id').execute();

  await db.schema
    .createTable('chunks')
    .addColumn('id', 'integer', id)
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('page', 'integer')
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chunks_document').on('chunks').column('document_id').execute();
  await db.schema.createIndex('chunks_listing').on('chunks').column('listing_id').execute();

  await db.schema
    .createTable('knowledge_bases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('knowledge_base_files')
    .addColumn('knowledge_base_id', 'text', (c) => c.notNull().references('knowledge_bases.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addPrimaryKeyConstraint('knowledge_base_files_pk', ['knowledge_base_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('assistants.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('chat_sessions_assistant').on('chat_sessions').column('assistant_id').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', id)
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('response_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('chat_messages_session').on('chat_messages').column('session_id').execute();

  // Response logs keep their ids (no foreign keys): usage history outlives deleted assistants.
  await db.schema
    .createTable('response_logs')
    .addColumn('id', 'integer', id)
    .addColumn('realtor_user_id', 'integer', (c) => c.notNull())
    .addColumn('oha_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('response_id', 'text')
    .addColumn('user_input', 'text', (c) => c.notNull())
    .addColumn('input_type', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('model_output', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('output_type', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('input_tokens_normal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('input_tokens_cached', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('output_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('num_file_search', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_context_size', 'text', (c) => c.notNull().defaultTo('high'))
    .addColumn('num_of_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('function_calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('latency_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_usd', floatType(d), (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('UI'))
    .addColumn('prompt_type', 'text', (c) => c.notNull().defaultTo('chat'))
    .addColumn('needs_fix', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cus_res_status', 'text', (c) => c.notNull().defaultTo('complete'))
    .addColumn('error_msgs', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('response_logs_user_time')
    .on('response_logs')
    .columns(['realtor_user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', id)
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('assistants.id').onDelete('cascade'))
    .addColumn('response_id', 'text')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', id)
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('assistants.id').onDelete('cascade'))
    .addColumn('realtor_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('listing_name', 'text')
    .addColumn('prospect_name', 'text', (c) => c.notNull())
    .addColumn('prospect_email', 'text', (c) => c.notNull())
    .addColumn('prospect_phone', 'text')
    .addColumn('prospect_remarks', 'text', (c) => c.notNull())
    .addColumn('attach_transcript', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('leads_realtor').on('leads').column('realtor_user_id').execute();

  await db.schema
    .createTable('emails')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('last_error', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('emails_status_next').on('emails').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'emails',
    'leads',
    'feedback',
    'response_logs',
    'chat_messages',
    'chat_sessions',
    'knowledge_base_files',
    'knowledge_bases',
    'chunks',
    'documents',
    'listings',
    'assistants',
    'password_resets',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

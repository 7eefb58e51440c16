import type { Kysely } from 'kysely';
import { autoId, dialectOf } from '../dialect';

// Facts and passages the offline answer engine extracts from every indexed document at ingestion
// time, so that answering a question is a couple of indexed reads instead of parsing text.
// kind = 'fact' (a labelled value from a feature sheet or table, concept set) or 'passage'
// (a sentence or table row with the concepts it mentions in `concepts`).
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  const id = autoId(d);
  await db.schema
    .createTable('listing_facts')
    .addColumn('id', 'integer', id)
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.references('documents.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('concept', 'text')
    .addColumn('concepts', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('page', 'integer')
    .addColumn('is_extra', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ord', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('listing_facts_listing').on('listing_facts').columns(['listing_id', 'kind']).execute();
  await db.schema.createIndex('listing_facts_document').on('listing_facts').column('document_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_facts').ifExists().execute();
}

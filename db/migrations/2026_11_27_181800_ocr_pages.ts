import type { Kysely } from 'kysely';

// A scan longer than the OCR page limit is ready with its first scanned pages read: the document
// keeps how many pages were read with OCR and how many image-only pages were left unread, so the
// agent is told that only part of it was read.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('ocr_pages', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('ocr_pages_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('ocr_pages_unread').execute();
  await db.schema.alterTable('documents').dropColumn('ocr_pages').execute();
}

import type { Kysely } from 'kysely';

// Documents are read in the background (the `document.process` job): each carries where it is.
// Rows that existed before were read at upload time, so they start `ready`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ready'))
    .execute();
  await db.schema.alterTable('documents').addColumn('failure_reason', 'text').execute();
  await db.schema.alterTable('documents').addColumn('progress', 'text').execute();
  await db.schema
    .alterTable('documents')
    .addColumn('read_with_ocr', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['read_with_ocr', 'progress', 'failure_reason', 'status']) {
    await db.schema.alterTable('documents').dropColumn(column).execute();
  }
}

// Full-text index over document chunks. The `terms` column holds text already split by the app
// (toIndexTerms: lower-cased words and numbers, CJK runs as character bigrams plus single
// characters), so unicode61 only has to split on spaces and Chinese, Japanese and Korean text is
// searchable without a language-specific tokenizer. rowid = chunks.id.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create virtual table chunks_fts using fts5(terms, tokenize = 'porter unicode61 remove_diacritics 2')`.execute(
    db,
  );
  // Index rows follow their chunk even when a chunk goes by a foreign-key cascade
  // (listing or assistant deleted), so the index never holds orphans.
  await sql`create trigger chunks_fts_after_delete after delete on chunks begin
    delete from chunks_fts where rowid = old.id;
  end`.execute(db);
  // The offline knowledge base's file rows follow their document the same way.
  await sql`create trigger documents_kb_after_delete after delete on documents begin
    delete from knowledge_base_files where file_id = old.file_id;
  end`.execute(db);
  // And an offline knowledge base goes with its assistant.
  await sql`create trigger assistants_kb_after_delete after delete on assistants begin
    delete from knowledge_bases where id = old.vector_store_id and provider = 'offline';
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists assistants_kb_after_delete`.execute(db);
  await sql`drop trigger if exists documents_kb_after_delete`.execute(db);
  await sql`drop trigger if exists chunks_fts_after_delete`.execute(db);
  await sql`drop table if exists chunks_fts`.execute(db);
}

// Full-text index over document chunks. The `terms` column holds text already split by the app
// (toIndexTerms: lower-cased words and numbers, CJK runs as character bigrams plus single
// characters), so unicode61 only has to split on spaces and Chinese, Japanese and Korean text is
// searchable without a language-specific tokenizer. rowid = chunks.id.
// PostgreSQL: the same rows in a plain table (rowid, terms) that follows its chunk by foreign key;
// its search (a tsvector column with a GIN index) comes with the PostgreSQL search. The two
// clean-up triggers are PL/pgSQL functions there.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create table chunks_fts (
      rowid integer primary key references chunks (id) on delete cascade,
      terms text not null
    )`.execute(db);
    await sql`create function documents_kb_after_delete() returns trigger language plpgsql as $$
      begin
        delete from knowledge_base_files where file_id = old.file_id;
        return null;
      end $$`.execute(db);
    await sql`create trigger documents_kb_after_delete after delete on documents
      for each row execute function documents_kb_after_delete()`.execute(db);
    await sql`create function assistants_kb_after_delete() returns trigger language plpgsql as $$
      begin
        delete from knowledge_bases where id = old.vector_store_id and provider = 'offline';
        return null;
      end $$`.execute(db);
    await sql`create trigger assistants_kb_after_delete after delete on assistants
      for each row execute function assistants_kb_after_delete()`.execute(db);
    return;
  }
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
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists assistants_kb_after_delete on assistants`.execute(db);
    await sql`drop function if exists assistants_kb_after_delete()`.execute(db);
    await sql`drop trigger if exists documents_kb_after_delete on documents`.execute(db);
    await sql`drop function if exists documents_kb_after_delete()`.execute(db);
    await sql`drop table if exists chunks_fts`.execute(db);
    return;
  }
  await sql`drop trigger if exists assistants_kb_after_delete`.execute(db);
  await sql`drop trigger if exists documents_kb_after_delete`.execute(db);
  await sql`drop trigger if exists chunks_fts_after_delete`.execute(db);
  await sql`drop table if exists chunks_fts`.execute(db);
}

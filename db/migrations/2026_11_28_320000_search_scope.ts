import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// The search index learns which listing each chunk belongs to (a second column, `scope`, holding
// "l" and the listing's id), so that a search keeps to the listings asked about inside FTS5: before,
// FTS5 scored every matching chunk of every listing and the join dropped the other listings' ones
// afterwards, so one listing with a 2,500-page document made every other listing's search cost
// tens of milliseconds. An FTS5 table cannot gain a column: the index is built anew from the old
// one (its terms are kept as they are). Only SQLite has this index (search-index.server.ts).
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`create virtual table chunks_fts_scoped using fts5(terms, scope, tokenize = 'porter unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`insert into chunks_fts_scoped (rowid, terms, scope)
    select f.rowid, f.terms, 'l' || c.listing_id from chunks_fts f join chunks c on c.id = f.rowid`.execute(db);
  await replace(db, 'chunks_fts_scoped');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`create virtual table chunks_fts_plain using fts5(terms, tokenize = 'porter unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`insert into chunks_fts_plain (rowid, terms) select rowid, terms from chunks_fts`.execute(db);
  await replace(db, 'chunks_fts_plain');
}

/** The new index takes the old one's name; the trigger that follows deleted chunks names it too. */
async function replace(db: Kysely<any>, table: 'chunks_fts_scoped' | 'chunks_fts_plain'): Promise<void> {
  await sql`drop trigger if exists chunks_fts_after_delete`.execute(db);
  await sql`drop table chunks_fts`.execute(db);
  await sql`alter table ${sql.raw(table)} rename to chunks_fts`.execute(db);
  await sql`create trigger chunks_fts_after_delete after delete on chunks begin
    delete from chunks_fts where rowid = old.id;
  end`.execute(db);
}

// The search on PostgreSQL: chunks_fts (there a plain table of rowid and terms) gains each chunk's
// lexemes as a tsvector with a GIN index (made by the one tokenizer both databases share,
// portal/app/.server/ingest/search-terms.ts, plus a lexeme naming the chunk's listing) and its
// length in tokens; BM25 needs the number of chunks and of tokens (search_totals, one row) and the
// chunks holding each lexeme (search_terms), which statement triggers on chunks_fts keep up to date
// however rows come and go (a chunk deleted takes its row with it by foreign key). Rows stored
// before this migration get their lexemes here. SQLite's FTS5 table keeps these figures itself:
// nothing changes there.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { tsvectorOf } from '../../portal/app/.server/ingest/search-terms';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`alter table chunks_fts
    add column lexemes tsvector not null default ''::tsvector,
    add column length integer not null default 0`.execute(db);
  // Rows indexed before: their lexemes and length, from their terms (a few hundred at a time).
  for (let after = 0; ;) {
    const rows = await sql<{ rowid: number; terms: string }>`select rowid, terms from chunks_fts
      where rowid > ${after} order by rowid limit 500`.execute(db);
    if (!rows.rows.length) break;
    const values = rows.rows.map((r) => {
      const { vector, length } = tsvectorOf(r.terms);
      return sql`(${r.rowid}::integer, ${vector}, ${length}::integer)`;
    });
    await sql`update chunks_fts f
      set lexemes = array_to_tsvector(array['@l' || c.listing_id::text]) || v.lexemes::tsvector, length = v.length
      from (values ${sql.join(values)}) as v(rowid, lexemes, length), chunks c
      where f.rowid = v.rowid and c.id = v.rowid`.execute(db);
    after = rows.rows.at(-1)!.rowid;
  }
  await sql`create index chunks_fts_lexemes on chunks_fts using gin (lexemes)`.execute(db);
  await sql`create table search_totals (
    id integer primary key,
    chunks bigint not null,
    tokens bigint not null
  )`.execute(db);
  await sql`insert into search_totals (id, chunks, tokens)
    select 1, count(*), coalesce(sum(length), 0) from chunks_fts`.execute(db);
  await sql`create table search_terms (
    term text primary key,
    chunks integer not null
  )`.execute(db);
  await sql`insert into search_terms (term, chunks)
    select u.lexeme, count(*) from chunks_fts f cross join lateral unnest(f.lexemes) as u(lexeme, positions, weights)
    where u.lexeme not like '@%' group by u.lexeme`.execute(db);
  // In lexeme order, so two writers upsert the same terms in the same order (no deadlock).
  await sql`create function chunks_fts_stats_insert() returns trigger language plpgsql as $$
    begin
      insert into search_terms (term, chunks)
        select u.lexeme, count(*) from added f cross join lateral unnest(f.lexemes) as u(lexeme, positions, weights)
        where u.lexeme not like '@%' group by u.lexeme order by u.lexeme
        on conflict (term) do update set chunks = search_terms.chunks + excluded.chunks;
      update search_totals set chunks = chunks + (select count(*) from added),
        tokens = tokens + (select coalesce(sum(length), 0) from added) where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger chunks_fts_stats_insert after insert on chunks_fts
    referencing new table as added for each statement execute function chunks_fts_stats_insert()`.execute(db);
  await sql`create function chunks_fts_stats_delete() returns trigger language plpgsql as $$
    begin
      update search_terms t set chunks = t.chunks - g.n
        from (select u.lexeme, count(*) as n from removed f cross join lateral unnest(f.lexemes) as u(lexeme, positions, weights)
              where u.lexeme not like '@%' group by u.lexeme order by u.lexeme) g
        where t.term = g.lexeme;
      update search_totals set chunks = chunks - (select count(*) from removed),
        tokens = tokens - (select coalesce(sum(length), 0) from removed) where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger chunks_fts_stats_delete after delete on chunks_fts
    referencing old table as removed for each statement execute function chunks_fts_stats_delete()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop trigger if exists chunks_fts_stats_delete on chunks_fts`.execute(db);
  await sql`drop function if exists chunks_fts_stats_delete()`.execute(db);
  await sql`drop trigger if exists chunks_fts_stats_insert on chunks_fts`.execute(db);
  await sql`drop function if exists chunks_fts_stats_insert()`.execute(db);
  await sql`drop table if exists search_terms`.execute(db);
  await sql`drop table if exists search_totals`.execute(db);
  await sql`drop index if exists chunks_fts_lexemes`.execute(db);
  await sql`alter table chunks_fts drop column if exists lexemes, drop column if exists length`.execute(db);
}

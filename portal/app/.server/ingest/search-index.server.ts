// The full-text index over document chunks (SQLite FTS5, table chunks_fts, rowid = chunks.id).
// Text is pre-split here, identically for indexing and for queries, so one unicode61 index
// serves English and Chinese, Japanese and Korean alike (CJK runs become overlapping bigrams
// plus single characters). A second column, `scope`, holds the chunk's listing ("l" and its id):
// a search names its listings inside the MATCH, so FTS5 scores their chunks only, whatever the
// other listings hold. This is the only module that speaks FTS5 SQL.
import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { DB } from '@db/connection';
import { dialectOf } from '@db/dialect';
import { lexemeOf, toIndexTerms, tsqueryOf, tsvectorOf } from './search-terms';

export { toIndexTerms } from './search-terms';

/** The distinct index terms of a query, at most 64. */
function queryTerms(query: string): string[] {
  return Array.from(new Set(toIndexTerms(query).split(' ').filter(Boolean))).slice(0, 64);
}

// Terms hold only letters and digits, so quoting is enough to keep FTS5 syntax out.
const anyOf = (terms: readonly string[]) => terms.map((t) => `"${t}"`).join(' OR ');

/** A MATCH expression: any of the terms in the text, in a chunk of one of the listings. */
function scopedMatch(listingIds: readonly number[], terms: readonly string[]): string {
  return `scope : (${listingIds.map((id) => `"l${Math.trunc(id)}"`).join(' OR ')}) AND terms : (${anyOf(terms)})`;
}

/** bm25 over the text alone (the scope column weighs nothing). */
const BM25 = 'bm25(chunks_fts, 1.0, 0.0)';
/** The scope value of a chunk, from its row (written before its index entry). */
const SCOPE_OF_CHUNK = "(select 'l' || listing_id from chunks where id = ?)";

/** An FTS5 MATCH expression: any of the query's terms (bm25 ranks chunks with more and rarer ones first). */
export function toMatchQuery(query: string): string | null {
  const terms = queryTerms(query);
  return terms.length ? anyOf(terms) : null;
}

export interface ChunkToIndex {
  id: number;
  text: string;
  /** toIndexTerms(text), when already computed (the extraction worker does). */
  terms?: string;
}

/** Indexes chunks, a few hundred rows a statement. SQLite: the FTS5 table (its rows name their
 * listing in the scope column). PostgreSQL: the terms, their tsvector (the lexemes made by
 * search-terms.ts, with the listing's scope lexeme) and the chunk's length; the term statistics
 * BM25 needs follow by trigger (migration 2026_11_28_320100_postgres_search). */
export async function indexChunks(db: DB, chunks: ReadonlyArray<ChunkToIndex>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (let i = 0; i < chunks.length; i += 500) {
    const batch = chunks.slice(i, i + 500);
    if (postgres) {
      const rows = batch.map((c) => {
        const terms = c.terms ?? toIndexTerms(c.text);
        const { vector, length } = tsvectorOf(terms);
        return sql`(${c.id}::integer, ${terms}, ${vector}, ${length}::integer)`;
      });
      await sql`insert into chunks_fts (rowid, terms, lexemes, length)
        select v.id, v.terms, array_to_tsvector(array[${SCOPE_PREFIX} || c.listing_id::text]) || v.lexemes::tsvector, v.length
        from (values ${sql.join(rows)}) as v(id, terms, lexemes, length)
        join chunks c on c.id = v.id`.execute(db);
    } else {
      const rows = batch.map(
        (c) =>
          sql`(${c.id}, ${c.terms ?? toIndexTerms(c.text)}, (select 'l' || listing_id from chunks where id = ${c.id}))`,
      );
      await sql`insert into chunks_fts (rowid, terms, scope) values ${sql.join(rows)}`.execute(db);
    }
  }
}

/** A prepared insert of a chunk's index terms, for synchronous batch writes (document-writes.server.ts). */
export function indexTermsWriter(sqlite: Database.Database): (chunkId: number | bigint, terms: string) => void {
  const insert = sqlite.prepare(`insert into chunks_fts (rowid, terms, scope) values (?, ?, ${SCOPE_OF_CHUNK})`);
  return (chunkId, terms) => void insert.run(chunkId, terms, chunkId);
}

export async function deleteIndexForDocument(db: DB, documentId: number): Promise<void> {
  await sql`delete from chunks_fts where rowid in (select id from chunks where document_id = ${documentId})`.execute(
    db,
  );
}

export async function deleteIndexForListing(db: DB, listingId: number): Promise<void> {
  await sql`delete from chunks_fts where rowid in (select id from chunks where listing_id = ${listingId})`.execute(db);
}

export interface SearchHit {
  chunkId: number;
  documentId: number;
  listingId: number;
  page: number | null;
  text: string;
  fileName: string;
  /** The generated agent's-notes document (cite it as "agent's notes"). */
  isExtraInfo: boolean;
  /** -bm25: higher is better. */
  score: number;
}

export interface SearchParams {
  listingIds: readonly number[];
  query: string;
  /** Default 8, at most 100. */
  limit?: number;
}

interface HitRow {
  chunkId: number;
  documentId: number;
  listingId: number;
  page: number | null;
  text: string;
  fileName: string;
  isExtraInfo: number;
  score: number;
}

const SEARCH_SQL = `select c.id as chunkId, c.document_id as documentId, c.listing_id as listingId, c.page as page,
      c.text as text, d.file_name as fileName, d.is_extra_info as isExtraInfo, -${BM25} as score
    from chunks_fts
    join chunks c on c.id = chunks_fts.rowid
    join documents d on d.id = c.document_id
    where chunks_fts match ?
    order by ${BM25}
    limit ?`;

const toHit = (r: HitRow): SearchHit => ({ ...r, isExtraInfo: r.isExtraInfo === 1 });

function clampLimit(limit: number | undefined): number {
  return Math.max(1, Math.min(100, Math.floor(limit ?? 8)));
}

/** Best chunks of the given listings for a query (bm25). Empty when the query has no terms. */
export async function searchChunks(db: DB, params: SearchParams): Promise<SearchHit[]> {
  if (dialectOf(db) === 'postgres') return searchChunksPostgres(db, params);
  const terms = queryTerms(params.query);
  if (!terms.length || params.listingIds.length === 0) return [];
  const rows = await sql<HitRow>`select c.id as "chunkId", c.document_id as "documentId", c.listing_id as "listingId",
      c.page as "page", c.text as "text", d.file_name as "fileName", d.is_extra_info as "isExtraInfo",
      -${sql.raw(BM25)} as "score"
    from chunks_fts
    join chunks c on c.id = chunks_fts.rowid
    join documents d on d.id = c.document_id
    where chunks_fts match ${scopedMatch(params.listingIds, terms)}
    order by ${sql.raw(BM25)}
    limit ${clampLimit(params.limit)}`.execute(db);
  return rows.rows.map(toHit);
}

const statements = new WeakMap<Database.Database, Database.Statement>();

/**
 * Chunks in the listings asked about, past which a search whose rarer terms found too few chunks
 * does not score every chunk holding only the common ones (they all score next to nothing, and on a
 * listing with a 2,500-page document that was 30-40 ms): its chunks with the rarer terms are the hits.
 */
export const FALLBACK_MAX_CHUNKS = 2000;

/**
 * The same search on the raw better-sqlite3 handle (`opened().sqlite`): synchronous, one prepared
 * statement. Do not call it while a Kysely transaction is waiting on another query of the same
 * handle (it is safe inside one: same connection).
 * Common terms (see rarerTerms) are left out when the rarer ones find enough chunks: the order is
 * the same or nearly, the work a fraction. When they find fewer, the whole query runs, unless the
 * listings hold more than FALLBACK_MAX_CHUNKS chunks: then the rarer terms' chunks are the hits.
 */
export function searchChunksSync(sqlite: Database.Database, params: SearchParams): SearchHit[] {
  const terms = queryTerms(params.query);
  if (!terms.length || params.listingIds.length === 0) return [];
  let stmt = statements.get(sqlite);
  if (!stmt) statements.set(sqlite, (stmt = sqlite.prepare(SEARCH_SQL)));
  const limit = clampLimit(params.limit);
  const run = (t: readonly string[]) => stmt.all(scopedMatch(params.listingIds, t), limit) as HitRow[];
  const rarer = rarerTerms(sqlite, terms);
  if (rarer) {
    const rows = run(rarer);
    if (rows.length >= limit || chunksIn(sqlite, params.listingIds) > FALLBACK_MAX_CHUNKS) return rows.map(toHit);
  }
  return run(terms).map(toHit);
}

/** How long a chunk count or a term's chunk count is reused: they only decide which terms to skip. */
const FREQUENCY_TTL_MS = 10_000;

interface Frequencies {
  total: { n: number; at: number } | null;
  byTerm: Map<string, { n: number; at: number }>;
  byListing: Map<number, { n: number; at: number }>;
  countAll: Database.Statement;
  countTerm: Database.Statement;
  countListing: Database.Statement;
}
const frequencies = new WeakMap<Database.Database, Frequencies>();

function frequenciesOf(sqlite: Database.Database): Frequencies {
  let f = frequencies.get(sqlite);
  if (!f) {
    f = {
      total: null,
      byTerm: new Map(),
      byListing: new Map(),
      countAll: sqlite.prepare('select count(*) as n from chunks'),
      countTerm: sqlite.prepare('select count(*) as n from chunks_fts where chunks_fts match ?'),
      countListing: sqlite.prepare('select count(*) as n from chunks where listing_id = ?'),
    };
    frequencies.set(sqlite, f);
  }
  return f;
}

/** How many chunks the listings hold (each count reused for FREQUENCY_TTL_MS). */
function chunksIn(sqlite: Database.Database, listingIds: readonly number[]): number {
  const f = frequenciesOf(sqlite);
  const now = performance.now();
  if (f.byListing.size > 10_000) f.byListing.clear();
  let total = 0;
  for (const id of listingIds) {
    let c = f.byListing.get(id);
    if (!c || now - c.at > FREQUENCY_TTL_MS)
      f.byListing.set(id, (c = { n: (f.countListing.get(id) as { n: number }).n, at: now }));
    total += c.n;
  }
  return total;
}

/**
 * A term in more chunks than this is left out like one in half of them: on a listing with a
 * 2,500-page document (10,000 chunks) a word of a quarter of its pages scored 2,500 chunks per
 * question (10-40 ms), while its IDF (about 1.1 there, against 7 for a word of a few pages) barely
 * orders the chunks the rarer words find. No index of a few listings' documents has such a term.
 */
export const COMMON_CHUNKS = 1000;

/**
 * The query's terms without the common ones (in at least half of all chunks, or in more than
 * COMMON_CHUNKS), or null when there is none to leave out (or nothing else would be left). bm25
 * gives a term of half the chunks an IDF of 1e-6 (FTS5 floors log((N - n + 0.5) / (n + 0.5))
 * there), so it changes no order, but each costs a score for every chunk it matches: on a listing
 * with a 2,500-page document, one question's search took 50 to 230 ms instead of under 3. The
 * caller runs the full query when the rarer terms find fewer chunks than it wants (the rest would
 * be chunks matching common terms only), on listings of up to FALLBACK_MAX_CHUNKS chunks.
 */
export function rarerTerms(sqlite: Database.Database, terms: readonly string[]): string[] | null {
  const f = frequenciesOf(sqlite);
  const now = performance.now();
  if (!f.total || now - f.total.at > FREQUENCY_TTL_MS) f.total = { n: (f.countAll.get() as { n: number }).n, at: now };
  const total = f.total.n;
  if (total === 0) return null;
  if (f.byTerm.size > 10_000) f.byTerm.clear();
  const kept: string[] = [];
  let found = false;
  for (const term of terms) {
    let c = f.byTerm.get(term);
    if (!c || now - c.at > FREQUENCY_TTL_MS)
      f.byTerm.set(term, (c = { n: (f.countTerm.get(`terms : "${term}"`) as { n: number }).n, at: now }));
    if (2 * c.n >= total || c.n > COMMON_CHUNKS) continue;
    kept.push(term);
    if (c.n > 0) found = true;
  }
  return found && kept.length < terms.length ? kept : null;
}

// PostgreSQL: the same search over chunks_fts.lexemes (a tsvector, GIN-indexed), ranked by BM25 in
// SQL with FTS5's constants and formula, so both databases order chunks alike: for each query term
// t of a chunk, idf(t) · tf·(k1 + 1) / (tf + k1·(1 − b + b·length/avgLength)) (lengths counting the
// scope token, as FTS5 counts every column), idf(t) =
// ln((N − n(t) + 0.5) / (n(t) + 0.5)) floored at 1e-6; N, the tokens of all chunks and n(t) are
// kept in search_totals and search_terms by triggers on chunks_fts.

/** The lexeme that scopes a chunk to its listing (no term starts with "@"). */
const SCOPE_PREFIX = '@l';
const scopeLexeme = (listingId: number) => `${SCOPE_PREFIX}${Math.trunc(listingId)}`;
const K1 = 1.2;
const B = 0.75;

interface PgStats {
  chunks: number;
  tokens: number;
  /** Chunks holding each lexeme asked about. */
  byLexeme: Map<string, number>;
}

async function pgStats(db: DB, lexemes: readonly string[]): Promise<PgStats> {
  const [totals, terms] = await Promise.all([
    sql<{
      chunks: string | number;
      tokens: string | number;
    }>`select chunks, tokens from search_totals where id = 1`.execute(db),
    sql<{
      term: string;
      chunks: number;
    }>`select term, chunks from search_terms where term = any(${[...lexemes]}::text[])`.execute(db),
  ]);
  const t = totals.rows[0];
  return {
    chunks: Number(t?.chunks ?? 0),
    tokens: Number(t?.tokens ?? 0),
    byLexeme: new Map(terms.rows.map((r) => [r.term, Number(r.chunks)])),
  };
}

async function pgRun(
  db: DB,
  listingIds: readonly number[],
  lexemes: readonly string[],
  stats: PgStats,
  limit: number,
): Promise<HitRow[]> {
  const n = Math.max(1, stats.chunks);
  // FTS5's bm25 measures a row by the tokens of all its columns: the terms and the one scope token.
  const avg = (stats.tokens + stats.chunks) / n || 1;
  const idfs = lexemes.map((l) => {
    const df = stats.byLexeme.get(l) ?? 0;
    const idf = Math.log((n - df + 0.5) / (df + 0.5));
    return idf > 0 ? idf : 1e-6;
  });
  const query = tsqueryOf([...new Set(lexemes)], listingIds.map(scopeLexeme));
  const rows = await sql<HitRow>`select c.id as "chunkId", c.document_id as "documentId", c.listing_id as "listingId",
      c.page as "page", c.text as "text", d.file_name as "fileName", d.is_extra_info as "isExtraInfo", s.score as "score"
    from (
      select f.rowid, sum(q.idf * (cardinality(u.positions) * ${K1 + 1}::float8) /
          (cardinality(u.positions) + ${K1}::float8 * (${1 - B}::float8 + ${B}::float8 * (f.length + 1) / ${avg}::float8))) as score
      from chunks_fts f
      cross join lateral unnest(f.lexemes) as u(lexeme, positions, weights)
      join unnest(${[...lexemes]}::text[], ${idfs}::float8[]) as q(lexeme, idf) on q.lexeme = u.lexeme
      where f.lexemes @@ ${query}::tsquery
      group by f.rowid
    ) s
    join chunks c on c.id = s.rowid
    join documents d on d.id = c.document_id
    order by s.score desc, c.id
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({ ...r, score: Number(r.score), isExtraInfo: Number(r.isExtraInfo) }));
}

/** The PostgreSQL search: as searchChunksSync, common lexemes are left out when the rarer ones find
 * enough chunks (or the listings are too large to score every chunk holding only common ones). */
async function searchChunksPostgres(db: DB, params: SearchParams): Promise<SearchHit[]> {
  const terms = queryTerms(params.query);
  if (!terms.length || params.listingIds.length === 0) return [];
  const lexemes = terms.map(lexemeOf);
  const limit = clampLimit(params.limit);
  const stats = await pgStats(db, lexemes);
  const rarer = lexemes.filter((l) => {
    const df = stats.byLexeme.get(l) ?? 0;
    return !(2 * df >= stats.chunks || df > COMMON_CHUNKS);
  });
  const someFound = rarer.some((l) => (stats.byLexeme.get(l) ?? 0) > 0);
  if (rarer.length && rarer.length < lexemes.length && someFound) {
    const rows = await pgRun(db, params.listingIds, rarer, stats, limit);
    if (rows.length >= limit) return rows.map(toHit);
    const inListings = await sql<{ n: string | number }>`select count(*) as n from chunks
      where listing_id = any(${[...params.listingIds]}::integer[])`.execute(db);
    if (Number(inListings.rows[0]?.n ?? 0) > FALLBACK_MAX_CHUNKS) return rows.map(toHit);
  }
  return (await pgRun(db, params.listingIds, lexemes, stats, limit)).map(toHit);
}

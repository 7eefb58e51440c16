// The full-text index over document chunks (SQLite FTS5, table chunks_fts, rowid = chunks.id).
// Text is pre-split here, identically for indexing and for queries, so one unicode61 index
// serves English and Chinese, Japanese and Korean alike (CJK runs become overlapping bigrams
// plus single characters). This is the only module that speaks FTS5 SQL.
import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { DB } from '@db/connection';

// Han (incl. extensions and compatibility), kana, Hangul syllables and jamo, CJK punctuation-free.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+|[\p{L}\p{N}]+/gu;

/**
 * Index terms of a text, separated by single spaces: NFKC, lower-cased latin words and numbers
 * (thousands separators dropped: "1,250,000" → "1250000"), CJK runs as overlapping character
 * bigrams plus each single character. Used for both indexing and querying.
 */
export function toIndexTerms(text: string): string {
  const norm = text
    .normalize('NFKC')
    .toLowerCase()
    // 1,250,000 → 1250000 (only between digit groups of three)
    .replace(/(\d),(?=\d{3}(?:\D|$))/g, '$1');
  const out: string[] = [];
  for (const m of norm.matchAll(TOKEN)) {
    const tok = m[0];
    if (CJK.test(tok[0]!)) {
      const chars = Array.from(tok);
      for (let i = 0; i < chars.length; i++) {
        if (i + 1 < chars.length) out.push(chars[i]! + chars[i + 1]!);
        out.push(chars[i]!);
      }
    } else {
      out.push(tok);
    }
  }
  return out.join(' ');
}

/** The distinct index terms of a query, at most 64. */
function queryTerms(query: string): string[] {
  return Array.from(new Set(toIndexTerms(query).split(' ').filter(Boolean))).slice(0, 64);
}

// Terms hold only letters and digits, so quoting is enough to keep FTS5 syntax out.
const anyOf = (terms: readonly string[]) => terms.map((t) => `"${t}"`).join(' OR ');

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

/** Indexes chunks, a few hundred rows a statement (SQLite's FTS5 table, PostgreSQL's plain one). */
export async function indexChunks(db: DB, chunks: ReadonlyArray<ChunkToIndex>): Promise<void> {
  for (let i = 0; i < chunks.length; i += 500) {
    const rows = chunks.slice(i, i + 500).map((c) => sql`(${c.id}, ${c.terms ?? toIndexTerms(c.text)})`);
    await sql`insert into chunks_fts (rowid, terms) values ${sql.join(rows)}`.execute(db);
  }
}

/** A prepared insert of a chunk's index terms, for synchronous batch writes (document-writes.server.ts). */
export function indexTermsWriter(sqlite: Database.Database): (chunkId: number | bigint, terms: string) => void {
  const insert = sqlite.prepare('insert into chunks_fts (rowid, terms) values (?, ?)');
  return (chunkId, terms) => void insert.run(chunkId, terms);
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

function searchSql(nListings: number): string {
  return `select c.id as chunkId, c.document_id as documentId, c.listing_id as listingId, c.page as page,
      c.text as text, d.file_name as fileName, d.is_extra_info as isExtraInfo, -bm25(chunks_fts) as score
    from chunks_fts
    join chunks c on c.id = chunks_fts.rowid
    join documents d on d.id = c.document_id
    where chunks_fts match ? and c.listing_id in (${new Array(nListings).fill('?').join(',')})
    order by bm25(chunks_fts)
    limit ?`;
}

const toHit = (r: HitRow): SearchHit => ({ ...r, isExtraInfo: r.isExtraInfo === 1 });

function clampLimit(limit: number | undefined): number {
  return Math.max(1, Math.min(100, Math.floor(limit ?? 8)));
}

/** Best chunks of the given listings for a query (bm25). Empty when the query has no terms. */
export async function searchChunks(db: DB, params: SearchParams): Promise<SearchHit[]> {
  const match = toMatchQuery(params.query);
  if (!match || params.listingIds.length === 0) return [];
  const rows = await sql<HitRow>`select c.id as "chunkId", c.document_id as "documentId", c.listing_id as "listingId",
      c.page as "page", c.text as "text", d.file_name as "fileName", d.is_extra_info as "isExtraInfo",
      -bm25(chunks_fts) as "score"
    from chunks_fts
    join chunks c on c.id = chunks_fts.rowid
    join documents d on d.id = c.document_id
    where chunks_fts match ${match} and c.listing_id in (${sql.join(params.listingIds.map((id) => sql`${id}`))})
    order by bm25(chunks_fts)
    limit ${clampLimit(params.limit)}`.execute(db);
  return rows.rows.map(toHit);
}

const statements = new WeakMap<Database.Database, Map<number, Database.Statement>>();

/**
 * The same search on the raw better-sqlite3 handle (`opened().sqlite`): synchronous, prepared
 * statements cached per listing count. Do not call it while a Kysely transaction is waiting on
 * another query of the same handle (it is safe inside one: same connection).
 * Terms found in half of all chunks or more are left out when the rarer ones find enough chunks
 * (see rarerTerms): the order is the same, the work a fraction.
 */
export function searchChunksSync(sqlite: Database.Database, params: SearchParams): SearchHit[] {
  const terms = queryTerms(params.query);
  const n = params.listingIds.length;
  if (!terms.length || n === 0) return [];
  let byCount = statements.get(sqlite);
  if (!byCount) statements.set(sqlite, (byCount = new Map()));
  let stmt = byCount.get(n);
  if (!stmt) byCount.set(n, (stmt = sqlite.prepare(searchSql(n))));
  const limit = clampLimit(params.limit);
  const run = (t: readonly string[]) => stmt.all(anyOf(t), ...params.listingIds, limit) as HitRow[];
  const rarer = rarerTerms(sqlite, terms);
  if (rarer) {
    const rows = run(rarer);
    if (rows.length >= limit) return rows.map(toHit);
  }
  return run(terms).map(toHit);
}

/** How long a chunk count or a term's chunk count is reused: they only decide which terms to skip. */
const FREQUENCY_TTL_MS = 10_000;

interface Frequencies {
  total: { n: number; at: number } | null;
  byTerm: Map<string, { n: number; at: number }>;
  countAll: Database.Statement;
  countTerm: Database.Statement;
}
const frequencies = new WeakMap<Database.Database, Frequencies>();

/**
 * The query's terms without those in at least half of all chunks, or null when there is none to
 * leave out (or nothing else would be left). bm25 gives such a term an IDF of 1e-6 (FTS5 floors
 * log((N - n + 0.5) / (n + 0.5)) there), so it changes no order, but each costs a score for every
 * chunk it matches: on a listing with a 2,500-page document, one question's search took 50 to
 * 230 ms instead of under 3. The caller runs the full query when the rarer terms find fewer
 * chunks than it wants (the rest would be chunks matching common terms only).
 */
export function rarerTerms(sqlite: Database.Database, terms: readonly string[]): string[] | null {
  let f = frequencies.get(sqlite);
  if (!f) {
    f = {
      total: null,
      byTerm: new Map(),
      countAll: sqlite.prepare('select count(*) as n from chunks'),
      countTerm: sqlite.prepare('select count(*) as n from chunks_fts where chunks_fts match ?'),
    };
    frequencies.set(sqlite, f);
  }
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
      f.byTerm.set(term, (c = { n: (f.countTerm.get(`"${term}"`) as { n: number }).n, at: now }));
    if (2 * c.n >= total) continue;
    kept.push(term);
    if (c.n > 0) found = true;
  }
  return found && kept.length < terms.length ? kept : null;
}

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

/** An FTS5 MATCH expression: any of the query's terms (bm25 ranks chunks with more and rarer ones first). */
export function toMatchQuery(query: string): string | null {
  const terms = Array.from(new Set(toIndexTerms(query).split(' ').filter(Boolean))).slice(0, 64);
  if (terms.length === 0) return null;
  // Terms hold only letters and digits, so quoting is enough to keep FTS5 syntax out.
  return terms.map((t) => `"${t}"`).join(' OR ');
}

export interface ChunkToIndex {
  id: number;
  text: string;
  /** toIndexTerms(text), when already computed (the extraction worker does). */
  terms?: string;
}

export async function indexChunks(db: DB, chunks: ReadonlyArray<ChunkToIndex>): Promise<void> {
  for (const c of chunks) {
    await sql`insert into chunks_fts (rowid, terms) values (${c.id}, ${c.terms ?? toIndexTerms(c.text)})`.execute(db);
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
 */
export function searchChunksSync(sqlite: Database.Database, params: SearchParams): SearchHit[] {
  const match = toMatchQuery(params.query);
  const n = params.listingIds.length;
  if (!match || n === 0) return [];
  let byCount = statements.get(sqlite);
  if (!byCount) statements.set(sqlite, (byCount = new Map()));
  let stmt = byCount.get(n);
  if (!stmt) byCount.set(n, (stmt = sqlite.prepare(searchSql(n))));
  const rows = stmt.all(match, ...params.listingIds, clampLimit(params.limit)) as HitRow[];
  return rows.map(toHit);
}

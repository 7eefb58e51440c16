// The turn's reads on PostgreSQL (knowledge/source.server.ts `postgresKnowledge`): the agent, the
// session's history, the listings in scope and their knowledge, through Kysely (async; the SQLite
// side keeps its prepared statements). The knowledge is cached per listing like on SQLite and
// checked against the listing's signature (its newest fact and passage rows, its documents, its
// edit time) on every turn, so every instance answers from what the database holds. A listing
// whose rows changed is rebuilt in slices of the thread (jobs/thread-slices.server.ts): the
// question that needs it waits, other requests do not.
import { sql } from 'kysely';
import type { DB } from '@db/connection';
import { runInSlices } from '../../../jobs/thread-slices.server';
import { buildSteps, type ListingKnowledge, type ListingRow, type RawItem } from './items';
import type { AgentInfo } from './statements.server';

type Row = ListingRow & { updatedAt: string };

const caches = new WeakMap<object, Map<number, { sig: string; k: ListingKnowledge }>>();
/** Builds under way (two turns on a changed listing share one). */
const pending = new WeakMap<object, Map<string, Promise<ListingKnowledge>>>();

function cacheOf(db: DB) {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  let p = pending.get(db);
  if (!p) pending.set(db, (p = new Map()));
  return { cache: c, pending: p };
}

export async function pgAgentInfo(db: DB, assistantId: number): Promise<AgentInfo | null> {
  const row = await db
    .selectFrom('assistants as a')
    .innerJoin('users as u', 'u.id', 'a.realtorUserId')
    .select([
      'u.fName as fName',
      'u.lName as lName',
      'a.publicPhone as phone',
      'a.publicEmail as email',
      'a.companyName as company',
      'a.realtorWebsite as website',
    ])
    .where('a.id', '=', assistantId)
    .executeTakeFirst();
  return row ?? null;
}

export async function pgSessionHistory(db: DB, sessionId: string): Promise<Array<{ role: string; content: string }>> {
  return db
    .selectFrom('chatMessages')
    .select(['role', 'content'])
    .where('sessionId', '=', sessionId)
    .where('role', 'in', ['user', 'assistant'])
    .orderBy('id', 'desc')
    .limit(60)
    .execute();
}

/** Listing ids in scope: the visitor's file filter mapped to listings, or all of the assistant's. */
export async function pgScopeListingIds(db: DB, assistantId: number, fileIds: string[] | null): Promise<number[]> {
  if (fileIds && fileIds.length) {
    const rows = await db
      .selectFrom('documents as d')
      .innerJoin('listings as l', 'l.id', 'd.listingId')
      .select('d.listingId as id')
      .distinct()
      .where('d.fileId', 'in', fileIds)
      .where('l.assistantId', '=', assistantId)
      .orderBy('d.listingId')
      .execute();
    if (rows.length) return rows.map((r) => r.id);
  }
  const rows = await db
    .selectFrom('listings')
    .select('id')
    .where('assistantId', '=', assistantId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The knowledge of each listing, in the order given; rebuilt when its rows changed. */
export async function pgLoadListings(db: DB, ids: number[]): Promise<ListingKnowledge[]> {
  if (!ids.length) return [];
  const [rows, sigs] = await Promise.all([
    db
      .selectFrom('listings')
      .select(['id', 'listingName as name', 'listingStatus as status', 'insiderInfo as insider', 'updatedAt'])
      .where('id', 'in', ids)
      .execute(),
    sql<{
      id: number;
      facts: number | null;
      passages: number | null;
      documents: number | string;
      lastDocument: number | null;
    }>`
      select l.id as id,
        (select max(f.id) from listing_facts f where f.listing_id = l.id and f.kind = 'fact') as facts,
        (select max(f.id) from listing_facts f where f.listing_id = l.id and f.kind = 'passage') as passages,
        (select count(*) from documents d where d.listing_id = l.id) as documents,
        (select max(d.id) from documents d where d.listing_id = l.id) as "lastDocument"
      from listings l where l.id in (${sql.join(ids)})`.execute(db),
  ]);
  const sigOf = new Map(
    sigs.rows.map((r) => [r.id, `${r.facts ?? 0}:${r.passages ?? 0}:${Number(r.documents)}:${r.lastDocument ?? 0}`]),
  );
  const byId = new Map(rows.map((r) => [r.id, r as Row]));
  const { cache, pending: building } = cacheOf(db);
  const out: ListingKnowledge[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const sig = `${sigOf.get(id) ?? '0'}|${row.updatedAt}|${row.name}|${row.status}`;
    const hit = cache.get(id);
    if (hit && hit.sig === sig) {
      out.push(hit.k);
      continue;
    }
    const key = `${id}|${sig}`;
    let p = building.get(key);
    if (!p) {
      p = buildListing(db, row).finally(() => building.delete(key));
      building.set(key, p);
    }
    const k = await p;
    if (cache.size >= 2000) cache.delete(cache.keys().next().value!);
    cache.delete(id);
    cache.set(id, { sig, k });
    out.push(k);
  }
  return out;
}

async function buildListing(db: DB, row: Row): Promise<ListingKnowledge> {
  const raw: RawItem[] = await db
    .selectFrom('listingFacts')
    .select([
      'id',
      'kind',
      'concept',
      'concepts',
      'label',
      'text',
      'context',
      'fileName',
      'page',
      'isExtra',
      'documentId',
      'ord',
    ])
    .where('listingId', '=', row.id)
    // SQLite's order (a row without a document first): the order the knowledge is built in.
    .orderBy(sql`document_id asc nulls first`)
    .orderBy('ord')
    .orderBy('id')
    .execute()
    .then((rs) => rs.map((r) => ({ ...r, documentId: r.documentId as number })));
  const steps = buildSteps(row, raw);
  let built: ListingKnowledge | null = null;
  await runInSlices((deadline) => {
    for (;;) {
      const r = steps.next();
      if (r.done) {
        built = r.value;
        return true;
      }
      if (performance.now() >= deadline) return false;
    }
  });
  return built!;
}

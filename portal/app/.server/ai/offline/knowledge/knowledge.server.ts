// Request-time view of what ingestion stored: per listing, its facts and tagged passages, held in
// memory and reloaded only when the listing's rows change (one cheap indexed query per turn checks
// that). A large listing is rebuilt in background slices, its previous knowledge answering meanwhile.
// Building from rows: items.ts; the prepared statements and shared cache: statements.server.ts.
import { runInSlices } from '../../../jobs/thread-slices.server';
import { build, buildSteps, type ListingKnowledge, type ListingRow, type RawItem } from './items';
import { READ_PAGE, building, cache, isCurrentStatements, statements, type Statements } from './statements.server';

/** Listings with more rows than this are rebuilt in slices, the previous knowledge answering meanwhile. */
const BACKGROUND_FROM = 4000;
/** A document job's refresh builds a listing at once up to this much text (about 50 ms of tokenizing;
 * 4,000 rows of a 1,000-page document took 0.5-0.7 s). */
const SYNC_BUILD_CHARS = 200_000;

type RowsSignature = {
  id: number;
  facts: number | null;
  passages: number | null;
  documents: number;
  lastDocument: number | null;
};

/** What changes when a listing's knowledge must be rebuilt: its rows, its edit time, name and status. */
function signature(row: { updatedAt: string; name: string; status: string }, rows: RowsSignature | undefined): string {
  const r = rows ? `${rows.facts ?? 0}:${rows.passages ?? 0}:${rows.documents}:${rows.lastDocument ?? 0}` : '0';
  return `${r}|${row.updatedAt}|${row.name}|${row.status}`;
}

const rowCount = (s: Statements, id: number) => (s.listingSize.get(id) as { rows: number }).rows;

/** The knowledge of each listing, in the order given; reloaded when its rows changed. */
export function loadListings(ids: number[]): ListingKnowledge[] {
  if (!ids.length) return [];
  const s = statements();
  const rows = s.listingRows(ids.length).all(...ids) as Array<{
    id: number;
    name: string;
    status: string;
    insider: string;
    updatedAt: string;
  }>;
  const sigs = new Map((s.signature(ids.length).all(...ids) as RowsSignature[]).map((r) => [r.id, r]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: ListingKnowledge[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const sig = signature(row, sigs.get(id));
    const hit = cache.get(id);
    if (hit && hit.sig === sig) {
      out.push(hit.k);
      continue;
    }
    // A large listing that changed (a long document became ready) keeps answering from what it
    // knew until its new knowledge is built in the background, a few milliseconds at a time.
    if (hit && (building.get(id) === sig || rowCount(s, id) > BACKGROUND_FROM)) {
      rebuildInBackground(row, sig);
      out.push(hit.k);
      continue;
    }
    const k = build(row, s.itemsOf.all(id) as RawItem[]);
    remember(id, sig, k);
    out.push(k);
  }
  return out;
}

function remember(id: number, sig: string, k: ListingKnowledge) {
  // Bounded: a server with thousands of listings keeps the recently asked ones.
  if (cache.size >= 2000) cache.delete(cache.keys().next().value!);
  cache.delete(id);
  cache.set(id, { sig, k });
}

function rebuildInBackground(row: ListingRow & { updatedAt: string }, sig: string) {
  if (building.get(row.id) === sig) return;
  building.set(row.id, sig);
  const s = statements();
  // Stops when a newer change started another build, or the database was replaced (tests).
  const current = () => building.get(row.id) === sig && isCurrentStatements(s);
  buildInSlices(row, s, current).then(
    (k) => {
      if (!k || !current()) return;
      building.delete(row.id);
      remember(row.id, sig, k);
    },
    (err: unknown) => {
      if (!current()) return;
      building.delete(row.id);
      console.error(`building the knowledge of listing ${row.id}:`, err);
    },
  );
}

/**
 * Reads the listing's rows a page at a time and tokenizes them a few items at a time, each in a
 * slice of the server's thread (jobs/thread-slices.server.ts): no request waits for more than one.
 */
async function buildInSlices(row: ListingRow, s: Statements, current: () => boolean): Promise<ListingKnowledge | null> {
  const raw: RawItem[] = [];
  const documents = [null, ...(s.documentsOf.all(row.id) as Array<{ id: number }>).map((d) => d.id)];
  for (const documentId of documents) {
    const rows: RawItem[] = [];
    let after = 0;
    await runInSlices(() => {
      if (!current()) return true;
      const page = (
        documentId === null
          ? s.itemsPageWithoutDocument.all(row.id, after)
          : s.itemsPageOfDocument.all(documentId, row.id, after)
      ) as RawItem[];
      for (const r of page) rows.push(r);
      after = page.at(-1)?.id ?? after;
      return page.length < READ_PAGE;
    });
    // The order of itemsOf: by position in the document (ties by id).
    rows.sort((a, b) => a.ord - b.ord || a.id - b.id);
    for (const r of rows) raw.push(r);
  }
  if (!current()) return null;
  const steps = buildSteps(row, raw);
  let built: ListingKnowledge | null = null;
  await runInSlices((deadline) => {
    if (!current()) return true;
    for (;;) {
      const r = steps.next();
      if (r.done) {
        built = r.value;
        return true;
      }
      if (performance.now() >= deadline) return false;
    }
  });
  return built;
}

/**
 * Builds a listing's knowledge ahead of the next question once its documents changed (a document
 * job calls it after its commit): a large listing is built in slices, so no request waits for it.
 */
export function refreshListing(listingId: number): void {
  const s = statements();
  const row = (s.listingRows(1).all(listingId) as Array<ListingRow & { updatedAt: string }>)[0];
  if (!row) return;
  const sig = signature(row, (s.signature(1).all(listingId) as RowsSignature[])[0]);
  if (cache.get(listingId)?.sig === sig) return;
  // A small listing is built at once (a few milliseconds, before any question can come in), so
  // no question answers from what it knew before; only a large one takes the background.
  const size = s.listingSize.get(listingId) as { rows: number; chars: number | null };
  if (size.rows <= BACKGROUND_FROM && (size.chars ?? 0) <= SYNC_BUILD_CHARS) {
    building.delete(listingId);
    remember(listingId, sig, build(row, s.itemsOf.all(listingId) as RawItem[]));
    return;
  }
  rebuildInBackground(row, sig);
}

/**
 * At start: listings too large to build while a question waits (over BACKGROUND_FROM rows, about
 * a second for a 2,500-page document) are built in slices now, not by the first visitor's
 * question after a restart (only those `mine` accepts: an answer worker's). Returns their ids.
 */
export function warmLargeListings(mine: (listingId: number) => boolean = () => true): number[] {
  const s = statements();
  const ids = (s.largeListings.all(BACKGROUND_FROM) as Array<{ id: number }>).map((r) => r.id).filter(mine);
  for (const id of ids) refreshListing(id);
  return ids;
}

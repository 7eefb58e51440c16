// Request-time view of what ingestion stored: per listing, its facts and tagged passages, held in
// memory and reloaded only when the listing's rows change (one cheap indexed query per turn checks
// that). Raw better-sqlite3 prepared statements keep the hot path well under a millisecond.
import type Database from 'better-sqlite3';
import { opened } from '../../db.server';
import { runInSlices } from '../../jobs/thread-slices.server';
import { MONEY_RE, addressNumbers, cjkBigrams, latinWords, stem } from './text';
import { conceptIds } from './vocabulary';

export interface Item {
  id: number;
  kind: 'fact' | 'passage';
  concept: string | null;
  concepts: Set<string>;
  ctxConcepts: Set<string>;
  label: string;
  text: string;
  /** The passage with its short neighbours (table cells read across a row). */
  window: string;
  context: string;
  fileName: string;
  page: number | null;
  isExtra: boolean;
  stems: Set<string>;
  /** Word stems of the heading the passage sits under ("Quiet Hours (Rule 7)"). */
  ctxStems: Set<string>;
  isRow: boolean;
  isHeading: boolean;
  hasDigit: boolean;
  /** Fewer than 12 letters: a cell or a label, not an answer. */
  tiny: boolean;
  /** A table row that carries this listing's unit number ("SL 188 1904 96 $761.44"). */
  unitRow: boolean;
  /** A short line with an amount that names this listing's unit ("Portion payable by unit 807 $9,412.10"). */
  unitLine: boolean;
  /** Where the item sits in the listing's items (document order). */
  pos: number;
}

export interface ListingKnowledge {
  id: number;
  name: string;
  status: string;
  insider: string;
  items: Item[];
  /** Passages by concept ("c:pets", own or inherited) and by word stem ("s:levy"). */
  index: Map<string, Item[]>;
  facts: Map<string, Item[]>;
  words: Set<string>;
  unit: string | null;
  street: string | null;
  nameStems: Set<string>;
}

export interface AgentInfo {
  fName: string;
  lName: string;
  phone: string;
  email: string;
  company: string | null;
  website: string | null;
}

interface Statements {
  listingsOfAssistant: Database.Statement<[number]>;
  listingsOfFiles: (n: number) => Database.Statement<unknown[]>;
  listingRows: (n: number) => Database.Statement<unknown[]>;
  signature: (n: number) => Database.Statement<unknown[]>;
  itemsOf: Database.Statement<[number]>;
  documentsOf: Database.Statement<[number]>;
  largeListings: Database.Statement<[number]>;
  listingSize: Database.Statement<[number]>;
  itemsPageOfDocument: Database.Statement<[number, number, number]>;
  itemsPageWithoutDocument: Database.Statement<[number, number]>;
  agent: Database.Statement<[number]>;
  history: Database.Statement<[string]>;
}

/**
 * The cache is shared through globalThis, like the database handle: portal/server.ts (whose document
 * jobs warm it) and the Remix bundle (whose chat reads it) each hold their own copy of this module.
 */
interface SharedKnowledge {
  handle: Database.Database | undefined;
  cache: Map<number, { sig: string; k: ListingKnowledge }>;
  /** Listing id → the signature being built in the background. */
  building: Map<number, string>;
}
declare global {
  var __ohaKnowledge: SharedKnowledge | undefined;
}
const shared = (globalThis.__ohaKnowledge ??= { handle: undefined, cache: new Map(), building: new Map() });
const { cache, building } = shared;

const ITEM_COLUMNS =
  'id, kind, concept, concepts, label, text, context, file_name as fileName, page, is_extra as isExtra, document_id as documentId, ord';

let stmts: Statements | undefined;
let stmtsHandle: Database.Database | undefined;

function statements(): Statements {
  const sqlite = opened().sqlite;
  if (stmts && stmtsHandle === sqlite) return stmts;
  stmtsHandle = sqlite;
  if (shared.handle !== sqlite) {
    // Another database (a test's): what was built from the previous one is gone.
    shared.handle = sqlite;
    cache.clear();
    building.clear();
  }
  const memo = <T>(make: (n: number) => T) => {
    const m = new Map<number, T>();
    return (n: number) => {
      let s = m.get(n);
      if (!s) m.set(n, (s = make(n)));
      return s;
    };
  };
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(',');
  stmts = {
    listingsOfAssistant: sqlite.prepare('select id from listings where assistant_id = ? order by id'),
    listingsOfFiles: memo((n) =>
      sqlite.prepare(
        `select distinct d.listing_id as id from documents d join listings l on l.id = d.listing_id where d.file_id in (${marks(n)}) and l.assistant_id = ? order by d.listing_id`,
      ),
    ),
    listingRows: memo((n) =>
      sqlite.prepare(
        `select id, listing_name as name, listing_status as status, insider_info as insider, updated_at as updatedAt from listings where id in (${marks(n)})`,
      ),
    ),
    signature: memo((n) =>
      sqlite.prepare(
        `select listing_id as id, count(*) as c, max(id) as m from listing_facts where listing_id in (${marks(n)}) group by listing_id`,
      ),
    ),
    itemsOf: sqlite.prepare(
      `select ${ITEM_COLUMNS} from listing_facts where listing_id = ? order by document_id, ord, id`,
    ),
    documentsOf: sqlite.prepare('select id from documents where listing_id = ? order by id'),
    listingSize: sqlite.prepare(
      'select count(*) as rows, sum(length(text)) as chars from listing_facts where listing_id = ?',
    ),
    largeListings: sqlite.prepare(
      'select listing_id as id from listing_facts group by listing_id having count(*) > ? order by listing_id',
    ),
    itemsPageOfDocument: sqlite.prepare(
      `select ${ITEM_COLUMNS} from listing_facts where document_id = ? and listing_id = ? and id > ? order by id limit ${READ_PAGE}`,
    ),
    itemsPageWithoutDocument: sqlite.prepare(
      `select ${ITEM_COLUMNS} from listing_facts where listing_id = ? and document_id is null and id > ? order by id limit ${READ_PAGE}`,
    ),
    agent: sqlite.prepare(
      'select u.f_name as fName, u.l_name as lName, a.public_phone as phone, a.public_email as email, a.company_name as company, a.realtor_website as website from assistants a join users u on u.id = a.realtor_user_id where a.id = ?',
    ),
    history: sqlite.prepare(
      "select role, content from chat_messages where session_id = ? and role in ('user', 'assistant') order by id desc limit 60",
    ),
  };
  return stmts;
}

/** Listing ids in scope: the visitor's file filter mapped to listings, or all of the assistant's. */
export function scopeListingIds(assistantId: number, fileIds: string[] | null): number[] {
  const s = statements();
  if (fileIds && fileIds.length) {
    const rows = s.listingsOfFiles(fileIds.length).all(...fileIds, assistantId) as Array<{ id: number }>;
    if (rows.length) return rows.map((r) => r.id);
  }
  return (s.listingsOfAssistant.all(assistantId) as Array<{ id: number }>).map((r) => r.id);
}

export function agentInfo(assistantId: number): AgentInfo | null {
  return (statements().agent.get(assistantId) as AgentInfo | undefined) ?? null;
}

/** The session's earlier visitor and assistant messages, newest first (stored by the chat code
 * after each answer, so the current question is not among them). */
export function sessionHistory(sessionId: string): Array<{ role: string; content: string }> {
  return statements().history.all(sessionId) as Array<{ role: string; content: string }>;
}

const ctxCache = new Map<string, Set<string>>();
function contextConcepts(context: string): Set<string> {
  let s = ctxCache.get(context);
  if (!s) {
    s = conceptIds(context);
    if (ctxCache.size > 5000) ctxCache.clear();
    ctxCache.set(context, s);
  }
  return s;
}

const LEADER = /\S\s*\.{4,}\s*\S/;

interface RawItem {
  id: number;
  kind: string;
  concept: string | null;
  concepts: string;
  label: string;
  text: string;
  context: string;
  fileName: string;
  page: number | null;
  isExtra: number;
  documentId: number;
  ord: number;
}

type ListingRow = { id: number; name: string; status: string; insider: string };

/** Items tokenized between two looks at the clock when a large listing is rebuilt in the background. */
const BUILD_STEP = 16;
/** Rows read in one slice when a large listing is rebuilt in the background. */
const READ_PAGE = 400;
/** Listings with more rows than this are rebuilt in slices, the previous knowledge answering meanwhile. */
const BACKGROUND_FROM = 4000;
/** A document job's refresh builds a listing at once up to this much text (about 50 ms of tokenizing;
 * 4,000 rows of a 1,000-page document took 0.5-0.7 s). */
const SYNC_BUILD_CHARS = 200_000;

function build(row: ListingRow, raw: RawItem[]): ListingKnowledge {
  const steps = buildSteps(row, raw);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The listing's knowledge, built item by item; yields every BUILD_STEP items, so that a
 * 2,500-page document (about a second of tokenizing) can be built in slices of a few milliseconds.
 */
function* buildSteps(row: ListingRow, raw: RawItem[]): Generator<void, ListingKnowledge, void> {
  const nums = addressNumbers(row.name);
  const unitRe = nums.unit ? new RegExp(`(?<![\\d-])${nums.unit}(?![\\d-])`) : null;
  // The unit named as one: "unit 807", "suite 807", "#807", "807号室" (a bare 3 is any number).
  const unitWordRe = nums.unit
    ? new RegExp(
        `(?:\\b(?:unit|suite|apt|app|apartment|appartement|unit[eé]|logement|strata lot|lot)\\.?\\s*|#\\s?)${nums.unit}(?![\\d-])|(?<![\\d-])${nums.unit}\\s?(?:号室|號室|호|室)`,
        'i',
      )
    : null;
  const items: Item[] = [];
  const index = new Map<string, Item[]>();
  const facts = new Map<string, Item[]>();
  const words = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    if (i > 0 && i % BUILD_STEP === 0) yield;
    const r = raw[i]!;
    let window = r.text;
    // A "Label ....... value" row of a form is whole: its neighbours are other rows.
    if (
      r.kind === 'passage' &&
      r.text.length <= 200 &&
      r.concept !== 'row' &&
      !/[.!?。！？]$/.test(r.text) &&
      !LEADER.test(r.text)
    ) {
      // Neighbouring passages, skipping the facts read from the same lines.
      let p = i - 1;
      while (p >= 0 && raw[p]!.kind === 'fact') p--;
      let nx = i + 1;
      while (nx < raw.length && raw[nx]!.kind === 'fact') nx++;
      const prev = raw[p];
      const next = raw[nx];
      // Table cells read across their row; sentences of a paragraph stay apart.
      const near = (x: RawItem | undefined) =>
        x &&
        x.kind === 'passage' &&
        x.documentId === r.documentId &&
        x.text.length <= 60 &&
        x.concept !== 'heading' &&
        !LEADER.test(x.text) &&
        !/[.!?。！？]$/.test(x.text);
      const parts = [near(prev) ? prev!.text : null, r.text, near(next) ? next!.text : null].filter(Boolean);
      if (parts.length > 1 && (near(prev) || near(next)) && (r.text.length <= 120 || parts.length === 3))
        window = parts.join(' · ');
    }
    const tags = r.concepts ? r.concepts.split(' ') : [];
    const item: Item = {
      id: r.id,
      kind: r.kind === 'fact' ? 'fact' : 'passage',
      concept: r.concept,
      concepts: new Set(tags.filter((c) => !c.startsWith('~'))),
      ctxConcepts: new Set([
        ...contextConcepts(r.context),
        ...tags.filter((c) => c.startsWith('~')).map((c) => c.slice(1)),
      ]),
      label: r.label,
      text: r.text,
      window,
      context: r.context,
      fileName: r.fileName,
      page: r.page,
      isExtra: r.isExtra === 1,
      // A table row is read with its header ("Strata Lot Suite Unit Entitlement Levy Share").
      stems: new Set([
        ...latinWords(`${r.label} ${window} ${r.concept === 'row' ? r.context : ''}`).map(stem),
        ...cjkBigrams(`${r.label} ${r.text}`),
      ]),
      ctxStems: new Set(latinWords(r.context.split(' / ').pop() ?? '').map(stem)),
      isRow: r.concept === 'row',
      isHeading: r.concept === 'heading',
      hasDigit: /\d/.test(r.text),
      tiny: r.text.replace(/[^\p{L}]/gu, '').length < 12 && !/\d/.test(r.text),
      unitRow: r.concept === 'row' && unitRe !== null && unitRe.test(r.text),
      unitLine:
        r.kind !== 'fact' &&
        r.isExtra !== 1 &&
        r.text.length <= 160 &&
        unitWordRe !== null &&
        unitWordRe.test(r.text) &&
        MONEY_RE.test(r.text.replace(unitWordRe, ' ')),
      pos: items.length,
    };
    items.push(item);
    if (item.kind === 'fact' && item.concept) {
      const list = facts.get(item.concept) ?? [];
      if (!list.some((x) => x.text === item.text)) list.push(item);
      facts.set(item.concept, list);
    }
    for (const w of latinWords(r.text)) words.add(w);
    if (item.kind === 'passage' && !item.isHeading) {
      const keys = new Set<string>();
      for (const c of item.concepts) keys.add(`c:${c}`);
      for (const c of item.ctxConcepts) keys.add(`c:${c}`);
      for (const st of item.stems) keys.add(`s:${st}`);
      for (const st of item.ctxStems) keys.add(`s:${st}`);
      for (const k of keys) {
        const list = index.get(k);
        if (list) list.push(item);
        else index.set(k, [item]);
      }
    }
  }
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    insider: row.insider,
    items,
    index,
    facts,
    words,
    unit: nums.unit,
    street: nums.street,
    nameStems: new Set(latinWords(row.name).map(stem)),
  };
}

type FactCount = { id: number; c: number; m: number };

/** What changes when a listing's knowledge must be rebuilt: its fact rows, its edit time, name and status. */
function signature(row: { updatedAt: string; name: string; status: string }, facts: FactCount | undefined): string {
  return `${facts ? `${facts.c}:${facts.m}` : '0:0'}|${row.updatedAt}|${row.name}|${row.status}`;
}

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
  const counts = new Map((s.signature(ids.length).all(...ids) as FactCount[]).map((r) => [r.id, r]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: ListingKnowledge[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const sig = signature(row, counts.get(id));
    const hit = cache.get(id);
    if (hit && hit.sig === sig) {
      out.push(hit.k);
      continue;
    }
    // A large listing that changed (a long document became ready) keeps answering from what it
    // knew until its new knowledge is built in the background, a few milliseconds at a time.
    if (hit && (building.get(id) === sig || (counts.get(id)?.c ?? 0) > BACKGROUND_FROM)) {
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
  const current = () => building.get(row.id) === sig && stmts === s;
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
  const sig = signature(row, (s.signature(1).all(listingId) as FactCount[])[0]);
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
 * question after a restart. Returns their ids.
 */
export function warmLargeListings(): number[] {
  const s = statements();
  const ids = (s.largeListings.all(BACKGROUND_FROM) as Array<{ id: number }>).map((r) => r.id);
  for (const id of ids) refreshListing(id);
  return ids;
}

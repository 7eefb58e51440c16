// The raw better-sqlite3 prepared statements the answer engine reads with (they keep the hot path
// well under a millisecond), the knowledge cache's shared state they reset when the database
// changes, and the small lookups a turn needs besides the listings: scope, agent, history.
import type Database from 'better-sqlite3';
import { opened } from '../../../db.server';
import type { ListingKnowledge } from './items';

export interface AgentInfo {
  fName: string;
  lName: string;
  phone: string;
  email: string;
  company: string | null;
  website: string | null;
}

export interface Statements {
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
export const { cache, building } = shared;

/** Rows read in one slice when a large listing is rebuilt in the background. */
export const READ_PAGE = 400;

const ITEM_COLUMNS =
  'id, kind, concept, concepts, label, text, context, file_name as fileName, page, is_extra as isExtra, document_id as documentId, ord';

let stmts: Statements | undefined;
let stmtsHandle: Database.Database | undefined;

export function statements(): Statements {
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
    // What changes when a listing's rows do, read in a few index lookups whatever the listing's
    // size (a count of its rows took milliseconds on a listing with a 2,500-page document): the
    // newest fact and passage (a document indexed anew writes new rows) and its documents (one
    // removed takes its rows with it).
    signature: memo((n) =>
      sqlite.prepare(
        `select l.id as id,
          (select max(f.id) from listing_facts f where f.listing_id = l.id and f.kind = 'fact') as facts,
          (select max(f.id) from listing_facts f where f.listing_id = l.id and f.kind = 'passage') as passages,
          (select count(*) from documents d where d.listing_id = l.id) as documents,
          (select max(d.id) from documents d where d.listing_id = l.id) as lastDocument
        from listings l where l.id in (${marks(n)})`,
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

/** Whether these are still the statements in use (not those of a database replaced since: tests). */
export const isCurrentStatements = (s: Statements): boolean => stmts === s;

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

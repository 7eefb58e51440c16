// Everything a chat turn reads from the database, behind one interface: what the turn needs before
// answering (the agent, the session's earlier messages, the knowledge of the listings in scope) and
// the turn's one search of the index. answer.server.ts awaits these, then runs the answering, which
// is synchronous and reads nothing itself. SQLite (below) reads through prepared statements and
// FTS5; PostgreSQL (postgres.server.ts) reads through Kysely and searches its tsvector column
// with BM25 in SQL (ingest/search-index.server.ts). knowledgeSource() picks the database's.
import type { ChatTurn } from '../../provider.server';
import { opened } from '../../../db.server';
import { pgAgentInfo, pgLoadListings, pgScopeListingIds, pgSessionHistory } from './postgres.server';
import { searchChunks, searchChunksSync, type SearchHit } from '../../../ingest/search-index.server';
import { fileIdsOf } from '../retrieval/listing-choice';
import type { ListingKnowledge } from './items';
import { loadListings } from './knowledge.server';
import { agentInfo, scopeListingIds, sessionHistory, type AgentInfo } from './statements.server';

/** Chunks a turn's search returns: enough to rank the passages that sit in the best ones and to
 * quote the long tail, few enough that what follows does not grow with the listing. */
export const SEARCH_HITS = 8;

export interface TurnData {
  agent: AgentInfo | null;
  /** The session's earlier visitor and assistant messages, newest first (not this question). */
  history: Array<{ role: string; content: string }>;
  /** The listings in scope (the visitor's filter, or all of the assistant's), in order. */
  listings: ListingKnowledge[];
}

export interface KnowledgeSource {
  turnData(turn: ChatTurn): Promise<TurnData>;
  /** The best chunks of the listings for the query text (bm25 order), at most `limit`. */
  search(listingIds: readonly number[], query: string, limit: number): Promise<SearchHit[]>;
}

export const sqliteKnowledge: KnowledgeSource = {
  async turnData(turn) {
    return {
      agent: agentInfo(turn.assistantId),
      history: turn.sessionId ? sessionHistory(turn.sessionId) : [],
      listings: loadListings(scopeListingIds(turn.assistantId, fileIdsOf(turn))),
    };
  },
  async search(listingIds, query, limit) {
    if (!listingIds.length || !query.trim()) return [];
    try {
      return searchChunksSync(opened().sqlite, { listingIds, query, limit });
    } catch (e) {
      // The index only refines answers: a search that fails (an index being rebuilt) must not
      // cost the visitor an answer from facts and tagged passages.
      console.error('offline engine: FTS5 search failed', e);
      return [];
    }
  },
};

export const postgresKnowledge: KnowledgeSource = {
  async turnData(turn) {
    const { db } = opened();
    const [agent, history, ids] = await Promise.all([
      pgAgentInfo(db, turn.assistantId),
      turn.sessionId ? pgSessionHistory(db, turn.sessionId) : Promise.resolve([]),
      pgScopeListingIds(db, turn.assistantId, fileIdsOf(turn)),
    ]);
    return { agent, history, listings: await pgLoadListings(db, ids) };
  },
  async search(listingIds, query, limit) {
    if (!listingIds.length || !query.trim()) return [];
    try {
      return await searchChunks(opened().db, { listingIds, query, limit });
    } catch (e) {
      console.error('offline engine: search failed', e);
      return [];
    }
  },
};

/** The reads of the database the app runs on. */
export function knowledgeSource(): KnowledgeSource {
  return opened().dialect === 'postgres' ? postgresKnowledge : sqliteKnowledge;
}

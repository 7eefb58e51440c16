// Writing a read document's chunks and index terms without holding the server's thread: rows go
// in synchronous transactions of one slice each (jobs/thread-slices.server.ts: a few
// milliseconds, then a pause as long), and requests run between two of them. A 10,000-chunk
// document is then a few hundred short transactions, not one long one, and no Kysely transaction
// stays open across awaits (which would make every other query wait for the one connection).
import type Database from 'better-sqlite3';
import type { DB } from '@db/connection';
import type { IndexedChunk } from './read-document.server';
import { inSlice } from '../jobs/thread-slices.server';
import { indexTermsWriter } from './search-index.server';

/**
 * Appends `chunks` to the document; false (and nothing more written) once the document is gone
 * (the agent removed it meanwhile). Throws when `signal` aborts between two slices.
 */
export async function writeChunks(
  database: DB,
  sqlite: Database.Database,
  doc: { id: number; listingId: number },
  chunks: readonly IndexedChunk[],
  signal?: AbortSignal,
): Promise<boolean> {
  const insertChunk = sqlite.prepare(
    'insert into chunks (document_id, listing_id, ord, page, text) values (?, ?, ?, ?, ?)',
  );
  const insertTerms = indexTermsWriter(sqlite);
  const exists = sqlite.prepare('select 1 from documents where id = ?');
  let next = 0;
  const slice = sqlite.transaction((until: number) => {
    if (!exists.get(doc.id)) return false;
    do {
      const c = chunks[next]!;
      const { lastInsertRowid } = insertChunk.run(doc.id, doc.listingId, c.ord, c.page, c.text);
      insertTerms(lastInsertRowid, c.terms);
      next++;
    } while (next < chunks.length && performance.now() < until);
    return true;
  });
  while (next < chunks.length) {
    signal?.throwIfAborted();
    // Holding Kysely's connection while writing: no Kysely transaction is open meanwhile.
    const written = await inSlice((deadline) => database.connection().execute(async () => slice(deadline)));
    if (!written) return false;
  }
  return true;
}

// Writing a read document's chunks and index terms without holding the server's thread: rows go
// in synchronous transactions of one slice each (jobs/thread-slices.server.ts: a few
// milliseconds, then a pause as long), and requests run between two of them. A 10,000-chunk
// document is then a few hundred short transactions, not one long one, and no Kysely transaction
// stays open across awaits (which would make every other query wait for the one connection).
// PostgreSQL does the work in its own process: batches of rows, one transaction each, from the pool.
import type { OpenedDb } from '@db/connection';
import type { IndexedChunk } from './read-document.server';
import { inSlice } from '../jobs/thread-slices.server';
import { indexChunks, indexTermsWriter } from './search-index.server';

/** Rows of one PostgreSQL transaction: large enough to be quick, small enough to stay short. */
const PG_BATCH = 500;

/**
 * Appends `chunks` to the document; false (and nothing more written) once the document is gone
 * (the agent removed it meanwhile). Throws when `signal` aborts between two slices.
 */
export async function writeChunks(
  database: Pick<OpenedDb, 'db' | 'dialect' | 'sqlite'>,
  doc: { id: number; listingId: number },
  chunks: readonly IndexedChunk[],
  signal?: AbortSignal,
): Promise<boolean> {
  if (database.dialect === 'postgres') return writeChunksInBatches(database.db, doc, chunks, signal);
  const sqlite = database.sqlite;
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
    const written = await inSlice((deadline) => database.db.connection().execute(async () => slice(deadline)));
    if (!written) return false;
  }
  return true;
}

async function writeChunksInBatches(
  db: OpenedDb['db'],
  doc: { id: number; listingId: number },
  chunks: readonly IndexedChunk[],
  signal?: AbortSignal,
): Promise<boolean> {
  for (let start = 0; start < chunks.length; start += PG_BATCH) {
    signal?.throwIfAborted();
    const batch = chunks.slice(start, start + PG_BATCH);
    const written = await db.transaction().execute(async (trx) => {
      // The shared row lock keeps the document from being deleted until this batch commits.
      const there = await trx
        .selectFrom('documents')
        .select('id')
        .where('id', '=', doc.id)
        .forShare()
        .executeTakeFirst();
      if (!there) return false;
      const ids = await trx
        .insertInto('chunks')
        .values(
          batch.map((c) => ({ documentId: doc.id, listingId: doc.listingId, ord: c.ord, page: c.page, text: c.text })),
        )
        .returning(['id', 'ord'])
        .execute();
      const byOrd = new Map(batch.map((c) => [c.ord, c]));
      await indexChunks(
        trx,
        ids.map((r) => ({ id: r.id, text: byOrd.get(r.ord)!.text, terms: byOrd.get(r.ord)!.terms })),
      );
      return true;
    });
    if (!written) return false;
  }
  return true;
}

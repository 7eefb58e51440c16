// A worker thread of the answer pool (answer-pool.server.ts): answers the chat turns of the
// assistants given to it with the offline engine, reading the database through a read-only
// connection of its own, and keeps their listings' knowledge, built here (a large listing in
// slices between answers) and never on the server's thread.
import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { parentPort, workerData } from 'node:worker_threads';
import type { Database as Schema } from '@db/schema';
import { answerTurn, warmUp } from './answer.server';
import { workerOf, type AnswerReply, type AnswerRequest, type AnswerWorkerData } from './answer-pool.server';
import { refreshListing, warmLargeListings } from './knowledge/knowledge.server';
import { warmHanFolding } from './text/zh-fold';

const data = workerData as AnswerWorkerData;
const sqlite = new Database(data.databaseFile, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// The engine reads through the app's database handle (db.server.ts), here this connection.
globalThis.__ohaDb = {
  db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] }),
  dialect: 'sqlite',
  sqlite,
};

const assistantOf = sqlite.prepare('select assistant_id as id from listings where id = ?');
/** Whether this worker answers for the listing (its assistant's turns come here). */
function owns(listingId: number): boolean {
  const row = assistantOf.get(listingId) as { id: number } | undefined;
  return row !== undefined && workerOf(row.id, data.of) === data.index;
}

const reply = (msg: AnswerReply) => parentPort!.postMessage(msg);

parentPort!.on('message', (msg: AnswerRequest) => {
  if ('refresh' in msg) {
    if (owns(msg.refresh)) refreshListing(msg.refresh);
    return;
  }
  if ('warmLarge' in msg) {
    warmLargeListings(owns);
    return;
  }
  const { id } = msg;
  answerTurn(msg.turn).then(
    (result) => reply({ id, result }),
    (err: unknown) => reply({ id, error: String((err as Error)?.message ?? err) }),
  );
});

reply({ ready: true });
// The glossary's indexes and the Chinese script converters: now, not on a visitor's first question.
warmUp();
setTimeout(warmHanFolding, 1000).unref();

// A worker thread of the extraction pool (extract-pool.server.ts): reads one file at a time, so
// pdf.js, mammoth, word-extractor, chunking and fact extraction never hold the HTTP server's event
// loop.
import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './extract-pool.server';
import { extractText } from './extract.server';

// The pool kills this worker at the time limit; the in-thread limit only has to be longer.
const NO_LIMIT = 24 * 60 * 60 * 1000;
// Page progress at most this often: a message per page of a 2,500-page file is noise.
const PROGRESS_EVERY_MS = 250;

const reply = (msg: WorkerReply) => parentPort!.postMessage(msg);

parentPort!.on('message', (req: WorkerRequest) => {
  const bytes = Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
  let last = 0;
  const onPage = req.progress
    ? (page: number, pages: number) => {
        const now = Date.now();
        if (now - last < PROGRESS_EVERY_MS && page < pages) return;
        last = now;
        reply({ id: req.id, progress: { page, pages } });
      }
    : undefined;
  const meta = req.meta;
  // Chunking and fact extraction load on first use: a worker that only extracts stays light.
  const work = meta
    ? import('./read-document.server').then((m) =>
        m.readDocument(bytes, req.kind, meta, { timeoutMs: NO_LIMIT, onPage, maxPages: req.maxPages }),
      )
    : extractText(bytes, req.kind, { timeoutMs: NO_LIMIT, onPage, maxPages: req.maxPages });
  void work.then(
    (result) => reply({ id: req.id, result }),
    (err) => reply({ id: req.id, error: String((err as Error)?.message ?? err) }),
  );
});

reply({ id: 0, ready: true });

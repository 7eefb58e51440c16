// A worker thread of the extraction pool (extract-pool.server.ts): reads one file at a time, so
// pdf.js, mammoth, word-extractor, chunking and fact extraction never hold the HTTP server's event
// loop. A document's chunks and facts go back in parts of PART_ROWS rows: the server's thread
// deserializes each message in one go, and one 20 MB message would stall it for a noticeable time.
import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './extract-pool.server';
import { extractText } from './extract.server';
import type { ReadResult } from './read-document.server';

// The pool kills this worker at the time limit; the in-thread limit only has to be longer.
const NO_LIMIT = 24 * 60 * 60 * 1000;
// Page progress at most this often: a message per page of a 2,500-page file is noise.
const PROGRESS_EVERY_MS = 250;
const PART_ROWS = 250;

const reply = (msg: WorkerReply) => parentPort!.postMessage(msg);

function replyInParts(id: number, result: ReadResult) {
  if (!result.ok) return reply({ id, result });
  for (let i = 0; i < result.chunks.length; i += PART_ROWS) {
    reply({ id, part: { chunks: result.chunks.slice(i, i + PART_ROWS), facts: [] } });
  }
  for (let i = 0; i < result.facts.length; i += PART_ROWS) {
    reply({ id, part: { chunks: [], facts: result.facts.slice(i, i + PART_ROWS) } });
  }
  reply({ id, result: { ...result, chunks: [], facts: [] } });
}

parentPort!.on('message', (req: WorkerRequest) => {
  const bytes = Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
  let last = 0;
  let lastOcr: boolean | undefined;
  const onPage = req.progress
    ? (page: number, pages: number, ocr?: boolean) => {
        const now = Date.now();
        // A page about to be read with OCR takes seconds: that change is always told.
        if (now - last < PROGRESS_EVERY_MS && page < pages && ocr === lastOcr) return;
        last = now;
        lastOcr = ocr;
        reply({ id: req.id, progress: ocr ? { page, pages, ocr } : { page, pages } });
      }
    : undefined;
  const meta = req.meta;
  const opts = { timeoutMs: NO_LIMIT, onPage, maxPages: req.maxPages, ocr: req.ocr };
  const work = meta
    ? import('./read-document.server')
        .then((m) => m.readDocument(bytes, req.kind, meta, opts))
        .then((result) => replyInParts(req.id, result))
    : extractText(bytes, req.kind, opts).then((result) => reply({ id: req.id, result }));
  void work.catch((err) => reply({ id: req.id, error: String((err as Error)?.message ?? err) }));
});

reply({ id: 0, ready: true });
// Load the readers now, while the server starts, not when the first document arrives.
void import('./read-document.server').catch(() => undefined);
void extractText(Buffer.from('%PDF-1.4\n%%EOF\n'), 'pdf').catch(() => undefined);

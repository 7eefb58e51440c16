// A worker thread of the extraction pool (extract-pool.server.ts): reads one file at a time, so
// pdf.js, mammoth and word-extractor never hold the HTTP server's event loop.
import { parentPort } from 'node:worker_threads';
import type { DocKind } from './detect.server';
import { extractText } from './extract.server';

interface Request {
  id: number;
  bytes: Uint8Array;
  kind: DocKind;
}

parentPort!.on('message', (req: Request) => {
  // The pool kills this worker at the time limit; the in-thread limit only has to be longer.
  void extractText(Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength), req.kind, {
    timeoutMs: 24 * 60 * 60 * 1000,
  }).then(
    (result) => parentPort!.postMessage({ id: req.id, result }),
    (err) => parentPort!.postMessage({ id: req.id, error: String((err as Error)?.message ?? err) }),
  );
});

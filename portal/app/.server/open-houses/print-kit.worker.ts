// The print kit's worker thread (print-kit.server.ts starts it): renders one PDF at a time, so
// laying out and subsetting a CJK font (about a second) never holds the HTTP server's event loop.
// The fonts stay open between kits.
import { parentPort } from 'node:worker_threads';
import { cjkFonts } from './print-fonts.server';
import { renderPrintKit, type PrintKitInput } from './print-kit';

parentPort!.on('message', (msg: { id: number; input: PrintKitInput }) => {
  renderPrintKit(msg.input, cjkFonts())
    .then((pdf) => parentPort!.postMessage({ id: msg.id, pdf }))
    .catch((err: unknown) =>
      parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) }),
    );
});
parentPort!.postMessage({ ready: true });

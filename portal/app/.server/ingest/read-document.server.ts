// Everything CPU-heavy about one document, with no database: its text (extract.server.ts), its
// chunks with their full-text index terms, and the answer engine's fact rows. The extraction pool
// runs it in a worker thread; where no pool runs (command-line tools, unit tests) it runs
// in-process. The pages' text itself is not returned: the chunks and facts carry it, and a
// 2,500-page document's pages would double what the worker sends to the server's thread.
import { extractDocument as extractFacts, type ExtractedRow } from '../ai/offline/extraction/extract';
import { chunkPages, type TextChunk } from './chunk.server';
import type { DocKind } from './detect.server';
import { extractText, type ExtractOptions } from './extract.server';
import { toIndexTerms } from './search-index.server';

export interface DocumentMeta {
  fileName: string;
  isExtraInfo: boolean;
}

/** A chunk with its FTS terms (search-index.server.ts toIndexTerms), computed off the server's thread. */
export interface IndexedChunk extends TextChunk {
  terms: string;
}

export type ReadResult =
  | {
      ok: true;
      pageCount: number | null;
      /** Pages read with OCR (absent when none). */
      ocrPages?: number;
      /** Image-only pages left unread past the OCR page limit (absent when none). */
      ocrPagesUnread?: number;
      chunks: IndexedChunk[];
      facts: ExtractedRow[];
    }
  | { ok: false; reason: string };

export async function readDocument(
  bytes: Buffer,
  kind: DocKind,
  meta: DocumentMeta,
  opts: ExtractOptions = {},
): Promise<ReadResult> {
  const r = await extractText(bytes, kind, opts);
  if (!r.ok) return r;
  return {
    ok: true,
    pageCount: r.pageCount,
    ...(r.ocrPages ? { ocrPages: r.ocrPages } : {}),
    ...(r.ocrPagesUnread ? { ocrPagesUnread: r.ocrPagesUnread } : {}),
    chunks: chunkPages(r.pages).map((c) => ({ ...c, terms: toIndexTerms(c.text) })),
    facts: extractFacts({ fileName: meta.fileName, isExtraInfo: meta.isExtraInfo, pages: r.pages }),
  };
}

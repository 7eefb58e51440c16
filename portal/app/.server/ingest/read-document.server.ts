// Everything CPU-heavy about one document, with no database: its text (extract.server.ts), its
// chunks and the answer engine's fact rows. The extraction pool runs it in a worker thread; where
// no pool runs (command-line tools, unit tests) it runs in-process.
import { extractDocument as extractFacts, type ExtractedRow } from '../ai/offline/extract';
import { chunkPages, type TextChunk } from './chunk.server';
import type { DocKind } from './detect.server';
import { extractText, type ExtractedPage, type ExtractOptions } from './extract.server';

export interface DocumentMeta {
  fileName: string;
  isExtraInfo: boolean;
}

export type ReadResult =
  | {
      ok: true;
      pages: ExtractedPage[];
      pageCount: number | null;
      /** Pages read with OCR (absent when none). */
      ocrPages?: number;
      chunks: TextChunk[];
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
    ...r,
    chunks: chunkPages(r.pages),
    facts: extractFacts({ fileName: meta.fileName, isExtraInfo: meta.isExtraInfo, pages: r.pages }),
  };
}

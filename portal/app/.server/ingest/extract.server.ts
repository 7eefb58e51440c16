// Text out of a stored document: pdf (per page, with page numbers), docx, legacy doc and txt.
// Never throws: every failure becomes a reason the agent can read next to the file name.
// Runs under a time limit, and a docx is checked for zip bombs before any parser sees it.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { FILE_FAILURE_REASONS, PROCESSING_FAILURE_REASONS } from '~/messages/errors';
import { decodeText, isOleFile, isPreOleWord, type DocKind } from './detect.server';
import { inspectZip, isZipBomb } from './docx-zip.server';
import { annotationText, type PdfAnnotation } from './pdf-annotations.server';
import { ReadFailure } from './read-failure.server';
import { cleanText, judgeText } from './text-quality.server';
import { DEFAULT_OCR_SETTINGS, DocumentOcr, type OcrSettings } from './ocr.server';
import { rtfText } from './rtf-text.server';
import { htmlText, mhtmlText, textFormat } from './text-formats.server';
import { inspectWordBinary } from './word-binary.server';
import { word2Text } from './word2-text.server';
import { word97PieceText } from './word97-pieces.server';
import { isWordXml, wordXmlText } from './wordml-text.server';

export interface ExtractedPage {
  /** 1-based page number for pdf; null where a format has no pages (docx, doc, txt). */
  page: number | null;
  text: string;
  /** The page had no text layer and was read with OCR (ocr.server.ts). */
  ocr?: boolean;
  /** The page had no text layer and was left unread (the document's OCR page limit was reached). */
  ocrSkipped?: boolean;
}

export type ExtractResult =
  | {
      ok: true;
      pages: ExtractedPage[];
      pageCount: number | null;
      ocrPages?: number;
      /** Pages without a text layer left unread: past the OCR page limit (absent when none). */
      ocrPagesUnread?: number;
    }
  | { ok: false; reason: string };

export interface ExtractOptions {
  /** Default 30 s. */
  timeoutMs?: number;
  /**
   * Called after each page of a pdf (the agent sees "reading page 3 of 40"), and with `ocr` before a
   * page without text is read with OCR ("reading page 3 of 40 with OCR").
   */
  onPage?: (page: number, pages: number, ocr?: boolean) => void;
  /** A pdf with more pages is refused (PROCESSING_FAILURE_REASONS.tooManyPages) before any is read. */
  maxPages?: number;
  /** OCR of pdf pages without a text layer; false: such pages stay empty. */
  ocr?: OcrSettings | false;
}

export async function extractText(bytes: Buffer, kind: DocKind, opts: ExtractOptions = {}): Promise<ExtractResult> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadFailure(FILE_FAILURE_REASONS.timeout)), timeoutMs);
  });
  try {
    const pages = await Promise.race([extractPages(bytes, kind, opts), timeout]);
    const withText = pages.map((p) => ({ ...p, text: cleanText(p.text).trim() }));
    const ocrPages = pages.filter((p) => p.ocr).length;
    const ocrPagesUnread = pages.filter((p) => p.ocrSkipped).length;
    const verdict = judgeText(withText.map((p) => p.text).join('\n'));
    // A scan that even OCR reads as nothing (or as symbols only) is told apart from other files.
    if (verdict !== 'text' && ocrPages > 0) return { ok: false, reason: FILE_FAILURE_REASONS.noTextOcr };
    if (verdict === 'none') return { ok: false, reason: noTextReason(kind) };
    if (verdict === 'garbage') return { ok: false, reason: FILE_FAILURE_REASONS.garbled };
    return {
      ok: true,
      pages: withText.filter((p) => p.text.length > 0),
      pageCount: kind === 'pdf' ? pages.length : null,
      ...(ocrPages ? { ocrPages } : {}),
      ...(ocrPages && ocrPagesUnread ? { ocrPagesUnread } : {}),
    };
  } catch (e) {
    if (e instanceof ReadFailure) return { ok: false, reason: e.reason };
    return { ok: false, reason: FILE_FAILURE_REASONS.damaged };
  } finally {
    clearTimeout(timer);
  }
}

/** Why a file without text is refused: a pdf is probably a scan; a Word file holds only pictures. */
function noTextReason(kind: DocKind): string {
  if (kind === 'pdf') return FILE_FAILURE_REASONS.noText;
  return kind === 'txt' ? FILE_FAILURE_REASONS.emptyText : FILE_FAILURE_REASONS.noTextInDocument;
}

async function extractPages(bytes: Buffer, kind: DocKind, opts: ExtractOptions): Promise<ExtractedPage[]> {
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes, opts);
    case 'docx':
      return [{ page: null, text: await extractDocx(bytes) }];
    case 'doc':
      return [{ page: null, text: await extractDoc(bytes) }];
    case 'txt': {
      const decoded = decodeText(bytes);
      if (!decoded) throw new ReadFailure(FILE_FAILURE_REASONS.damaged);
      return [{ page: null, text: textFileText(decoded.text, bytes) }];
    }
  }
}

/** A text file's text: RTF, HTML and web archives (often named .doc) without their markup. */
function textFileText(text: string, bytes: Buffer): string {
  switch (textFormat(text)) {
    case 'rtf':
      return rtfText(text);
    case 'html':
      return htmlText(text);
    case 'mhtml': {
      const archived = mhtmlText(bytes);
      if (archived === null) throw new ReadFailure(FILE_FAILURE_REASONS.webArchive);
      return archived;
    }
    case 'plain':
      return text;
  }
}

// ---- pdf -------------------------------------------------------------------------------------

type PdfJs = typeof PdfJsModule;
let pdfjsPromise: Promise<PdfJs> | undefined;
let pdfAssets: { cMapUrl: string; standardFontDataUrl: string } | undefined;

function loadPdfJs(): Promise<PdfJs> {
  // Loaded on first use: most requests never read a pdf.
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

function assets() {
  if (!pdfAssets) {
    // CJK pdfs name predefined CMaps; pdfjs reads them (and the standard fonts) from disk in Node.
    const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    pdfAssets = { cMapUrl: `${root}/cmaps/`, standardFontDataUrl: `${root}/standard_fonts/` };
  }
  return pdfAssets;
}

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

async function extractPdf(
  bytes: Buffer,
  { onPage, maxPages, ocr: ocrSettings }: ExtractOptions,
): Promise<ExtractedPage[]> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), // pdfjs takes ownership of (and detaches) its buffer: give it a copy
    ...assets(),
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc: Awaited<typeof task.promise> | undefined;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    const name = (e as { name?: string })?.name;
    if (name === 'PasswordException') throw new ReadFailure(FILE_FAILURE_REASONS.encrypted);
    throw new ReadFailure(FILE_FAILURE_REASONS.damaged);
  }
  const settings = ocrSettings ?? DEFAULT_OCR_SETTINGS;
  const ocr = settings && settings.maxPages > 0 ? new DocumentOcr(settings) : undefined;
  try {
    if (maxPages && doc.numPages > maxPages) throw new ReadFailure(PROCESSING_FAILURE_REASONS.tooManyPages(maxPages));
    const pages: ExtractedPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      // Form values and text boxes, after the page's own text (the agent's form answers).
      const annotations = (await page.getAnnotations({ intent: 'display' }).catch(() => [])) as PdfAnnotation[];
      const extra = annotationText(annotations);
      if (extra) text = text ? `${text}\n${extra}` : extra;
      // A page with no words at all (a scan) is read with OCR, up to the document's OCR page limit.
      const byOcr = !hasWords(text) && ocr !== undefined && ocr.canRead();
      if (byOcr) {
        onPage?.(n, doc.numPages, true);
        text = await ocr.read(page);
      }
      page.cleanup();
      // Past the limit a page without words stays unread: the agent is told only part was read.
      const skipped = !byOcr && ocr !== undefined && !hasWords(text);
      pages.push(
        byOcr ? { page: n, text, ocr: true } : skipped ? { page: n, text, ocrSkipped: true } : { page: n, text },
      );
      onPage?.(n, doc.numPages, byOcr || undefined);
    }
    return pages;
  } finally {
    await ocr?.close();
    await doc.destroy().catch(() => undefined);
  }
}

// ---- docx ------------------------------------------------------------------------------------

async function extractDocx(bytes: Buffer): Promise<string> {
  // A password-protected .docx is a compound file holding the encrypted zip (detect.server.ts).
  if (isOleFile(bytes)) throw new ReadFailure(FILE_FAILURE_REASONS.encrypted);
  const summary = await inspectZip(bytes);
  if (isZipBomb(summary)) throw new ReadFailure(FILE_FAILURE_REASONS.zipBomb);
  if (!summary.hasDocument) throw new ReadFailure(FILE_FAILURE_REASONS.damaged);
  const { docxText, largeDocxText, LARGE_DOCUMENT_XML } = await import('./docx-text.server');
  // mammoth builds the whole document tree: past a few MB of XML it outgrows the worker's heap cap.
  return summary.documentBytes > LARGE_DOCUMENT_XML ? largeDocxText(bytes) : docxText(bytes);
}

// ---- legacy doc ------------------------------------------------------------------------------

async function extractDoc(bytes: Buffer): Promise<string> {
  if (isPreOleWord(bytes)) {
    // Word 1/2: read when saved in full; a fast-saved one is refused as an older version.
    const text = word2Text(bytes);
    if (text === null) throw new ReadFailure(FILE_FAILURE_REASONS.olderWord);
    return text;
  }
  // Word 2003 XML saved under a .doc name.
  if (isWordXml(bytes)) return wordXmlText(bytes);
  const binary = inspectWordBinary(bytes);
  switch (binary.kind) {
    case 'encrypted':
      throw new ReadFailure(FILE_FAILURE_REASONS.encrypted);
    case 'older':
      throw new ReadFailure(FILE_FAILURE_REASONS.olderWord);
    case 'word6':
      return binary.text;
    case 'damaged':
    case 'word97':
      break; // word-extractor has its own compound-file reader: it may still read a file cfb refused
  }
  const { default: WordExtractor } = await import('word-extractor');
  const extractor = new WordExtractor();
  const read = async (file: Buffer) => {
    const doc = await extractor.extract(file);
    const parts = [
      doc.getBody(),
      doc.getFootnotes(),
      doc.getEndnotes(),
      doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: false }),
    ];
    return parts.filter((p) => p && p.trim()).join('\n\n');
  };
  let body: string;
  try {
    body = await read(binary.kind === 'word97' ? (binary.renamed ?? bytes) : bytes);
  } catch (e) {
    // A damaged file word-extractor cannot follow: its text straight from the piece table.
    const pieces = word97PieceText(bytes);
    if (pieces === null) throw e;
    body = pieces;
  }
  const texts = [body];
  // Documents pasted in as objects: their text is part of what the reader sees.
  for (const file of binary.kind === 'word97' ? binary.embedded : []) texts.push(await read(file).catch(() => ''));
  return texts.filter((t) => t.trim()).join('\n\n');
}

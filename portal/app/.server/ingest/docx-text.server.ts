// The text of a .docx through mammoth: the body, then footnotes and endnotes (mammoth's
// extractRawText reads the body only, so a note's text was lost and a document whose text is all
// in notes looked empty), then the content it holds as altChunk parts (docx-altchunks.server.ts).
// Pictures are never decoded.
import mammoth from 'mammoth';
import { altChunkTexts, readZipParts } from './docx-altchunks.server';
import { inspectZip, isZipBomb } from './docx-zip.server';
import { wordprocessingText } from './wordml-text.server';

interface MammothElement {
  type: string;
  value?: string;
  children?: MammothElement[];
}

interface MammothDocument extends MammothElement {
  notes?: { _notes?: Record<string, { body?: MammothElement[] }> };
}

/** mammoth's raw-text walk: paragraphs end with a blank line, tabs stay tabs. */
function rawText(e: MammothElement): string {
  if (e.type === 'text') return e.value ?? '';
  if (e.type === 'tab') return '\t';
  const inner = (e.children ?? []).map(rawText).join('');
  return e.type === 'paragraph' ? `${inner}\n\n` : inner;
}

/** `depth`: 0 for the uploaded file, more for a docx embedded in it as an altChunk. */
export async function docxText(bytes: Buffer, depth = 0): Promise<string> {
  return withAltChunks(bytes, await mammothText(bytes), depth);
}

async function withAltChunks(bytes: Buffer, text: string, depth: number): Promise<string> {
  const chunks = await altChunkTexts(bytes, embeddedDocxText, depth);
  return chunks.length ? [text, ...chunks].filter((t) => t.trim()).join('\n\n') : text;
}

/** A docx embedded as an altChunk, under the same zip-bomb limits as an upload. */
async function embeddedDocxText(bytes: Buffer, depth: number): Promise<string> {
  const summary = await inspectZip(bytes);
  if (isZipBomb(summary) || !summary.hasDocument) return '';
  return summary.documentBytes > LARGE_DOCUMENT_XML ? largeDocxText(bytes, depth) : docxText(bytes, depth);
}

async function mammothText(bytes: Buffer): Promise<string> {
  let document: MammothDocument | undefined;
  await mammoth.convertToHtml(
    { buffer: bytes },
    {
      // The document tree is all that is wanted: keep it, and give the converter nothing to render.
      transformDocument: (d: MammothDocument) => {
        document = d;
        return { ...d, children: [] };
      },
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    },
  );
  if (!document) return '';
  const body = (document.children ?? []).map(rawText).join('');
  const notes = Object.values(document.notes?._notes ?? {})
    .map((n) => (n.body ?? []).map(rawText).join('').trim())
    .filter(Boolean);
  return notes.length ? `${body}\n${notes.join('\n\n')}` : body;
}

/** Above this expanded size of word/document.xml, the text is read without mammoth. */
export const LARGE_DOCUMENT_XML = 4 * 1024 * 1024;

/**
 * The body text of a large docx straight from word/document.xml (the same w:t, w:p, w:tab
 * elements as Word 2003 XML), without building a document tree; notes are left out.
 */
export async function largeDocxText(bytes: Buffer, depth = 0): Promise<string> {
  return withAltChunks(bytes, await documentXmlText(bytes), depth);
}

async function documentXmlText(bytes: Buffer): Promise<string> {
  const xml = (await readZipParts(bytes, (name) => name === 'word/document.xml')).get('word/document.xml');
  return xml ? wordprocessingText(xml.toString('utf8')) : '';
}

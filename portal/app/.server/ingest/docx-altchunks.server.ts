// Content a .docx holds as "alternative format chunks" (w:altChunk): HTML, a web archive, plain
// text, RTF or another .docx, kept as a part of the package and merged by Word when it opens the
// file. Tools that build Word files from web content write them, and mammoth ignores them, so a
// document made only of such chunks looked empty. Each chunk's part is read from the zip (yauzl)
// and converted, in the order the document places them.
import yauzl from 'yauzl';
import { decodeText } from './detect.server';
import { rtfText } from './rtf-text.server';
import { htmlText, mhtmlText } from './text-formats.server';

const AFCHUNK_REL = /\/relationships\/aFChunk$/;
/** A chunk that is itself a docx is read, and its chunks, down to this depth. */
const MAX_DEPTH = 2;

/** The package parts whose names pass `wanted`, by name. */
export function readZipParts(bytes: Buffer, wanted: (name: string) => boolean): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('zip'));
      const parts = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!wanted(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('zip entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            parts.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(parts));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The altChunk parts of the main document, by relationship id: part name and content type. */
async function chunkParts(bytes: Buffer): Promise<Map<string, { part: string; type: string }>> {
  const meta = await readZipParts(bytes, (n) => n === 'word/_rels/document.xml.rels' || n === '[Content_Types].xml');
  const rels = meta.get('word/_rels/document.xml.rels')?.toString('utf8') ?? '';
  const types = meta.get('[Content_Types].xml')?.toString('utf8') ?? '';
  const chunks = new Map<string, { part: string; type: string }>();
  for (const [tag] of rels.matchAll(/<Relationship\s[^>]*>/g)) {
    const id = attr(tag, 'Id');
    const target = attr(tag, 'Target');
    if (!id || !target || !AFCHUNK_REL.test(attr(tag, 'Type') ?? '') || attr(tag, 'TargetMode') === 'External')
      continue;
    // Targets are relative to word/ unless they start at the package root.
    const part = target.startsWith('/') ? target.slice(1) : `word/${target}`.replace(/\/\.\//g, '/');
    chunks.set(id, { part, type: contentType(types, part) });
  }
  return chunks;
}

/** A part's content type: its Override, else the Default of its extension. */
function contentType(types: string, part: string): string {
  for (const [tag] of types.matchAll(/<Override\s[^>]*>/g))
    if (attr(tag, 'PartName')?.toLowerCase() === `/${part}`.toLowerCase()) return attr(tag, 'ContentType') ?? '';
  const ext = part.split('.').pop()?.toLowerCase();
  for (const [tag] of types.matchAll(/<Default\s[^>]*>/g))
    if (attr(tag, 'Extension')?.toLowerCase() === ext) return attr(tag, 'ContentType') ?? '';
  return '';
}

type ChunkFormat = 'html' | 'mhtml' | 'text' | 'rtf' | 'docx' | null;

function chunkFormat(part: string, type: string): ChunkFormat {
  const t = type.toLowerCase();
  const ext = part.split('.').pop()?.toLowerCase() ?? '';
  if (t.includes('wordprocessingml') || ['docx', 'docm', 'dotx'].includes(ext)) return 'docx';
  if (t === 'message/rfc822' || t.includes('mimearchive') || ['mht', 'mhtml'].includes(ext)) return 'mhtml';
  if (t.includes('html') || ['htm', 'html', 'xhtml'].includes(ext)) return 'html';
  if (t.includes('rtf') || ext === 'rtf') return 'rtf';
  if (t === 'text/plain' || ext === 'txt') return 'text';
  return null;
}

/**
 * The text of each altChunk of a docx, in document order. `docxText` reads an embedded docx (and
 * its own chunks); a chunk that cannot be read gives nothing rather than failing the document.
 */
export async function altChunkTexts(
  bytes: Buffer,
  docxText: (bytes: Buffer, depth: number) => Promise<string>,
  depth = 0,
): Promise<string[]> {
  const chunks = await chunkParts(bytes);
  if (chunks.size === 0) return [];
  const wantedParts = new Set([...chunks.values()].map((c) => c.part));
  const parts = await readZipParts(bytes, (n) => n === 'word/document.xml' || wantedParts.has(n));
  const documentXml = parts.get('word/document.xml')?.toString('utf8') ?? '';
  const texts: string[] = [];
  for (const [tag] of documentXml.matchAll(/<w:altChunk\s[^>]*>/g)) {
    const chunk = chunks.get(/\s(?:\w+:)?id="([^"]*)"/.exec(tag)?.[1] ?? '');
    const content = chunk && parts.get(chunk.part);
    if (!chunk || !content) continue;
    const text = await chunkText(content, chunkFormat(chunk.part, chunk.type), docxText, depth).catch(() => '');
    if (text.trim()) texts.push(text);
  }
  return texts;
}

async function chunkText(
  content: Buffer,
  format: ChunkFormat,
  docxText: (bytes: Buffer, depth: number) => Promise<string>,
  depth: number,
): Promise<string> {
  switch (format) {
    case 'html':
      return htmlText(decodeText(content)?.text ?? content.toString('utf8'));
    case 'mhtml':
      return mhtmlText(content) ?? '';
    case 'rtf':
      return rtfText(content.toString('latin1'));
    case 'text':
      return decodeText(content)?.text ?? '';
    case 'docx':
      return depth < MAX_DEPTH ? docxText(content, depth + 1) : '';
    case null:
      return '';
  }
}

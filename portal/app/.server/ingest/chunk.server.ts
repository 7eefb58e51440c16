// Splits extracted pages into passages of about 800-1200 characters on sentence boundaries,
// with a small overlap so a fact cut at a boundary is still whole in one of the two chunks.
// A chunk never spans two pages, so every passage can be cited with its page number.

export interface PageText {
  page: number | null;
  text: string;
}

export interface TextChunk {
  ord: number;
  page: number | null;
  text: string;
}

export interface ChunkOptions {
  /** Close a chunk once it reaches this many characters (default 800). */
  min?: number;
  /** Never exceed this many characters (default 1200). */
  max?: number;
  /** Characters of trailing sentences repeated at the start of the next chunk (default 150). */
  overlap?: number;
}

const segmenter = new Intl.Segmenter('und', { granularity: 'sentence' });

/** Collapses runs of spaces and blank lines, keeping single line breaks (lists, tables). */
export function normalizeWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0\u3000]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Sentences, with over-long ones (tables, lists without punctuation) cut at line breaks or spaces. */
function sentences(text: string, max: number): string[] {
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const s = segment.trim();
    if (!s) continue;
    if (s.length <= max) {
      out.push(s);
      continue;
    }
    let rest = s;
    while (rest.length > max) {
      const window = rest.slice(0, max);
      let cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
      if (cut < max / 2) cut = max; // no good break (CJK without spaces): hard cut
      out.push(rest.slice(0, cut).trim());
      rest = rest.slice(cut).trim();
    }
    if (rest) out.push(rest);
  }
  return out;
}

export function chunkPages(pages: ReadonlyArray<PageText>, opts: ChunkOptions = {}): TextChunk[] {
  const min = opts.min ?? 800;
  const max = opts.max ?? 1200;
  const overlap = opts.overlap ?? 150;
  const chunks: TextChunk[] = [];
  for (const { page, text } of pages) {
    const clean = normalizeWhitespace(text);
    if (!clean) continue;
    let current: string[] = [];
    let length = 0;
    // How many sentences at the head of `current` are overlap carried from the previous chunk.
    let carried = 0;
    const flush = () => {
      if (current.length > carried) chunks.push({ ord: chunks.length, page, text: current.join(' ') });
      // Carry the last sentences (up to `overlap` characters) into the next chunk.
      const tail: string[] = [];
      let tailLength = 0;
      for (let i = current.length - 1; i >= 0; i--) {
        const s = current[i]!;
        if (tailLength + s.length > overlap) break;
        tail.unshift(s);
        tailLength += s.length + 1;
      }
      current = tail;
      length = tailLength;
      carried = tail.length;
    };
    for (const s of sentences(clean, max)) {
      if (length > 0 && length + s.length + 1 > max) flush();
      // The carried overlap alone may leave no room: drop it rather than exceed max.
      while (current.length > 0 && length + s.length + 1 > max) {
        length -= current.shift()!.length + 1;
        carried = Math.max(0, carried - 1);
      }
      current.push(s);
      length += s.length + 1;
      if (length >= min) flush();
    }
    flush();
  }
  return chunks;
}

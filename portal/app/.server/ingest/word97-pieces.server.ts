// A last try at a Word 97+ .doc that word-extractor gives up on (a table it cannot follow in a
// damaged file): the text straight from the piece table, as catdoc and Apache POI read it. The
// File Information Block says which table stream holds the piece table (CLX); each piece is a run
// of the text, 8-bit (Windows-1252) or UTF-16. Nothing here trusts an offset: a piece outside
// its stream ends the text there.
import CFB from 'cfb';
import { wordMarksToText } from './word-binary.server';

const F_WHICH_TABLE = 0x0200;
const COMPRESSED = 0x40000000;
/** FibRgFcLcb97 pair of the CLX (fcClx, lcbClx). */
const CLX_PAIR = 33;
/** At most this many characters: a damaged count must not build a huge string. */
const MAX_CHARS = 10_000_000;

function stream(container: CFB.CFB$Container, name: string): Buffer | null {
  const entry = CFB.find(container, `/${name}`) ?? CFB.find(container, `/${name.toLowerCase()}`);
  return entry?.content ? Buffer.from(entry.content as Uint8Array) : null;
}

/** The document's text from its piece table, or null when the tables cannot be followed at all. */
export function word97PieceText(bytes: Buffer): string | null {
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    const main = stream(container, 'WordDocument');
    if (!main || main.length < 64) return null;
    const flags = main.readUInt16LE(0x0a);
    const table = stream(container, flags & F_WHICH_TABLE ? '1Table' : '0Table');
    if (!table) return null;
    // FIB: a 32-byte base, then counted arrays of 16-bit and 32-bit values, then the fc/lcb pairs.
    let off = 32;
    off += 2 + main.readUInt16LE(off) * 2;
    off += 2 + main.readUInt16LE(off) * 4;
    const pairs = main.readUInt16LE(off);
    off += 2;
    if (pairs <= CLX_PAIR) return null;
    const fcClx = main.readUInt32LE(off + CLX_PAIR * 8);
    const lcbClx = main.readUInt32LE(off + CLX_PAIR * 8 + 4);
    return piecesText(main, table, fcClx, lcbClx);
  } catch {
    return null;
  }
}

function piecesText(main: Buffer, table: Buffer, fcClx: number, lcbClx: number): string | null {
  const end = Math.min(table.length, fcClx + lcbClx);
  let pos = fcClx;
  // Prc entries (clxt 1: formatting) come before the Pcdt (clxt 2: the pieces).
  while (pos + 3 <= end && table[pos] === 1) pos += 3 + table.readUInt16LE(pos + 1);
  if (pos + 5 > end || table[pos] !== 2) return null;
  const lcb = table.readUInt32LE(pos + 1);
  const plc = pos + 5;
  const n = Math.floor((Math.min(lcb, table.length - plc) - 4) / 12);
  if (n <= 0) return null;
  let text = '';
  for (let i = 0; i < n && text.length < MAX_CHARS; i++) {
    const chars = table.readUInt32LE(plc + (i + 1) * 4) - table.readUInt32LE(plc + i * 4);
    const fcRaw = table.readUInt32LE(plc + (n + 1) * 4 + i * 8 + 2);
    if (chars <= 0 || chars > MAX_CHARS) continue;
    const compressed = (fcRaw & COMPRESSED) !== 0;
    const start = compressed ? (fcRaw & ~COMPRESSED) / 2 : fcRaw;
    const stop = Math.min(main.length, start + chars * (compressed ? 1 : 2));
    if (start >= stop) continue;
    const run = main.subarray(start, stop);
    text += compressed ? new TextDecoder('windows-1252').decode(run) : run.toString('utf16le');
  }
  return wordMarksToText(text);
}

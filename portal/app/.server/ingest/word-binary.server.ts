// Legacy Word files (.doc, an OLE compound file) before word-extractor sees them: which Word
// version wrote the file, whether it is encrypted, and the text of Word 6.0 and Word 95 files,
// which word-extractor (Word 97 and later) cannot read. The layouts are those of the Word 6/95
// File Information Block and piece table, as Apache POI's HWPFOldDocument reads them.
import CFB from 'cfb';

export type WordBinary =
  /**
   * Word 97 or later: word-extractor reads it (`renamed`, a copy with the stream names it looks
   * for, when the file spells them in another case), and each Word document embedded in it (an
   * object pasted from another document keeps its text there), given as a compound file of its own.
   */
  | { kind: 'word97'; renamed: Buffer | null; embedded: Buffer[] }
  /** Word 6.0 / Word 95, read here. */
  | { kind: 'word6'; text: string }
  /** Password-protected (encrypted or obfuscated), any version. */
  | { kind: 'encrypted' }
  /** Word 2 or earlier, or a version this reader does not know. */
  | { kind: 'older' }
  | { kind: 'damaged' };

// wIdent of Word 2 (Word 97 and later write 0xa5ec, Word 6.0/95 0xa5dc).
const WORD2_IDENT = 0xa5db;
const FIB = {
  ident: 0x00,
  nFib: 0x02,
  lid: 0x06,
  flags: 0x0a,
  chse: 0x14,
  fcMin: 0x18,
  fcMac: 0x1c,
  // Word 6/95 (nFib 101-105): counts of characters in each story, then where the piece table is.
  ccpText: 0x34,
  ccpFtn: 0x38,
  fcSttbfffn: 0xd0,
  lcbSttbfffn: 0xd4,
  fcClx: 0x160,
  lcbClx: 0x164,
};
const F_COMPLEX = 0x0004;
const F_ENCRYPTED = 0x0100;
/** nFib of Word 6.0 is 101, of Word 95 104; Word 97 writes 193 (some tools 192 or 194). */
const NFIB_WORD6 = 101;
const NFIB_WORD97 = 192;

/** Looks inside a .doc's compound file. Never throws. */
export function inspectWordBinary(bytes: Buffer): WordBinary {
  let main: Buffer;
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
    const entry = CFB.find(container, '/WordDocument');
    if (!entry?.content) return { kind: 'damaged' };
    main = Buffer.from(entry.content as Uint8Array);
  } catch {
    return { kind: 'damaged' };
  }
  if (main.length < 0x20) return { kind: 'damaged' };
  const ident = main.readUInt16LE(FIB.ident);
  if (ident === WORD2_IDENT) return { kind: 'older' };
  // Other identifiers occur (Word for the Mac, localised Word 95): the version number decides.
  const nFib = main.readUInt16LE(FIB.nFib);
  const flags = main.readUInt16LE(FIB.flags);
  if (flags & F_ENCRYPTED) return { kind: 'encrypted' };
  if (nFib >= NFIB_WORD97) {
    return { kind: 'word97', renamed: withCanonicalNames(container), embedded: embeddedWordFiles(container) };
  }
  if (nFib < NFIB_WORD6) return { kind: 'older' };
  try {
    const text = word6Text(main, flags);
    return text === null ? { kind: 'damaged' } : { kind: 'word6', text };
  } catch {
    return { kind: 'damaged' };
  }
}

/** At most this many embedded documents are read. */
const MAX_EMBEDDED = 50;

// The streams word-extractor looks for, by the exact names it asks for.
const CANONICAL: Record<string, string> = {
  worddocument: 'WordDocument',
  '0table': '0Table',
  '1table': '1Table',
  data: 'Data',
};

/** A storage's own streams, copied as a compound file of their own under their canonical names. */
function copyStorage(container: CFB.CFB$Container, storage: string): Buffer {
  const copy = CFB.utils.cfb_new();
  container.FullPaths.forEach((p, j) => {
    const rest = p.slice(storage.length);
    const entry = container.FileIndex[j];
    // Its own streams only (WordDocument, 0Table/1Table, Data), not storages below it.
    if (!p.startsWith(storage) || !rest || rest.includes('/') || entry?.type !== 2) return;
    CFB.utils.cfb_add(copy, `/${CANONICAL[rest.toLowerCase()] ?? rest}`, entry.content);
  });
  return Buffer.from(CFB.write(copy, { type: 'buffer' }) as Uint8Array);
}

/** The root's streams under their canonical names when a writer used another letter case, else null. */
function withCanonicalNames(container: CFB.CFB$Container): Buffer | null {
  const root = container.FullPaths[0] ?? '';
  const names = container.FullPaths.filter((p) => p.startsWith(root) && !p.slice(root.length).includes('/'));
  const odd = names.some((p) => {
    const name = p.slice(root.length);
    const canonical = CANONICAL[name.toLowerCase()];
    return canonical !== undefined && canonical !== name;
  });
  return odd ? copyStorage(container, root) : null;
}

/** Each Word document stored in the file's ObjectPool, rebuilt as a compound file of its own. */
function embeddedWordFiles(container: CFB.CFB$Container): Buffer[] {
  const out: Buffer[] = [];
  for (const p of container.FullPaths) {
    if (out.length >= MAX_EMBEDDED) break;
    if (!/^[^/]*\/ObjectPool\/[^/]+\/WordDocument$/i.test(p)) continue;
    try {
      out.push(copyStorage(container, p.slice(0, -'WordDocument'.length)));
    } catch {
      // An embedded object that cannot be copied is left out; the document itself still reads.
    }
  }
  return out;
}

/** The main text and footnotes of a Word 6/95 file, or null when its tables do not add up. */
function word6Text(main: Buffer, flags: number): string | null {
  if (main.length < FIB.lcbClx + 4) return null;
  const ccp = main.readInt32LE(FIB.ccpText) + Math.max(0, main.readInt32LE(FIB.ccpFtn));
  if (ccp <= 0) return '';
  const pieces = flags & F_COMPLEX ? readPieces(main, main.readUInt32LE(FIB.fcClx), main.readUInt32LE(FIB.lcbClx)) : [];
  if (!pieces) return null;
  // Not fast-saved: the text is one run from fcMin.
  if (pieces.length === 0) pieces.push({ cpStart: 0, cpEnd: ccp, fc: main.readUInt32LE(FIB.fcMin) });
  const fonts = fontEncodings(main);
  const lidEncoding = textEncoding(main.readUInt16LE(FIB.lid), main.readUInt16LE(FIB.chse));
  // The East Asian editions store each character in 16 bits; their code page is a font's or the language's.
  const wide = looksWide(main, pieces[0]!.fc, Math.min(ccp, 256));
  const encoding = wide
    ? (fonts.find((e) => DOUBLE_BYTE.has(e)) ?? (DOUBLE_BYTE.has(lidEncoding) ? lidEncoding : 'windows-1252'))
    : (fonts.find((e) => !DOUBLE_BYTE.has(e)) ?? (DOUBLE_BYTE.has(lidEncoding) ? 'windows-1252' : lidEncoding));
  const parts: Buffer[] = [];
  let wanted = ccp;
  for (const p of pieces) {
    if (wanted <= 0) break;
    const chars = Math.min(p.cpEnd - p.cpStart, wanted);
    const bytes = chars * (wide ? 2 : 1);
    if (p.fc + bytes > main.length) return null;
    parts.push(main.subarray(p.fc, p.fc + bytes));
    wanted -= chars;
  }
  const raw = Buffer.concat(parts);
  return wordMarksToText(new TextDecoder(encoding).decode(wide ? narrow(raw) : raw));
}

const DOUBLE_BYTE = new Set(['shift_jis', 'euc-kr', 'gbk', 'big5']);

/** 16-bit text: most characters (ASCII in any edition) have a zero high byte. */
function looksWide(main: Buffer, fc: number, chars: number): boolean {
  let zeros = 0;
  for (let i = 1; i < chars * 2 && fc + i < main.length; i += 2) if (main[fc + i] === 0) zeros++;
  return chars > 0 && zeros / chars > 0.6;
}

/** 16-bit characters (a byte, or a lead and trail byte as one number) as the code page's bytes. */
function narrow(wide: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i + 1 < wide.length; i += 2) {
    const v = wide.readUInt16LE(i);
    if (v < 0x100) out.push(v);
    else out.push(v >> 8, v & 0xff);
  }
  return Buffer.from(out);
}

interface Piece {
  cpStart: number;
  cpEnd: number;
  fc: number;
}

/** The piece table of a fast-saved file: (clxt 1: property runs to skip) then clxt 2: the PlcPcd. */
function readPieces(main: Buffer, fcClx: number, lcbClx: number): Piece[] | null {
  const end = Math.min(main.length, fcClx + lcbClx);
  let pos = fcClx;
  while (pos < end && main[pos] === 1) pos += 3 + main.readUInt16LE(pos + 1);
  if (pos + 5 > end || main[pos] !== 2) return null;
  const lcb = main.readUInt32LE(pos + 1);
  const plc = pos + 5;
  const n = (lcb - 4) / 12;
  if (!Number.isInteger(n) || n <= 0 || plc + lcb > main.length) return null;
  const pieces: Piece[] = [];
  for (let i = 0; i < n; i++) {
    const cpStart = main.readUInt32LE(plc + i * 4);
    const cpEnd = main.readUInt32LE(plc + (i + 1) * 4);
    // A piece descriptor: 2 bytes of flags, the file offset of its text, 2 bytes of properties.
    const fc = main.readUInt32LE(plc + (n + 1) * 4 + i * 8 + 2);
    if (cpEnd < cpStart) return null;
    pieces.push({ cpStart, cpEnd, fc });
  }
  return pieces;
}

// A field is \x13 code \x14 result \x15 (or \x13 code \x15).
// eslint-disable-next-line no-control-regex
const FIELD = /\x13[^\x13\x14\x15]*(?:\x14([^\x13\x14\x15]*))?\x15/g;

/** Word's marks in text: fields keep their result, cells and paragraphs become tabs and lines. */
export function wordMarksToText(text: string): string {
  let out = text;
  // Innermost fields first, as they nest.
  for (let guard = 0; guard < 20; guard++) {
    const next = out.replace(FIELD, (_m, result?: string) => result ?? '');
    if (next === out) break;
    out = next;
  }
  return (
    out
      .replace(/\x07/g, '\t') // eslint-disable-line no-control-regex
      .replace(/[\r\x0b\x0c]/g, '\n') // eslint-disable-line no-control-regex
      .replace(/\x1e/g, '-') // eslint-disable-line no-control-regex
      // Anchors of pictures, footnote references, comments, drawn objects; optional hyphens.
      .replace(/[\x00-\x06\x08\x1f]/g, '') // eslint-disable-line no-control-regex
  );
}

// Windows font character sets (the chs of a font) and the code page their text is in.
const FONT_CHARSETS: Record<number, string> = {
  77: 'macintosh',
  128: 'shift_jis',
  129: 'euc-kr',
  134: 'gbk',
  136: 'big5',
  161: 'windows-1253',
  162: 'windows-1254',
  163: 'windows-1258',
  177: 'windows-1255',
  178: 'windows-1256',
  186: 'windows-1257',
  204: 'windows-1251',
  222: 'windows-874',
  238: 'windows-1250',
};

/** The code pages the fonts of the file's font table name (not ANSI, default or symbol), in order. */
function fontEncodings(main: Buffer): string[] {
  const found: string[] = [];
  const start = main.readUInt32LE(FIB.fcSttbfffn);
  const end = Math.min(main.length, start + main.readUInt32LE(FIB.lcbSttbfffn));
  // The table: its length (2 bytes), then per font: length - 1 (1 byte), 3 bytes, chs (1 byte), name.
  for (let at = start + 2; at + 6 <= end && main[at] !== 0; at += main[at]! + 1) {
    const encoding = FONT_CHARSETS[main[at + 4]!];
    if (encoding) found.push(encoding);
  }
  return found;
}

/** The 8-bit code page of a Word 6/95 file's text, from its language (Word wrote the system's ANSI page). */
export function textEncoding(lid: number, chse: number): string {
  if (chse === 256) return 'macintosh';
  const primary = lid & 0x3ff;
  switch (primary) {
    case 0x11:
      return 'shift_jis';
    case 0x12:
      return 'euc-kr';
    case 0x04:
      return lid === 0x0404 || lid === 0x0c04 || lid === 0x1404 ? 'big5' : 'gbk';
    case 0x1e:
      return 'windows-874';
    case 0x19: // Russian
    case 0x22: // Ukrainian
    case 0x23: // Belarusian
    case 0x02: // Bulgarian
    case 0x2f: // Macedonian
      return 'windows-1251';
    case 0x05: // Czech
    case 0x0e: // Hungarian
    case 0x15: // Polish
    case 0x18: // Romanian
    case 0x1b: // Slovak
    case 0x24: // Slovenian
    case 0x1a: // Croatian, Serbian (Latin)
    case 0x1c: // Albanian
      return lid === 0x0c1a ? 'windows-1251' : 'windows-1250';
    case 0x08:
      return 'windows-1253';
    case 0x1f:
      return 'windows-1254';
    case 0x0d:
      return 'windows-1255';
    case 0x01:
      return 'windows-1256';
    case 0x25: // Estonian
    case 0x26: // Latvian
    case 0x27: // Lithuanian
      return 'windows-1257';
    case 0x2a:
      return 'windows-1258';
    default:
      return 'windows-1252';
  }
}

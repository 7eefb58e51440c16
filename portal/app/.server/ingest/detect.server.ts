// What a file really is, from its first bytes (never from its name): a renamed binary must not
// reach a parser. Text files are recognised by decoding: valid UTF-8 without NUL bytes, UTF-16
// (LE/BE, with or without a byte-order mark), or a legacy encoding chardet recognises (GB18030,
// Big5, Shift_JIS, EUC-KR), else Windows-1252 (which covers Latin-1); every decode must give
// plausible text, so only what is really binary is refused.
import { analyse } from 'chardet';
import { isWordXml } from './wordml-text.server';

export type DocKind = 'pdf' | 'docx' | 'doc' | 'txt';
export type TextEncoding =
  'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030' | 'big5' | 'shift_jis' | 'euc-kr' | 'windows-1252';

const PDF = Buffer.from('%PDF-', 'latin1');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// The folder of a docx's parts, in the zip's entry names.
const WORD_PART = Buffer.from('word/', 'latin1');
// The main stream's name in the OLE directory: tells Word files from Excel, PowerPoint, Outlook.
const WORD_STREAM_NAME = 'WordDocument';
// A password-protected .docx (or .xlsx, .pptx) is a compound file with the zip in this stream.
const ENCRYPTED_PACKAGE_NAME = 'EncryptedPackage';
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const OFFICE_PARTS = ['[Content_Types].xml', '_rels/.rels'].map((n) => Buffer.from(n, 'latin1'));
const OTHER_OFFICE_PARTS = ['xl/', 'ppt/'].map((n) => Buffer.from(n, 'latin1'));
// Word for Windows 1.x and 2.0 wrote no compound file: their header starts with these identifiers.
const PRE_OLE_WORD = [Buffer.from([0xdb, 0xa5]), Buffer.from([0x9b, 0xa5])];

/**
 * The encoding is told from the first 256 KB (a 15 MB file would otherwise be decoded up to five
 * times, 1.5 s on the request that uploads it); decodeText then decodes the whole file with it.
 */
const DETECT_BYTES = 256 * 1024;

/** Decodes a text file's bytes, or null when they are not text in a supported encoding. */
export function decodeText(bytes: Buffer): { text: string; encoding: TextEncoding } | null {
  if (bytes.length <= DETECT_BYTES) return decodeWith(bytes, false);
  const encoding = detectTextEncoding(bytes);
  if (!encoding) return null;
  const text = decodeAll(bytes, encoding);
  return text !== null && plausible(text) ? { text, encoding } : null;
}

/** The encoding of a text file from its first 256 KB, or null when they are not text. */
export function detectTextEncoding(bytes: Buffer): TextEncoding | null {
  const partial = bytes.length > DETECT_BYTES;
  return decodeWith(partial ? bytes.subarray(0, DETECT_BYTES) : bytes, partial)?.encoding ?? null;
}

/** The whole file in an encoding found on its start (a byte-order mark is not text). */
function decodeAll(bytes: Buffer, encoding: TextEncoding): string | null {
  if (encoding === 'windows-1252') return windows1252(bytes)?.text ?? null;
  if (encoding === 'utf-8') {
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return strictDecode('utf-8', bom ? bytes.subarray(3) : bytes);
  }
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const bom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    return utf16(bom ? bytes.subarray(2) : bytes, encoding)?.text ?? null;
  }
  return strictDecode(encoding, bytes);
}

/** `partial`: the bytes are the start of a longer file (a character may be cut at the end). */
function decodeWith(bytes: Buffer, partial: boolean): { text: string; encoding: TextEncoding } | null {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = strictDecode('utf-8', bytes.subarray(3), partial);
    return text !== null && !text.includes('\u0000') ? { text, encoding: 'utf-8' } : null;
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes.subarray(2), 'utf-16le', partial);
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes.subarray(2), 'utf-16be', partial);

  const hasNul = bytes.includes(0);
  if (!hasNul) {
    const text = strictDecode('utf-8', bytes, partial);
    if (text !== null && plausible(text)) return { text, encoding: 'utf-8' };
    // Legacy double-byte encodings first: their bytes can also pass for UTF-16 without a BOM.
    const legacy = legacyDecode(bytes, partial);
    if (legacy) return legacy;
  }
  // No BOM: UTF-16 of mostly-ASCII text has a zero in every other byte; CJK text has none,
  // so fall back to whichever byte order decodes into plausible text.
  if (bytes.length % 2 === 0) {
    let zeroEven = 0;
    let zeroOdd = 0;
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i] !== 0) continue;
      if (i % 2 === 0) zeroEven++;
      else zeroOdd++;
    }
    const order: Array<'utf-16le' | 'utf-16be'> =
      zeroOdd > zeroEven ? ['utf-16le', 'utf-16be'] : ['utf-16be', 'utf-16le'];
    for (const enc of order) {
      const r = utf16(bytes, enc, partial);
      if (r) return r;
    }
  }
  return hasNul ? null : windows1252(bytes);
}

/** chardet's names for the encodings read here, as WHATWG TextDecoder labels. */
const LEGACY: Record<string, Exclude<TextEncoding, 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'>> = {
  GB18030: 'gb18030',
  Big5: 'big5',
  Shift_JIS: 'shift_jis',
  'EUC-KR': 'euc-kr',
};
/** What chardet reads from (it needs a sample, not a 15 MB file). */
const SAMPLE_BYTES = 64 * 1024;

/** The first CJK encoding chardet proposes that decodes the whole file without error into text. */
function legacyDecode(bytes: Buffer, partial: boolean): { text: string; encoding: TextEncoding } | null {
  const proposals = analyse(bytes.subarray(0, SAMPLE_BYTES));
  for (const p of proposals) {
    const encoding = LEGACY[p.name];
    if (!encoding || p.confidence < 10) continue;
    const text = strictDecode(encoding, bytes, partial);
    if (text !== null && plausible(text)) return { text, encoding };
  }
  return null;
}

/**
 * Windows-1252, the last resort: every byte maps to a character, so only plausibility decides.
 * Node's TextDecoder treats this label as Latin-1 (0x80-0x9F become C1 controls), so the 27
 * characters Windows-1252 puts there are mapped here; its five unassigned bytes stay controls.
 */
function windows1252(bytes: Buffer): { text: string; encoding: TextEncoding } | null {
  let text = bytes.toString('latin1');
  text = text.replace(/[\u0080-\u009f]/g, (c) => WIN1252_C1[c.charCodeAt(0) - 0x80] || c);
  return plausible(text) ? { text, encoding: 'windows-1252' } : null;
}

// 0x80-0x9F in Windows-1252; '' where the code page assigns nothing.
const WIN1252_C1 = [
  '\u20ac',
  '',
  '\u201a',
  '\u0192',
  '\u201e',
  '\u2026',
  '\u2020',
  '\u2021',
  '\u02c6',
  '\u2030',
  '\u0160',
  '\u2039',
  '\u0152',
  '',
  '\u017d',
  '',
  '',
  '\u2018',
  '\u2019',
  '\u201c',
  '\u201d',
  '\u2022',
  '\u2013',
  '\u2014',
  '\u02dc',
  '\u2122',
  '\u0161',
  '\u203a',
  '\u0153',
  '',
  '\u017e',
  '\u0178',
];

function utf16(
  bytes: Buffer,
  encoding: 'utf-16le' | 'utf-16be',
  partial = false,
): { text: string; encoding: TextEncoding } | null {
  if (bytes.length % 2 !== 0) return null;
  let buf = bytes;
  if (encoding === 'utf-16be') {
    buf = Buffer.from(bytes); // swap a copy into LE (TextDecoder in Node lacks a fatal BE mode everywhere)
    buf.swap16();
  }
  const text = strictDecode('utf-16le', buf, partial);
  return text !== null && plausible(text) ? { text, encoding } : null;
}

function strictDecode(encoding: TextEncoding, bytes: Uint8Array, partial = false): string | null {
  try {
    // stream: a sequence cut at the end of a partial read is held back instead of an error.
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes, { stream: partial });
  } catch {
    return null;
  }
}

/**
 * Real text: no NULs, few control characters, and (for a wrong UTF-16 guess) mostly characters of
 * scripts people write in rather than rare blocks a byte-swapped decode lands in.
 */
function plausible(text: string): boolean {
  if (text.length === 0) return true;
  let bad = 0;
  let common = 0;
  let n = 0;
  for (const ch of text) {
    n++;
    const c = ch.codePointAt(0)!;
    if (
      c === 0 ||
      (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) ||
      (c >= 0x7f && c < 0xa0) ||
      c === 0xfffd
    )
      bad++;
    else if (
      c < 0x0250 || // Latin, Latin-1, Latin Extended
      (c >= 0x0370 && c < 0x0530) || // Greek, Cyrillic
      (c >= 0x2000 && c < 0x2070) || // punctuation
      (c >= 0x20a0 && c < 0x2200) || // currency, letterlike, arrows
      (c >= 0x3000 && c < 0x3100) || // CJK punctuation, kana
      (c >= 0x3400 && c < 0x4dc0) ||
      (c >= 0x4e00 && c < 0xa000) || // CJK ideographs
      (c >= 0xac00 && c < 0xd7b0) || // Hangul
      (c >= 0x1100 && c < 0x1200) ||
      (c >= 0x3130 && c < 0x3190) ||
      (c >= 0xff00 && c < 0xfff0) // fullwidth forms
    )
      common++;
  }
  return bad / n < 0.01 && common / n > 0.9;
}

/** The kind of document the bytes hold, or null for anything else (images, executables, archives...). */
export function detectKind(bytes: Buffer): DocKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  // A zip with Word parts (a docx cut short may have lost word/document.xml but not the others).
  if (startsWith(bytes, ZIP)) return bytes.includes(WORD_PART) || isCutOfficeZip(bytes) ? 'docx' : null;
  if (startsWith(bytes, OLE)) {
    // An encrypted docx may carry a stub WordDocument stream beside its EncryptedPackage.
    if (hasStreamName(bytes, ENCRYPTED_PACKAGE_NAME)) return 'docx';
    return hasStreamName(bytes, WORD_STREAM_NAME) ? 'doc' : null;
  }
  if (isPreOleWord(bytes) || isWordXml(bytes)) return 'doc';
  if (otherDocumentProgram(bytes)) return null; // its header may pass for text
  if (detectTextEncoding(bytes)) return 'txt';
  return hasPdfHeader(bytes) ? 'pdf' : null;
}

/**
 * A pdf header anywhere in the first 1,024 bytes, as pdf readers accept it (files from some
 * mailers and scanners carry a few bytes before it), or, with no header at all, a pdf object
 * starting there (pdf.js reads such files; it calls them damaged when they are not). Checked after
 * text, so a .txt that quotes a pdf header stays text; for a .pdf it decides (kindForUpload).
 */
const PDF_HEADER_WITHIN = 1024;
const PDF_OBJECT = /(?:^|[\r\n])\d{1,10} \d{1,5} obj\b/;
function hasPdfHeader(bytes: Buffer): boolean {
  const head = bytes.subarray(0, PDF_HEADER_WITHIN);
  return head.includes(PDF) || PDF_OBJECT.test(head.toString('latin1'));
}

/**
 * Which detected kinds a file extension may hold: a .doc that is really a .docx is common, and so
 * is a .doc that is text, RTF or HTML (WordPad, "Save as Web Page", web tools' "export to Word").
 */
const ACCEPTS: Record<string, readonly DocKind[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  doc: ['doc', 'docx', 'txt'],
  txt: ['txt'],
};

/** The detected kind when it agrees with the extension, else null (an invalid format). */
export function kindForUpload(extension: string, bytes: Buffer): DocKind | null {
  const accepted = ACCEPTS[extension.toLowerCase()];
  if (!accepted) return null;
  const kind = detectKind(bytes);
  if (kind && accepted.includes(kind)) return kind;
  return accepted.includes('pdf') && hasPdfHeader(bytes) ? 'pdf' : null;
}

// WordPerfect 5 and later start with "\xffWPC"; 4.2 with CB 0A 01 and CB again at byte 5.
const WORDPERFECT = Buffer.from([0xff, 0x57, 0x50, 0x43]);
const WORDPERFECT_42 = Buffer.from([0xcb, 0x0a, 0x01]);

/**
 * The program whose document these bytes are, for files no reader here takes but that arrive
 * under an allowed name (a WordPerfect file saved as .doc): the agent is told what it is.
 */
export function otherDocumentProgram(bytes: Buffer): string | null {
  if (startsWith(bytes, WORDPERFECT)) return 'WordPerfect';
  if (startsWith(bytes, WORDPERFECT_42) && bytes[5] === 0xcb) return 'WordPerfect';
  return null;
}

/** A stream name in a compound file's directory (UTF-16LE); some writers use other letter cases. */
function hasStreamName(bytes: Buffer, name: string): boolean {
  return [name, name.toLowerCase(), name.toUpperCase()].some((n) => bytes.includes(Buffer.from(n, 'utf16le')));
}

/**
 * An Office package cut short before its Word parts: it has lost its central directory (the end
 * record, within the last 64 KB) and holds no Excel or PowerPoint part. The docx reader then calls
 * it damaged rather than of an invalid format.
 */
function isCutOfficeZip(bytes: Buffer): boolean {
  if (bytes.subarray(Math.max(0, bytes.length - 65_557)).includes(ZIP_END)) return false;
  if (!OFFICE_PARTS.some((p) => bytes.includes(p))) return false;
  return !OTHER_OFFICE_PARTS.some((p) => bytes.includes(p));
}

/** A compound (OLE) file: a legacy Office file, or an encrypted Office 2007+ one. */
export function isOleFile(bytes: Buffer): boolean {
  return startsWith(bytes, OLE);
}

/** A Word 1.x/2.0 file (no compound file around it). */
export function isPreOleWord(bytes: Buffer): boolean {
  return bytes.length >= 0x20 && PRE_OLE_WORD.some((magic) => startsWith(bytes, magic)) && !decodeText(bytes);
}

function startsWith(bytes: Buffer, prefix: Buffer): boolean {
  return bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
}

// Text files that are really documents in a text format: RTF (WordPad, "Save as Rich Text") and
// HTML (Word's "Save as Web Page", and the "export to Word" of many web tools) often arrive under
// a .doc name, sometimes as .txt, and inside a .docx as altChunk parts. Their markup is not the
// document's text: RTF is read by a small reader of its control words, HTML by html-to-text, and a
// saved web archive (MHTML: "Single File Web Page") by its HTML part.
import { convert } from 'html-to-text';
import { decodeText } from './detect.server';

export type TextFormat = 'rtf' | 'html' | 'mhtml' | 'plain';

/** What a decoded text file holds, from its start. */
export function textFormat(text: string): TextFormat {
  const head = text.slice(0, 1024).replace(/^[\s\ufeff]+/, '');
  if (head.startsWith('{\\rtf')) return 'rtf';
  if (/^MIME-Version:/i.test(head) && /multipart\/related/i.test(text.slice(0, 4096))) return 'mhtml';
  if (/^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!DOCTYPE\s+html|html)[\s>]/i.test(head)) return 'html';
  return 'plain';
}

/** The visible text of an HTML document (no tags, scripts or styles; links keep their words only). */
export function htmlText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'h4', options: { uppercase: false } },
      { selector: 'h5', options: { uppercase: false } },
      { selector: 'h6', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  });
}

/**
 * The text of a web archive (MIME, usually quoted-printable): its first HTML part, else its first
 * plain-text part; null when it has neither.
 */
export function mhtmlText(bytes: Buffer): string | null {
  const raw = bytes.toString('latin1'); // byte for byte: parts are decoded in their own charset
  const [headers, body] = splitHeaders(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1) // the preamble
        .filter((p) => !p.startsWith('--')) // the closing delimiter and the epilogue
        .map(splitHeaders)
    : [[headers, body] as const];
  for (const wanted of ['text/html', 'text/plain']) {
    const part = parts.find(([h]) => (h['content-type'] ?? 'text/plain').toLowerCase().startsWith(wanted));
    if (!part) continue;
    const [h, content] = part;
    const text = decodePart(content, h['content-transfer-encoding'], h['content-type']);
    return wanted === 'text/html' ? htmlText(text) : text;
  }
  return null;
}

/** A MIME entity's headers (names in lower case, folded lines joined) and its body. */
function splitHeaders(entity: string): readonly [Record<string, string>, string] {
  const start = entity.replace(/^\r?\n/, '');
  const end = /\r?\n\r?\n/.exec(start);
  const head = end ? start.slice(0, end.index) : start;
  const body = end ? start.slice(end.index + end[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, body];
}

function decodePart(content: string, encoding = '', contentType = ''): string {
  let bytes: Buffer;
  if (/quoted-printable/i.test(encoding)) {
    const unfolded = content.replace(/=\r?\n/g, '');
    bytes = Buffer.from(
      unfolded.replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  } else if (/base64/i.test(encoding)) bytes = Buffer.from(content, 'base64');
  else bytes = Buffer.from(content, 'latin1');
  const charset = /charset="?([^";\s]+)"?/i.exec(contentType)?.[1];
  if (charset) {
    try {
      return new TextDecoder(charset).decode(bytes);
    } catch {
      // an unknown charset: guessed below
    }
  }
  return decodeText(bytes)?.text ?? bytes.toString('latin1');
}

// Groups whose content is not the document's text (tables of fonts, colours and styles, document
// properties, pictures, embedded objects' data, field instructions...). Headers and footers are
// kept: a letterhead's address or a form's title is often only there.
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'info',
  'pict',
  'object',
  'objdata',
  'fldinst',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'xmlnstbl',
  'filetbl',
  'generator',
  'pgdsctbl',
  'mmathPr',
]);

const BREAKS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n\n',
  page: '\n\n',
  row: '\n',
  tab: '\t',
  cell: '\t',
};
const SYMBOLS: Record<string, string> = {
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
  emspace: '\u2003',
  enspace: '\u2002',
};

/** Code pages of `\ansicpg` that TextDecoder reads; anything else is read as Windows-1252. */
function decoderFor(codePage: number): TextDecoder {
  const label =
    codePage === 932
      ? 'shift_jis'
      : codePage === 936
        ? 'gbk'
        : codePage === 949
          ? 'euc-kr'
          : codePage === 950
            ? 'big5'
            : codePage >= 874 && codePage <= 1258
              ? `windows-${codePage}`
              : 'windows-1252';
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

interface GroupState {
  skip: boolean;
  /** Characters to drop after a \uN (the fallback for readers without Unicode), from \ucN. */
  uc: number;
  /** The code page of the current font's \fcharset (undefined: the document's \ansicpg). */
  codePage?: number;
}

// \fcharset values (Windows character sets) and their code pages; 0 (ANSI) is the document's own.
const CHARSET_CODE_PAGES: Record<number, number> = {
  77: 10000,
  128: 932,
  129: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250,
};

/** The code page of each font of the font table that names a character set (\fN ... \fcharsetM). */
function fontCodePages(rtf: string): Map<number, number> {
  const fonts = new Map<number, number>();
  const start = rtf.indexOf('{\\fonttbl');
  if (start < 0) return fonts;
  let depth = 0;
  let end = start;
  for (; end < rtf.length; end++) {
    if (rtf[end] === '\\') end++;
    else if (rtf[end] === '{') depth++;
    else if (rtf[end] === '}' && --depth === 0) break;
  }
  const table = rtf.slice(start + 9, end);
  for (const entry of table.split(/;\s*\}/)) {
    const font = /\\f(\d+)(?![a-z])/.exec(entry);
    const charset = /\\fcharset(\d+)/.exec(entry);
    const codePage = charset ? CHARSET_CODE_PAGES[Number(charset[1])] : undefined;
    if (font && codePage) fonts.set(Number(font[1]), codePage);
  }
  return fonts;
}

/** The text of an RTF document: its paragraphs, tabs and characters, without the markup. */
export function rtfText(rtf: string): string {
  let out = '';
  let bytes: number[] = []; // \'hh bytes, decoded together (a double-byte character takes two)
  let documentCodePage = 1252;
  const fonts = fontCodePages(rtf);
  const decoders = new Map<number, TextDecoder>();
  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, uc: 1 };
  let dropFallback = 0; // characters still to drop after a \uN
  const flush = () => {
    if (bytes.length) {
      const codePage = state.codePage ?? documentCodePage;
      let decoder = decoders.get(codePage);
      if (!decoder) decoders.set(codePage, (decoder = decoderFor(codePage)));
      out += decoder.decode(Uint8Array.from(bytes));
    }
    bytes = [];
  };
  const emit = (s: string) => {
    if (state.skip) return;
    flush();
    out += s;
  };
  let i = 0;
  let groupStart = false; // the next control word is the first in its group (a destination?)
  while (i < rtf.length) {
    const c = rtf[i]!;
    if (c === '{') {
      stack.push(state);
      state = { ...state };
      groupStart = true;
      dropFallback = 0;
      i++;
      continue;
    }
    if (c === '}') {
      if (!state.skip) flush();
      state = stack.pop() ?? state;
      groupStart = false;
      dropFallback = 0;
      i++;
      continue;
    }
    if (c === '\\') {
      const next = rtf[i + 1] ?? '';
      if (/[a-zA-Z]/.test(next)) {
        const m = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(rtf.slice(i + 1, i + 45))!;
        i += 1 + m[0].length;
        const word = m[1]!;
        const param = m[2] === undefined ? undefined : Number(m[2]);
        const first = groupStart;
        groupStart = false;
        if (first && SKIPPED_DESTINATIONS.has(word)) {
          state.skip = true;
          continue;
        }
        if (word === 'bin') {
          i += Math.max(0, param ?? 0); // raw binary data follows
          continue;
        }
        if (word === 'ansicpg' && param) documentCodePage = param;
        else if (word === 'f' && param !== undefined && !state.skip) {
          flush(); // bytes before the font change are in the old font's code page
          state.codePage = fonts.get(param);
        } else if (word === 'uc' && param !== undefined) state.uc = param;
        else if (word === 'u' && param !== undefined) {
          emit(String.fromCharCode(param < 0 ? param + 65536 : param));
          dropFallback = state.uc;
        } else if (BREAKS[word]) emit(BREAKS[word]!);
        else if (SYMBOLS[word]) emit(SYMBOLS[word]!);
        continue;
      }
      const atGroupStart = groupStart;
      groupStart = false;
      if (next === "'") {
        const hex = rtf.slice(i + 2, i + 4);
        i += 4;
        if (dropFallback > 0) {
          dropFallback--;
          continue;
        }
        if (!state.skip && /^[0-9a-fA-F]{2}$/.test(hex)) bytes.push(parseInt(hex, 16));
        continue;
      }
      i += 2;
      // {\*\word ...}: an optional destination this reader does not know (only at a group's start).
      if (next === '*') state.skip ||= atGroupStart;
      else if (next === '~') emit('\u00a0');
      else if (next === '_') emit('\u2011');
      else if (next === '\\' || next === '{' || next === '}') emit(next);
      else if (next === '\n' || next === '\r') emit('\n');
      continue;
    }
    i++;
    if (c === '\r' || c === '\n') continue; // line breaks in the source are not text
    groupStart = false;
    if (dropFallback > 0) {
      dropFallback--;
      continue;
    }
    emit(c);
  }
  flush();
  return out;
}

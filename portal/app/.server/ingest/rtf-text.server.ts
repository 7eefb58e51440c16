// RTF (WordPad, Word's "Rich Text Format", often saved under a .doc name) as plain text: a small
// reader of its groups and control words. Destinations that are not text (font and style tables,
// pictures, objects' data, field instructions) are skipped; \'hh bytes are decoded in the code
// page of the current font's character set, or the document's \ansicpg.

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

// Text files that are really documents in a text format: RTF (WordPad, "Save as Rich Text") and
// HTML (Word's "Save as Web Page", and the "export to Word" of many web tools) often arrive under
// a .doc name, sometimes as .txt, and inside a .docx as altChunk parts. Their markup is not the
// document's text: RTF is read by a small reader of its control words (rtf-text.server.ts), HTML
// by html-to-text, and a saved web archive (MHTML: "Single File Web Page") by its HTML part.
import { convert } from 'html-to-text';
import { decodeText } from './detect.server';

export type TextFormat = 'rtf' | 'html' | 'mhtml' | 'plain';

/** What a decoded text file holds, from its start. */
export function textFormat(text: string): TextFormat {
  const head = text.slice(0, 1024).replace(/^[\s\ufeff]+/, '');
  if (head.startsWith('{\\rtf')) return 'rtf';
  if (/^MIME-Version:/i.test(head) && /multipart\/related/i.test(text.slice(0, 4096))) return 'mhtml';
  // A page, or a fragment a web tool exported (it may start with <meta> or <style>, not <html>).
  if (head.startsWith('<') && /<(?:!DOCTYPE\s+html|html|head|body)[\s>]/i.test(head)) return 'html';
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

import { describe, expect, it } from 'vitest';
import { FILE_FAILURE_REASONS } from '~/messages/errors';
import { kindForUpload, otherDocumentProgram } from './detect.server';
import { extractText } from './extract.server';
import { rtfText } from './rtf-text.server';
import { htmlText, textFormat } from './text-formats.server';

// What WordPad writes for two short paragraphs, with an accented letter, a curly quote and a
// character outside the code page (\u with its '?' fallback).
const RTF = [
  String.raw`{\rtf1\ansi\ansicpg1252\deff0\nouicompat{\fonttbl{\f0\fnil\fcharset0 Calibri;}}`,
  String.raw`{\colortbl ;\red255\green0\blue0;}`,
  String.raw`{\*\generator Riched20 10.0.19041}\viewkind4\uc1`,
  String.raw`\pard\sa200\sl276\slmult1\f0\fs22\lang9 Caf\'e9 on the main floor\rquote s corner.\par`,
  String.raw`Strata fee: \cf1\b 412\b0\cf0  per month\tab (\u8364?)\par`,
  String.raw`{\field{\*\fldinst{HYPERLINK "https://example.com"}}{\fldrslt{Floor plan}}}\par`,
  String.raw`{\pict\wmetafile8\picw100 0102030405}`,
  String.raw`}`,
].join('\r\n');

const HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">
<style>p { margin: 0 }</style><script>var hidden = 'not text';</script></head>
<body><h1>Feature sheet</h1><p>Three bedrooms, <b>two</b> baths.</p>
<table><tr><td>Taxes</td><td>2,310</td></tr></table><a href="https://example.com/x">Photos</a></body></html>`;

describe('textFormat', () => {
  it('tells RTF, HTML and web archives from plain text by their start', () => {
    expect(textFormat(RTF)).toBe('rtf');
    expect(textFormat(HTML)).toBe('html');
    expect(textFormat('\ufeff  <!DOCTYPE html>\n<html><body>x</body></html>')).toBe('html');
    expect(textFormat('<meta charset="utf-8"><style>p{}</style><body><p>Export</p></body>')).toBe('html');
    expect(textFormat('<Note> Bring the <b> keys.')).toBe('plain');
    expect(textFormat('MIME-Version: 1.0\nContent-Type: multipart/related; boundary="x"\n')).toBe('mhtml');
    expect(textFormat('Notes: the <html> tag and {\\rtf1 are quoted here.')).toBe('plain');
  });
});

describe('rtfText', () => {
  it('keeps the paragraphs and characters, not the tables, fields, pictures or control words', () => {
    const text = rtfText(RTF);
    expect(text).toContain('Café on the main floor’s corner.\n');
    expect(text).toContain('Strata fee: 412 per month\t(€)\n');
    expect(text).toContain('Floor plan');
    for (const markup of ['Calibri', 'Riched20', 'HYPERLINK', '0102030405', '\\', '{', 'red255'])
      expect(text).not.toContain(markup);
  });

  it('decodes the code page it names, double-byte ones too', () => {
    expect(rtfText(String.raw`{\rtf1\ansi\ansicpg1251 \'cf\'f0\'e8\'e2\'e5\'f2}`)).toBe('Привет');
    expect(rtfText(String.raw`{\rtf1\ansi\ansicpg936 \'b7\'bf\'ce\'dd}`)).toBe('房屋');
  });

  it("decodes each font's character set (a Czech font in a Western document)", () => {
    const rtf = String.raw`{\rtf1\ansi\ansicpg1252{\fonttbl{\f0\fswiss\fcharset0 Arial;}{\f1\froman\fcharset238 Times New Roman CE;}}\f0 Caf\'e9 {\f1 \'c8l\'e1nek} \'e8\par}`;
    expect(rtfText(rtf)).toBe('Café Článek è\n');
  });

  it('keeps headers and footers, and a \\* inside a group does not hide its text', () => {
    const text = rtfText(String.raw`{\rtf1{\header Letterhead line\par}{\loch\f2\*\cs7 Body text}}`);
    expect(text).toContain('Letterhead line');
    expect(text).toContain('Body text');
  });

  it('skips binary data and unknown optional destinations', () => {
    expect(rtfText(String.raw`{\rtf1 A{\*\unknown B}C{\pict\bin3 }}}}D}`)).toBe('ACD');
  });
});

describe('htmlText', () => {
  it('gives the visible text without scripts, styles or addresses', () => {
    const text = htmlText(HTML);
    expect(text).toContain('Feature sheet');
    expect(text).toContain('Three bedrooms, two baths.');
    expect(text).toMatch(/Taxes\s+2,310/);
    expect(text).toContain('Photos');
    for (const hidden of ['hidden', 'margin', 'example.com', '<']) expect(text).not.toContain(hidden);
  });
});

describe('a .doc that is really text, RTF, HTML or another program', () => {
  it('is taken as text at upload and read without its markup', async () => {
    for (const [source, expected] of [
      ['Plain notes saved as .doc.\nSecond line.', 'Second line.'],
      [RTF, 'Café on the main floor'],
      [HTML, 'Three bedrooms, two baths.'],
    ] as const) {
      const bytes = Buffer.from(source, 'utf8');
      expect(kindForUpload('doc', bytes)).toBe('txt');
      const r = await extractText(bytes, 'txt');
      if (!r.ok) throw new Error(r.reason);
      const text = r.pages.map((p) => p.text).join('\n');
      expect(text).toContain(expected);
      expect(text).not.toMatch(/\\rtf|<html|<p>/);
    }
  });

  it('reads a saved web archive by its page, and names one without a page', async () => {
    const archive = (part: string) =>
      Buffer.from(
        `MIME-Version: 1.0\r\nContent-Type: multipart/related;\r\n\tboundary="b"\r\n\r\n--b\r\n${part}\r\n--b--\r\n`,
      );
    const page = archive(
      'Content-Type: text/html\r\nContent-Transfer-Encoding: base64\r\n\r\n' +
        Buffer.from('<html><body><p>Garage with EV charger</p></body></html>').toString('base64'),
    );
    expect(kindForUpload('doc', page)).toBe('txt');
    const r = await extractText(page, 'txt');
    expect(r.ok && r.pages.map((p) => p.text).join('\n')).toBe('Garage with EV charger');
    const picture = archive('Content-Type: image/png\r\nContent-Transfer-Encoding: base64\r\n\r\niVBORw0KGgo=');
    expect(await extractText(picture, 'txt')).toEqual({ ok: false, reason: FILE_FAILURE_REASONS.webArchive });
  });

  it('names WordPerfect (5 and later, and 4.2)', () => {
    const wp5 = Buffer.concat([Buffer.from([0xff, 0x57, 0x50, 0x43, 0x10, 0, 0, 0, 1, 0x0a, 0, 1]), Buffer.alloc(64)]);
    const wp42 = Buffer.concat([Buffer.from([0xcb, 0x0a, 0x01, 0xf6, 0x01, 0xcb]), Buffer.alloc(64, 0x41)]);
    for (const bytes of [wp5, wp42]) {
      expect(kindForUpload('doc', bytes)).toBeNull();
      expect(otherDocumentProgram(bytes)).toBe('WordPerfect');
    }
    expect(otherDocumentProgram(Buffer.from('plain text'))).toBeNull();
  });
});

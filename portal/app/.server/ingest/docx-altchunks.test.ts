// A .docx whose content is in altChunk parts (HTML, a web archive, plain text, RTF, another docx),
// built here with JSZip: each chunk's text is read, in the document's order, after the body.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractText } from './extract.server';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const AFCHUNK = `${R}/aFChunk`;

interface Chunk {
  id: string;
  part: string;
  type: string;
  content: string | Buffer;
}

async function docx(bodyText: string, chunks: Chunk[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Default Extension="txt" ContentType="text/plain"/>` +
      `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>` +
      chunks
        .filter((c) => c.type)
        .map((c) => `<Override PartName="/word/${c.part}" ContentType="${c.type}"/>`)
        .join('') +
      `</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      chunks.map((c) => `<Relationship Id="${c.id}" Type="${AFCHUNK}" Target="${c.part}"/>`).join('') +
      `</Relationships>`,
  );
  const paragraph = bodyText ? `<w:p><w:r><w:t>${bodyText}</w:t></w:r></w:p>` : '';
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${paragraph}` +
      chunks.map((c) => `<w:altChunk r:id="${c.id}"/>`).join('') +
      `</w:body></w:document>`,
  );
  for (const c of chunks) zip.file(`word/${c.part}`, c.content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function textOf(bytes: Buffer): Promise<string> {
  const r = await extractText(bytes, 'docx');
  if (!r.ok) throw new Error(r.reason);
  return r.pages.map((p) => p.text).join('\n');
}

describe('altChunk parts of a docx', () => {
  it('reads HTML, plain text and RTF chunks in document order, after the body', async () => {
    const bytes = await docx('Body paragraph.', [
      { id: 'c1', part: 'one.html', type: 'text/html', content: '<html><body><p>Roof: <b>2019</b></p></body></html>' },
      { id: 'c2', part: 'two.txt', type: '', content: 'Strata fee 412 per month' },
      { id: 'c3', part: 'three.rtf', type: 'application/rtf', content: String.raw`{\rtf1\ansi Caf\'e9 nearby\par}` },
    ]);
    const text = await textOf(bytes);
    const at = ['Body paragraph.', 'Roof: 2019', 'Strata fee 412 per month', 'Café nearby'].map((t) => text.indexOf(t));
    expect(
      at.every((i) => i >= 0),
      text,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).not.toMatch(/<|\\rtf/);
  });

  it('reads a docx embedded as a chunk, with its own chunks', async () => {
    const inner = await docx('Inner document text.', [
      { id: 'n1', part: 'n.html', type: 'text/html', content: '<html><body>Nested chunk text</body></html>' },
    ]);
    const outer = await docx('', [
      {
        id: 'd1',
        part: 'embedded.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: inner,
      },
    ]);
    const text = await textOf(outer);
    expect(text).toContain('Inner document text.');
    expect(text).toContain('Nested chunk text');
  });

  it('reads a web archive chunk by its HTML part, in its charset', async () => {
    const mht = Buffer.from(
      [
        'MIME-Version: 1.0',
        'Content-Type: multipart/related; boundary="XX"',
        '',
        '--XX',
        'Content-Type: text/html; charset="windows-1252"',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        '<html><body><p>Chemin=E9e en pav=',
        '=E9s</p></body></html>',
        '--XX--',
        '',
      ].join('\r\n'),
      'latin1',
    );
    const text = await textOf(await docx('', [{ id: 'm', part: 'page.mht', type: 'message/rfc822', content: mht }]));
    expect(text).toContain('Cheminée en pavés');
  });

  it('keeps a document whose only chunk is unreadable as a document without text', async () => {
    const bytes = await docx('', [{ id: 'x', part: 'pic.bin', type: 'image/png', content: Buffer.alloc(16, 7) }]);
    const r = await extractText(bytes, 'docx');
    expect(r.ok).toBe(false);
  });
});

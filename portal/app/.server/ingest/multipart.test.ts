// The upload parser keeps any file name a browser can send, cleans it, and stops at the size limit.
import { describe, expect, it } from 'vitest';
import { cleanFileName } from '~/validation/files';
import { readUploadedFile } from './multipart.server';

const BOUNDARY = '----ohaTestBoundary7MA4YWxkTrZu0gW';

/** A multipart body written by hand, so the header bytes are exactly what a browser may send. */
function body(disposition: Buffer | string, content: Buffer | string = 'Open house on Sunday.'): Request {
  const head = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; `),
    Buffer.isBuffer(disposition) ? disposition : Buffer.from(disposition, 'utf8'),
    Buffer.from('\r\nContent-Type: application/octet-stream\r\n\r\n'),
  ]);
  const bytes = Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  return new Request('http://localhost/api/uploads', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: bytes,
  });
}

const read = (req: Request, maxBytes = 1024) => readUploadedFile(req.headers, req.body, { maxBytes });

describe('readUploadedFile', () => {
  it('keeps names with = and ; inside the quotes', async () => {
    expect(await read(body('filename="price=450k.pdf"'))).toMatchObject({ ok: true, name: 'price=450k.pdf' });
    expect(await read(body('filename="Offer; final.pdf"'))).toMatchObject({ ok: true, name: 'Offer; final.pdf' });
    expect(await read(body('filename="a=b; c=d;.txt"'))).toMatchObject({ ok: true, name: 'a=b; c=d;.txt' });
  });

  it('reads a raw UTF-8 name and an RFC 5987 filename*', async () => {
    expect(await read(body('filename="房屋信息 2024.pdf"'))).toMatchObject({ ok: true, name: '房屋信息 2024.pdf' });
    expect(await read(body("filename*=UTF-8''%E6%88%BF%E5%B1%8B.txt"))).toMatchObject({ ok: true, name: '房屋.txt' });
    expect(await read(body('filename="Déclaration.pdf"'))).toMatchObject({ ok: true, name: 'Déclaration.pdf' });
  });

  it('drops control characters and path parts from the name', async () => {
    // A NUL reaches the name through RFC 5987 encoding (raw in a header, the part is malformed).
    expect(await read(body("filename*=UTF-8''bad%00name%0A.pdf"))).toMatchObject({ ok: true, name: 'badname .pdf' });
    expect(await read(body(Buffer.from('filename="bad\u0000name.pdf"', 'utf8')))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(await read(body('filename="..\\\\a/b.pdf"'))).toMatchObject({ ok: true, name: 'b.pdf' });
    expect(await read(body('filename="C:\\\\Users\\\\me\\\\Offer.pdf"'))).toMatchObject({
      ok: true,
      name: 'Offer.pdf',
    });
  });

  it('returns the bytes of the file', async () => {
    const r = await read(body('filename="notes.txt"', 'Line one\r\nLine two'));
    expect(r.ok && r.bytes.toString('utf8')).toBe('Line one\r\nLine two');
  });

  it('stops at the size limit and names the file', async () => {
    expect(await read(body('filename="big.pdf"', Buffer.alloc(2048, 0x61)), 1024)).toEqual({
      ok: false,
      reason: 'too-large',
      name: 'big.pdf',
    });
    const exact = await read(body('filename="fits.txt"', Buffer.alloc(1024, 0x61)), 1024);
    expect(exact.ok && exact.bytes.length).toBe(1024);
    expect(await read(body('filename="over.txt"', Buffer.alloc(1025, 0x61)), 1024)).toMatchObject({
      reason: 'too-large',
    });
  });

  it('answers no-file or malformed for bodies without a file', async () => {
    const noFile = new Request('http://localhost/api/uploads', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    });
    expect(await read(noFile)).toEqual({ ok: false, reason: 'no-file' });
    const notMultipart = new Request('http://localhost/api/uploads', { method: 'POST', body: 'hello' });
    expect(await read(notMultipart)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('parses what the platform FormData sends', async () => {
    const form = new FormData();
    form.append('file', new Blob(['Open house']), 'Offer; final "v2".pdf');
    const req = new Request('http://localhost/api/uploads', { method: 'POST', body: form });
    expect(await read(req)).toMatchObject({ ok: true, name: expect.stringMatching(/^Offer; final .*v2.*\.pdf$/) });
  });
});

describe('cleanFileName', () => {
  it('removes control characters, direction marks and path parts', () => {
    expect(cleanFileName('price=450k.pdf')).toBe('price=450k.pdf');
    expect(cleanFileName('Offer; final.pdf')).toBe('Offer; final.pdf');
    expect(cleanFileName('房屋信息.pdf')).toBe('房屋信息.pdf');
    expect(cleanFileName('a\u0000b.pdf')).toBe('ab.pdf');
    expect(cleanFileName('..\\a/b.pdf')).toBe('b.pdf');
    expect(cleanFileName('line\nbreak.txt')).toBe('line break.txt');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('\u0007\u007f\u0085 report.doc ')).toBe('report.doc');
  });

  it('gives "file" when nothing is left, and keeps the extension of a long name', () => {
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('../..')).toBe('file');
    expect(cleanFileName('a/')).toBe('file');
    const long = cleanFileName('é'.repeat(400) + '.pdf');
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(cleanFileName('e\u0301tude.txt')).toBe('\u00e9tude.txt');
  });
});

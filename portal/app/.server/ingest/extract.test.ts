import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_FAILURE_REASONS } from '~/messages/errors';
import { decodeText, detectKind, kindForUpload } from './detect.server';
import { isZipBomb } from './docx-zip.server';
import { extractText } from './extract.server';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));

async function textOf(name: string) {
  const bytes = fixture(name);
  const kind = detectKind(bytes);
  expect(kind).not.toBeNull();
  const r = await extractText(bytes, kind!);
  if (!r.ok) throw new Error(`${name}: ${r.reason}`);
  return r;
}

describe('detectKind (magic bytes)', () => {
  it('recognises each supported format by content', () => {
    expect(detectKind(fixture('feature-sheet.pdf'))).toBe('pdf');
    expect(detectKind(fixture('notes.docx'))).toBe('docx');
    expect(detectKind(fixture('notes.doc'))).toBe('doc');
    expect(detectKind(fixture('cjk-utf8.txt'))).toBe('txt');
    expect(detectKind(fixture('utf16le-bom.txt'))).toBe('txt');
    expect(detectKind(fixture('utf16be-nobom-cjk.txt'))).toBe('txt');
  });

  it('refuses a renamed binary and a zip that is not a Word document', () => {
    expect(detectKind(fixture('renamed-binary.pdf'))).toBeNull();
    expect(kindForUpload('pdf', fixture('renamed-binary.pdf'))).toBeNull();
    expect(kindForUpload('txt', fixture('renamed-binary.pdf'))).toBeNull();
    expect(detectKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]))).toBeNull();
    expect(detectKind(Buffer.from('hello\u0000world'))).toBeNull();
    // An OLE file without a WordDocument stream (a spreadsheet, say) is not a .doc.
    expect(detectKind(fixture('corrupt.doc'))).toBeNull();
  });

  it('finds a pdf header after other bytes within the first 1,024 bytes', () => {
    const bytes = fixture('header-after-junk.pdf');
    // All its bytes are ASCII, so on content alone it is text; as a .pdf it is a pdf.
    expect(kindForUpload('pdf', bytes)).toBe('pdf');
    expect(kindForUpload('txt', bytes)).toBe('txt');
    const binary = Buffer.concat([Buffer.from([0x00, 0xff, 0x01]), fixture('feature-sheet.pdf')]);
    expect(detectKind(binary)).toBe('pdf');
    const tooFar = Buffer.concat([Buffer.alloc(1024, 0xff), fixture('feature-sheet.pdf')]);
    expect(kindForUpload('pdf', tooFar)).toBeNull();
  });

  it('requires the content to match the extension', () => {
    expect(kindForUpload('PDF', fixture('feature-sheet.pdf'))).toBe('pdf');
    expect(kindForUpload('txt', fixture('feature-sheet.pdf'))).toBeNull();
    expect(kindForUpload('docx', fixture('notes.doc'))).toBeNull();
    expect(kindForUpload('doc', fixture('notes.docx'))).toBe('docx');
    expect(kindForUpload('exe', fixture('cjk-utf8.txt'))).toBeNull();
  });
});

describe('decodeText', () => {
  it('reads UTF-8 and UTF-16 in both byte orders, with or without a byte-order mark', () => {
    for (const name of ['utf8-bom.txt', 'utf16le-bom.txt', 'utf16be-bom.txt', 'utf16le-nobom.txt']) {
      const r = decodeText(fixture(name));
      expect(r?.text, name).toContain('School catchment: Westbrook Secondary.');
      expect(r?.text.startsWith('Open house'), name).toBe(true);
    }
    expect(decodeText(fixture('utf16le-bom.txt'))?.encoding).toBe('utf-16le');
    expect(decodeText(fixture('utf16be-bom.txt'))?.encoding).toBe('utf-16be');
    const cjk = decodeText(fixture('utf16be-nobom-cjk.txt'));
    expect(cjk?.encoding).toBe('utf-16be');
    expect(cjk?.text).toContain('这套房子有三间卧室');
    expect(cjk?.text).toContain('주차 공간이 두 개 있습니다');
  });
});

describe('extractText', () => {
  it('reads a pdf page by page, keeping page numbers', async () => {
    const r = await textOf('feature-sheet.pdf');
    expect(r.pageCount).toBe(2);
    expect(r.pages[0]).toMatchObject({ page: 1 });
    expect(r.pages[0]!.text).toContain('Asking price $1,137,000');
    expect(r.pages[1]!.page).toBe(2);
    expect(r.pages[1]!.text).toContain('Elsie Roy Elementary');
  });

  it('reads a pdf whose header follows other bytes', async () => {
    const r = await extractText(fixture('header-after-junk.pdf'), 'pdf');
    expect(r.ok && r.pages[0]!.text).toContain('The deck was rebuilt with cedar.');
  });

  it('reads form field values and text boxes, each on its page', async () => {
    const r = await extractText(fixture('form-fields.pdf'), 'pdf');
    if (!r.ok) throw new Error(r.reason);
    expect(r.pageCount).toBe(2);
    const [first, second] = r.pages;
    expect(first!.text).toContain('Heating:');
    expect(first!.text).toContain('Heat pump installed in 2022');
    // A field's tooltip names its value.
    expect(first!.text).toContain('Parking spaces: Two covered stalls');
    expect(first!.text).toContain('Professionally managed');
    // A page whose only text is a text box is read, not taken for a scan.
    expect(second).toEqual({ page: 2, text: 'The furnace room has a new hot water tank.' });
  });

  it('reads Chinese, Japanese and Korean from a pdf and a docx', async () => {
    for (const name of ['cjk.pdf', 'cjk.docx']) {
      const text = (await textOf(name)).pages.map((p) => p.text).join('\n');
      expect(text, name).toContain('步行五分钟即可到达天车站');
      expect(text, name).toContain('駅から徒歩五分です');
      expect(text, name).toContain('학교와 공원이 가깝습니다');
    }
  });

  it('reads a docx and a legacy doc', async () => {
    for (const name of ['notes.docx', 'notes.doc']) {
      const r = await textOf(name);
      expect(r.pageCount).toBeNull();
      expect(r.pages[0]!.text, name).toContain('The roof was replaced in 2019.');
    }
  });

  it('reads UTF-8 and UTF-16 text files', async () => {
    expect((await textOf('cjk-utf8.txt')).pages[0]!.text).toContain('温哥华公寓资料');
    expect((await textOf('utf16le-nobom.txt')).pages[0]!.text).toContain('1,640 sq ft');
  });

  it('gives a reason instead of text for files that cannot be read', async () => {
    const reason = async (name: string) => {
      const bytes = fixture(name);
      const r = await extractText(bytes, detectKind(bytes) ?? 'pdf');
      return r.ok ? 'ok' : r.reason;
    };
    expect(await reason('encrypted.pdf')).toBe(FILE_FAILURE_REASONS.encrypted);
    // (OCR of scans: ocr.server.test.ts)
    expect(await extractText(fixture('scanned.pdf'), 'pdf', { ocr: false })).toEqual({
      ok: false,
      reason: 'no text could be read (scanned image?)',
    });
    expect(await reason('corrupt.pdf')).toBe(FILE_FAILURE_REASONS.damaged);
    expect(await reason('corrupt.docx')).toBe(FILE_FAILURE_REASONS.damaged);
    expect(await extractText(fixture('corrupt.doc'), 'doc')).toEqual({
      ok: false,
      reason: FILE_FAILURE_REASONS.damaged,
    });
    expect(await reason('zip-bomb.docx')).toBe(FILE_FAILURE_REASONS.zipBomb);
    expect(await extractText(Buffer.from(''), 'txt')).toEqual({ ok: false, reason: FILE_FAILURE_REASONS.emptyText });
  });

  it('calls a docx cut short damaged, not an invalid format', async () => {
    // Cut before word/document.xml: only the names of other Word parts say what it was.
    const cut = fixture('notes.docx').subarray(0, 1300);
    expect(cut.includes(Buffer.from('word/document.xml'))).toBe(false);
    expect(kindForUpload('docx', cut)).toBe('docx');
    expect(await extractText(cut, 'docx')).toEqual({ ok: false, reason: FILE_FAILURE_REASONS.damaged });
  });

  it('recognises a password-protected docx (a compound file holding the encrypted zip)', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const protectedDocx = Buffer.concat([
      ole,
      Buffer.alloc(504),
      Buffer.from('EncryptedPackage', 'utf16le'),
      Buffer.alloc(600),
    ]);
    expect(kindForUpload('docx', protectedDocx)).toBe('docx');
    expect(kindForUpload('doc', protectedDocx)).toBe('docx');
    expect(kindForUpload('pdf', protectedDocx)).toBeNull();
    expect(await extractText(protectedDocx, 'docx')).toEqual({ ok: false, reason: FILE_FAILURE_REASONS.encrypted });
  });

  it('reads Word 2003 XML saved as .doc', async () => {
    const xml = Buffer.from(
      '<?xml version="1.0"?>\n<?mso-application progid="Word.Document"?>\n' +
        '<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml"><w:body>' +
        '<w:p><w:r><w:t>Strata fee: $412 &amp; parking</w:t></w:r></w:p>' +
        '<w:p><w:r><w:t><![CDATA[Roof <2019>]]></w:t><w:tab/><w:t>ok</w:t></w:r></w:p></w:body></w:wordDocument>',
    );
    expect(kindForUpload('doc', xml)).toBe('doc');
    const r = await extractText(xml, 'doc');
    expect(r.ok && r.pages[0]!.text).toBe('Strata fee: $412 & parking\nRoof <2019>\tok');
  });

  it('reads a Word 1/2 file saved in full, and asks for a newer format for a fast-saved one', async () => {
    const text = 'Old notes\r\nBoiler serviced in 1994.\r';
    const word2 = (flags: number) => {
      const header = Buffer.alloc(0x180, 0);
      header.writeUInt16LE(0xa5db, 0);
      header.writeUInt16LE(0x0409, 0x06); // English (United States): Windows-1252
      header.writeUInt16LE(flags, 0x0a);
      header.writeUInt32LE(0x180, 0x18); // fcMin
      header.writeUInt32LE(0x180 + text.length, 0x1c); // fcMac
      header.writeUInt32LE(text.length, 0x34); // ccpText
      return Buffer.concat([header, Buffer.from(text, 'latin1')]);
    };
    expect(kindForUpload('doc', word2(0))).toBe('doc');
    const r = await extractText(word2(0), 'doc');
    expect(r.ok && r.pages[0]!.text).toBe('Old notes\nBoiler serviced in 1994.');
    expect(await extractText(word2(0x0004), 'doc')).toEqual({ ok: false, reason: FILE_FAILURE_REASONS.olderWord });
  });

  it('takes control characters out of the text', async () => {
    // A text file may hold a few (fewer than 1 %): the decoder accepts it, the index gets none.
    const body = 'The deck was rebuilt with cedar and the fence was painted last spring. '.repeat(6);
    const r = await extractText(Buffer.from(`Deck\u0001 rebuilt\u0007 in 2021.\r\nNew\u000bfence.\n${body}`), 'txt');
    expect(r.ok && r.pages[0]!.text.startsWith('Deck rebuilt in 2021.\nNew\nfence.\n')).toBe(true);
  });

  it('stops a read that takes too long', async () => {
    const r = await extractText(fixture('feature-sheet.pdf'), 'pdf', { timeoutMs: 0 });
    expect(r).toEqual({ ok: false, reason: FILE_FAILURE_REASONS.timeout });
  });

  it('flags absurd compression ratios and sizes', () => {
    expect(isZipBomb({ entries: 3, totalUncompressed: 20_000, totalCompressed: 5_000 })).toBe(false);
    expect(isZipBomb({ entries: 3, totalUncompressed: 51 * 1024 * 1024, totalCompressed: 20 * 1024 * 1024 })).toBe(
      true,
    );
    expect(isZipBomb({ entries: 3, totalUncompressed: 10 * 1024 * 1024, totalCompressed: 10_000 })).toBe(true);
    expect(isZipBomb({ entries: 9_999, totalUncompressed: 1_000, totalCompressed: 1_000 })).toBe(true);
  });
});

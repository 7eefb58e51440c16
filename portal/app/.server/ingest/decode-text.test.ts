// Text files in the encodings agents' tools still write are read, not refused; binary is refused.
// The fixtures are made by fixtures/src/make-legacy-text.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText, detectKind, detectTextEncoding, kindForUpload } from './detect.server';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));

describe('decodeText: legacy encodings', () => {
  it('reads Windows-1252, with the characters only that code page has', () => {
    const r = decodeText(fixture('win1252.txt'));
    expect(r?.encoding).toBe('windows-1252');
    expect(r?.text).toContain('Fiche descriptive – maison de ville');
    expect(r?.text).toContain('trois chambres à l’étage');
    expect(r?.text).toContain('410 € par mois');
    expect(r?.text).toContain('“Visite libre”');
  });

  it('reads Latin-1', () => {
    const r = decodeText(fixture('latin1.txt'));
    expect(r?.encoding).toBe('windows-1252');
    expect(r?.text).toContain('Café on the corner, piñata shop');
    expect(r?.text).toContain('Größe: 120 m². Übergabe');
  });

  it('reads GB18030 (simplified Chinese)', () => {
    const r = decodeText(fixture('gb18030.txt'));
    expect(r?.encoding).toBe('gb18030');
    expect(r?.text).toContain('这是一套位于市中心的三室两厅公寓');
  });

  it('reads Big5 (traditional Chinese)', () => {
    const r = decodeText(fixture('big5.txt'));
    expect(r?.encoding).toBe('big5');
    expect(r?.text).toContain('這是一間位於市中心的三房兩廳公寓');
  });

  it('reads Shift_JIS (Japanese)', () => {
    const r = decodeText(fixture('shift_jis.txt'));
    expect(r?.encoding).toBe('shift_jis');
    expect(r?.text).toContain('駅から徒歩五分の三LDKマンションです');
  });

  it('reads EUC-KR (Korean)', () => {
    const r = decodeText(fixture('euc-kr.txt'));
    expect(r?.encoding).toBe('euc-kr');
    expect(r?.text).toContain('도심에 위치한 방 세 개');
  });

  it('still reads UTF-8 and UTF-16 without a byte-order mark as before', () => {
    expect(decodeText(fixture('cjk-utf8.txt'))?.encoding).toBe('utf-8');
    expect(decodeText(fixture('utf16be-nobom-cjk.txt'))?.encoding).toBe('utf-16be');
    expect(decodeText(fixture('utf16le-nobom.txt'))?.encoding).toBe('utf-16le');
  });

  it('refuses binary: noise, NUL bytes, an image', () => {
    expect(decodeText(fixture('binary-noise.txt'))).toBeNull();
    expect(detectKind(fixture('binary-noise.txt'))).toBeNull();
    expect(decodeText(Buffer.from('hello\u0000world'))).toBeNull();
    expect(kindForUpload('txt', fixture('renamed-binary.pdf'))).toBeNull();
  });

  it('accepts every legacy fixture as a .txt upload', () => {
    for (const name of ['win1252.txt', 'latin1.txt', 'gb18030.txt', 'big5.txt', 'shift_jis.txt', 'euc-kr.txt']) {
      expect(kindForUpload('txt', fixture(name)), name).toBe('txt');
    }
  });
});

describe('decodeText: large files', () => {
  /** The fixture repeated past the 256 KB the encoding is told from, shifted by `skew` bytes. */
  const repeated = (name: string, skew = 0) => {
    const one = fixture(name);
    return Buffer.concat([Buffer.from(' '.repeat(skew)), ...Array(Math.ceil(300_000 / one.length)).fill(one)]);
  };

  it('tells the encoding from the start and decodes the whole file, whatever character the cut falls in', () => {
    for (const [name, encoding, words] of [
      ['cjk-utf8.txt', 'utf-8', '温哥华公寓资料'],
      ['gb18030.txt', 'gb18030', '这是一套位于市中心的三室两厅公寓'],
      ['shift_jis.txt', 'shift_jis', '駅から徒歩五分'],
      ['win1252.txt', 'windows-1252', '410 € par mois'],
      ['utf16le-nobom.txt', 'utf-16le', 'School catchment: Westbrook Secondary.'],
    ] as const) {
      for (const skew of [0, 1, 2]) {
        const bytes = repeated(name, name.startsWith('utf16') ? skew * 2 : skew);
        expect(bytes.length).toBeGreaterThan(256 * 1024);
        expect(detectTextEncoding(bytes), `${name} +${skew}`).toBe(encoding);
        const r = decodeText(bytes);
        expect(r?.encoding, `${name} +${skew}`).toBe(encoding);
        expect(r!.text.endsWith(decodeText(fixture(name))!.text), name).toBe(true);
        expect(r!.text).toContain(words);
      }
    }
  });

  it('accepts at upload a file that starts as text, and refuses to read it whole when the rest is binary', () => {
    const noise = Buffer.concat(Array(80).fill(fixture('binary-noise.txt')));
    const bytes = Buffer.concat([repeated('win1252.txt'), noise]);
    expect(detectKind(bytes)).toBe('txt');
    expect(decodeText(bytes)).toBeNull();
  });
});

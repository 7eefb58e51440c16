// OCR of pdf pages without a text layer. The fixtures scanned-text.pdf (two pages, English and
// French) and scanned-cjk.pdf (Chinese and Korean) are made in the repo by
// fixtures/src/make-scanned-text-pdf.mjs: pages that are only 1-bit images of text.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, ocrLanguagesFrom } from '../config.server';
import { extractText } from './extract.server';
import { installedLanguages, OCR_LANGUAGES, renderScale, type OcrLanguage } from './ocr.server';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));

describe('OCR of scanned pdf pages', () => {
  it('reads the words of a scan, in English and French, and says which pages it read', async () => {
    const progress: Array<[number, number, boolean | undefined]> = [];
    const r = await extractText(fixture('scanned-text.pdf'), 'pdf', {
      timeoutMs: 120_000,
      onPage: (page, pages, ocr) => progress.push([page, pages, ocr]),
    });
    if (!r.ok) throw new Error(r.reason);
    expect(r.pageCount).toBe(2);
    expect(r.ocrPages).toBe(2);
    expect(r.pages.map((p) => [p.page, p.ocr])).toEqual([
      [1, true],
      [2, true],
    ]);
    const [first, second] = r.pages.map((p) => p.text.replace(/\s+/g, ' '));
    expect(first).toContain('Strata Council Minutes');
    expect(first).toContain('Residents may keep two beehives on the roof garden');
    expect(first).toContain('La pergola du jardin sera repeinte en été');
    expect(second).toContain('The boiler was serviced by a licensed gasfitter in October');
    // Drawn on the first page's canvas, cleared first.
    expect(second).not.toContain('beehives');
    // "Reading page n of m with OCR" is told before each scanned page is read.
    expect(progress).toContainEqual([1, 2, true]);
    expect(progress).toContainEqual([2, 2, true]);
  }, 120_000);

  it('reads at most the page limit with OCR, and nothing when OCR is off', async () => {
    const limited = await extractText(fixture('scanned-text.pdf'), 'pdf', {
      timeoutMs: 120_000,
      ocr: { maxPages: 1, languages: ['eng'] },
    });
    if (!limited.ok) throw new Error(limited.reason);
    expect(limited.ocrPages).toBe(1);
    expect(limited.ocrPagesUnread).toBe(1);
    expect(limited.pageCount).toBe(2);
    expect(limited.pages.map((p) => p.page)).toEqual([1]);
    expect(limited.pages[0]!.text).toContain('beehives');

    const off = await extractText(fixture('scanned-text.pdf'), 'pdf', { ocr: false });
    expect(off).toEqual({ ok: false, reason: 'no text could be read (scanned image?)' });
  }, 120_000);

  it('reads Chinese or Korean with that language added to the default ones', async () => {
    const read = async (languages: OcrLanguage[]) => {
      const r = await extractText(fixture('scanned-cjk.pdf'), 'pdf', {
        timeoutMs: 120_000,
        ocr: { maxPages: 1, languages },
      });
      if (!r.ok) throw new Error(r.reason);
      return r.pages[0]!.text.replace(/\s+/g, '');
    };
    expect(await read(['eng', 'fra', 'chi_sim'])).toContain('屋顶花园可以放两个蜂箱');
    expect(await read(['eng', 'fra', 'kor'])).toContain('지하창고는이번봄에새로칠했습니다');
  }, 180_000);

  it('gives up on a document whose OCR cannot start, once, with a reason instead of a crash', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const r = await extractText(fixture('scanned-text.pdf'), 'pdf', { ocr: { maxPages: 5, languages: [] } });
      expect(r).toEqual({
        ok: false,
        reason: 'no text could be read, even with OCR: send a clearer scan or a PDF with text',
      });
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![1])).toContain('no language data installed');
    } finally {
      logged.mockRestore();
    }
  });

  it('leaves pages with a text layer to pdf.js', async () => {
    const r = await extractText(fixture('feature-sheet.pdf'), 'pdf');
    if (!r.ok) throw new Error(r.reason);
    expect(r.ocrPages).toBeUndefined();
    expect(r.pages.every((p) => !p.ocr)).toBe(true);
  });

  it('says so when even OCR finds no words on a scan', async () => {
    const r = await extractText(fixture('scanned.pdf'), 'pdf', { timeoutMs: 60_000 });
    expect(r).toEqual({
      ok: false,
      reason: 'no text could be read, even with OCR: send a clearer scan or a PDF with text',
    });
  }, 60_000);
});

describe('OCR settings', () => {
  it('has the language data of every language it offers installed from npm', () => {
    expect(installedLanguages(OCR_LANGUAGES)).toEqual([...OCR_LANGUAGES]);
  });

  it('takes OHA_OCR_LANGUAGES as codes joined by "+" and refuses unknown ones', () => {
    expect(ocrLanguagesFrom('eng+fra')).toEqual(['eng', 'fra']);
    expect(ocrLanguagesFrom(' chi_sim + ENG ')).toEqual(['eng', 'chi_sim']);
    expect(() => ocrLanguagesFrom('eng+klingon')).toThrow(ConfigError);
    expect(() => ocrLanguagesFrom('eng+jpn+kor')).toThrow(/more than one of chi_sim, chi_tra, jpn, kor/);
    expect(() => ocrLanguagesFrom('')).toThrow(/OHA_OCR_LANGUAGES/);
  });

  it('draws a letter page at 300 dpi and a poster-sized page at fewer pixels', () => {
    expect(renderScale(612, 792)).toBeCloseTo(300 / 72);
    const poster = renderScale(2592, 3456); // 36 × 48 in
    expect(2592 * poster * 3456 * poster).toBeLessThanOrEqual(12_000_001);
  });
});

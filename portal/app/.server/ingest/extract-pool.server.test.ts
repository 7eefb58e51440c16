import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_FAILURE_REASONS } from '~/messages/errors';
import { ExtractPool, extractWorkerScript } from './extract-pool.server';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));
let pool: ExtractPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
}, 60_000);

// Each test boots worker threads that load the TypeScript loader and pdf.js: seconds on a quiet
// machine, far more when the two cores are shared, so the limits only catch a hang.
describe('extraction pool (worker threads)', { timeout: 120_000 }, () => {
  it('reads documents in worker threads, several at once', async () => {
    // Three workers' start-up at once can pass the default 30 s on a loaded machine.
    pool = new ExtractPool({ ...extractWorkerScript(), size: 2, timeoutMs: 90_000 });
    const [pdf, docx, txt] = await Promise.all([
      pool.extract(fixture('feature-sheet.pdf'), 'pdf'),
      pool.extract(fixture('notes.docx'), 'docx'),
      pool.extract(fixture('utf8-bom.txt'), 'txt'),
    ]);
    expect(pdf).toMatchObject({ ok: true, pageCount: expect.any(Number) });
    expect(docx.ok && txt.ok).toBe(true);
    expect(await pool.extract(fixture('encrypted.pdf'), 'pdf')).toEqual({
      ok: false,
      reason: FILE_FAILURE_REASONS.encrypted,
    });
  });

  it('reads a scan with OCR inside a worker, reporting the pages read with OCR', async () => {
    pool = new ExtractPool({ ...extractWorkerScript(), size: 1, timeoutMs: 90_000 });
    const progress: Array<[number, number, boolean | undefined]> = [];
    const r = await pool.read(
      fixture('scanned-text.pdf'),
      'pdf',
      { fileName: 'minutes.pdf', isExtraInfo: false },
      { onPage: (page, pages, ocr) => progress.push([page, pages, ocr]), ocr: { maxPages: 5, languages: ['eng'] } },
    );
    expect(r).toMatchObject({ ok: true, pageCount: 2, ocrPages: 2 });
    if (r.ok) expect(r.chunks.map((c) => c.text).join(' ')).toContain('gasfitter');
    expect(progress).toContainEqual([1, 2, true]);
  });

  it('kills a worker at the time limit and keeps serving with a new one', async () => {
    pool = new ExtractPool({ ...extractWorkerScript(), size: 1, timeoutMs: 1 });
    expect(await pool.extract(fixture('feature-sheet.pdf'), 'pdf')).toEqual({
      ok: false,
      reason: FILE_FAILURE_REASONS.timeout,
    });
    await pool.close();
    pool = new ExtractPool({ ...extractWorkerScript(), size: 1 });
    expect((await pool.extract(fixture('feature-sheet.pdf'), 'pdf')).ok).toBe(true);
  });
});

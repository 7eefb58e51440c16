import { describe, expect, it } from 'vitest';
import { extractText } from '../../portal/app/.server/ingest/extract.server';
import { manyPagePdf } from './many-page-pdf';

describe('the bench pdf', () => {
  it('has the pages asked for, each with its lines of text, the same on every run', async () => {
    const bytes = manyPagePdf(3, { linesPerPage: 5 });
    expect(manyPagePdf(3, { linesPerPage: 5 }).equals(bytes)).toBe(true);
    const r = await extractText(bytes, 'pdf');
    expect(r.ok && r.pageCount).toBe(3);
    if (!r.ok) return;
    expect(r.pages[2]!.text).toContain('Section 3: notes on item 21');
    expect(r.pages[0]!.text.split('\n').filter((l) => l.trim())).toHaveLength(5);
  });
});

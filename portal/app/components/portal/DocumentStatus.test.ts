import { describe, expect, it } from 'vitest';
import { statusText, type FileState } from './DocumentStatus';

const file = (over: Partial<FileState>): FileState => ({
  fileId: 'f',
  fileName: 'minutes.pdf',
  status: 'ready',
  progress: null,
  failureReason: null,
  pageCount: null,
  readWithOcr: false,
  ...over,
});

describe('statusText', () => {
  it('tells the page being read, and when it is read with OCR', () => {
    expect(statusText(file({ status: 'processing', progress: { step: 'reading', page: 3, pages: 40 } }))).toBe(
      'Reading page 3 of 40',
    );
    expect(
      statusText(file({ status: 'processing', progress: { step: 'reading', page: 3, pages: 40, ocr: true } })),
    ).toBe('Reading page 3 of 40 with OCR');
  });

  it('says a ready scan was read with OCR', () => {
    expect(statusText(file({ pageCount: 2, readWithOcr: true }))).toBe('Ready · 2 pages · read with OCR');
    expect(statusText(file({ pageCount: 2 }))).toBe('Ready · 2 pages');
  });

  it('says when only the first scanned pages were read (the OCR page limit)', () => {
    expect(statusText(file({ pageCount: 80, readWithOcr: true, ocrPages: 50, ocrPagesUnread: 30 }))).toBe(
      'Ready · 80 pages · read with OCR: only the first 50 scanned pages were read',
    );
    expect(statusText(file({ pageCount: 80, readWithOcr: true, ocrPages: 50, ocrPagesUnread: 0 }))).toBe(
      'Ready · 80 pages · read with OCR',
    );
  });
});

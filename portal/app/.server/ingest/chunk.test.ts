import { describe, expect, it } from 'vitest';
import { chunkPages, normalizeWhitespace } from './chunk.server';

const sentence = (i: number) =>
  `Sentence number ${i} talks about the kitchen, the view and the strata fee of the unit.`;

describe('chunkPages', () => {
  it('keeps a short page as one chunk with its page number', () => {
    expect(chunkPages([{ page: 3, text: '  Two  bedrooms.\n\n\n\nOne bath. ' }])).toEqual([
      { ord: 0, page: 3, text: 'Two bedrooms. One bath.' },
    ]);
  });

  it('cuts long text into 800-1200 character chunks on sentence boundaries with overlap', () => {
    const text = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkPages([{ page: 1, text }]);
    expect(chunks.length).toBeGreaterThan(3);
    chunks.slice(0, -1).forEach((c) => {
      expect(c.text.length).toBeGreaterThanOrEqual(800);
      expect(c.text.length).toBeLessThanOrEqual(1200);
      expect(c.text.endsWith('unit.')).toBe(true);
      expect(c.text.startsWith('Sentence number')).toBe(true);
    });
    // Overlap: each chunk starts with the last sentence of the previous one.
    for (let i = 1; i < chunks.length; i++) {
      const prev = chunks[i - 1]!.text;
      const lastSentence = prev.slice(prev.lastIndexOf('Sentence number'));
      expect(chunks[i]!.text.startsWith(lastSentence)).toBe(true);
    }
    // Every sentence is somewhere.
    const all = chunks.map((c) => c.text).join(' ');
    for (let i = 0; i < 60; i++) expect(all).toContain(sentence(i));
    expect(chunks.map((c) => c.ord)).toEqual(chunks.map((_, i) => i));
  });

  it('never lets a chunk span two pages', () => {
    const chunks = chunkPages([
      { page: 1, text: 'Page one text.' },
      { page: 2, text: '' },
      { page: 3, text: 'Page three text.' },
    ]);
    expect(chunks).toEqual([
      { ord: 0, page: 1, text: 'Page one text.' },
      { ord: 1, page: 3, text: 'Page three text.' },
    ]);
  });

  it('cuts CJK text without spaces and keeps each chunk within the maximum', () => {
    const text = '这套公寓位于温哥华市中心。'.repeat(300);
    const chunks = chunkPages([{ page: null, text }]);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(1200);
    const noPunct = chunkPages([{ page: null, text: '房'.repeat(3000) }]);
    for (const c of noPunct) expect(c.text.length).toBeLessThanOrEqual(1200);
    expect(noPunct.map((c) => c.text).join('').length).toBeGreaterThanOrEqual(3000);
  });

  it('normalizes whitespace but keeps line structure', () => {
    expect(normalizeWhitespace('a\t\tb\r\n\r\n\r\n\r\nc\u3000d')).toBe('a b\n\nc d');
  });
});

import { describe, expect, it } from 'vitest';
import { citedNumbers, outputFilter, visibleText } from './output';

/** Streams the pieces through the filter and returns what the visitor saw. */
function streamed(pieces: string[]): { text: string; emitted: string[] } {
  const emitted: string[] = [];
  const f = outputFilter((t) => emitted.push(t));
  for (const p of pieces) f.push(p);
  f.flush();
  return { text: emitted.join(''), emitted };
}

describe('source numbers in a reply', () => {
  it('are read in order of first use, lists and repeats included', () => {
    expect(citedNumbers('Lot 50 ft [2]. Roof 2019 [1, 3]; again [2][4].')).toEqual([2, 1, 3, 4]);
    expect(citedNumbers('No sources here, only [a link](https://example.com).')).toEqual([]);
  });

  it('never reach the visitor, whole or split over deltas', () => {
    const raw = 'The lot is 50 x 120 ft [1], and the roof dates from 2019 [2; 3].';
    const want = 'The lot is 50 x 120 ft, and the roof dates from 2019.';
    expect(visibleText(raw)).toBe(want);
    expect(streamed([raw]).text).toBe(want);
    expect(streamed(raw.split('')).text).toBe(want);
    expect(
      streamed(['The lot is 50 x 120 ft ', '[', '1', ']', ', and the roof dates from 2019 [2;', ' 3].']).text,
    ).toBe(want);
  });

  it('leave ordinary brackets alone', () => {
    const raw = 'Units [A] and [B] share a wall; see [the plan](https://example.com/plan) or [12';
    expect(visibleText(raw)).toBe(raw);
    expect(streamed(raw.split(' ').map((w, i) => (i ? ` ${w}` : w))).text).toBe(raw);
  });
});

describe('thinking models', () => {
  it('keep their reasoning to themselves, streamed or not', () => {
    const raw =
      '<think>\nThe visitor asks about the lot. Source [1] says 50 x 120.\n</think>\n\nThe lot is 50 x 120 ft [1].';
    expect(visibleText(raw)).toBe('The lot is 50 x 120 ft.');
    expect(citedNumbers(raw)).toEqual([1]);
    const { text, emitted } = streamed([
      '<th',
      'ink>\nThe visitor',
      ' asks…</thi',
      'nk>\n\nThe lot',
      ' is 50 x 120 ft [1].',
    ]);
    expect(text).toBe('The lot is 50 x 120 ft.');
    expect(emitted.join('')).not.toContain('visitor');
  });

  it('show nothing when the model stopped while still thinking', () => {
    expect(visibleText('<think>Let me see')).toBe('');
    expect(streamed(['<think>Let me', ' see']).text).toBe('');
  });
});

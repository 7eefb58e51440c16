import { describe, expect, it } from 'vitest';
import { citationFilter } from './citations';

function run(deltas: string[]): string[] {
  const out: string[] = [];
  const f = citationFilter((t) => out.push(t));
  for (const d of deltas) f.push(d);
  f.flush();
  return out;
}

describe('citationFilter', () => {
  it('drops a marker that arrives split over several deltas', () => {
    expect(run(['The lot is 50 ft', '【4:0†bro', 'chure.pdf】', '. Schools nearby.']).join('')).toBe(
      'The lot is 50 ft. Schools nearby.',
    );
  });

  it('passes plain text through as it comes', () => {
    expect(run(['Hello ', 'there'])).toEqual(['Hello ', 'there']);
  });

  it('releases an opening bracket that never closes', () => {
    expect(run(['Price 【see notes']).join('')).toBe('Price 【see notes');
    expect(run(['a【', 'x'.repeat(250), ' b']).join('')).toBe(`a【${'x'.repeat(250)} b`);
  });
});

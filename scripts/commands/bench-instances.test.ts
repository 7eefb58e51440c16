import { describe, expect, it } from 'vitest';
import { compareWrites } from './bench-instances';

describe('bench --instances: confirmed writes against stored ones', () => {
  it('passes when every confirmed write is stored once', () => {
    expect(compareWrites(['a', 'b'], ['b', 'a'])).toEqual({ lost: 0, duplicated: 0, unconfirmed: 0 });
  });
  it('counts a confirmed write that is not stored as lost', () => {
    expect(compareWrites(['a', 'b'], ['a']).lost).toBe(1);
  });
  it('counts a write stored twice as duplicated, confirmed or not', () => {
    expect(compareWrites(['a'], ['a', 'a', 'c', 'c']).duplicated).toBe(2);
  });
  it('counts stored writes whose client saw an error apart (not a failure)', () => {
    expect(compareWrites(['a'], ['a', 'c'])).toEqual({ lost: 0, duplicated: 0, unconfirmed: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { stripCitations } from './markdown';
import { initialMessages, isInputLocked } from './useChat';
import type { AssistantInfo } from './types';

const info = (n: number): AssistantInfo => ({
  pathname: 'p',
  ohaName: "A's Assistant",
  displayName: 'A',
  agentName: 'A B',
  publicEmail: '',
  publicPhone: '',
  companyName: '',
  realtorWebsite: '',
  listings: Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    listingName: `L${i + 1}`,
    listingStatus: 'Active Listing',
  })),
});

describe('chat state rules', () => {
  it('locks the input with exactly two messages and two or more listings, or while busy', () => {
    expect(isInputLocked(2, 3, false)).toBe(true);
    expect(isInputLocked(2, 2, false)).toBe(true);
    expect(isInputLocked(3, 3, false)).toBe(false);
    expect(isInputLocked(2, 1, false)).toBe(false);
    expect(isInputLocked(1, 1, false)).toBe(false);
    expect(isInputLocked(5, 1, true)).toBe(true);
  });

  it('starts with the welcome, plus the listing choice for two or more listings', () => {
    expect(initialMessages(info(0)).map((m) => m.kind)).toEqual(['welcome']);
    expect(initialMessages(info(1)).map((m) => m.kind)).toEqual(['welcome']);
    expect(initialMessages(info(3)).map((m) => m.kind)).toEqual(['welcome', 'listings']);
    expect(isInputLocked(initialMessages(info(3)).length, 3, false)).toBe(true);
  });

  it('strips citations', () => {
    expect(stripCitations('Price $1M【4:0†a.pdf】.')).toBe('Price $1M.');
  });
});

import { describe, expect, it } from 'vitest';
import { buildFileFilter, filterChangedNote } from './filters';
import { lastInputItems, toInputItem } from './history';
import { isSessionId, minuteStamp, newSessionId } from './session-id';

describe('session id', () => {
  it('is sess_ + minute timestamp + 15 characters', () => {
    const id = newSessionId(new Date(Date.UTC(2026, 10, 21, 9, 5, 59)));
    expect(id).toMatch(/^sess_202611210905[a-z0-9]{15}$/);
    expect(id).toHaveLength(5 + 12 + 15);
    expect(isSessionId(id)).toBe(true);
    expect(newSessionId()).not.toBe(newSessionId());
    expect(isSessionId('sess_x')).toBe(false);
    expect(minuteStamp(new Date(Date.UTC(2025, 0, 2, 3, 4)))).toBe('202501020304');
  });
});

describe('file filter', () => {
  it('builds an "or" group of fileId equalities without duplicates', () => {
    expect(buildFileFilter(['a', 'b', 'a'])).toEqual({
      type: 'or',
      filters: [
        { type: 'eq', key: 'fileId', value: 'a' },
        { type: 'eq', key: 'fileId', value: 'b' },
      ],
    });
  });
  it('tells the model which listings apply after a change', () => {
    expect(filterChangedNote(['1 Main St'])).toContain('update the filters');
  });
});

describe('last-9 window', () => {
  it('keeps only the 9 newest items and skips buttons', () => {
    const msgs = Array.from({ length: 14 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      type: 'text',
      content: `m${i}`,
    }));
    msgs.splice(3, 0, { role: 'assistant', type: 'button', content: '[]' });
    const items = lastInputItems(msgs);
    expect(items).toHaveLength(9);
    expect(items[0].content[0]).toEqual({ type: 'output_text', text: 'm5' });
    expect(items[1].content[0]).toEqual({ type: 'input_text', text: 'm6' });
    expect(items.at(-1)!.content[0]).toEqual({ type: 'output_text', text: 'm13' });
    expect(toInputItem({ role: 'developer', type: 'text', content: 'n' })?.role).toBe('developer');
  });
});

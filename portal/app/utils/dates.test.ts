import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEmailDate, formatTime } from './dates';

const moment = '2026-11-25T14:05:09.000Z';

describe('dates', () => {
  it('shows portal times in UTC on a 24-hour clock, and says so', () => {
    expect(formatDateTime(moment)).toBe('Nov 25, 2026, 14:05 UTC');
    expect(formatDateTime(new Date(moment), { seconds: true })).toBe('Nov 25, 2026, 14:05:09 UTC');
    expect(formatTime(moment)).toBe('14:05:09 UTC');
  });

  it('writes the long email date with weekday and am/pm', () => {
    expect(formatEmailDate(new Date(moment))).toMatch(/^Wednesday, November 25, 2026 at \d{1,2}:\d{2}\s[AP]M \S+$/);
  });
});

import { describe, expect, it } from 'vitest';
import { HOSTILE_REDIRECTS } from '../../../e2e/security/payloads';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(HOSTILE_REDIRECTS)('refuses %j', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });

  it.each([null, undefined, 42, {}])('refuses a non-string %j', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });

  it.each([
    ['/leads', '/leads'],
    ['/assistantlist/12?tab=listings', '/assistantlist/12?tab=listings'],
    ['/usage_overview?from=2026-01-01&to=2026-02-01#x', '/usage_overview?from=2026-01-01&to=2026-02-01#x'],
    ['/listinglist/3/../4', '/listinglist/4'],
    ['/conversations?q=a%20b', '/conversations?q=a%20b'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it('returns a value a Location header accepts', () => {
    for (const value of [...HOSTILE_REDIRECTS, '/leads?x=1']) {
      expect(() => new Headers({ Location: safeRedirect(value) })).not.toThrow();
    }
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/home')).toBe('/home');
  });
});

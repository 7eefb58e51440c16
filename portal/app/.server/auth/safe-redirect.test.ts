import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

// The probe's list plus the classic open-redirect spellings. Each must fall back to /dashboard.
export const HOSTILE_REDIRECTS = [
  '/\t/evil.example',
  '/\t\\evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\r/evil.example',
  '/\u3000/x',
  '/\u00e9',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/ /evil.example',
  '/%09/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%0d%0aSet-Cookie:x=y',
  '/%E0%A4%A',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  ' /dashboard',
  '',
  '/login',
  '/logout',
  '/login?redirectTo=/x',
  '/' + 'a'.repeat(3000),
];

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

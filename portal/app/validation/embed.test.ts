import { describe, expect, it } from 'vitest';
import { frameAncestors, MAX_ALLOWED_ORIGINS, parseAllowedOrigins } from './embed';

describe('allowed websites', () => {
  it('normalises each line to an origin and drops blanks and duplicates', () => {
    const r = parseAllowedOrigins(
      'https://WWW.Example.com/\n\n  http://127.0.0.1:8080 \r\nhttps://www.example.com:443\nagent.example\nhttps://*.realty.example',
    );
    expect(r).toEqual({
      ok: true,
      origins: [
        'https://www.example.com',
        'http://127.0.0.1:8080',
        'https://agent.example',
        'https://*.realty.example',
      ],
    });
  });

  it('an empty list is valid (any site)', () => {
    expect(parseAllowedOrigins('  \n')).toEqual({ ok: true, origins: [] });
  });

  it.each([
    ['ftp://example.com', /must start with https:\/\/ or http:\/\//],
    ['javascript:alert(1)', /must start with https:\/\//],
    ['https://example.com/listings/1', /page path/],
    ['https://example.com/?q=1', /page path/],
    ['not a site', /not a website address/],
    ['https://user:pw@example.com', /not a website address/],
    ['https://exa*mple.com', /not a website address/],
    ['example', /not a website address/],
  ])('rejects %s with a clear message naming the line', (line, message) => {
    const r = parseAllowedOrigins(`https://ok.example\n${line}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]).toMatch(/^Line 2: /);
      expect(r.errors[0]).toMatch(message);
    }
  });

  it('limits the list length', () => {
    const many = Array.from({ length: MAX_ALLOWED_ORIGINS + 1 }, (_, i) => `https://s${i}.example`).join('\n');
    expect(parseAllowedOrigins(many).ok).toBe(false);
  });
});

describe('frame-ancestors', () => {
  it('is * for an empty list and self plus the origins otherwise', () => {
    expect(frameAncestors([])).toBe('*');
    expect(frameAncestors(['https://a.example', 'http://127.0.0.1:8080'])).toBe(
      "'self' https://a.example http://127.0.0.1:8080",
    );
  });
  it('never lets a stored value inject another directive', () => {
    expect(frameAncestors(['https://a.example; script-src *'])).toBe("'self'");
    expect(frameAncestors(['https://a.example', "'unsafe-inline'"])).toBe("'self' https://a.example");
  });
});

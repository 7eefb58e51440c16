import { describe, expect, it } from 'vitest';
import { HOSTILE_WEBSITES } from '../../e2e/security/payloads';
import { normalizeWebsite, websiteUrl } from './website';

describe('websiteUrl', () => {
  it.each(HOSTILE_WEBSITES)('refuses %j', (value) => expect(websiteUrl(value)).toBeNull());

  it.each([
    ['janedoe.com', 'https://janedoe.com/'],
    ['  http://x.ca ', 'http://x.ca/'],
    ['HTTPS://Jane.Example.com/about?x=1#top', 'https://jane.example.com/about?x=1#top'],
    ['https://www.jane-doe.example/listings;page=2,3', 'https://www.jane-doe.example/listings;page=2,3'],
    ['bücher.example', 'https://xn--bcher-kva.example/'],
  ])('keeps %j as %j', (value, expected) => expect(websiteUrl(value)).toBe(expected));

  it('treats empty as no website', () => {
    expect(websiteUrl('  ')).toBeNull();
    expect(normalizeWebsite('  ')).toBeUndefined();
  });
});

import vCard from 'vcf';
import { describe, expect, it } from 'vitest';
import { HOSTILE_WEBSITES } from '../../../e2e/security/payloads';
import { buildVCard, escapeText, vcardUrl } from './vcard';

function value(card: vCard, key: string): string {
  const p = card.get(key);
  return String((Array.isArray(p) ? p[0] : p).valueOf());
}

describe('buildVCard', () => {
  it('produces a vCard 4.0 that vcf parses back', () => {
    const text = buildVCard({
      firstName: 'Alex',
      lastName: 'Morgan',
      phone: '+1 (604) 555-0100',
      email: 'alex@example.com',
      company: 'Morgan Realty, Inc.; West',
      website: 'morgan.example.com',
      note: 'Open House Assistant for 12 Main St',
    });
    const card = new vCard().parse(text);
    expect(card.version).toBe('4.0');
    expect(value(card, 'fn')).toBe('Alex Morgan');
    expect(value(card, 'n')).toBe('Morgan;Alex;;;');
    expect(value(card, 'tel')).toBe('tel:+16045550100');
    expect(value(card, 'email')).toBe('alex@example.com');
    expect(value(card, 'org')).toContain('Morgan Realty');
    expect(value(card, 'url')).toBe('https://morgan.example.com');
    expect(value(card, 'note')).toContain('12 Main St');
  });

  it('leaves out empty fields', () => {
    const text = buildVCard({ firstName: 'A', lastName: 'B', phone: '', company: null });
    expect(text).not.toContain('TEL');
    expect(text).not.toContain('ORG');
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
  });

  it('prepends https:// only when the scheme is missing', () => {
    expect(vcardUrl('example.com')).toBe('https://example.com');
    expect(vcardUrl('http://example.com')).toBe('http://example.com');
    expect(vcardUrl('')).toBeNull();
  });

  it('escapes backslash, comma, semicolon and every kind of line break (RFC 6350 §3.4)', () => {
    expect(escapeText('a\\b,c;d\r\ne\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
    expect(escapeText('x\u0000y\u001bz')).toBe('xyz');
  });

  // The probe's card: every field the agent controls tries to add a property of its own.
  const hostile = {
    firstName: 'Mallory\r\nTEL:+19005550100',
    lastName: 'Doe;X-INJECTED=1',
    phone: '+1 604 555 0100\r\nURL:javascript:alert(2)',
    email: 'mallory@example.com\nNOTE:injected',
    company: 'Evil Corp\rTEL;TYPE=work:+19005550123',
    website: 'https://mallory.example\r\nTEL;TYPE=work:+19005550123\r\nURL:javascript:alert(1)',
    note: 'Listing\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Other',
  };

  it('keeps exactly the properties the agent gave, whatever the values hold', () => {
    const text = buildVCard(hostile);
    const lines = text.split('\r\n').filter((l) => l && !l.startsWith(' '));
    expect(lines.map((l) => /^[A-Z-]+/.exec(l)?.[0])).toEqual([
      'BEGIN',
      'VERSION',
      'N',
      'FN',
      'TEL',
      'EMAIL',
      'ORG',
      'NOTE',
      'END',
    ]);
    expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/); // no bare CR or LF anywhere
    const card = new vCard().parse(text);
    expect(Object.keys(card.data).sort()).toEqual(['email', 'fn', 'n', 'note', 'org', 'tel', 'version']);
    expect(value(card, 'tel')).toMatch(/^tel:\+\d+$/);
    expect(text).not.toContain('javascript');
    expect(text).not.toContain('URL');
  });

  it.each(HOSTILE_WEBSITES)('leaves out the website %j', (website) => {
    const text = buildVCard({ firstName: 'A', lastName: 'B', website });
    expect(text).not.toMatch(/^URL/m);
  });

  it('writes a plain website once, as an http(s) URL', () => {
    const card = new vCard().parse(buildVCard({ firstName: 'A', lastName: 'B', website: 'x.example/a;b,c' }));
    expect(value(card, 'url')).toBe('https://x.example/a%3Bb%2Cc');
  });
});

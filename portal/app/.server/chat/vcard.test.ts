import vCard from 'vcf';
import { describe, expect, it } from 'vitest';
import { buildVCard, normaliseWebsite } from './vcard';

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
    expect(normaliseWebsite('example.com')).toBe('https://example.com');
    expect(normaliseWebsite('http://example.com')).toBe('http://example.com');
    expect(normaliseWebsite('')).toBe('');
  });
});

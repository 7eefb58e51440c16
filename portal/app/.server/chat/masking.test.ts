import { describe, expect, it } from 'vitest';
import { maskSensitive } from './masking';

describe('maskSensitive', () => {
  it.each([
    ['card', 'my card is 4111 1111 1111 1111 ok', '4111 1111 1111 1111'],
    ['card without spaces', 'pay with 5500000000000004', '5500000000000004'],
    ['13-digit card', 'card 4222222222222', '4222222222222'],
    ['phone', 'call me at (604) 555-0199', '(604) 555-0199'],
    ['international phone', 'call +1 604-555-0199', '604-555-0199'],
    ['ip', 'from 192.168.10.20 today', '192.168.10.20'],
    ['ipv6', 'addr 2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2001:0db8:85a3:0000:0000:8a2e:0370:7334'],
    ['SIN', 'my SIN is 046 454 286', '046 454 286'],
    ['SSN-like', 'ssn 123-45-6789', '123-45-6789'],
    ['email', 'write to jane.doe+x@mail.example.org please', 'jane.doe+x@mail.example.org'],
    ['username', 'username: janedoe77', 'janedoe77'],
    ['login', 'Login=jdoe', 'jdoe'],
    ['password', 'password: Hunter2!', 'Hunter2!'],
    ['secret', 'my secret is swordfish', 'swordfish'],
    ['credential pair', 'use admin:S3cret99 to log in', 'S3cret99'],
    ['passport', 'passport GA123456 expires', 'GA123456'],
  ])('masks %s', (_kind, input, secret) => {
    const out = maskSensitive(input);
    expect(out).not.toContain(secret);
    expect(out).toContain('*');
    expect(out.length).toBe(input.length);
  });

  it('keeps ordinary property questions intact', () => {
    for (const q of [
      'How many bedrooms does 123 Main St have?',
      'Is the price $1,250,000 negotiable?',
      'Open house on 2025-06-01 at 10:30?',
      'Note: large yard',
    ]) {
      expect(maskSensitive(q)).toBe(q);
    }
  });

  it('keeps the key of keyed values', () => {
    expect(maskSensitive('password: abc123')).toBe('password: ******');
  });
});

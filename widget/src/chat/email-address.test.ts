import { describe, expect, it } from 'vitest';
import { HOSTILE_EMAILS } from '../../../portal/e2e/security/payloads';
import { isValidEmail } from './email-address';

describe('isValidEmail', () => {
  it.each(HOSTILE_EMAILS)('refuses %j', (value) => expect(isValidEmail(value)).toBe(false));

  it.each([
    'a@b.co',
    'dana.lee+oha@realty.example.com',
    "o'brien@example.ie",
    'x_y-z@sub-domain.example.org',
    'UPPER@EXAMPLE.COM',
    '1234567890@123.example',
    `${'a'.repeat(64)}@x.co`,
  ])('accepts %j', (value) => expect(isValidEmail(value)).toBe(true));

  // Forms trim what was typed first (as the browser does for type=email); the rule itself does not.
  it('refuses surrounding spaces', () => {
    expect(isValidEmail(' a@x.co')).toBe(false);
    expect(isValidEmail('a@x.co ')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.server';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Passw0rd!');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain('Passw0rd!');
    expect(await verifyPassword('Passw0rd!', stored)).toBe(true);
    expect(await verifyPassword('Passw0rd@', stored)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Passw0rd!'), hashPassword('Passw0rd!')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Passw0rd!', b)).toBe(true);
  });

  it('rejects a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

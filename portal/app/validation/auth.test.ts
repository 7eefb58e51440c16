import { describe, expect, it } from 'vitest';
import { contactSchema, isValidEmail, isValidName, isValidPassword, registerSchema, resetSchema } from './auth';

describe('password rule: 8-24 with lower, upper, digit and one of ! @ # $ %', () => {
  it.each(['Passw0rd!', 'Aa1!aaaa', 'Aa1@Aa1#Aa1$Aa1%Aa1!Aa1!', 'zZ9%zzzz'])('accepts %s', (p) => {
    expect(isValidPassword(p)).toBe(true);
  });
  it.each([
    ['too short', 'Aa1!aaa'],
    ['too long (25)', 'Aa1!aaaaaaaaaaaaaaaaaaaaa'],
    ['no lowercase', 'PASSW0RD!'],
    ['no uppercase', 'passw0rd!'],
    ['no digit', 'Password!'],
    ['no special', 'Passw0rdd'],
    ['special outside the set only', 'Passw0rd^'],
    ['empty', ''],
  ])('rejects %s', (_why, p) => {
    expect(isValidPassword(p)).toBe(false);
  });
});

describe('email pattern', () => {
  it.each(['a@b.co', 'dana.lee+oha@realty.example.com'])('accepts %s', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['', 'dana', 'dana@', '@x.com', 'dana@localhost', 'da na@x.com', 'dana@x.com ', 'dana@@x.com'])(
    'rejects "%s"',
    (e) => expect(isValidEmail(e)).toBe(false),
  );
});

describe('names: letters, digits and hyphens, no spaces', () => {
  it.each(['Dana', 'Jean-Luc', 'Zoë', '李', 'Agent007'])('accepts %s', (n) => expect(isValidName(n)).toBe(true));
  it.each(['', 'Dana Lee', "O'Neil", 'Dana_'])('rejects "%s"', (n) => expect(isValidName(n)).toBe(false));
});

describe('registerSchema', () => {
  const ok = {
    fName: 'Dana',
    lName: 'Lee',
    email: 'dana@example.com',
    password: 'Passw0rd!',
    confirmPassword: 'Passw0rd!',
  };
  it('accepts a complete, matching form', () => expect(registerSchema.safeParse(ok).success).toBe(true));
  it('rejects a confirmation that differs', () =>
    expect(registerSchema.safeParse({ ...ok, confirmPassword: 'Passw0rd@' }).success).toBe(false));
  it('rejects a missing first name', () => expect(registerSchema.safeParse({ ...ok, fName: '' }).success).toBe(false));
});

describe('resetSchema', () => {
  it('needs a valid, matching password', () => {
    expect(resetSchema.safeParse({ password: 'Passw0rd!', confirmPassword: 'Passw0rd!' }).success).toBe(true);
    expect(resetSchema.safeParse({ password: 'password', confirmPassword: 'password' }).success).toBe(false);
    expect(resetSchema.safeParse({ password: 'Passw0rd!', confirmPassword: 'Passw0rd' }).success).toBe(false);
  });
});

describe('contactSchema', () => {
  const ok = { inquiryType: 'Technical Support', name: 'Sam', email: 'sam@example.com', message: 'Hello' };
  it('accepts the required fields with phone optional', () => {
    const r = contactSchema.safeParse(ok);
    expect(r.success && r.data.phone).toBe('');
  });
  it('rejects an unknown inquiry type, a blank message or a bad email', () => {
    expect(contactSchema.safeParse({ ...ok, inquiryType: 'Spam' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...ok, message: '   ' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...ok, email: 'sam' }).success).toBe(false);
  });
});

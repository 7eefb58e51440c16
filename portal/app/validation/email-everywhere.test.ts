// One email rule everywhere: every schema that takes an address refuses the same hostile list,
// with the field's own message where the form shows one.
import { describe, expect, it } from 'vitest';
import { HOSTILE_EMAILS } from '../../e2e/security/payloads';
import { LeadInput } from '~/.server/chat/leads.server';
import { CONTACT } from '~/messages/auth';
import { validationMessages } from '~/messages/portal';
import { contactSchema, registerSchema } from './auth';
import { ContactSchema, firstError } from './listing';

const register = { fName: 'Dana', lName: 'Lee', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' };
const productContact = { inquiryType: 'Other', name: 'Sam', message: 'Hello' };
const agentContact = { fName: 'Jane', lName: 'Doe', phone: '416-555-0101' };
const lead = { pathname: 'a_1', name: 'Sam', remarks: 'Hi', source: 'modal' };

describe.each(HOSTILE_EMAILS)('the address %j', (email) => {
  it('is refused by sign-up', () => expect(registerSchema.safeParse({ ...register, email }).success).toBe(false));
  it('is refused by the product contact form with the field message', () => {
    const r = contactSchema.safeParse({ ...productContact, email });
    expect(r.success).toBe(false);
    expect(!r.success && r.error.issues.map((i) => i.message)).toContain(CONTACT.invalidEmail);
  });
  it("is refused by the agent's contact form with the field message", () => {
    expect(firstError(ContactSchema.safeParse({ ...agentContact, email }))).toBe(validationMessages.email);
  });
  it('is refused by the visitor lead form', () => expect(LeadInput.safeParse({ ...lead, email }).success).toBe(false));
});

describe('a plain address', () => {
  it('passes every form', () => {
    const email = "o'brien+oha@realty.example.com";
    expect(registerSchema.safeParse({ ...register, email }).success).toBe(true);
    expect(contactSchema.safeParse({ ...productContact, email }).success).toBe(true);
    expect(ContactSchema.safeParse({ ...agentContact, email }).success).toBe(true);
    expect(LeadInput.safeParse({ ...lead, email }).success).toBe(true);
  });
});

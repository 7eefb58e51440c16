// The open-house sign-in's rules, which the chat shows inline and the server checks again.
import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNIN, looksLikePhone, validateSignIn, type SignInFields } from './sign-in';

const base: SignInFields = { ...EMPTY_SIGNIN, name: 'Robin', hasAgent: 'no', timeline: 'browsing' };
const settings = { contactField: 'email' as const, hasDisclosure: false, hasOwnQuestion: false };

describe('validateSignIn', () => {
  it('needs a name, an answer about an agent, a timeline and the detail the agent asks for', () => {
    expect(validateSignIn(EMPTY_SIGNIN, settings)).toEqual({
      name: 'signinErrName',
      email: 'signinErrEmail',
      hasAgent: 'signinErrHasAgent',
      timeline: 'signinErrTimeline',
    });
    expect(validateSignIn({ ...base, email: 'robin@example.net' }, settings)).toEqual({});
  });

  it('lets both consent boxes stay unticked', () => {
    const f = { ...base, email: 'robin@example.net', emailConsent: false, callsConsent: false };
    expect(validateSignIn(f, settings)).toEqual({});
  });

  it('asks for a phone, an email, or either one, as the agent chose', () => {
    expect(validateSignIn({ ...base, email: 'robin@example.net' }, { ...settings, contactField: 'phone' })).toEqual({
      phone: 'signinErrPhone',
    });
    expect(validateSignIn(base, { ...settings, contactField: 'either' })).toEqual({ email: 'signinErrContact' });
    expect(validateSignIn({ ...base, phone: '604 555 0100' }, { ...settings, contactField: 'either' })).toEqual({});
  });

  it('needs the agent’s name when the visitor has one, and the disclosure ticked when there is one', () => {
    const f = { ...base, email: 'robin@example.net', hasAgent: 'yes' as const };
    expect(validateSignIn(f, { ...settings, hasDisclosure: true })).toEqual({
      agentName: 'signinErrAgentName',
      disclosureAck: 'signinErrDisclosure',
    });
  });

  it('refuses malformed addresses and numbers', () => {
    expect(validateSignIn({ ...base, email: 'robin@' }, settings)).toEqual({ email: 'signinErrEmail' });
    expect(looksLikePhone('+1 (604) 555-0100')).toBe(true);
    expect(looksLikePhone('call me')).toBe(false);
    expect(looksLikePhone('12345')).toBe(false);
  });
});

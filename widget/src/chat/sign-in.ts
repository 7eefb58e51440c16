// The open-house sign-in's fields and rules, shared by the chat (page and widget, which show the
// errors inline as the visitor types) and the server (which always checks again and, for phones,
// also checks the number against its country's plan). No runtime dependencies: it ships in the
// widget's light bundle.
import { isValidEmail } from './email-address';

export const TIMELINES = ['now', '1-3', '3-6', '6+', 'browsing'] as const;
export type Timeline = (typeof TIMELINES)[number];
export type ContactField = 'email' | 'phone' | 'either';

/** The version of the consent texts (catalog keys signinConsentEmail / signinConsentCalls); a change gets a new one. */
export const CONSENT_VERSION = '2026-11-28';

export const SIGNIN_LIMITS = { name: 120, email: 254, phone: 40, agentName: 120, agentBrokerage: 160, ownAnswer: 500 };

/** What the visitor typed and ticked, as the form keeps it (strings as typed). */
export interface SignInFields {
  name: string;
  email: string;
  phone: string;
  hasAgent: '' | 'yes' | 'no';
  agentName: string;
  agentBrokerage: string;
  timeline: '' | Timeline;
  preApproved: boolean;
  nearbyOrSelling: boolean;
  ownAnswer: string;
  /** The two consent boxes: both start unticked, and neither is needed to sign in. */
  emailConsent: boolean;
  callsConsent: boolean;
  disclosureAck: boolean;
}

export const EMPTY_SIGNIN: SignInFields = {
  name: '',
  email: '',
  phone: '',
  hasAgent: '',
  agentName: '',
  agentBrokerage: '',
  timeline: '',
  preApproved: false,
  nearbyOrSelling: false,
  ownAnswer: '',
  emailConsent: false,
  callsConsent: false,
  disclosureAck: false,
};

/** Catalog keys (chat domain) of the inline errors. */
export type SignInError =
  | 'signinErrName'
  | 'signinErrEmail'
  | 'signinErrPhone'
  | 'signinErrContact'
  | 'signinErrHasAgent'
  | 'signinErrAgentName'
  | 'signinErrTimeline'
  | 'signinErrDisclosure'
  | 'signinErrTooLong';

export type SignInErrors = Partial<Record<keyof SignInFields, SignInError>>;

/** 7 to 15 digits, with the usual separators and an optional leading +. */
export function looksLikePhone(v: string): boolean {
  const digits = v.replace(/\D/g, '');
  return /^\+?[\d\s().\-/]+$/.test(v) && digits.length >= 7 && digits.length <= 15;
}

/** The field errors of a sign-in under the open house's settings; {} when it may be sent. */
export function validateSignIn(
  f: SignInFields,
  settings: { contactField: ContactField; hasDisclosure: boolean; hasOwnQuestion: boolean },
): SignInErrors {
  const e: SignInErrors = {};
  const email = f.email.trim();
  const phone = f.phone.trim();
  if (!f.name.trim()) e.name = 'signinErrName';
  else if (f.name.trim().length > SIGNIN_LIMITS.name) e.name = 'signinErrTooLong';
  if (email && !isValidEmail(email)) e.email = 'signinErrEmail';
  if (phone && !looksLikePhone(phone)) e.phone = 'signinErrPhone';
  if (settings.contactField === 'email' && !email) e.email = 'signinErrEmail';
  if (settings.contactField === 'phone' && !phone) e.phone = 'signinErrPhone';
  if (settings.contactField === 'either' && !email && !phone) e.email = 'signinErrContact';
  if (f.hasAgent !== 'yes' && f.hasAgent !== 'no') e.hasAgent = 'signinErrHasAgent';
  if (f.hasAgent === 'yes' && !f.agentName.trim()) e.agentName = 'signinErrAgentName';
  if (f.agentName.trim().length > SIGNIN_LIMITS.agentName) e.agentName = 'signinErrTooLong';
  if (f.agentBrokerage.trim().length > SIGNIN_LIMITS.agentBrokerage) e.agentBrokerage = 'signinErrTooLong';
  if (!(TIMELINES as readonly string[]).includes(f.timeline)) e.timeline = 'signinErrTimeline';
  if (settings.hasOwnQuestion && f.ownAnswer.trim().length > SIGNIN_LIMITS.ownAnswer) e.ownAnswer = 'signinErrTooLong';
  if (settings.hasDisclosure && !f.disclosureAck) e.disclosureAck = 'signinErrDisclosure';
  return e;
}

/** The first field with an error, in the form's order (where focus goes). */
export const SIGNIN_ORDER: Array<keyof SignInFields> = [
  'name',
  'email',
  'phone',
  'hasAgent',
  'agentName',
  'agentBrokerage',
  'timeline',
  'ownAnswer',
  'disclosureAck',
];

/** The body of POST /api/open-house-sign-in. */
export interface SignInRequest {
  code: string;
  pathname: string;
  language: string;
  /** A random key per sign-in: a retried post is the same visit. */
  idempotencyKey: string;
  fields: SignInFields;
}

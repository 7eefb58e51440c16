// Follow Up Boss, through its documented Events API: every lead becomes a "Property Inquiry" on
// the listing (a "General Inquiry" when the visitor named no listing), so FUB de-duplicates the
// person, assigns the agent and runs their action plans.
//   POST https://api.followupboss.com/v1/events
//   Authorization: Basic base64("{API key}:")      (https://docs.followupboss.com/reference/authentication)
//   X-System / X-System-Key                        (https://docs.followupboss.com/reference/identification)
// Answers: 201 (new person), 200 (existing person), 204 (that lead flow is archived: accepted and
// ignored), 400 with {"errorMessage"}, 401/403, 429 with Retry-After, 5xx
// (https://docs.followupboss.com/reference/error-responses, .../rate-limiting).
import { leadSourceLabel } from '~/validation/lead-source';
import type { LeadCreatedData, OpenHouseVisitData } from './events';

export const FUB_BASE_URL = 'https://api.followupboss.com/v1';
export const FUB_SOURCE = 'Open House Assistant';

export interface FubOptions {
  apiKey: string;
  system: string;
  systemKey?: string;
  /** The contract tests point this at a local replay server. */
  baseUrl?: string;
  timeoutMs: number;
}

export interface FubAnswer {
  status: number;
  retryAfter: string | null;
  body: string;
}

export interface FubEventBody {
  source: string;
  system: string;
  type: 'Property Inquiry' | 'General Inquiry' | 'Visited Open House';
  message: string;
  description: string;
  occurredAt: string;
  sourceUrl?: string;
  person: {
    firstName: string;
    lastName?: string;
    emails: Array<{ value: string }>;
    phones?: Array<{ value: string }>;
    tags: string[];
  };
  property?: { street: string; city?: string; state?: string; code?: string; url: string };
}

/** "Pat Visitor" → Pat / Visitor; one word (or a name without spaces, as in Chinese) stays the first name. */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return { firstName: parts[0] ?? '' };
  return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') };
}

/**
 * A listing name is the address the agent typed ("12 Birch Lane, Springfield, IL 62704"): street,
 * city, then state and postal code, as FUB's property fields want them. Parts we cannot tell
 * apart stay in the street.
 */
export function splitAddress(listing: string): { street: string; city?: string; state?: string; code?: string } {
  const parts = listing
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return { street: listing.trim() };
  const out: { street: string; city?: string; state?: string; code?: string } = { street: parts[0]! };
  let rest = parts.slice(1);
  // "Unit 5", "Suite 200", "#12" belong to the street line.
  while (rest.length > 1 && /^(unit|suite|ste|apt|apartment|#)\b|^#/i.test(rest[0]!)) {
    out.street += `, ${rest[0]}`;
    rest = rest.slice(1);
  }
  // A trailing country is not a state.
  if (rest.length > 1 && /^(usa|us|united states|canada|ca)$/i.test(rest.at(-1)!)) rest = rest.slice(0, -1);
  const last = rest.at(-1)!;
  const stateCode = /^([A-Za-z]{2})\s+([A-Za-z0-9][A-Za-z0-9 -]{2,9})$/.exec(last);
  if (stateCode && rest.length >= 2) {
    out.state = stateCode[1]!.toUpperCase();
    out.code = stateCode[2]!.toUpperCase();
    rest = rest.slice(0, -1);
  } else if (/^[A-Za-z]{2}$/.test(last) && rest.length >= 2) {
    out.state = last.toUpperCase();
    rest = rest.slice(0, -1);
  }
  out.city = rest.join(', ');
  return out;
}

/** The FUB event for a lead: who, which listing, what they asked, and where they came from. */
export function fubLeadEvent(data: LeadCreatedData, system: string): FubEventBody {
  const { lead, assistant } = data;
  const formName =
    lead.form === 'open_house'
      ? 'open house sign-in'
      : lead.form === 'inline'
        ? 'contact form in the chat'
        : 'leave-a-message form';
  const description = [
    `Lead source: ${lead.sourceLabel} (${lead.source}).`,
    `Sent through ${assistant.name}'s ${formName}.`,
    lead.conversationUrl ? `Chat transcript: ${lead.conversationUrl}` : 'No chat before the message.',
  ].join(' ');
  const body: FubEventBody = {
    source: FUB_SOURCE,
    system,
    // A sign-in at an open house is FUB's own event type, which its action plans can follow.
    type: lead.form === 'open_house' ? 'Visited Open House' : lead.listing ? 'Property Inquiry' : 'General Inquiry',
    message: lead.message,
    description,
    occurredAt: lead.createdAt,
    ...(lead.conversationUrl ? { sourceUrl: lead.conversationUrl } : {}),
    person: {
      ...splitName(lead.name),
      emails: lead.email ? [{ value: lead.email }] : [],
      ...(lead.phone ? { phones: [{ value: lead.phone }] } : {}),
      tags: [FUB_SOURCE, lead.sourceLabel],
    },
  };
  if (lead.listing) body.property = { ...splitAddress(lead.listing), url: assistant.chatUrl };
  return body;
}

/**
 * An open-house visit as FUB's own "Visited Open House" event: who, which listing, their sign-in
 * answers and what they asked the assistant (the topics, and the questions left for the agent).
 */
export function fubVisitEvent(data: OpenHouseVisitData, system: string): FubEventBody {
  const { visit: v, openHouse: oh, assistant } = data;
  const agent = v.hasAgent
    ? `yes${v.agentName ? `, ${v.agentName}` : ''}${v.agentBrokerage ? ` (${v.agentBrokerage})` : ''}`
    : 'no';
  const lines = [
    `Signed in at the open house on ${oh.date}, ${oh.startTime}-${oh.endTime}.`,
    `Working with an agent: ${agent}.`,
    `Buying timeline: ${v.timelineLabel}.`,
  ];
  if (v.preApproved) lines.push('Pre-approved for a mortgage.');
  if (v.nearbyOrSelling) lines.push('Lives nearby / thinking of selling.');
  if (v.ownQuestion && v.ownAnswer) lines.push(`${v.ownQuestion} ${v.ownAnswer}`);
  lines.push(
    v.questions
      ? `Asked the assistant ${v.questions === 1 ? '1 question' : `${v.questions} questions`}${v.summary ? ` about: ${v.summary}` : ''}.`
      : 'Asked the assistant no questions.',
  );
  for (const q of v.handedOver) lines.push(`For you to answer: ${q}`);
  lines.push(
    `Consent: email follow-up ${v.consent.emailFollowUp ? 'yes' : 'no'}; calls and texts ${v.consent.callsAndTexts ? 'yes' : 'no'}.`,
  );
  const body: FubEventBody = {
    source: FUB_SOURCE,
    system,
    type: 'Visited Open House',
    message: lines.join('\n'),
    description: [
      `Lead source: ${leadSourceLabel('open_house')} (open_house).`,
      `Signed in with ${assistant.name}'s open house sign-in.`,
      v.conversationUrl ? `Chat transcript: ${v.conversationUrl}` : 'No chat after the sign-in.',
    ].join(' '),
    occurredAt: v.signedInAt,
    ...(v.conversationUrl ? { sourceUrl: v.conversationUrl } : {}),
    person: {
      ...splitName(v.name),
      emails: v.email ? [{ value: v.email }] : [],
      ...(v.phone ? { phones: [{ value: v.phone }] } : {}),
      tags: [FUB_SOURCE, leadSourceLabel('open_house')],
    },
    property: { ...splitAddress(oh.listing), url: assistant.chatUrl },
  };
  return body;
}

export async function sendFubEvent(opts: FubOptions, body: FubEventBody): Promise<FubAnswer> {
  const headers: Record<string, string> = {
    Authorization: `Basic ${Buffer.from(`${opts.apiKey}:`).toString('base64')}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-System': opts.system,
  };
  if (opts.systemKey) headers['X-System-Key'] = opts.systemKey;
  let res: Response;
  try {
    res = await fetch(`${opts.baseUrl ?? FUB_BASE_URL}/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new Error(
      timedOut
        ? `No answer within ${Math.round(opts.timeoutMs / 1000)} seconds.`
        : 'Follow Up Boss could not be reached.',
    );
  }
  const text = (await res.text().catch(() => '')).slice(0, 2048);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text };
}

/** What the agent reads in the Deliveries list for a FUB answer that is not a success. */
export function fubErrorText(answer: FubAnswer): string {
  let message = '';
  try {
    message = String((JSON.parse(answer.body) as { errorMessage?: unknown }).errorMessage ?? '');
  } catch {
    /* not JSON */
  }
  if (answer.status === 401) return 'Follow Up Boss refused the API key (401). Check the key.';
  if (answer.status === 403) return `Follow Up Boss refused access (403)${message ? `: ${message}` : '.'}`;
  if (answer.status === 429) return 'Follow Up Boss asked to slow down (429); trying again later.';
  return message ? `Follow Up Boss: ${message}` : `Follow Up Boss answered ${answer.status}.`;
}

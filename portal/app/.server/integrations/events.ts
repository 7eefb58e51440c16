// The JSON events an assistant sends to its destinations (documented in docs/integrations.md).
// Every event has a stable `id` (also the webhook-id header, the same on every retry, so a
// receiver can drop duplicates), a `type`, the `timestamp` it happened and its `data`.
import crypto from 'node:crypto';
import type { LeadSource } from '~/validation/lead-source';

export type EventType = 'lead.created' | 'question.unanswered' | 'open_house.visit' | 'test';

export interface AssistantRef {
  id: number;
  name: string;
  chatUrl: string;
}

export interface LeadCreatedData {
  assistant: AssistantRef;
  lead: {
    id: number;
    createdAt: string;
    name: string;
    email: string;
    phone: string | null;
    message: string;
    /** The listing the visitor asked about; null = "Not specific". */
    listing: string | null;
    /** Which form: the leave-a-message window, the contact form inside an answer, or an open house's sign-in. */
    form: 'modal' | 'inline' | 'open_house';
    /** The channel the visitor came through (?src=): sign, open_house, ..., website or link. */
    source: LeadSource;
    sourceLabel: string;
    /** The chat in the agent's portal (needs the agent's login); null when no chat preceded the lead. */
    conversationUrl: string | null;
  };
}

export interface QuestionUnansweredData {
  assistant: AssistantRef;
  question: {
    /** The stored question's id, when there is one. */
    id: number | null;
    text: string;
    language: string;
    listing: string | null;
    askedAt: string;
    source: LeadSource;
    sourceLabel: string;
    conversationUrl: string;
  };
}

/** A visitor's sign-in at an open house with what they asked (open-houses/visit-events.server.ts). */
export interface OpenHouseVisitData {
  assistant: AssistantRef;
  openHouse: {
    id: number;
    listing: string;
    /** The listing's local date and times, as the agent typed them. */
    date: string;
    startTime: string;
    endTime: string;
    timeZone: string | null;
  };
  visit: {
    id: number;
    signedInAt: string;
    language: string;
    name: string;
    email: string | null;
    phone: string | null;
    hasAgent: boolean;
    agentName: string | null;
    agentBrokerage: string | null;
    timeline: string;
    timelineLabel: string;
    preApproved: boolean;
    nearbyOrSelling: boolean;
    ownQuestion: string | null;
    ownAnswer: string | null;
    consent: { emailFollowUp: boolean; callsAndTexts: boolean };
    /** How many questions the visitor asked the assistant. */
    questions: number;
    /** "asking price, condo fees, parking": the topics of the questions, in English. */
    summary: string;
    /** The questions the assistant handed over to the agent, as stored (emails and phone numbers masked). */
    handedOver: string[];
    conversationUrl: string | null;
  };
}

export interface TestData {
  assistant: AssistantRef;
  message: string;
}

export type EventData = {
  'lead.created': LeadCreatedData;
  'question.unanswered': QuestionUnansweredData;
  'open_house.visit': OpenHouseVisitData;
  test: TestData;
};

export interface WebhookEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  timestamp: string;
  data: EventData[T];
}

export function newEventId(): string {
  return `evt_${crypto.randomBytes(12).toString('hex')}`;
}

export function buildEvent<T extends EventType>(type: T, data: EventData[T], now: Date = new Date()): WebhookEvent<T> {
  return { id: newEventId(), type, timestamp: now.toISOString(), data };
}

export const TEST_MESSAGE = 'This is a test event from Open House Assistant. Your webhook is connected.';

export function conversationUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/conversations?session=${encodeURIComponent(sessionId)}`;
}

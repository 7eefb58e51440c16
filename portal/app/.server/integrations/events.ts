// The JSON events an assistant sends to its destinations (documented in docs/integrations.md).
// Every event has a stable `id` (also the webhook-id header, the same on every retry, so a
// receiver can drop duplicates), a `type`, the `timestamp` it happened and its `data`.
import crypto from 'node:crypto';
import type { LeadSource } from '~/validation/lead-source';

export type EventType = 'lead.created' | 'question.unanswered' | 'test';

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

export interface TestData {
  assistant: AssistantRef;
  message: string;
}

export type EventData = {
  'lead.created': LeadCreatedData;
  'question.unanswered': QuestionUnansweredData;
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

// The chat's client for the /api routes (same origin in the page and in the widget iframe).
// Errors come back as ApiError with the server's code, which the UI maps to a label.
import type { AssistantInfo, FeedbackTag, Source } from './types';
import type { Labels } from '@i18n/catalogs';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'network', 'No server response');
  }
  const body = (await res.json().catch(() => null)) as (T & { error?: string; code?: string }) | null;
  if (!res.ok || !body) throw new ApiError(res.status, body?.code ?? 'failed', body?.error ?? `HTTP ${res.status}`);
  return body;
}

const post = <T>(url: string, body: unknown) =>
  request<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const getAssistant = (base: string, pathname: string) =>
  request<AssistantInfo>(`${base}/api/assistants/${encodeURIComponent(pathname)}`);

export const getLabels = (base: string, lang: string) =>
  request<Labels>(`${base}/api/labels/${encodeURIComponent(lang)}`);

export interface ChatRequest {
  pathname: string;
  sessionId: string | null;
  message: string;
  language: string;
  selectedListingIds: number[] | null;
  /** The visitor's channel; the server keeps it on a new session. */
  src?: string;
  /** The open house whose link the page came through; the server keeps it on a new session. */
  oh?: string;
}

export interface ChatReply {
  sessionId: string;
  responseId: string;
  text: string;
  html: string;
  outputType: 'text' | 'form';
  sources: Source[];
  failed: boolean;
  /** The language the answer is written in: the question's (see i18n/detect-language.ts). */
  language?: string;
  /** "Show the chat in <that language>", in that language, when it is one of the six. */
  switchLabel?: string;
}

/** Sends a question; streams the answer through onDelta when the server supports it. */
export async function sendChat(base: string, body: ChatRequest, onDelta: (text: string) => void): Promise<ChatReply> {
  let res: Response;
  try {
    res = await fetch(`${base}/api/chat`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'No server response');
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || !type.includes('text/event-stream') || !res.body) {
    const json = (await res.json().catch(() => null)) as (ChatReply & { error?: string; code?: string }) | null;
    if (!res.ok || !json) throw new ApiError(res.status, json?.code ?? 'failed', json?.error ?? `HTTP ${res.status}`);
    return json;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(chunk)?.[1];
      const data = /^data: (.*)$/m.exec(chunk)?.[1];
      if (!event || data === undefined) continue;
      const payload = JSON.parse(data);
      if (event === 'delta') {
        text += payload.t as string;
        onDelta(text);
      } else if (event === 'done') {
        return payload as ChatReply;
      } else if (event === 'error') {
        throw new ApiError(500, payload.code ?? 'failed', payload.error ?? 'failed');
      }
    }
  }
  throw new ApiError(0, 'network', 'The answer stream ended early');
}

export interface LeadRequest {
  pathname: string;
  sessionId: string | null;
  listingName: string | null;
  name: string;
  email: string;
  phone: string;
  remarks: string;
  attachTranscript: boolean;
  source: 'modal' | 'inline';
  /** The visitor's channel, for a lead left before any chat session. */
  src?: string;
}

export const sendLead = (base: string, body: LeadRequest) => post<{ ok: true }>(`${base}/api/leads`, body);

export const sendTranscript = (base: string, body: { pathname: string; sessionId: string; email: string }) =>
  post<{ ok: true }>(`${base}/api/transcript`, body);

export const sendFeedback = (
  base: string,
  body: { pathname: string; sessionId: string; responseId: string; tag: FeedbackTag },
) => post<{ ok: true }>(`${base}/api/feedback`, body);

export const vcardUrl = (base: string, pathname: string) => `${base}/api/vcard/${encodeURIComponent(pathname)}`;

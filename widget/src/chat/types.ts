// Shapes shared by the chat components, hooks and the API client (no runtime code).
import type { Labels } from '@i18n/catalogs';

export interface ListingInfo {
  id: number;
  listingName: string;
  listingStatus: string;
}

export interface AssistantInfo {
  pathname: string;
  ohaName: string;
  displayName: string;
  agentName: string;
  publicEmail: string;
  publicPhone: string;
  companyName: string;
  realtorWebsite: string;
  listings: ListingInfo[];
}

export interface Source {
  fileName: string;
  page?: number | null;
  listingName?: string;
  excerpt?: string;
}

export type FeedbackTag = 'validated' | 'need-correction';

/**
 * A message as the visitor sees it. `welcome` and `listings` are composed from the labels at
 * render time, so a language change re-renders them; developer/system notes never reach the UI.
 */
export interface ChatMessage {
  id: string;
  role: 'assistant' | 'user';
  kind: 'welcome' | 'listings' | 'text';
  text?: string;
  /** Server-sanitized HTML of an answer (used when no renderMarkdown is given). */
  html?: string;
  responseId?: string;
  sources?: Source[];
  /** Present when the answer carried ##CONTACT: the inline form, with its listing part. */
  contact?: { listing: string; submitted?: boolean };
  reaction?: FeedbackTag;
  failed?: boolean;
  /** A label shown instead of text (the apology, the rate-limit note), in the current language. */
  errorKey?: 'chatFailure' | 'rateLimited';
  streaming?: boolean;
  /** A listing choice sent as a message (not a question of the visitor's own). */
  choice?: boolean;
}

export type ChatEvent =
  | { type: 'ready'; listings: number }
  | { type: 'failed' }
  | { type: 'answer'; text: string }
  | { type: 'language'; language: string }
  | { type: 'new-chat' };

export interface ChatProps {
  /** The assistant's public pathname (from /assistants/:pathname). */
  pathname: string;
  /** Base URL of the JSON API; '' (default) = same origin. */
  apiBase?: string;
  /** 'page' = the full /assistants page; 'embed' = inside the widget iframe. */
  host: 'page' | 'embed';
  /** Called on chat events; the widget uses 'answer' for its unread count. */
  onEvent?: (e: ChatEvent) => void;
  /** Markdown → safe HTML in the browser (the page passes marked + DOMPurify); else server HTML. */
  renderMarkdown?: (md: string) => string;
  /** Preloaded labels per language (the page passes all six); else fetched from /api/labels/:lang. */
  labels?: Record<string, Labels>;
  /** Called by the embed host's close button in the title bar, when given. */
  onClose?: () => void;
}

// Shapes shared by the chat components, hooks and the API client (no runtime code).

export interface ListingInfo {
  id: number;
  listingName: string;
  listingStatus: string;
}

/** The open house of an open-house link (?oh=code): its sign-in comes before the chat. */
export interface OpenHouseInfo {
  code: string;
  listingId: number;
  listingName: string;
  date: string;
  startTime: string;
  endTime: string;
  signinMode: 'required' | 'optional';
  contactField: 'email' | 'phone' | 'either';
  ownQuestion: string | null;
  disclosureText: string | null;
  /** The sign-in's texts per language (i18n/locales/<lang>/signin.json), sent with the page. */
  texts: Record<string, Record<string, string>>;
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
  openHouse?: OpenHouseInfo;
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
  /** Server-sanitized HTML of an answer (the server renders the markdown with markdown.ts). */
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
  /** An answer's language (the question's), and the offer to show the chat in it. */
  language?: string;
  switchLabel?: string;
}

export type ChatEvent =
  | { type: 'ready'; listings: number }
  | { type: 'failed' }
  | { type: 'answer'; text: string }
  | { type: 'language'; language: string }
  | { type: 'new-chat' };

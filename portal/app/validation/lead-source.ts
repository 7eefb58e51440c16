// Where a visitor came from: the `src` parameter of the chat link (/assistants/:pathname?src=sign)
// and of the widget's page (/embed/:pathname, "website" unless it says otherwise). Agents print a
// QR code per channel, so every chat session, and the leads it brings, can be counted by channel.
// Shared by the server (which always re-validates) and the portal's channel picker.

/** The channels an agent can print a QR code or copy a link for, in the picker's order. */
export const CHANNELS = ['sign', 'open_house', 'flyer', 'mailer', 'social', 'mls', 'website'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Every source a session can have: a channel, or "link" (no `src`, or one we do not know). */
export type LeadSource = Channel | 'link';
export const LEAD_SOURCES: readonly LeadSource[] = [...CHANNELS, 'link'];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  sign: 'For Sale sign',
  open_house: 'Open house stand',
  flyer: 'Brochure or flyer',
  mailer: 'Mailer',
  social: 'Social media post',
  mls: 'MLS listing image',
  website: 'Website',
  link: 'Direct link',
};

const KNOWN = new Set<string>(LEAD_SOURCES);

/**
 * The source a raw `src` value stands for. Case and surrounding spaces are forgiven (a printed URL
 * gets retyped); anything else unknown, or nothing at all, counts as "link".
 */
export function parseLeadSource(raw: unknown, fallback: LeadSource = 'link'): LeadSource {
  if (typeof raw !== 'string') return fallback;
  const v = raw.trim().toLowerCase().replace(/-/g, '_');
  if (!v) return fallback;
  return KNOWN.has(v) ? (v as LeadSource) : 'link';
}

export function leadSourceLabel(source: string): string {
  return LEAD_SOURCE_LABELS[parseLeadSource(source)];
}

/** The chat link for a channel; "link" is the plain chat link. */
export function channelUrl(chatUrl: string, source: LeadSource): string {
  if (source === 'link') return chatUrl;
  const url = new URL(chatUrl);
  url.searchParams.set('src', source);
  return url.toString();
}

/** A file-name part naming the channel: "for-sale-sign". */
export function channelSlug(source: LeadSource): string {
  return LEAD_SOURCE_LABELS[source]
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The dashboard's window for chats and leads per channel. */
export const STATS_DAYS = 30;

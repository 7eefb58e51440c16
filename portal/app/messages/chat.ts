// Server-side texts of the visitor chat that go to the agent (English only, as the spec's portal),
// verbatim from the spec. What the server says to a visitor (API errors, the chat-history email)
// is in the catalogs: i18n/locales/*/server.json, in the six languages.
export const PRODUCT_ASSISTANT = 'Open House Assistant';

export const chatMessages = {
  leadSubject: 'New Contact Request',
  leadSubjectFor: (listing: string) => `New Contact Request for ${listing}`,
} as const;

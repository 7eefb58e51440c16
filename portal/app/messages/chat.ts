// Server-side texts of the visitor chat (emails, API errors), verbatim from the spec where it
// gives them. The chat UI's own texts live in widget/src/chat/labels.ts (six languages).
export const PRODUCT_ASSISTANT = 'Open House Assistant';

export const chatMessages = {
  chatFailure: "Sorry, I wasn't able to respond to you. Please try again later. Thank you.",
  loadFailure: 'Oops! Something went wrong. Please check your link and try again. Thank you.',
  leadSubject: 'New Contact Request',
  leadSubjectFor: (listing: string) => `New Contact Request for ${listing}`,
  transcriptSubject: `Your Chat History from ${PRODUCT_ASSISTANT}`,
  transcriptFailure: 'Fail to send the email.',
  leadFailure: 'Fail to send the email. Please contact the realtor directly.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  notFound: 'This assistant does not exist or is not available.',
  invalidInput: 'Please check the form and try again.',
  noConversation: 'There is no chat history to send yet.',
  transcriptAlreadySent: 'This chat history was already sent to this address. You can send it again in an hour.',
  /** The transcript email says who asked for it, so a stranger's address is not a mystery to its owner. */
  transcriptRequested: (assistant: string, email: string) =>
    `You are receiving this email because a visitor of ${assistant}'s chat asked for this conversation to be sent to ${email}. If that was not you, you can ignore it: nothing else will be sent to you.`,
} as const;

// Texts of the agent's "Unanswered questions" screen (/questions), its dashboard card and the
// links from the conversations page. Agent-facing, English.

export const questionTexts = {
  title: 'Unanswered questions',
  menu: 'Unanswered questions',
  intro:
    'What visitors asked that your assistant handed over to you, or whose reply a visitor disliked. Visitors who asked the same thing in other words or another language are grouped. Answer once: from then on your assistant gives your answer to everyone who asks.',
  tabs: { waiting: 'Waiting', saved: 'Saved answers' },
  tabLabel: (name: string, count: number) => `${name} (${count})`,
  assistantFilter: 'Assistant',
  allAssistants: 'All assistants',
  filter: 'Filter',
  noneWaiting: 'No questions are waiting. When your assistant cannot answer a visitor, the question appears here.',
  noneSaved: 'No saved answers yet. Answer a waiting question and it is listed here.',
  anyListing: 'Any listing',
  allListings: 'All listings',
  listing: 'Listing',
  visitors: (n: number) => (n === 1 ? '1 visitor asked' : `${n} visitors asked`),
  languages: 'Languages',
  lastAsked: 'Last asked',
  visitorAsked: 'A visitor asked',
  assistantReplied: 'Your assistant replied',
  disliked: 'A visitor disliked the reply',
  otherWordings: (n: number) => (n === 1 ? '1 other wording' : `${n} other wordings`),
  yourAnswer: 'Your answer',
  answerHint: (max: number) =>
    `In any language: visitors get it in your words, with the labels around it in their language. At most ${max} characters.`,
  appliesTo: 'Applies to',
  allListingsOf: (assistant: string) => `All listings of ${assistant}`,
  emailVisitors: 'Email this answer to the visitors who asked',
  emailCount: (n: number) =>
    n === 1
      ? '1 visitor left an email address in that chat (a lead or the chat history); they get it once.'
      : `${n} visitors left an email address in those chats (a lead or the chat history); each gets it once.`,
  save: 'Save answer',
  dismiss: 'Dismiss',
  dismissLabel: (q: string) => `Dismiss the question “${q}”`,
  saved: 'Answer saved. Your assistant gives it from the next question on.',
  savedUpdated: 'Answer updated. Your assistant gives the new wording from the next question on.',
  deleted: 'Answer deleted. Visitors who ask this are handed over to you again.',
  dismissed: 'Question dismissed.',
  emailed: (n: number) => (n === 1 ? 'Emailed to 1 visitor.' : `Emailed to ${n} visitors.`),
  held: (n: number) =>
    `${n} email${n === 1 ? ' was' : 's were'} held back by the hourly sending limit; tick the box again later to send ${n === 1 ? 'it' : 'them'}.`,
  notesFailed:
    'Your answer is saved and used in the chat, but the listing notes of the AI knowledge base could not be updated. Save it again later to retry.',
  answeredBy: 'Answers',
  answerFor: 'Answer',
  updated: 'Updated',
  visitorsAnswered: (n: number) => (n === 1 ? 'asked by 1 visitor' : `asked by ${n} visitors`),
  edit: 'Edit',
  editLabel: (q: string) => `Edit the answer to “${q}”`,
  cancel: 'Cancel',
  delete: 'Delete',
  deleteLabel: (q: string) => `Delete the answer to “${q}”`,
  confirmDelete: (q: string) =>
    `Delete your answer to “${q}”? Visitors who ask this are handed over to you again, and the question waits here again.`,
  emailNotYet: (n: number) => `Email this answer to the ${n === 1 ? 'visitor' : `${n} visitors`} not emailed yet`,
  gone: 'This question is no longer waiting.',
  answerGone: 'This answer no longer exists.',
  dismissedNotice: 'That question was dismissed.',
  saveFailed: 'The answer could not be saved. Please try again.',
  answerRequired: 'Please type your answer.',
  answerTooLong: (max: number) => `Please keep your answer within ${max} characters.`,
  chars: (n: number, max: number) => `${n} / ${max}`,
  dashboardTitle: 'Unanswered questions',
  dashboardWaiting: (n: number) =>
    n === 0
      ? 'None waiting. Answer once, never hand over again.'
      : n === 1
        ? '1 waiting for your answer.'
        : `${n} waiting for your answer.`,
  conversationWaiting: 'Handed over: answer it once',
  conversationAnswered: 'Answered by you',
  conversationDismissed: 'Dismissed question',
} as const;

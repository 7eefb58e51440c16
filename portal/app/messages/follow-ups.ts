// Every text of the agent's Follow-up tab of an open house (drafts, approval, sending, the list
// for a call) and of the documents-missing card. The visitor's email is in i18n/locales/*/followup.json.

export const followUpTexts = {
  tab: 'Follow-up',
  title: 'Follow-up',
  back: (listing: string) => `Back to the open house at ${listing}`,
  intro:
    'One email per visitor who agreed to email follow-up, in their language, made from what they asked: the assistant’s answers with their sources, and the questions you will answer yourself. Edit it, approve it, then send. Nothing is sent without your approval.',
  attached:
    'Sent from Open House Assistant with replies to you, your contact card (vCard) attached and a link that stops these emails.',
  draftsTitle: 'Emails',
  none: 'No visitor agreed to email follow-up yet.',
  withoutConsent: (n: number) =>
    n === 1
      ? '1 visitor did not agree to email follow-up: no email is written for them.'
      : `${n} visitors did not agree to email follow-up: no email is written for them.`,
  counts: (drafts: number, approved: number, sent: number) =>
    `${drafts} ${drafts === 1 ? 'email' : 'emails'} · ${approved} approved · ${sent} sent`,
  sendAll: (n: number) => `Send all approved (${n})`,
  sendAllConfirm: (n: number) => (n === 1 ? 'Send the approved email now?' : `Send the ${n} approved emails now?`),
  language: 'Language',
  asked: (answered: number, personal: number) =>
    `${answered} answered by the assistant · ${personal} for you to answer`,
  statusDraft: 'Draft',
  statusApproved: 'Approved',
  statusSent: (when: string) => `Sent ${when}`,
  deliveryQueued: 'Waiting to be delivered; retried automatically.',
  deliveryFailed: 'Could not be delivered. It stays in the outbox.',
  edited: 'Edited by you',
  subject: 'Subject',
  body: 'Message',
  save: 'Save changes',
  approve: 'Approve',
  unapprove: 'Withdraw approval',
  send: 'Send now',
  reset: 'Start again from the chat',
  resetConfirm: 'Replace your edits with a new draft made from the visitor’s chat?',
  saving: 'Saving…',
  saved: 'Saved.',
  savedUnapproved: 'Saved. Your changes need a new approval before sending.',
  approvedNotice: 'Approved. Send it now, or with all approved emails.',
  unapprovedNotice: 'Approval withdrawn.',
  resetNotice: 'A new draft was made from the visitor’s chat.',
  sentNotice: (name: string) => `Sent to ${name}.`,
  sentAllNotice: (n: number) => (n === 1 ? '1 email sent.' : `${n} emails sent.`),
  refusedNotice: (n: number) =>
    n === 1
      ? '1 email was not sent: that visitor has withdrawn their consent.'
      : `${n} emails were not sent: those visitors have withdrawn their consent.`,
  nothingApproved: 'No approved email to send.',
  errSubject: 'Please enter a subject.',
  errBody: 'Please enter the message.',
  errTooLong: (n: number) => `Please keep this under ${n.toLocaleString('en-US')} characters.`,
  errNotApproved: 'Approve the email before sending it.',
  errAlreadySent: 'This email was sent already.',
  errNoConsent: 'Not sent: this visitor has not agreed to email follow-up, or has withdrawn it since.',
  errNoEmail: 'Not sent: this visitor gave no email address.',
  errNotVisitor: 'This visitor is not on this open house.',
  errOther: 'An error occurred, please try again. Your text is kept below.',
  // The list for a call
  callsTitle: 'To call',
  callsIntro: 'Visitors who agreed to calls and texts, with what they asked. The app sends no text messages.',
  callsNone: 'No visitor agreed to calls and texts yet.',
  call: (phone: string) => `Call ${phone}`,
  callLabel: (name: string, phone: string) => `Call ${name} at ${phone}`,
  noQuestions: 'Asked no questions.',
  needsYou: 'Needs you',
  timeline: 'Timeline',
  // The documents-missing card
  missingTitle: 'Documents missing',
  missingIntro: 'Several visitors asked something your documents do not answer. Add the document, or answer it once.',
  missingAskedAbout: (n: number, topic: string) => `${n} visitors asked about the ${topic}.`,
  missingAdd: (kind: string) => `Add ${kind}`,
  missingAddLabel: (kind: string, listing: string) => `Add ${kind} to ${listing}`,
  missingAnswer: 'Answer it',
  missingAnswerLabel: (question: string) => `Answer “${question}” on Unanswered questions`,
  missingWould: (kind: string) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)} would answer it.`,
  missingChecking: 'Checking your new document…',
} as const;

// The description line search engines and link previews show for each public page.
export const pageDescriptions = {
  default: 'An AI assistant that answers visitors’ questions about your listings, day and night, in six languages.',
  about: 'Why real-estate agents use Open House Assistant, and who builds it.',
  contact: 'Questions about Open House Assistant? Write to us and we answer by email.',
  login: 'Log in to manage your Open House Assistant, your listings and your leads.',
  register: 'Create your free Open House Assistant: upload your listing documents and share the chat link and QR code.',
  forgot: 'Forgot your password? Get a link to set a new one by email.',
  reset: 'Set a new password for your Open House Assistant account.',
  policies: 'How Open House Assistant handles the data of agents and visitors, and the terms of use.',
  unauthorized: 'You do not have access to this page.',
} as const;

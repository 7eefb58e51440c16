// Texts of the "Embed on your website" section and of the widget's server pages.
export const embedTexts = {
  heading: 'Embed on your website',
  intro: 'Put this assistant on your own website. Paste one of these snippets into your page’s HTML.',
  scriptTitle: 'Chat bubble (recommended)',
  scriptHint:
    'Paste before </body>. A chat bubble appears in the corner of every page; it opens the chat. Optional: data-position="left", data-color="#1f5f8b", data-greeting="Questions about this home?".',
  iframeTitle: 'Inline chat',
  iframeHint: 'Shows the chat inside the page, for example on a listing page.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying failed. Select the text and copy it yourself.',
  previewTitle: 'Live preview',
  previewFrameTitle: (name: string) => `Preview of ${name}`,
  originsTitle: 'Allowed websites',
  originsLabel: 'Websites that may show this chat, one per line',
  originsHint:
    'For example https://www.example.com. Leave empty to allow any website. Other websites cannot show the chat; your chat link keeps working everywhere.',
  originsSave: 'Save allowed websites',
  originsSaved: 'Saved. Changes apply to new page loads.',
  originsSavedAny: 'Saved. Any website may show this chat.',
  // Errors, shown inline (role="alert").
  originInvalid: (line: number, value: string) =>
    `Line ${line}: "${value}" is not a website address. Use the form https://www.example.com.`,
  originScheme: (line: number, value: string) => `Line ${line}: "${value}" must start with https:// or http://.`,
  originPath: (line: number, value: string) =>
    `Line ${line}: "${value}" has a page path or query. Use only the site address, like https://www.example.com.`,
  originTooMany: (max: number) => `Enter at most ${max} websites.`,
  saveFailed: 'The allowed websites could not be saved. Please try again.',
  // The /embed page.
  embedNotFound: 'Oops! Something went wrong. Please check your link and try again. Thank you.',
  embedNotBuilt: 'The chat widget is not built on this server yet (run npm run build).',
  noscript: 'Please turn on JavaScript to chat with this assistant.',
} as const;

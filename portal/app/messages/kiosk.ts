// The agent's texts of kiosk mode's start page and of the print kit's download (English, like the
// rest of the portal). The kiosk itself speaks the visitor's language: i18n/locales/<lang>/kiosk.json.
export const kioskTexts = {
  title: 'Kiosk mode',
  metaTitle: 'Kiosk mode · Open House Assistant',
  back: 'Back to the open house',
  what: 'What kiosk mode does',
  points: [
    'This device shows the sign-in form full screen. It is empty again after each visitor and after 30 seconds without a touch.',
    'After signing in, visitors get a QR code to continue with the assistant on their own phone.',
    'Without a network, sign-ins stay on this device and are sent once it is back; the top of the screen shows how many are waiting.',
    'Only this open house’s PIN leaves kiosk mode.',
  ],
  before: 'Before you start',
  beforePoints: [
    'Open this page on the tablet at the door, and start kiosk mode there.',
    'For a true full screen, add the kiosk to the home screen once it opens (Share, then Add to Home Screen on an iPad; Install app in Chrome).',
    'To keep visitors in the kiosk, lock the tablet to it: Guided Access on an iPad, screen pinning on Android.',
  ],
  pinLabel: 'This open house’s kiosk PIN',
  pinHint: 'The 4 to 8 digits set in the open house’s settings. You will need them to leave kiosk mode.',
  start: 'Start kiosk mode on this device',
  noPin: 'Set a kiosk PIN in the open house’s settings first: it is the only way out of kiosk mode.',
  editSettings: 'Edit the open house',
  errPin: 'That PIN is not right. Please try again.',
  errPinFormat: 'Please enter the 4 to 8 digits of the PIN.',
  errTooMany: 'Too many tries. Please wait a few minutes and try again.',
  gone: 'This open house no longer exists.',
  // The open house's page: the two ways to the door.
  kioskLink: 'Kiosk mode',
  printKit: 'Print kit',
  printKitHint:
    'A PDF: a poster with the QR code and the short link under it, a table card, and a paper sign-in sheet with the same consent texts as the form, for when a visitor would rather write.',
  printLanguage: 'Language of the print kit',
  printSecond: 'Second language',
  printSecondNone: 'None',
  printPaper: 'Paper size',
  printDownload: 'Download the print kit (PDF)',
  printNoCjkFont:
    'This server has no font for Chinese, Japanese or Korean text, so the print kit offers the other languages only (docs/open-houses.md says how to add one).',
} as const;

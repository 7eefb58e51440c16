// Every text of the agent portal screens (create assistants, assistant list/edit, listing
// list/edit, add listing), verbatim from the spec. Screens and validation import from here;
// nothing in a route or component spells these out itself.

export const PRODUCT = 'Open House';

export const LISTING_STATUSES = ['Coming Soon', 'Active Listing', 'Pending Sale', 'SOLD'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const DEFAULT_LISTING_STATUS: ListingStatus = 'Active Listing';

/** "{first name}'s Assistant" from the display name (the part before "'s"); a full name passes through. */
export const assistantTitle = (name: string) => (name.includes("'s") ? name : `${name}'s Assistant`);

export const validationMessages = {
  agentName: "Only letters, numbers, and hyphens ('-') are allowed in First Name and Last Name. No spaces.",
  requiredFields: 'Please fill in all the required fields.',
  addressOnCreate: 'Please fill in the listing address.',
  addressOnEdit: 'Please enter the listing address.',
  status: 'Please select the listing status.',
  file: 'Please select a file.',
  assistant: 'Please select an assistant.',
  email: 'Please enter a valid email address.',
  website: 'Please enter a valid website address (for example www.example.com), or leave it empty.',
  uploading: 'Please wait until your files finish uploading.',
} as const;

export const errorMessages = {
  createOther: 'An error occurred while creating, please try again later.',
  addListingOther: 'An error occurred while creating; please try again later.',
  updateListingOther: 'An error occurred during update the listing information, please try again later.',
  contactUpdate: 'An error occurred during update, please try again later.',
  fileDelete: 'Oops! The file cannot be deleted. Please try again later.',
  uploadGeneric: 'An error occurred while uploading, please try again later.',
  uploadTotal: 'Upload error(s) occurred. Please try again.',
  uploadPartial: 'Completed! However, the following file(s) were not uploaded:',
  listingDelete: 'Oops! The listing cannot be deleted. Please try again later.',
  assistantDelete: (code: number | string) => `Oops! The assistant cannot be deleted. (Error Code: ${code})`,
  copyFailed: 'Failed to copy text. Please try again.',
  uploadFailed: 'The upload did not complete. Please check your connection and try again.',
} as const;

export const overlayText = {
  creating: "Processing...please don't refresh.",
  adding: "Processing...please don't refresh.",
  updating: "Processing...please don't refresh.",
  deleting: "Processing...please don't refresh.",
} as const;

export const createTexts = {
  title: `Create Your ${PRODUCT} Assistant`,
  steps: ['Add Your Listing', "Add Agent's Insights", 'Enter Contact Information'],
  createNow: 'Create Now',
  limit: `Oops! You've reached your ${PRODUCT} Assistant creation limit.`,
  congratulations: 'Congratulations!',
  ready: `Your ${PRODUCT} Assistant is ready! Share the link below or print the QR code so visitors can chat with it.`,
  chatLinkLabel: 'Your public chat link',
  addAnother: 'Add another listing',
  backToDashboard: 'Back to Dashboard',
  editListings: 'Edit Listings',
} as const;

export const wizardTexts = {
  back: 'Back',
  next: 'Next',
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
} as const;

export const listingFieldTexts = {
  address: 'Listing address',
  addressPlaceholder: 'e.g. 123 Main Street, Toronto, ON',
  status: 'Listing status',
  statusPlaceholder: 'Select a status',
  files: 'Listing files',
  filesHint: 'Upload up to 5 pdf, doc, docx or txt files (15 MB each): feature sheets, floor plans, disclosures.',
  insights: "Agent's Insights",
  insightsHint: 'Share what visitors ask about and the documents do not say. Suggested topics:',
  insightsPlaceholder: 'e.g. The roof was replaced in 2021; sellers prefer a closing date after June 30.',
  topics: [
    'Recent sales history',
    'Property assessment value',
    'Ownership/tenancy',
    'School catchment',
    'Neighbourhood amenities',
    'Renovation history',
    'Preferred seller dates',
    'Age of utilities',
  ],
  currentStatus: (s: string) => `Current status: ${s}`,
} as const;

export const contactTexts = {
  fName: 'First Name',
  lName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  website: 'Website',
  optional: '(optional)',
  intro: 'Visitors see these details when they want to reach you.',
  save: 'Save',
  updated: 'Updated!',
} as const;

export const uploaderTexts = {
  choose: 'Choose files',
  remove: (name: string) => `Remove ${name}`,
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  none: 'No files selected yet.',
  listLabel: 'Selected files',
} as const;

export const copyTexts = {
  copy: 'Copy link',
  copied: 'Copied',
} as const;

export const qrTexts = {
  scan: 'SCAN TO CHAT',
  caption: 'Get Insider Info Now',
  download: 'Download QR Code',
  alt: (name: string) => `QR code for ${name}`,
} as const;

/** The per-channel QR code and link next to the QR card (lead sources, `?src=`). */
export const channelTexts = {
  pick: 'Where will this code go?',
  hint: 'Each place gets its own code, so your dashboard shows which one brought visitors.',
  anywhere: 'Anywhere (plain link)',
  copy: (channel: string) => `Copy link for ${channel}`,
  alt: (name: string, channel: string) => `QR code for ${name}, ${channel}`,
} as const;

/** Where an agent can put the QR code and the link (the spec's promotion places). */
export const promotionTexts = {
  title: 'Promote your assistant',
  proTip: 'Pro Tip',
  intro: 'Put the QR code and the link wherever buyers look:',
  places: [
    'For Sale signs',
    `${PRODUCT} stands`,
    'Brochures and flyers',
    'Mailers',
    'Social media posts',
    'The MLS listing image',
  ],
} as const;

export const failedFilesTexts = {
  title: 'These files could not be uploaded:',
  pointer: 'You can upload them again on the',
  link: 'Edit Listings',
  pointerEnd: 'page.',
} as const;

/** A file's background reading, on the success screens and the Files tab. */
export const documentStatusTexts = {
  heading: 'Your files',
  intro: 'Your assistant answers from each file as soon as it is ready. You can keep working meanwhile.',
  status: 'Status',
  queued: 'Waiting to be read',
  reading: 'Reading…',
  readingPage: (page: number, pages: number) => `Reading page ${page} of ${pages}`,
  readingPageOcr: (page: number, pages: number) => `Reading page ${page} of ${pages} with OCR`,
  indexing: 'Indexing…',
  ready: 'Ready',
  readyPages: (pages: number) => `Ready · ${pages} ${pages === 1 ? 'page' : 'pages'}`,
  readWithOcr: 'read with OCR',
  /** A scan longer than the OCR page limit (OHA_OCR_PAGES): the rest of its scanned pages were left out. */
  readWithOcrPartly: (pages: number) =>
    `read with OCR: only the first ${pages} scanned ${pages === 1 ? 'page was' : 'pages were'} read`,
  failed: (reason: string) => `Failed: ${reason}`,
} as const;

export const assistantListTexts = {
  title: 'Access your assistant',
  empty: 'No assistant results.',
  edit: 'Edit',
  delete: 'Delete',
  editLabel: (name: string) => `Edit ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
} as const;

export const assistantEditTexts = {
  tabs: ['Agent Contact Info', 'Listings', 'Integrations'],
  /** `?tab=` values that open a tab directly (links from elsewhere, reloads). */
  tabKeys: ['contact', 'listings', 'integrations'],
  gone: 'The assistant is no longer available.',
  back: 'Back',
  deleteAssistant: 'Delete this assistant',
  deleteAll: 'Delete All',
  addListing: 'Add listing',
  name: 'Listing',
  status: 'Status',
  actions: 'Actions',
  noListings: 'No listing results.',
} as const;

export const listingListTexts = {
  title: 'Edit your listings',
  noListings: 'No listing results.',
  noAssistants: 'No assistant results.',
  name: 'Listing',
  status: 'Status',
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  editLabel: (name: string) => `Edit ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
} as const;

export const listingEditTexts = {
  tabs: ['Details', 'Files'],
  gone: 'The listing is no longer available.',
  back: 'Back',
  deleteListing: 'Delete this listing',
  update: 'Update',
  updated: 'Updated!',
  deleteAll: 'Delete All',
  upload: 'Upload',
  noFiles: 'No files yet.',
  uploaded: 'Completed!',
  fileName: 'File',
  size: 'Size',
  actions: 'Actions',
  deleteFileLabel: (name: string) => `Delete ${name}`,
  retryFile: 'Try again',
  retryFileLabel: (name: string) => `Try reading ${name} again`,
  retried: (name: string) => `${name} is being read again.`,
  cannotRetry: (name: string) =>
    `${name} cannot be tried again: a second try would fail the same way. Delete it, then upload a fixed file.`,
} as const;

export const addListingTexts = {
  title: 'Add a new listing',
  steps3: ['Select an Assistant', 'Add Your Listing', "Add Agent's Insights"],
  steps2: ['Add Your Listing', "Add Agent's Insights"],
  chooseAssistant: 'Which assistant should answer questions about this listing?',
  addingTo: (name: string) => `This listing is added to ${name}.`,
  submit: 'Add Listing',
  none: 'Oops! No assistant found. Please create one first.',
  createLink: 'Create an assistant',
  dashboardLink: 'Back to Dashboard',
  congratulations: 'Congratulations!',
  added: `Your new listing has been successfully added to your ${PRODUCT} Assistant.`,
  backToDashboard: 'Back to Dashboard',
} as const;

export const confirmTexts = {
  cancel: 'Cancel',
  confirm: 'Delete',
  warning: 'This cannot be undone: deleted items cannot be recovered.',
  assistant: (name: string) => `Delete ${name}? Its listings and files are deleted with it.`,
  listing: (name: string) => `Delete the listing ${name} and its files?`,
  allListings: 'Delete all listings of this assistant and their files?',
  file: (name: string) => `Delete the file ${name}?`,
  allFiles: 'Delete all files of this listing?',
  title: 'Please confirm',
} as const;

/** Why a dashboard or menu entry is greyed out, shown beside it. */
export const disabledReasons = {
  // The spec keeps the exact limit unsaid.
  createLimit: 'You already have an assistant. Add listings to it instead.',
  noAssistant: 'Create your assistant first.',
} as const;

// The spec's error catalogue (section 8) for the agent portal: codes and their exact texts.

export const ERROR_TEXTS = {
  // Assistant creation
  20010: 'Oops! The assistant cannot be added successfully. Please try again later.',
  20011: 'The assistant cannot be added to your account successfully. Please contact us directly.',
  20012: 'The listing cannot be added successfully. Please try again later.',
  20013: 'The listing cannot be added to your assistant successfully. Please contact us directly.',
  40001: 'The file(s) cannot be added to your vector store in the AI provider successfully. Please try again later.',
  // Listing update / add files / add listing (the spec gives one sentence per flow with the code appended)
  40002: 'The listing cannot be updated. Please try again later. (Error Code: 40002)',
  40003: 'The listing cannot be updated. Please try again later. (Error Code: 40003)',
  40004: 'The listing cannot be updated. Please try again later. (Error Code: 40004)',
  // Deletions
  20001: 'Oops! The assistant cannot be deleted. (Error Code: 20001)',
  20002: 'The listing id cannot be removed from the assistant. Please contact us directly.',
  20003: 'Oops! The assistant cannot be deleted. (Error Code: 20003)',
  20004: 'Oops! The assistant cannot be deleted. (Error Code: 20004)',
  20005: 'Oops! The assistant cannot be deleted. (Error Code: 20005)',
  20006: 'Oops! The assistant cannot be deleted. (Error Code: 20006)',
  20007: 'Oops! The assistant cannot be deleted. (Error Code: 20007)',
  20008: 'Oops! The assistant cannot be deleted. (Error Code: 20008)',
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

/** Flow-specific texts (the catalogue words the same code differently per screen). */
export const FLOW_ERRORS = {
  createOther: 'An error occurred while creating, please try again later.',
  creationLimit: "Oops! You've reached your Open House Assistant creation limit.",
  updateListing: (code: 40002 | 40003 | 40004) =>
    `The listing cannot be updated. Please try again later. (Error Code: ${code})`,
  updateListingOther: 'An error occurred during update the listing information, please try again later.',
  addFiles: (code: 40002 | 40003 | 40004) =>
    `The file(s) cannot be added. Please try again later. (Error Code: ${code})`,
  addFilesOther: 'An error occurred while uploading, please try again later.',
  addFilesTotal: 'Upload error(s) occurred. Please try again.',
  addFilesPartial: 'Completed! However, the following file(s) could not be uploaded:',
  addListing: (code: 40002 | 40003 | 40004) =>
    `The listing cannot be created. Please try again later. (Error Code: ${code})`,
  addListingOther: 'An error occurred while creating; please try again later.',
  deleteListing: (code: 20001 | 20003) => `Oops! The listing cannot be deleted. (Error Code: ${code})`,
  deleteListingRef: 'The listing id cannot be removed from the assistant. Please contact us directly.',
  deleteListingOther: 'An error occurred while deleting the listing, please try again later.',
  deleteAssistant: (code: 20001 | 20003 | 20004 | 20006 | 20007 | 20008) =>
    `Oops! The assistant cannot be deleted. (Error Code: ${code})`,
  deleteFile: 'Oops! The file cannot be deleted. Please try again later.',
  updateContact: 'An error occurred during update, please try again later.',
  // The provider's named errors (thrown inside the server, logged, never shown verbatim).
  uploadToAi: 'UploadAFileToAiError: The file cannot be uploaded to the AI provider successfully.',
  vectorStoreCreate:
    'VectorStoreCreateError: The Vector store cannot be created/ the files cannot be added to the vector store in the AI provider successfully.',
  addFileToVsNull: 'AddFileToVsNullError: The Vector store Id/ file Id cannot be empty or null.',
} as const;

/**
 * Reasons shown next to a file name in the failed-files list. Each says what the agent can do;
 * none says "try again" where the same file would fail the same way.
 */
export const FILE_FAILURE_REASONS = {
  encrypted: 'the file is password-protected: upload a copy without a password',
  noText: 'no text could be read (scanned image?)',
  noTextOcr: 'no text could be read, even with OCR: send a clearer scan or a PDF with text',
  noTextInDocument: 'the document holds no text (only pictures or drawings?)',
  emptyText: 'the file holds no text',
  garbled: 'its text comes out as symbols, not words: save it again as a PDF, or upload the original document',
  damaged: 'the file is damaged: save it again from the program that made it, or upload another copy',
  olderWord: 'the file is in an older Word version: save it as .docx or PDF',
  webArchive: 'the file is a saved web page (MHTML) without a page in it: save the page again as .docx or PDF',
  zipBomb: 'the file expands to an unsafe size: save it as PDF and upload that',
  timeout: 'reading the file took too long',
  workerDied: 'reading the file needed too much memory: save it again as a smaller file, or split it',
  invalidFormat: 'the file content does not match a pdf, doc, docx or txt file',
  upload: 'the file cannot be uploaded to the AI provider',
  missing: 'the uploaded file is no longer available, please upload it again',
} as const;

/** Reasons from the background processing of a file (ingest/document-jobs.server.ts). */
export const PROCESSING_FAILURE_REASONS = {
  tooManyPages: (max: number) =>
    `the file has more than ${max.toLocaleString('en-US')} pages: split it into smaller files and upload them`,
  interrupted: 'processing the file was interrupted before it finished',
} as const;

/** Failures a second try can cure (a busy machine, a restart); "Try again" is offered only for these. */
export const RETRYABLE_FAILURE_REASONS: readonly string[] = [
  FILE_FAILURE_REASONS.timeout,
  PROCESSING_FAILURE_REASONS.interrupted,
];

/** Server-side re-validation of the agent's contact (the screens check the same rules first). */
export const CONTACT_ERRORS = {
  required: 'Please fill in all the required fields.',
  nameChars: "Only letters, numbers, and hyphens ('-') are allowed in First Name and Last Name. No spaces.",
  listingName: 'Please fill in the listing address.',
  listingStatus: 'Please select the listing status.',
  invalidOrigin: (origin: string) => `"${origin}" is not a valid web address (for example https://example.com).`,
} as const;

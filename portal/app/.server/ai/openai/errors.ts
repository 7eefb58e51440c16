// The spec's provider errors (section 8), as typed errors with the spec's names and messages, so
// callers (ingestion, listings) can map them to their error codes with `instanceof`.

class ProviderError extends Error {
  constructor(name: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = name;
  }
}

/** Error code 40002 on listing update. */
export class UploadAFileToAiError extends ProviderError {
  constructor(options?: { cause?: unknown }) {
    super('UploadAFileToAiError', 'The file cannot be uploaded to the AI provider successfully.', options);
  }
}

/** Error code 40001 on creation. */
export class VectorStoreCreateError extends ProviderError {
  constructor(options?: { cause?: unknown }) {
    super(
      'VectorStoreCreateError',
      'The Vector store cannot be created/ the files cannot be added to the vector store in the AI provider successfully.',
      options,
    );
  }
}

/** Error code 40003. */
export class AddFileToVsNullError extends ProviderError {
  constructor() {
    super('AddFileToVsNullError', 'The Vector store Id/ file Id cannot be empty or null.');
  }
}

/** Error code 40004. */
export class AddFileToVsError extends ProviderError {
  constructor(fileId: string, vectorStoreId: string, options?: { cause?: unknown }) {
    super(
      'AddFileToVsError',
      `Failed to add the file with ID ${fileId} to the vector store ${vectorStoreId}.`,
      options,
    );
  }
}

export class UpdateVsNullError extends ProviderError {
  constructor() {
    super('UpdateVsNullError', 'The Vector store Id/ name cannot be empty or null.');
  }
}

export class UpdateVsFileAttributesNullError extends ProviderError {
  constructor() {
    super('UpdateVsFileAttributesNullError', 'The Vector store Id/ file Id/ attributes cannot be empty or null.');
  }
}

/** The spec's translation failure text (section 8), rethrown to the caller. */
export const TRANSLATION_NO_DATA = 'Invalid response from translateTextFunc';

/**
 * A chat or translation call that failed at the provider. The message is what goes into the
 * response log's errorMsgs: the HTTP status and the provider's own message, never the API key.
 */
export class AiResponseError extends ProviderError {
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super('AiResponseError', message, options);
    this.status = status;
  }
}

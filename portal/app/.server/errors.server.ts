// One error type for the portal's business failures: a catalogue code plus the text the agent sees.
import { ERROR_TEXTS, FLOW_ERRORS, type ErrorCode } from '~/messages/errors';

export type PortalErrorCode = ErrorCode | 'LIMIT' | 'FORBIDDEN' | 'MISSING' | 'OTHER';

export class PortalError extends Error {
  readonly code: PortalErrorCode;
  /** HTTP status a route should answer with. */
  readonly status: number;

  constructor(code: PortalErrorCode, message?: string, options?: { cause?: unknown; status?: number }) {
    super(message ?? defaultText(code), options?.cause !== undefined ? { cause: options.cause } : undefined);
    this.name = 'PortalError';
    this.code = code;
    this.status = options?.status ?? (code === 'FORBIDDEN' ? 403 : code === 'MISSING' ? 404 : code === 'LIMIT' ? 409 : 500);
  }
}

function defaultText(code: PortalErrorCode): string {
  if (code === 'LIMIT') return FLOW_ERRORS.creationLimit;
  if (code === 'FORBIDDEN') return 'Unauthorized';
  if (code === 'MISSING') return 'Not found';
  if (code === 'OTHER') return FLOW_ERRORS.createOther;
  return ERROR_TEXTS[code];
}

export function isPortalError(e: unknown): e is PortalError {
  return e instanceof PortalError;
}

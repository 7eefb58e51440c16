// One error type for the portal's business failures: a catalogue code plus the text the agent sees.
import { CONTACT_ERRORS, ERROR_TEXTS, FLOW_ERRORS, type ErrorCode } from '~/messages/errors';

/**
 * A catalogue code, or: LIMIT (creation limit reached, 409), FORBIDDEN (another agent's item, 403),
 * MISSING (no such item, 404), INVALID (input the screens should have refused, 400), OTHER (500).
 */
export type PortalErrorCode = ErrorCode | 'LIMIT' | 'FORBIDDEN' | 'MISSING' | 'INVALID' | 'OTHER';

export class PortalError extends Error {
  readonly code: PortalErrorCode;
  /** HTTP status a route should answer with. */
  readonly status: number;

  constructor(code: PortalErrorCode, message?: string, options?: { cause?: unknown; status?: number }) {
    super(message ?? defaultText(code), options?.cause !== undefined ? { cause: options.cause } : undefined);
    this.name = 'PortalError';
    this.code = code;
    this.status = options?.status ?? STATUS[String(code)] ?? 500;
  }
}

const STATUS: Record<string, number> = { FORBIDDEN: 403, MISSING: 404, LIMIT: 409, INVALID: 400 };

function defaultText(code: PortalErrorCode): string {
  if (code === 'LIMIT') return FLOW_ERRORS.creationLimit;
  if (code === 'FORBIDDEN') return 'Unauthorized';
  if (code === 'MISSING') return 'Not found';
  if (code === 'OTHER') return FLOW_ERRORS.createOther;
  if (code === 'INVALID') return CONTACT_ERRORS.required;
  return ERROR_TEXTS[code];
}

export function isPortalError(e: unknown): e is PortalError {
  return e instanceof PortalError;
}

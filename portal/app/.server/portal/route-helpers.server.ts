// Small pieces every portal route needs: ids from the URL, the catalogue text of a failure, and
// the server-side refusal of another agent's ids (a forged post gets 403, never a silent no-op).
import { isPortalError } from '../errors.server';

/** A positive integer id from a route param or form field, or a 404 for anything else. */
export function parseId(value: FormDataEntryValue | string | null | undefined): number {
  const n = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new Response('Not Found', { status: 404 });
  return n;
}

/** Actions: another agent's id is refused with 403 whatever the form claims. */
export function forbidden(): Response {
  return new Response('Forbidden', { status: 403 });
}

/**
 * The text to show for a failure: a PortalError carries the catalogue's text; anything else is
 * logged and replaced with the flow's generic message. Ownership failures are rethrown as 403.
 */
export function failureText(e: unknown, fallback: string): string {
  if (e instanceof Response) throw e;
  if (isPortalError(e)) {
    if (e.code === 'FORBIDDEN') throw forbidden();
    if (e.code === 'OTHER') return fallback;
    return e.message;
  }
  console.error('[portal]', e instanceof Error ? e.message : e);
  return fallback;
}

export function stringList(form: FormData, name: string): string[] {
  return form.getAll(name).filter((v): v is string => typeof v === 'string' && v.length > 0);
}

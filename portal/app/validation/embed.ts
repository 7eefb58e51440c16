// The allowed-websites list of an assistant (who may frame /embed/:pathname), parsed the same way
// in the form and in the action: one http(s) origin per line, normalised (lower-case host,
// default port dropped), de-duplicated. A leading "*." allows every subdomain, as CSP does.
import { embedTexts } from '~/messages/embed';

export const MAX_ALLOWED_ORIGINS = 20;

export type OriginsResult = { ok: true; origins: string[] } | { ok: false; errors: string[] };

const WILDCARD = /^(https?:\/\/)\*\./i;

/** One line to an origin, or the error text. A bare host ("www.example.com") means https. */
export function normalizeOrigin(raw: string, line: number): { origin: string } | { error: string } {
  const value = raw.trim();
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return { error: embedTexts.originScheme(line, value) };
  const withScheme = hasScheme ? value : `https://${value}`;
  // The URL parser does not take "*" in a host; check the rest and put the wildcard back.
  const wildcard = WILDCARD.exec(withScheme);
  const parsable = wildcard ? withScheme.replace(WILDCARD, '$1wildcard.') : withScheme;
  let url: URL;
  try {
    url = new URL(parsable);
  } catch {
    return { error: embedTexts.originInvalid(line, value) };
  }
  if (url.username || url.password || !url.hostname || /[\s*]/.test(value.replace(WILDCARD, ''))) {
    return { error: embedTexts.originInvalid(line, value) };
  }
  // "localhost" and IP addresses have no dot; every other site name does.
  const host = url.hostname;
  const isIp = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
  if (!host.includes('.') && host !== 'localhost' && !isIp) return { error: embedTexts.originInvalid(line, value) };
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return { error: embedTexts.originPath(line, value) };
  const origin = url.origin;
  return { origin: wildcard ? origin.replace('://wildcard.', '://*.') : origin };
}

/** The textarea's content to a list of origins, or every line's error. */
export function parseAllowedOrigins(text: string): OriginsResult {
  const errors: string[] = [];
  const origins: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const r = normalizeOrigin(raw, i + 1);
    if ('error' in r) errors.push(r.error);
    else if (!origins.includes(r.origin)) origins.push(r.origin);
  });
  if (origins.length > MAX_ALLOWED_ORIGINS) errors.push(embedTexts.originTooMany(MAX_ALLOWED_ORIGINS));
  return errors.length ? { ok: false, errors } : { ok: true, origins };
}

/**
 * The CSP frame-ancestors value for /embed/:pathname: any site for an empty list; otherwise the
 * portal itself (its live preview) plus the listed origins.
 */
export function frameAncestors(origins: readonly string[]): string {
  if (origins.length === 0) return '*';
  // A stored value that is not a plain origin is dropped, never copied into the header (fail closed).
  const valid = origins.filter((o) => /^https?:\/\/(\*\.)?[a-z0-9.[\]:-]+$/i.test(o));
  return ["'self'", ...valid].join(' ');
}

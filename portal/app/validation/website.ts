// The agent's website (contact forms, the chat's contact card, the vCard). A bare host gets
// https:// (the spec); what is kept is the URL parser's own serialisation of an http(s) address
// with a dotted host and no credentials, so no control character, space, other scheme or
// vCard/HTML syntax can ride along in it.

export const WEBSITE_MAX_LENGTH = 2048;

/** The spec: a website without an http prefix gets https:// prepended. */
export function normalizeWebsite(site: string | undefined | null): string | undefined {
  const s = site?.trim();
  if (!s) return undefined;
  return /^https?:\/\//i.test(s) ? s : `https://${s}`;
}

/** The canonical http(s) URL of what the agent typed, or null when it is not a web address. */
export function websiteUrl(site: string | undefined | null): string | null {
  const s = normalizeWebsite(site);
  // Anything the parser would silently drop or re-encode (tabs, CR/LF, spaces) is refused outright.
  if (!s || s.length > WEBSITE_MAX_LENGTH || /[\s\p{Cc}\\<>"`]/u.test(s)) return null;
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname;
  if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) return null;
  return url.href;
}

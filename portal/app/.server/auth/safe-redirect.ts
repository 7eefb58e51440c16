// Where to send a person after logging in, from a value they (or a link they followed) gave.
// Browsers and servers disagree about odd URLs: "/\t/evil.example" loses its tab and becomes
// "//evil.example" (another host), "/\evil.example" is "//evil.example" to a browser, and CR, LF
// or non-Latin-1 characters make the Location header itself throw. So the value is parsed the
// way a browser would (WHATWG URL against our own origin) and only a plain same-origin path
// survives; anything else falls back.

const BASE = 'http://oha.invalid';
// Controls, space, DEL, backslash and anything beyond ASCII: none occur in a path we produce
// ourselves (loginRedirect percent-encodes), so any of them means a crafted value.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_RAW = /[\u0000-\u0020\u007f-\uffff\\]/;
// The same checks once percent-decoded, for "/%09/evil.example" and "/%5Cevil.example".
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_DECODED = /[\u0000-\u001f\u007f\\]/;
// Pages that would loop or undo the login.
const NOT_AFTER_LOGIN = new Set(['/login', '/logout', '/register']);

export const DEFAULT_AFTER_LOGIN = '/dashboard';

export function safeRedirect(to: unknown, fallback = DEFAULT_AFTER_LOGIN): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith('/') || to.startsWith('//') || UNSAFE_RAW.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (decodedPath.startsWith('//') || UNSAFE_DECODED.test(decodedPath)) return fallback;
  if (NOT_AFTER_LOGIN.has(url.pathname.replace(/\/+$/, '') || '/')) return fallback;
  return url.pathname + url.search + url.hash;
}

// Cross-site request forgery protection for every non-GET request (page actions, resource routes
// and the chat API alike), checked once in Express before Remix. Browsers label every request
// with Sec-Fetch-Site and, on anything but GET/HEAD, with Origin; pages cannot forge either. So:
//   - GET, HEAD and OPTIONS change nothing and pass;
//   - Sec-Fetch-Site other than "same-origin" or "none" (a user's own action) is refused;
//   - an Origin other than PUBLIC_URL's origin is refused ("null" too: sandboxed or redirected);
//   - with neither header, a Referer from another origin is refused (older browsers);
//   - with none of the three the request is not from a browser (curl, the CLI, the bench): it
//     passes, since only a browser can be tricked into sending someone's cookie.
// The same rules as Go's net/http CrossOriginProtection (Go 1.25) and OWASP's "verify the
// origin with standard headers"; the SameSite=Lax cookie alone does not stop a same-site page
// (another port or subdomain of the same site) from posting.
import type { RequestHandler } from 'express';

export type Verdict = { ok: true } | { ok: false; reason: string };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    const o = new URL(url).origin;
    return o === 'null' ? null : o;
  } catch {
    return null;
  }
}

export function checkCrossOrigin(
  method: string,
  header: (name: string) => string | undefined,
  publicUrl: string,
): Verdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { ok: true };
  const expected = originOf(publicUrl);
  const site = header('sec-fetch-site')?.toLowerCase();
  if (site && site !== 'same-origin' && site !== 'none') return { ok: false, reason: `Sec-Fetch-Site: ${site}` };
  const origin = header('origin');
  if (origin !== undefined) {
    return origin.toLowerCase() === expected ? { ok: true } : { ok: false, reason: `Origin: ${origin}` };
  }
  if (site) return { ok: true };
  const referer = header('referer');
  if (referer !== undefined && originOf(referer) !== expected) return { ok: false, reason: 'Referer from elsewhere' };
  return { ok: true };
}

export const CROSS_ORIGIN_MESSAGE = 'This request came from another website and was refused.';

/** Express middleware: 403 for a cross-origin mutation (JSON under /api, plain text elsewhere). */
export function crossOriginGuard(publicUrl: string): RequestHandler {
  let lastLog = 0;
  return (req, res, next) => {
    const verdict = checkCrossOrigin(req.method, (name) => req.get(name), publicUrl);
    if (verdict.ok) return next();
    // A misconfigured PUBLIC_URL refuses every form; say so in the log, without flooding it.
    if (Date.now() - lastLog > 60_000) {
      lastLog = Date.now();
      console.warn(`cross-origin ${req.method} ${req.path} refused (${verdict.reason}); PUBLIC_URL is ${publicUrl}`);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.path.startsWith('/api/')) {
      res.status(403).json({ error: CROSS_ORIGIN_MESSAGE, code: 'forbidden' });
    } else {
      res.status(403).type('text/plain').send(CROSS_ORIGIN_MESSAGE);
    }
  };
}

// The one set of rules for rendering assistant markdown safely, shared by the browser (the
// /assistants page) and the server (pre-rendered html for the widget, which skips marked and
// DOMPurify to stay small). The caller passes in marked and a DOMPurify instance.

/** Citation markers such as 【4:0†brochure.pdf】 are provider noise, never shown. */
export function stripCitations(text: string): string {
  return text.replace(/【[^】]*】/g, '');
}

/** The inline contact-form marker and its listing part: "##CONTACT@@@12 Main St". */
export const CONTACT_MARKER = /##CONTACT(?:@@@([^\n]*))?/;

export function splitContactMarker(text: string): { text: string; contact: boolean; listing: string } {
  const m = CONTACT_MARKER.exec(text);
  if (!m) return { text, contact: false, listing: '' };
  return { text: (text.slice(0, m.index) + text.slice(m.index + m[0].length)).trim(), contact: true, listing: (m[1] ?? '').trim() };
}

/** http, https, irc, mailto, xmpp, or no scheme at all (relative links and anchors). */
export const ALLOWED_URI = /^(?:(?:https?|irc|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

interface MarkedLike {
  parse(src: string, options?: { async?: false; gfm?: boolean; breaks?: boolean }): string | Promise<string>;
}

interface PurifyLike {
  sanitize(dirty: string, cfg: Record<string, unknown>): unknown;
  addHook(name: 'afterSanitizeAttributes', fn: (node: Element) => void): void;
}

const PURIFY_CONFIG = {
  USE_PROFILES: { html: true }, // no SVG or MathML: their parsing quirks are the usual bypasses
  FORBID_TAGS: ['script', 'iframe', 'style', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed', 'img'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
};

const hooked = new WeakSet<object>();

export function createMarkdownRenderer(marked: MarkedLike, purify: PurifyLike): (md: string) => string {
  if (!hooked.has(purify)) {
    hooked.add(purify);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        if (node.getAttribute('href')) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        } else {
          node.removeAttribute('target');
        }
      }
    });
  }
  return (md: string) => {
    const html = marked.parse(stripCitations(md), { async: false, gfm: true, breaks: true }) as string;
    return String(purify.sanitize(html, PURIFY_CONFIG));
  };
}

// The one set of rules for rendering assistant markdown safely, shared by the browser (the
// /assistants page) and the server (pre-rendered html for the widget, which skips marked and
// DOMPurify to stay small). The caller passes in marked and a DOMPurify instance.

/** Citation markers such as 【4:0†brochure.pdf】 are provider noise, never shown. */
export function stripCitations(text: string): string {
  return text.replace(/【[^】]*】/g, '');
}

/** http, https, irc, mailto, xmpp, or no scheme at all (relative links and anchors). */
export const ALLOWED_URI = /^(?:(?:https?|irc|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

interface MarkedInstance {
  parse(src: string, options?: { async?: false }): string | Promise<string>;
  use(ext: { gfm?: boolean; breaks?: boolean; renderer?: { html?: (token: { text: string }) => string } }): unknown;
}

interface PurifyLike {
  sanitize(dirty: string, cfg: Record<string, unknown>): unknown;
  addHook(name: 'afterSanitizeAttributes', fn: (node: Element) => void): void;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PURIFY_CONFIG = {
  USE_PROFILES: { html: true }, // no SVG or MathML: their parsing quirks are the usual bypasses
  FORBID_TAGS: ['script', 'iframe', 'style', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed', 'img'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
};

const hooked = new WeakSet<object>();

/**
 * Pass a fresh `new Marked()`: it is configured here so raw HTML in an answer (say, a payload
 * quoted from a document) shows as text; DOMPurify then checks the result as a second layer.
 */
export function createMarkdownRenderer(marked: MarkedInstance, purify: PurifyLike): (md: string) => string {
  marked.use({ gfm: true, breaks: true, renderer: { html: (token) => escapeHtml(token.text) } });
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
    const html = marked.parse(stripCitations(md), { async: false }) as string;
    return String(purify.sanitize(html, PURIFY_CONFIG));
  };
}

// The widget's server side without Express: the /embed/:pathname HTML page (the widget bundle
// only, not the Remix runtime), its Content-Security-Policy, and the build manifest lookup.
import fs from 'node:fs';
import path from 'node:path';
import { embedTexts } from '~/messages/embed';
import { frameAncestors } from '~/validation/embed';

export const APP_ENTRY = 'widget/src/embed/main.tsx';

export interface WidgetAssets {
  js: string;
  css: string[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

let cached: { file: string; mtimeMs: number; assets: WidgetAssets } | undefined;

/** The hashed bundle files from `${widgetDir}/.vite/manifest.json`; null when the widget is not built. */
export function widgetAssets(widgetDir: string): WidgetAssets | null {
  const file = path.join(widgetDir, '.vite', 'manifest.json');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  // Re-read after a rebuild; otherwise serve from memory.
  if (cached && cached.file === file && cached.mtimeMs === stat.mtimeMs) return cached.assets;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[APP_ENTRY];
  if (!entry) return null;
  const assets = { js: entry.file, css: entry.css ?? [] };
  cached = { file, mtimeMs: stat.mtimeMs, assets };
  return assets;
}

/**
 * The policy of the embed page. frame-ancestors is the assistant's allowed-websites list (any site
 * when empty); scripts only from this origin, so the page needs no nonce.
 */
export function embedCsp(allowedOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(allowedOrigins)}`,
  ].join('; ');
}

function page(title: string, head: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title>${head}</head><body>${body}</body></html>`
  );
}

/** `source` is the validated `src` channel of the page ("website" unless the URL says otherwise). */
export function renderEmbedPage(
  a: { ohaName: string; assistantPathname: string },
  assets: WidgetAssets,
  source: string = 'website',
): string {
  const head =
    assets.css.map((c) => `<link rel="stylesheet" href="/widget/${escapeHtml(c)}">`).join('') +
    `<script type="module" src="/widget/${escapeHtml(assets.js)}"></script>`;
  const body =
    `<div id="oha-embed" data-pathname="${escapeHtml(a.assistantPathname)}" data-src="${escapeHtml(source)}"></div>` +
    `<noscript>${escapeHtml(embedTexts.noscript)}</noscript>`;
  return page(a.ohaName, head, body);
}

/** The 404 (unknown assistant) and 503 (widget not built) pages: plain text, no script. */
export function renderEmbedMessage(text: string): string {
  const style =
    '<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;' +
    'font:16px/1.5 system-ui,sans-serif;color:#1d2733;background:#fff;padding:1.5rem;text-align:center}</style>';
  return page('Open House Assistant', style, `<p role="alert">${escapeHtml(text)}</p>`);
}

/** The message pages' policy: no script at all; any site may show the message. */
export const MESSAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

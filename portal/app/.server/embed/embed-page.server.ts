// The widget's server side without Express: the HTML of the /embed/:pathname frame and of the
// /assistants/:pathname chat page (both the widget bundle only, not the Remix runtime), their
// Content-Security-Policy, and the build manifest lookup.
import fs from 'node:fs';
import path from 'node:path';
import { t } from '@i18n/catalogs';
import type { Lang } from '@i18n/languages';
import { embedTexts } from '~/messages/embed';
import { frameAncestors } from '~/validation/embed';

export const APP_ENTRY = 'widget/src/embed/main.tsx';

export interface WidgetAssets {
  js: string;
  css: string[];
  /** The CSS files' text, for the chat page, which inlines it (see renderChatPage). */
  cssText?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Manifest = Record<string, { file: string; css?: string[] }>;
const manifests = new Map<string, { mtimeMs: number; manifest: Manifest }>();

/**
 * An entry's hashed files from a Vite build's `${dir}/.vite/manifest.json`, re-read after a
 * rebuild, else from memory (the same object while the file is unchanged); null when not built.
 */
export function manifestEntry(dir: string, entry: string): { file: string; css?: string[] } | null {
  const file = path.join(dir, '.vite', 'manifest.json');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  let known = manifests.get(file);
  if (!known || known.mtimeMs !== stat.mtimeMs) {
    known = { mtimeMs: stat.mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest };
    manifests.set(file, known);
  }
  return known.manifest[entry] ?? null;
}

let cached: { entry: object; assets: WidgetAssets } | undefined;

/** The chat bundle's hashed files (and its CSS text); null when the widget is not built. */
export function widgetAssets(widgetDir: string): WidgetAssets | null {
  const entry = manifestEntry(widgetDir, APP_ENTRY);
  if (!entry) return null;
  if (cached?.entry === entry) return cached.assets;
  const css = entry.css ?? [];
  const assets: WidgetAssets = { js: entry.file, css };
  try {
    assets.cssText = css.map((c) => fs.readFileSync(path.join(widgetDir, c), 'utf8')).join('\n');
  } catch {
    // A manifest without its CSS files: the pages link them, as the embed always does.
  }
  cached = { entry, assets };
  return assets;
}

/**
 * The policy of the embed page. frame-ancestors is the assistant's allowed-websites list (any site
 * when empty); scripts only from this origin, so the page needs no nonce. The chat page's
 * assistant data is a JSON data block, which is never executed and needs no script-src.
 */
export function embedCsp(allowedOrigins: readonly string[] | 'self'): string {
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
    `frame-ancestors ${allowedOrigins === 'self' ? "'self'" : frameAncestors(allowedOrigins)}`,
  ].join('; ');
}

// Pinch zoom stays (no maximum-scale): people with low vision need it; inputs are 16 px, so
// phones do not zoom on focus anyway.
function page(title: string, head: string, body: string, lang = 'en'): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `<title>${escapeHtml(title)}</title>${head}</head><body>${body}</body></html>`
  );
}

const script = (assets: WidgetAssets) => `<script type="module" src="/widget/${escapeHtml(assets.js)}"></script>`;

const bundle = (assets: WidgetAssets) =>
  assets.css.map((c) => `<link rel="stylesheet" href="/widget/${escapeHtml(c)}">`).join('') + script(assets);

/**
 * The chat page inlines its 3 KB (gzip) of CSS: a stylesheet request blocks the first paint for a
 * round trip, which on a phone's network is most of the page's Largest Contentful Paint budget.
 * The embed keeps the linked, immutable file, which a host site's visitors have cached.
 */
const inlineBundle = (assets: WidgetAssets) =>
  assets.cssText === undefined
    ? bundle(assets)
    : `<style>${assets.cssText.replace(/<\/(style)/gi, '<\\/$1')}</style>${script(assets)}`;

/** JSON inside <script type="application/json">: no "</script>", no HTML comment, no entity. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The app's mount point and the assistant it shows (inlined: no request before the first paint);
 * `source` is the validated `src` channel of the page.
 */
const mount = (pathname: string, mode: 'embed' | 'page', info: unknown, source: string) =>
  `<div id="oha-embed" data-pathname="${escapeHtml(pathname)}" data-mode="${mode}" data-src="${escapeHtml(source)}"></div>` +
  `<script type="application/json" id="oha-info">${jsonForScript(info)}</script>` +
  `<noscript lang="en">${escapeHtml(embedTexts.noscript)}</noscript>`;

/**
 * The widget's frame; `info` is the assistant the app shows (null: the failure screen), `source`
 * the page's channel ("website" unless the URL says otherwise).
 */
export function renderEmbedPage(
  a: { ohaName: string; assistantPathname: string },
  assets: WidgetAssets,
  info: object | null,
  source: string = 'website',
): string {
  return page(a.ohaName, bundle(assets), mount(a.assistantPathname, 'embed', info, source));
}

/**
 * The public chat page (the QR code's link): the same app and bundle as /embed in page mode, with
 * the assistant inlined (no request before the first paint) and a description in the visitor's
 * language. `info` null: an unknown assistant, for which the app shows the failure screen.
 */
export function renderChatPage(
  pathname: string,
  info: ({ ohaName: string; agentName: string } & object) | null,
  assets: WidgetAssets,
  lang: Lang,
  source: string = 'link',
): string {
  const title = info ? `${info.ohaName} · Open House Assistant` : 'Open House Assistant';
  const description = info
    ? t(lang, 'chat', 'metaDescription', { assistant: info.ohaName, agent: info.agentName })
    : t(lang, 'chat', 'loadFailure');
  const head =
    `<meta name="description" content="${escapeHtml(description)}">` +
    '<meta name="theme-color" content="#1f5f8b">' +
    inlineBundle(assets);
  return page(title, head, mount(pathname, 'page', info, source), lang);
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

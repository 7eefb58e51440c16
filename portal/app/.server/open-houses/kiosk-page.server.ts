// The kiosk's page (GET /kiosk/:code, kiosk-routes.server.ts): the sign-in form of the chat
// (widget/src/chat/SignIn.tsx) in the kiosk's own bundle (widget/src/kiosk, built by
// vite.config.kiosk.ts), everything it needs inlined as JSON so the tablet's cached copy works
// without the network: the open house, the six languages' texts, the short link's QR code and the
// PIN check. Also its web app manifest, so the page can be installed full screen.
import type { DB } from '@db/connection';
import { CATALOGS, type KioskTexts } from '@i18n/catalogs';
import type { KioskData } from '@widget/kiosk/types';
import { LANGUAGE_CODES, type Lang } from '@i18n/languages';
import { loadPublicAssistant, toClientInfo } from '../chat/assistant-info.server';
import { jsonForScript, manifestEntry } from '../embed/embed-page.server';
import { qrPngDataUrl } from '../qr.server';
import type { ActiveKiosk } from './kiosk.server';
import { shortLink } from './open-houses.server';
import { openHouseForPage } from './sign-in-page.server';

export const KIOSK_ENTRY = 'widget/src/kiosk/main.tsx';

/** What the kiosk app reads from the page (its shape: widget/src/kiosk/types.ts). */
export type KioskPageData = KioskData;

const TEXTS = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, CATALOGS[l].kiosk])) as Record<Lang, KioskTexts>;

/** The page's data; null when the listing's assistant is not published (no sign-in could be stored). */
export async function kioskPageData(database: DB, kiosk: ActiveKiosk): Promise<KioskPageData | null> {
  const oh = kiosk.openHouse;
  const assistant = await database
    .selectFrom('assistants')
    .select('assistantPathname')
    .where('id', '=', oh.assistantId)
    .executeTakeFirst();
  const info = assistant ? await loadPublicAssistant(assistant.assistantPathname, database) : null;
  const openHouse = info ? (await openHouseForPage(database, info.id, oh.code))?.page : null;
  if (!info || !openHouse) return null;
  const link = shortLink(oh.code);
  return {
    info: { ...toClientInfo(info), openHouse },
    kiosk: {
      code: oh.code,
      pathname: info.assistantPathname,
      openHouseId: oh.id,
      shortLink: link,
      qr: await qrPngDataUrl(link, { width: 480 }),
      pinCheck: kiosk.pinCheck,
      texts: TEXTS,
    },
  };
}

export interface KioskAssets {
  js: string;
  css: string[];
}

/** The kiosk bundle's hashed files; null when it is not built. */
export function kioskAssets(kioskDir: string): KioskAssets | null {
  const entry = manifestEntry(kioskDir, KIOSK_ENTRY);
  return entry ? { js: entry.file, css: entry.css ?? [] } : null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Scripts and styles only from this origin; the data block is JSON, never run; no framing. */
export const KIOSK_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function renderKioskPage(data: KioskPageData, assets: KioskAssets, lang: Lang): string {
  const title = `${data.info.openHouse.listingName} · Open House Assistant`;
  const head =
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    '<meta name="robots" content="noindex">' +
    '<meta name="theme-color" content="#1f5f8b">' +
    '<meta name="mobile-web-app-capable" content="yes">' +
    '<meta name="apple-mobile-web-app-capable" content="yes">' +
    `<link rel="manifest" href="/kiosk/${escapeHtml(data.kiosk.code)}/manifest.webmanifest">` +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    '<link rel="apple-touch-icon" href="/kiosk/icon-192.png">' +
    assets.css.map((c) => `<link rel="stylesheet" href="/kiosk/assets/${escapeHtml(c)}">`).join('') +
    `<script type="module" src="/kiosk/assets/${escapeHtml(assets.js)}"></script>` +
    `<title>${escapeHtml(title)}</title>`;
  const body =
    '<div id="oha-kiosk"></div>' +
    `<script type="application/json" id="oha-kiosk-data">${jsonForScript(data)}</script>`;
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head>${head}</head><body>${body}</body></html>`;
}

/** The page a tablet gets without a running kiosk (never started here, ended, or expired). */
export function renderKioskStopped(): string {
  const style =
    '<style>body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;' +
    'justify-content:center;gap:1rem;font:18px/1.5 system-ui,sans-serif;color:#1d2733;padding:1.5rem;' +
    'text-align:center}a{color:#1f5f8b;display:inline-block;padding:.6rem 0;min-height:44px}</style>';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>Kiosk mode · Open House Assistant</title>${style}</head><body><main>` +
    '<h1>Kiosk mode is not running on this device</h1>' +
    '<p>An agent starts it from the open house’s page in the portal, with the open house’s PIN.</p>' +
    '<p><a href="/open-houses">Go to your open houses</a></p></main></body></html>'
  );
}

/** The web app manifest: installed, the kiosk opens full screen on this open house. */
export function kioskManifest(code: string, listingName: string) {
  return {
    id: `/kiosk/${code}`,
    name: `${listingName} · Open house sign-in`,
    short_name: 'Sign-in',
    start_url: `/kiosk/${code}`,
    scope: '/kiosk/',
    display: 'fullscreen',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: '#1f5f8b',
    icons: [
      { src: '/kiosk/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/kiosk/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}

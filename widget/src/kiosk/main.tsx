// The kiosk page's app (GET /kiosk/:code): Preact renders the kiosk (vite.config.kiosk.ts aliases
// react to it, as the chat's build does). The page's data is inlined JSON. The service worker
// (sw.ts) keeps the page and this bundle for the times the tablet has no network.
import { createRoot } from 'react-dom/client';
import { idbStore } from './idb';
import { Kiosk } from './Kiosk';
import { memoryStore } from './queue';
import type { KioskData } from './types';
import { KIOSK_CACHE } from './sw-cache';
import '../chat/chat.css';
import './kiosk.css';

function pageData(): KioskData | null {
  try {
    return JSON.parse(document.getElementById('oha-kiosk-data')?.textContent ?? 'null') as KioskData | null;
  } catch {
    return null;
  }
}

/**
 * Registers the service worker and stores this page and its files in its cache now: the first
 * load is not the worker's (it did not run yet), and the tablet may lose the network before the
 * next one.
 */
async function keepForOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  await navigator.serviceWorker.register('/kiosk/sw.js', { scope: '/kiosk/' });
  const files = [
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src^="/kiosk/"]'), (s) => s.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href^="/kiosk/"]'), (l) => l.href),
  ];
  const cache = await caches.open(KIOSK_CACHE);
  await cache.addAll([location.pathname, ...files]);
}

const data = pageData();
const el = document.getElementById('oha-kiosk');
if (data && el) {
  const store = typeof indexedDB === 'undefined' ? memoryStore() : idbStore();
  createRoot(el).render(<Kiosk data={data} store={store} />);
  keepForOffline().catch(() => {
    /* no worker (a private window, plain http): the kiosk works while the page stays open */
  });
}

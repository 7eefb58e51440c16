// The kiosk's service worker (served as /kiosk/sw.js, scope /kiosk/; built by vite.config.kiosk.ts
// as a classic script). The kiosk page: from the network when there is one (and kept), else the
// kept copy; an answer that the kiosk is no longer running (403) drops the kept copy, so an ended
// kiosk does not come back offline. The hashed bundle files: from the cache, else the network.
// Sign-ins are never handled here: the page queues them in IndexedDB and posts them itself.
import { KIOSK_CACHE, KIOSK_PAGE } from './sw-cache';

interface ExtendableEventLike extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(r: Response | Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEventLike) => void): void;
}

const sw = self as unknown as WorkerScope;

sw.addEventListener('install', (e) => e.waitUntil(sw.skipWaiting()));

sw.addEventListener('activate', (e) =>
  e.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('oha-kiosk-') && name !== KIOSK_CACHE) await caches.delete(name);
      await sw.clients.claim();
    })(),
  ),
);

async function page(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(KIOSK_CACHE);
  try {
    const res = await fetch(request);
    if (res.ok) await cache.put(path, res.clone());
    else if (res.status === 403) await cache.delete(path);
    return res;
  } catch {
    return (await cache.match(path)) ?? Response.error();
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(KIOSK_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
}

sw.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate' && KIOSK_PAGE.test(url.pathname)) e.respondWith(page(request, url.pathname));
  else if (url.pathname.startsWith('/kiosk/assets/')) e.respondWith(asset(request));
});

// A stand-in for an agent's website on its own origin (a tiny node:http server on 127.0.0.1, while
// the app runs on localhost), for the widget specs; pages are registered per test. The `test` here
// is the shared fixtures' plus `site`, one host site per worker.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort, test as base, type App } from './fixtures';

/** Host CSS that would restyle everything it could reach: the widget must not be reachable. */
export const HOSTILE_CSS = '* { color: red !important; font-size: 40px; } body { font-family: Georgia, serif; }';

export interface HostSite {
  origin: string;
  pages: Map<string, string>;
  /** Serves `body` at a path of its own and returns the page's address (on `origin`). */
  page: (body: string) => string;
  close: () => Promise<void>;
}

export async function startHostSite(): Promise<HostSite> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const body = pages.get((req.url ?? '/').split('?')[0]!);
    if (!body) {
      res.writeHead(204).end(); // e.g. /favicon.ico: nothing, and no console error
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let served = 0;
  return {
    origin,
    pages,
    page: (body) => {
      served += 1;
      pages.set(`/page-${served}`, body);
      return `${origin}/page-${served}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An agent's page: a heading, a button of its own, then `body` (the snippet). */
export function hostPage(body: string, css = HOSTILE_CSS): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Agent site</title>' +
    `<style>${css}</style></head><body><main><h1>Sunny homes</h1><button type="button">Host button</button></main>${body}</body></html>`
  );
}

export const scriptTag = (a: App, pathname: string, extra = '') =>
  `<script src="${a.url}/widget.js" data-assistant="${pathname}"${extra} async></script>`;

export const test = base.extend<object, { site: HostSite }>({
  site: [
    // The worker's app is up before its host site (the site's pages embed it).
    async ({ app: _app }, use) => {
      const site = await startHostSite();
      try {
        await use(site);
      } finally {
        await site.close();
      }
    },
    { scope: 'worker' },
  ],
});

// Express routes of kiosk mode, mounted by portal/server.ts before Remix (like the widget's, they
// serve the kiosk's own bundle and set their own headers):
//   GET  /kiosk/:code                        the kiosk page (the tablet's kiosk cookie required)
//   POST /kiosk/:code/end                    leaves kiosk mode (the cookie and the PIN)
//   GET  /kiosk/:code/manifest.webmanifest   its web app manifest (public: browsers fetch it without cookies)
//   GET  /kiosk/sw.js                        the service worker (scope /kiosk/), never cached long
//   GET  /kiosk/assets/kiosk-*.js|css        the hashed bundle, immutable
//   GET  /kiosk/icon-192.png, icon-512.png   the installed app's icons
import express, { type Request, type Response } from 'express';
import path from 'node:path';
import { preferredLanguage } from '@i18n/languages';
import { config } from '../config.server';
import { db } from '../db.server';
import { rateLimit } from '../rate-limit.server';
import { activeKiosk, endKiosk, kioskToken, pinMatches } from './kiosk.server';
import {
  KIOSK_CSP,
  kioskAssets,
  kioskManifest,
  kioskPageData,
  renderKioskPage,
  renderKioskStopped,
} from './kiosk-page.server';
import { findPublicOpenHouse, OPEN_HOUSE_CODE } from './open-houses.server';

// Wrong PINs at the tablet: the tablet itself slows them down; this bounds what a script could try.
const END_LIMIT = { limit: 20, windowMs: 15 * 60_000 };

function baseHeaders(res: Response) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  if (config().secureCookies) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
}

export function kioskRoutes(kioskDir: string): express.Router {
  const router = express.Router();

  router.get('/kiosk/sw.js', (_req: Request, res: Response, next) => {
    baseHeaders(res);
    // A new worker reaches tablets at their next load; the scope is /kiosk/ by the script's place.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(
      path.join(kioskDir, 'sw.js'),
      { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } },
      (err) => {
        if (err && !res.headersSent) next();
      },
    );
  });

  router.get('/kiosk/assets/:file', (req: Request, res: Response, next) => {
    const file = req.params.file ?? '';
    if (!/^kiosk-[\w-]+\.(js|css)$/.test(file)) return next();
    baseHeaders(res);
    res.sendFile(path.join(kioskDir, file), { maxAge: '1y', immutable: true }, (err) => {
      if (err && !res.headersSent) next();
    });
  });

  router.get(/^\/kiosk\/icon-(192|512)\.png$/, (req: Request, res: Response, next) => {
    baseHeaders(res);
    res.sendFile(path.join(kioskDir, `icon-${req.params[0]}.png`), { maxAge: '1d' }, (err) => {
      if (err && !res.headersSent) next();
    });
  });

  router.get('/kiosk/:code/manifest.webmanifest', async (req: Request, res: Response, next) => {
    try {
      const oh = await findPublicOpenHouse(db(), req.params.code ?? '');
      if (!oh) return next();
      baseHeaders(res);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/manifest+json').send(JSON.stringify(kioskManifest(oh.code, oh.listingName)));
    } catch (err) {
      next(err);
    }
  });

  router.get('/kiosk/:code', async (req: Request, res: Response, next) => {
    try {
      const code = req.params.code ?? '';
      if (!OPEN_HOUSE_CODE.test(code)) return next();
      baseHeaders(res);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Security-Policy', KIOSK_CSP);
      const kiosk = await activeKiosk(db(), code, await kioskToken(req.headers.cookie));
      const data = kiosk ? await kioskPageData(db(), kiosk) : null;
      const assets = kioskAssets(kioskDir);
      if (!data || !assets)
        return res
          .status(kiosk && !assets ? 503 : 403)
          .type('html')
          .send(renderKioskStopped());
      const lang = preferredLanguage(req.headers['accept-language']) ?? 'en';
      res.type('html').send(renderKioskPage(data, assets, lang));
    } catch (err) {
      next(err);
    }
  });

  router.post('/kiosk/:code/end', express.json({ limit: '2kb' }), async (req: Request, res: Response, next) => {
    try {
      baseHeaders(res);
      res.setHeader('Cache-Control', 'no-store');
      const code = req.params.code ?? '';
      const token = await kioskToken(req.headers.cookie);
      const limited = await rateLimit(`kiosk:end:${req.ip ?? ''}`, END_LIMIT);
      if (!limited.ok) return res.status(429).setHeader('Retry-After', String(limited.retryAfter)).json({ ok: false });
      const kiosk = await activeKiosk(db(), code, token);
      const pin = typeof req.body?.pin === 'string' ? req.body.pin : '';
      if (!kiosk) return res.status(403).json({ ok: false });
      if (!(await pinMatches(pin, kiosk.pinCheck))) return res.status(403).json({ ok: false, code: 'pin' });
      await endKiosk(db(), code, token);
      res.json({ ok: true });
    } catch (err) {
      next(err);
    }
  });

  return router;
}

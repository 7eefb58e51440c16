// Express routes of the embeddable widget and the public chat page, mounted by portal/server.ts
// before Remix and the global security headers (/embed must be framable by other sites, which
// those headers forbid):
//   GET /widget.js             the loader in the visitor's language (Vary: Accept-Language);
//                              short-cached, so a new version reaches sites within minutes
//   GET /widget/embed-*.js|css the hashed bundle; immutable for a year
//   GET /embed/:pathname       the iframe page, with frame-ancestors from the allowed-websites list
//   GET /assistants/:pathname  the chat page of the QR code and the chat link: the same bundle in
//                              page mode (no React or Remix runtime), 404 for an unknown assistant
//   GET /favicon.ico           the site icon, for the browsers that ask for it by that name
import express, { type Request, type Response } from 'express';
import path from 'node:path';
import { preferredLanguage } from '@i18n/languages';
import { embedTexts } from '~/messages/embed';
import { parseLeadSource } from '~/validation/lead-source';
import { loadPublicAssistant, toClientInfo } from '../chat/assistant-info.server';
import { config } from '../config.server';
import { PATHNAME_PATTERN, findEmbeddableAssistant } from '../repos/embed.server';
import {
  embedCsp,
  MESSAGE_CSP,
  renderChatPage,
  renderEmbedMessage,
  renderEmbedPage,
  widgetAssets,
} from './embed-page.server';
import { loaderScript } from './loader-script.server';
import { db } from '~/.server/db.server';
import { recordOpen } from '../open-houses/opens.server';
import { openHouseForPage } from '../open-houses/sign-in-page.server';

export const LOADER_MAX_AGE_S = 300;

function baseHeaders(res: Response) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (config().secureCookies) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
}

export function widgetRoutes(widgetDir: string): express.Router {
  const router = express.Router();

  router.get('/widget.js', (req: Request, res: Response, next) => {
    const script = loaderScript(widgetDir, req.headers['accept-language']);
    if (!script) return next();
    baseHeaders(res);
    // Loaded cross-origin by agents' pages (also with crossorigin="anonymous" or under COEP).
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Cache-Control', `public, max-age=${LOADER_MAX_AGE_S}`);
    // One variant per language: caches keep them apart.
    res.setHeader('Vary', 'Accept-Language, Accept-Encoding');
    res.setHeader('Content-Language', script.lang);
    res.setHeader('ETag', script.etag);
    if (req.headers['if-none-match'] === script.etag) return res.status(304).end();
    res.type('text/javascript; charset=utf-8').send(script.body);
  });

  router.get('/favicon.ico', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.redirect(301, '/favicon.svg');
  });

  router.get('/widget/:file', (req: Request, res: Response, next) => {
    const file = req.params.file ?? '';
    // Only the hashed bundle files: never the manifest or anything else in the directory.
    if (!/^embed-[\w-]+\.(js|css)$/.test(file)) return next();
    baseHeaders(res);
    res.sendFile(path.join(widgetDir, file), { maxAge: '1y', immutable: true }, (err) => {
      if (err && !res.headersSent) next();
    });
  });

  router.get('/embed/:pathname', async (req: Request, res: Response, next) => {
    try {
      baseHeaders(res);
      res.setHeader('Cache-Control', 'no-cache');
      const assistant = await findEmbeddableAssistant(db(), req.params.pathname ?? '');
      if (!assistant) {
        res.setHeader('Content-Security-Policy', MESSAGE_CSP);
        return res.status(404).type('html').send(renderEmbedMessage(embedTexts.embedNotFound));
      }
      const assets = widgetAssets(widgetDir);
      if (!assets) {
        res.setHeader('Content-Security-Policy', MESSAGE_CSP);
        return res.status(503).type('html').send(renderEmbedMessage(embedTexts.embedNotBuilt));
      }
      const info = await loadPublicAssistant(assistant.assistantPathname);
      res.setHeader('Content-Security-Policy', embedCsp(assistant.allowedOrigins));
      // The widget's chats count as "website" unless the page names another channel.
      const source = parseLeadSource(typeof req.query.src === 'string' ? req.query.src : null, 'website');
      // An open house's link (?oh=code) starts with its sign-in, in the widget as on the page.
      const found = info ? await openHouseForPage(db(), info.id, req.query.oh) : null;
      const client = info ? { ...toClientInfo(info), ...(found ? { openHouse: found.page } : {}) } : null;
      res.type('html').send(renderEmbedPage(assistant, assets, client, source));
    } catch (err) {
      next(err);
    }
  });

  router.get('/assistants/:pathname', async (req: Request, res: Response, next) => {
    try {
      baseHeaders(res);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      const assets = widgetAssets(widgetDir);
      if (!assets) {
        res.setHeader('Content-Security-Policy', MESSAGE_CSP);
        return res.status(503).type('html').send(renderEmbedMessage(embedTexts.embedNotBuilt));
      }
      const pathname = req.params.pathname ?? '';
      const assistant = PATHNAME_PATTERN.test(pathname) ? await loadPublicAssistant(pathname) : null;
      const lang = preferredLanguage(req.headers['accept-language']) ?? 'en';
      // The channel of a printed QR code (?src=sign); unknown values count as "link".
      const source = parseLeadSource(typeof req.query.src === 'string' ? req.query.src : null);
      res.setHeader('Vary', 'Accept-Language, Accept-Encoding');
      res.setHeader('Content-Security-Policy', embedCsp('self'));
      // An open house's link (/oh/:code leads here with ?oh=code) starts with its sign-in.
      const found = assistant ? await openHouseForPage(db(), assistant.id, req.query.oh) : null;
      const client = assistant ? { ...toClientInfo(assistant), ...(found ? { openHouse: found.page } : {}) } : null;
      // Each browser opening an open house's link is counted once (the seller report's anonymous visitors).
      if (found) {
        // A count that fails must not cost the visitor the page.
        const { setCookie } = await recordOpen(db(), found.id, {
          cookie: req.headers.cookie,
          userAgent: req.headers['user-agent'],
        }).catch((err: unknown) => {
          console.error('open house open:', err instanceof Error ? err.message : err);
          return { setCookie: null };
        });
        if (setCookie) res.append('Set-Cookie', setCookie);
      }
      // An unknown link still gets the chat shell, which shows the spec's failure screen.
      res
        .status(assistant ? 200 : 404)
        .type('html')
        .send(renderChatPage(pathname, client, assets, lang, source));
    } catch (err) {
      next(err);
    }
  });

  return router;
}

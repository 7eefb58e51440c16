// Express routes of the embeddable widget, mounted by portal/server.ts before the global security
// headers (this page must be framable by other sites, which those headers forbid):
//   GET /widget.js             the loader; short-cached, so a new version reaches sites within minutes
//   GET /widget/embed-*.js|css the hashed bundle; immutable for a year
//   GET /embed/:pathname       the iframe page, with frame-ancestors from the allowed-websites list
import express, { type Request, type Response } from 'express';
import path from 'node:path';
import { embedTexts } from '~/messages/embed';
import { parseLeadSource } from '~/validation/lead-source';
import { findEmbeddableAssistant } from '../repos/embed.server';
import { embedCsp, MESSAGE_CSP, renderEmbedMessage, renderEmbedPage, widgetAssets } from './embed-page.server';

export const LOADER_MAX_AGE_S = 300;

function baseHeaders(res: Response) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
}

export function widgetRoutes(widgetDir: string): express.Router {
  const router = express.Router();

  router.get('/widget.js', (_req: Request, res: Response, next) => {
    baseHeaders(res);
    // Loaded cross-origin by agents' pages (also with crossorigin="anonymous" or under COEP).
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.sendFile(
      path.join(widgetDir, 'widget.js'),
      { maxAge: LOADER_MAX_AGE_S * 1000, headers: { 'Content-Type': 'text/javascript; charset=utf-8' } },
      (err) => {
        if (err && !res.headersSent) next();
      },
    );
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
      const assistant = await findEmbeddableAssistant(req.params.pathname ?? '');
      if (!assistant) {
        res.setHeader('Content-Security-Policy', MESSAGE_CSP);
        return res.status(404).type('html').send(renderEmbedMessage(embedTexts.embedNotFound));
      }
      const assets = widgetAssets(widgetDir);
      if (!assets) {
        res.setHeader('Content-Security-Policy', MESSAGE_CSP);
        return res.status(503).type('html').send(renderEmbedMessage(embedTexts.embedNotBuilt));
      }
      res.setHeader('Content-Security-Policy', embedCsp(assistant.allowedOrigins));
      // The widget's chats count as "website" unless the page names another channel.
      const source = parseLeadSource(typeof req.query.src === 'string' ? req.query.src : null, 'website');
      res.type('html').send(renderEmbedPage(assistant, assets, source));
    } catch (err) {
      next(err);
    }
  });

  return router;
}

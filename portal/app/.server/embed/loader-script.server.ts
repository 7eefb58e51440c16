// /widget.js in the visitor's language: the built loader carries a placeholder where its texts go
// (widget/src/embed/loader-texts.ts); the server fills it with the `loader` catalog of
// the language the browser asks for (Accept-Language; English when none of the six). Six small
// variants, built once per build and kept in memory, each with its own ETag.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CATALOGS } from '@i18n/catalogs';
import { LANGUAGE_CODES, preferredLanguage, type Lang } from '@i18n/languages';
import { LOADER_TEXTS_SLOT } from '@widget/embed/loader-texts';

export interface LoaderScript {
  lang: Lang;
  body: string;
  etag: string;
}

let cached: { file: string; mtimeMs: number; variants: Map<Lang, LoaderScript> } | undefined;

/** The loader with the texts of `lang` in place; throws when the build has no placeholder. */
export function fillLoaderTexts(source: string, lang: Lang): string {
  if (!source.includes(LOADER_TEXTS_SLOT)) throw new Error(`widget.js has no ${LOADER_TEXTS_SLOT}: rebuild the widget`);
  // JSON is a JavaScript expression; \u2028 and \u2029 are valid in string literals since ES2019.
  return source.replace(LOADER_TEXTS_SLOT, () => JSON.stringify(CATALOGS[lang].loader));
}

/** The built loader for an Accept-Language header; null when the widget is not built. */
export function loaderScript(widgetDir: string, acceptLanguage: string | undefined): LoaderScript | null {
  const file = path.join(widgetDir, 'widget.js');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (!cached || cached.file !== file || cached.mtimeMs !== stat.mtimeMs) {
    const source = fs.readFileSync(file, 'utf8');
    const variants = new Map<Lang, LoaderScript>();
    for (const lang of LANGUAGE_CODES) {
      const body = fillLoaderTexts(source, lang);
      const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      variants.set(lang, { lang, body, etag });
    }
    cached = { file, mtimeMs: stat.mtimeMs, variants };
  }
  return cached.variants.get(preferredLanguage(acceptLanguage) ?? 'en')!;
}

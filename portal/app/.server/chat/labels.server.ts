// The chat's UI labels for any language tag. The six shipped languages answer from the catalogs,
// matched by language ("fr-CA" is French, "zh-HK" Traditional Chinese). Any other real language
// is translated by the provider at most once per language (not per tag: "de", "de-AT" and
// "de-x-anything" share one entry), kept in a small LRU, and the paid translations are budgeted
// per IP and for the whole server. Tags that are not well formed or name no known language are
// refused before anything is counted or stored.
import { CATALOGS, type Labels } from '@i18n/catalogs';
import { canonicalTag, shippedLanguage, type Lang } from '@i18n/languages';
import { getProvider } from '../ai/index.server';
import { rateLimit, type Limit } from '../rate-limit.server';
import { Lru } from '../lru';

const EN = CATALOGS.en.chat;
const MIN = 60_000;

/** Room for every language a real audience asks for; a few KB each, so the bound is < 1 MB. */
export const LABEL_CACHE_SIZE = 64;
export const LABEL_LIMITS = {
  /** Requests for a language outside the six, per IP. */
  perIp: { limit: 30, windowMs: 10 * MIN },
  /** New provider translations for the whole server (the paid calls). */
  translations: { limit: 20, windowMs: 60 * MIN },
} satisfies Record<string, Limit>;

export type LabelsResult =
  { ok: true; labels: Labels; lang: Lang | string } | { ok: false; status: 400 | 429 | 502; retryAfter?: number };

// ICU's list of languages: "xx" or "qaa" are well formed but name nothing to translate into.
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The primary language subtag of a real language that is not one of the six, else null. */
export function translatableLanguage(tag: string): string | null {
  const canonical = canonicalTag(tag);
  if (!canonical) return null;
  // "und" (undetermined) has no language subtag at all.
  const language = new Intl.Locale(canonical).language;
  if (!language || language === 'und') return null;
  try {
    return languageNames.of(language) ? language : null;
  } catch {
    return null;
  }
}

type Translate = (labels: Labels, language: string) => Promise<Record<string, string>>;

export function createLabelService(
  translate: Translate = (labels, language) => getProvider().translateLabels(labels, language),
) {
  const cache = new Lru<string, Promise<Labels>>(LABEL_CACHE_SIZE);

  async function fetchTranslation(language: string): Promise<Labels> {
    const out = await translate(EN, language);
    // Keep every key and placeholder usable even if the translation dropped some.
    const merged = { ...EN } as Record<string, string>;
    for (const [k, v] of Object.entries(out)) if (k in EN && typeof v === 'string' && v.trim()) merged[k] = v;
    return merged as Labels;
  }

  return {
    cache,
    async labelsFor(tag: string, ip: string): Promise<LabelsResult> {
      const shipped = shippedLanguage(tag);
      if (shipped) return { ok: true, labels: CATALOGS[shipped].chat, lang: shipped };
      const language = translatableLanguage(tag);
      if (!language) return { ok: false, status: 400 };
      const perIp = await rateLimit(`labels:ip:${ip}`, LABEL_LIMITS.perIp);
      if (!perIp.ok) return { ok: false, status: 429, retryAfter: perIp.retryAfter };
      let pending = cache.get(language);
      if (!pending) {
        const budget = await rateLimit('labels:translations', LABEL_LIMITS.translations);
        if (!budget.ok) return { ok: false, status: 429, retryAfter: budget.retryAfter };
        pending = fetchTranslation(language);
        cache.set(language, pending);
        // A failed translation is not kept: the next visitor may try again (within the budget).
        pending.catch(() => {
          if (cache.get(language) === pending) cache.delete(language);
        });
      }
      try {
        return { ok: true, labels: await pending, lang: language };
      } catch {
        return { ok: false, status: 502 };
      }
    },
  };
}

let service: ReturnType<typeof createLabelService> | undefined;
export function labelService() {
  service ??= createLabelService();
  return service;
}

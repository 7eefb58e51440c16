// The six languages the product ships, in the order the language menu lists them. Adding a
// language is one entry here and one folder of catalogs under ./locales.

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
  { code: 'ko', name: '한국어' },
  { code: 'ja', name: '日本語' },
  { code: 'fr', name: 'Français' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly Lang[] = LANGUAGES.map((l) => l.code);

/** The languages' English names, for the hosted model's instructions and prompts. */
const ENGLISH_NAMES: Record<Lang, string> = {
  en: 'English',
  'zh-CN': 'Simplified Chinese',
  'zh-TW': 'Traditional Chinese',
  ko: 'Korean',
  ja: 'Japanese',
  fr: 'French',
};

/** "Korean" for ko; a code that is none of the six is returned as it is. */
export function englishName(code: string): string {
  return isLang(code) ? ENGLISH_NAMES[code] : code;
}

export function isLang(code: unknown): code is Lang {
  return typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);
}

/** A well-formed BCP 47 tag in its canonical form ("ZH-hant-tw" → "zh-Hant-TW"), or null. */
export function canonicalTag(tag: string): string | null {
  if (!tag || tag.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The shipped language a tag belongs to, by language (and script or region for Chinese):
 * "fr-CA" → fr, "zh-Hant" / "zh-HK" / "zh-MO" / "zh-TW" → zh-TW, other Chinese → zh-CN.
 * Null for a tag that is not well formed or another language.
 */
export function shippedLanguage(tag: string | null | undefined): Lang | null {
  const canonical = tag ? canonicalTag(tag) : null;
  if (!canonical) return null;
  const locale = new Intl.Locale(canonical);
  switch (locale.language) {
    case 'en':
    case 'fr':
    case 'ko':
    case 'ja':
      return locale.language;
    case 'zh': {
      const traditional = locale.script === 'Hant' || ['TW', 'HK', 'MO'].includes(locale.region ?? '');
      return locale.script === 'Hans' || !traditional ? 'zh-CN' : 'zh-TW';
    }
    default:
      return null;
  }
}

/** The shipped language of a tag, English when it is none of the six. */
export function toLang(tag: string | null | undefined): Lang {
  return shippedLanguage(tag) ?? 'en';
}

/**
 * The first of the six in an Accept-Language header, by q-value ("fr-CA,fr;q=0.9,en;q=0.8" → fr);
 * null when it names none of them.
 */
export function preferredLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const lang = shippedLanguage(r.tag);
    if (lang) return lang;
  }
  return null;
}

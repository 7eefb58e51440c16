// The one formatter for catalog texts: named placeholders `{name}` and plural variants chosen with
// Intl.PluralRules (keys `x_one`, `x_other`, ... as in i18next). No dependency: the widget bundles it.

export type Params = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown one stays visible so a missing value is noticed. */
export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

const rules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of a count in a language ("one", "other", ...). */
export function pluralCategory(lang: string, count: number): Intl.LDMLPluralRule {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rules.set(lang, r);
  }
  return r.select(count);
}

/**
 * A text of a flat catalog: `key`, or for a numeric `count` the plural variant `key_<category>`
 * (falling back to `key_other`). Throws on a key the catalog lacks: a typo must fail a test.
 */
export function translate<C extends Record<string, string>>(
  catalog: C,
  lang: string,
  key: string,
  params?: Params,
): string {
  const count = params?.count;
  let template: string | undefined;
  if (typeof count === 'number') {
    template = catalog[`${key}_${pluralCategory(lang, count)}`] ?? catalog[`${key}_other`];
  }
  template ??= catalog[key];
  if (template === undefined) throw new Error(`missing text "${key}" (${lang})`);
  return format(template, params);
}

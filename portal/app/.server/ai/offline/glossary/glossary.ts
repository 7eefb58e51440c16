// The real-estate glossary: ~1,500 terms kept as data (data/<domain>.json), each with its forms
// in the six languages, so a question in one language can be expanded into the words a document
// in another language uses ("サンプポンプ" → "sump pump", "pompe de puisard"). Built once, on
// first use; a look-up is a scan of the text against a per-language index (see match.ts).
import type { Lang } from '@i18n/languages';
import { DOMAINS } from './domains';
import { buildIndex, findIn, type LangIndex } from './match';
import type { Glossary, GlossaryEntry } from './types';

export type { Glossary, GlossaryEntry, GlossaryMatch } from './types';

let glossary: Glossary | undefined;

export function getGlossary(): Glossary {
  return (glossary ??= createGlossary(DOMAINS.flatMap((d) => d.entries)));
}

/** A glossary over the given entries (tests build small ones; the app uses getGlossary). */
export function createGlossary(entries: readonly GlossaryEntry[]): Glossary {
  const byId = new Map(entries.map((e) => [e.id, e]));
  // Each language's index is built the first time a text in that language is looked up.
  const indexes = new Map<Lang, LangIndex>();
  const indexOf = (lang: Lang) => {
    let index = indexes.get(lang);
    if (!index) indexes.set(lang, (index = buildIndex(entries, lang)));
    return index;
  };
  return {
    find: (text, lang) => (text ? findIn(indexOf(lang), text, lang) : []),
    forms: (id, lang) => byId.get(id)?.[lang] ?? [],
    entry: (id) => byId.get(id),
    all: () => entries,
  };
}

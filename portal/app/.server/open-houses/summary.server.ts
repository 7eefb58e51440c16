// The live list's one-line summary of what a visitor asked ("price, condo fees, parking"): the
// offline answer engine's concepts of the visitor's questions, in the order first asked, each
// named once. No model is needed. A question in the summary's language keeps the visitor's own
// wording ("condo fees" stays condo fees); any other language is named by the concept's display
// name ("管理费" reads "strata fee" for an English-speaking agent). The engine is reached through
// its one vocabulary module.
import type { Lang } from '@i18n/languages';
import { CONCEPT_BY_ID, matchConcepts, type Concept } from '../ai/offline/concepts/vocabulary';

export const SUMMARY_MAX_TOPICS = 6;

const SEPARATOR: Record<Lang, string> = { en: ', ', fr: ', ', 'zh-CN': '、', 'zh-TW': '、', ja: '、', ko: ', ' };
const MORE: Record<Lang, (n: number) => string> = {
  en: (n) => ` +${n} more`,
  fr: (n) => ` +${n} autres`,
  'zh-CN': (n) => ` 等另外 ${n} 项`,
  'zh-TW': (n) => ` 等另外 ${n} 項`,
  ja: (n) => ` ほか${n}件`,
  ko: (n) => ` 외 ${n}개`,
};
const caseless = (lang: Lang) => lang === 'en' || lang === 'fr';

function conceptName(concept: Concept, lang: Lang): string {
  const name = concept.name?.[lang] ?? concept.terms[lang]?.[0] ?? concept.id.replace(/_/g, ' ');
  return caseless(lang) ? name.toLowerCase() : name;
}

/** The topics of a visitor's questions: concept ids and how to say each, first asked first. */
export function questionTopics(
  questions: readonly string[],
  lang: Lang = 'en',
): Array<{ concept: string; label: string }> {
  const seen = new Map<string, string>();
  for (const q of questions) {
    for (const m of matchConcepts(q)) {
      const concept = CONCEPT_BY_ID.get(m.concept);
      if (!concept || concept.kind === 'modifier' || concept.absorbs || seen.has(concept.id)) continue;
      // The visitor's own words when they are a term of the summary's language.
      const own = concept.terms[lang]?.some((t) => t.replace(/\*$/, '') && m.term.startsWith(t.replace(/\*$/, '')));
      seen.set(concept.id, own && caseless(lang) && !m.term.endsWith('*') ? m.term : conceptName(concept, lang));
    }
  }
  return [...seen].map(([concept, label]) => ({ concept, label }));
}

/** "price, condo fees, parking"; "" when nothing the engine knows was asked. */
export function summarizeQuestions(questions: readonly string[], lang: Lang = 'en'): string {
  const topics = questionTopics(questions, lang);
  const shown = topics.slice(0, SUMMARY_MAX_TOPICS).map((t) => t.label);
  const rest = topics.length - shown.length;
  return shown.join(SEPARATOR[lang]) + (rest > 0 ? MORE[lang](rest) : '');
}

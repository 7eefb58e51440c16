// A question's terms in every language: the glossary finds the real-estate terms a question
// names in the visitor's language and gives their forms in the others, so a Japanese question
// about a septic tank searches the English document for "septic" and accepts the sentence that
// says it. Each term is one group: a sentence covers the group when it holds any of its forms.
import { latinWords, normalize } from '../text/text';
import { contentWords } from './segment';
import { LANGS, type Lang } from '../concepts/vocabulary';

/** What the engine needs of the glossary (getGlossary() satisfies it). */
export interface TermLookup {
  find(text: string, lang: Lang): ReadonlyArray<{ id: string; start: number; end: number }>;
  forms(id: string, lang: Lang): readonly string[];
}

export interface TermGroup {
  id: string;
  /** Latin forms (normalised), matched at word boundaries with an optional plural ending. */
  latin: RegExp | null;
  /** Chinese, Japanese and Korean forms, matched as substrings. */
  cjk: string[];
}

export interface Expansion {
  groups: TermGroup[];
  /** Words for the FTS5 query: the question's own content words, then the terms' forms. */
  words: string[];
  /** The English and French words of the terms' forms. */
  termWords: string[];
  /** Where each term sits in the question (UTF-16 offsets). */
  spans: Array<{ id: string; start: number; end: number }>;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const groupCache = new WeakMap<TermLookup, Map<string, TermGroup>>();
function groupOf(id: string, lookup: TermLookup): TermGroup {
  let cache = groupCache.get(lookup);
  if (!cache) groupCache.set(lookup, (cache = new Map()));
  let g = cache.get(id);
  if (g) return g;
  const latin: string[] = [];
  const cjk: string[] = [];
  for (const lang of LANGS)
    for (const f of lookup.forms(id, lang)) {
      const n = normalize(f).trim();
      if (n.length < 2) continue;
      if (CJK.test(n)) cjk.push(n);
      else latin.push(n);
    }
  g = {
    id,
    latin: latin.length
      ? new RegExp(
          `(?<![\\p{L}\\p{N}])(?:${[...new Set(latin)]
            .sort((a, b) => b.length - a.length)
            .map((f) => escape(f).replace(/[\s-]+/g, '[\\s-]+'))
            .join('|')})(?:s|es|x)?(?![\\p{L}\\p{N}])`,
          'u',
        )
      : null,
    cjk: [...new Set(cjk)],
  };
  cache.set(id, g);
  return g;
}

/** Whether a text (normalised or not) names the group's term in any language. */
export function covers(group: TermGroup, text: string): boolean {
  const n = normalize(text);
  return (group.latin !== null && group.latin.test(n)) || group.cjk.some((f) => n.includes(f));
}

/** How many of the groups a text names. */
export function coverage(groups: readonly TermGroup[], text: string): number {
  if (!groups.length) return 0;
  return coverageOfNormalized(groups, normalize(text));
}

/** coverage() of a text already normalize()d (a passage met by many questions is normalised once). */
export function coverageOfNormalized(groups: readonly TermGroup[], n: string): number {
  return groups.filter((g) => (g.latin !== null && g.latin.test(n)) || g.cjk.some((f) => n.includes(f))).length;
}

/**
 * The question's terms and search words. Terms are looked up in the visitor's language and, for
 * Latin words inside a CJK question ("knob-and-tube 电线"), in English too. The FTS words keep
 * the query short: the question's content words, then per term a few English and French forms
 * (the languages most documents are written in) and its form in the other Chinese script.
 */
export function expandQuestion(question: string, lang: Lang, lookup: TermLookup | null): Expansion {
  const words = contentWords(question, lang);
  if (!lookup) return { groups: [], words, termWords: [], spans: [] };
  const found = [...lookup.find(question, lang)];
  if (lang !== 'en' && latinWords(question).some((w) => w.length >= 3)) found.push(...lookup.find(question, 'en'));
  const ids = new Set(found.map((m) => m.id));
  const groups = [...ids].map((id) => groupOf(id, lookup));
  const extra: string[] = [];
  const termWords = new Set<string>();
  for (const id of ids) {
    for (const f of lookup.forms(id, 'en').slice(0, 3)) extra.push(...latinWords(f));
    for (const f of lookup.forms(id, 'fr').slice(0, 2)) extra.push(...latinWords(f));
    for (const l of ['en', 'fr'] as const)
      for (const f of lookup.forms(id, l)) for (const w of latinWords(f)) termWords.add(w);
    // The other Chinese script: a Traditional question meets a Simplified document.
    const other = lang === 'zh-CN' ? 'zh-TW' : lang === 'zh-TW' ? 'zh-CN' : null;
    const first = other ? lookup.forms(id, other)[0] : undefined;
    if (first) extra.push(normalize(first).replace(/\s+/g, ''));
  }
  return {
    groups,
    words: [...new Set([...words, ...extra])],
    termWords: [...termWords],
    spans: found.map((m) => ({ id: m.id, start: m.start, end: m.end })),
  };
}

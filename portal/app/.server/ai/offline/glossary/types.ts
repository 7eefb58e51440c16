import type { Lang } from '@i18n/languages';

/** One glossary term: its forms in each language, the first being the one to display. */
export type GlossaryEntry = {
  readonly id: string;
  readonly domain: string;
  /** The one-character Chinese or Japanese forms the entry allows (船): a one-character form must be
   * listed here, and the matcher takes it only where it is a word of its own (Intl.Segmenter). */
  readonly singleChar?: readonly string[];
} & { readonly [L in Lang]: readonly string[] };

/** A glossary term found in a text, in the text's own offsets (UTF-16, end exclusive). */
export interface GlossaryMatch {
  id: string;
  start: number;
  end: number;
  /** The glossary form that matched, as written in the data. */
  form: string;
}

export interface Glossary {
  /** The terms of a text written in `lang`: longest first, left to right, never overlapping. */
  find(text: string, lang: Lang): GlossaryMatch[];
  /** The forms of an entry in a language, display form first ([] for an unknown id). */
  forms(id: string, lang: Lang): readonly string[];
  entry(id: string): GlossaryEntry | undefined;
  all(): readonly GlossaryEntry[];
}

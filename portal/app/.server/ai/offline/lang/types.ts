// What each language module gives the engine: the grammar pieces of one language. Every piece is
// required, so a language that misses one does not compile. Regular expressions run on the
// normalized text (lower case, French accents folded; see text/text.ts normalize()) unless said.

/** The kinds of value a question can ask for; each language says how it asks for each one
 * (`asks`), and question/answer-type.ts tells them from a question and finds them in a text. */
export const ANSWER_TYPES = [
  'amount',
  'date',
  'year',
  'count',
  'duration',
  'distance',
  'size',
  'name',
  'yesno',
  'list',
] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** The kinds of property a visitor names a listing by ("the farm", "那套公寓"). */
export const PROPERTY_TYPES = [
  'condo',
  'townhouse',
  'duplex',
  'plex',
  'farm',
  'cottage',
  'presale',
  'bungalow',
  'house',
] as const;
export type PropertyTypeId = (typeof PROPERTY_TYPES)[number];

/** What a visitor can ask of the agent rather than of the documents: an action done for them, an
 * opinion, a prediction, personal legal, tax or financing advice, a promise on the seller's behalf.
 * The documents never settle these: the question is handed over with the contact form
 * (question/agent-asks.ts). */
export const AGENT_ASKS = ['action', 'opinion', 'prediction', 'advice', 'promise'] as const;
export type AgentAsk = (typeof AGENT_ASKS)[number];

export interface LanguagePieces {
  /** A message that only greets ("hello"): alternatives, matched as the whole message. */
  greeting: RegExp;
  /** Asking for an introduction of the listing ("tell me about this property"), on the raw text. */
  intro: RegExp;
  /** How the language asks for each kind of value (question/answer-type.ts). */
  asks: Record<AnswerType, RegExp>;
  /** Questions that steer by protected characteristics (fair housing); any one matches. */
  fairHousing: RegExp[];
  /** How the language asks the agent for each of the AGENT_ASKS ("send me", "do you think", "will
   * prices go up", "do I qualify", "would the sellers leave"), on the normalized text. */
  asksOfAgent: Record<AgentAsk, RegExp>;
  /** The fixed fair-housing answer: `{agent}` and `{phone}` are filled in. */
  fairHousingAnswer: string;
  /** The agent when no name is known, as the answer's subject. */
  noAgentName: string;
  /** How a phone number follows the agent's name. */
  phone: (phone: string) => string;
  /** The words a visitor names a kind of property with, on the raw text (case ignored); `null`
   * when the language has no own word for it. */
  propertyTypes: Record<PropertyTypeId, RegExp | null>;
  /** What follows words that nickname a listing ("the maple **one**", "the Birch St **duplex**",
   * "Wexford**那套**", "Maple**の家**"), matched at the start of the normalized text after them;
   * `null` when the language puts the noun first. */
  nicknameAfter: RegExp | null;
  /** What comes before words that nickname a listing ("the **house on** Birch", "**la maison de
   * la rue** Birch"), matched at the end of the normalized text before them; `null` when the
   * language puts the nickname first. */
  nicknameBefore: RegExp | null;
  /** Clipped and chat forms of words ("yrs", "bsmt", "sq ft", "w/"), each with the word it stands
   * for; matched as whole words of the normalized question (question/spelling.ts). */
  clippings: Record<string, string>;
  /** Asking one value for each of several rows ("each unit's rent", "the taxes each year",
   * "每个单位的租金"), on normalized text: every row is quoted with its label. "Per year" alone
   * asks the yearly amount, not the rows. */
  perRow: RegExp;
  /** Comparing or naming every listing in scope ("which one", "both", "哪个"), on the raw text
   * (case ignored): the question is about all of them, not the last one discussed. */
  comparative: RegExp;
  /** Asking about other listings of the agent than the ones in the chat ("anything else?"). */
  asksOtherListings: RegExp;
  /** A sentence of the agent's notes that names another property (case ignored). */
  namesOtherListing: RegExp;
  /** Names the listing in a fact sentence when several are in scope (" for 12 Alder Ave"). */
  ofListing: (listing: string) => string;
  /** The year an amount is for, after the amount (" (2025)", "（2025年）"). */
  yearNote: (year: string) => string;
  /** Month names as the documents write them (normalized, an alternation), or `''`. */
  monthNames: string;
  /** Other ways the language writes a date ("Tuesday", "8月15", "8월 15"), or `null`. */
  dateForms: RegExp | null;
  /** How the language writes a time of day ("7 pm", "7時", "7시"), or `null`. */
  timeForms: RegExp | null;
  /** An amount written with the language's words or units ("45k", "80万", "8만"), or `null`. */
  amountForms: RegExp | null;
  /** A distance or a walk written with the language's units ("850 m", "5分", "5분"), or `null`. */
  distanceForms: RegExp | null;
  /** An amount per month and per year (`{a}` is the amount). */
  perMonth: string;
  perYear: string;
  /** Words that carry no topic, left out of the question's words (Chinese and Japanese segments;
   * Korean words; Latin stop words are in text/text.ts). */
  functionWords: string[];
  /** Characters that are grammar, not words, in a question (particles), as one string. */
  particles: string;
  /** Words for "the home" itself: they name no other subject. */
  homeWords: string[];
  /** Endings stripped from a word to find its stem (Korean particles), or `null`. */
  wordEnding: RegExp | null;
  /** Elided articles dropped before a word (French "l'", "d'"), or `null`. */
  elision: RegExp | null;
  /** Words of the language that are also English label words with another meaning ("location"):
   * not read as this language's terms in an English table label. */
  falseFriends: string[];
  /** Asking for a total, not one of its lines ("in all", "合計", "총"), on the normalized text. */
  asksTotal: RegExp;
  /** Asking for a phone number or an email address ("phone number", "courriel", "電話番号"), on the
   * normalized text: only a text holding one answers. */
  asksPhone: RegExp;
  /** Asking how much a value changed ("how much did the taxes go up", "涨了多少", "올랐는지"), on the
   * normalized text: a text that only states the value does not answer it. */
  asksChange: RegExp;
  /** How a document says a value changed ("increased", "up from", "hausse", "上涨", "인상"; case
   * ignored): the texts that can answer a question asking a change. */
  saysChange: RegExp;
  /** A line that gives a total ("Total expenses", "総計"; case ignored). */
  totalLine: RegExp;
  /** The record of the last time ("last serviced", "dernière vidange", "前回"), not "the last long
   * weekend" (case ignored). */
  lastTime: RegExp;
  /** When something is next due ("next", "prochain", "次回"; case ignored). */
  nextTime: RegExp;
}

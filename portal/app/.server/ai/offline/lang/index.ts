// The grammar pieces of the six languages, one module each (types.ts says what a module gives),
// and the expressions the engine builds from all of them: a visitor may write in any language,
// so most pieces are matched for every language at once.
import type { Lang } from '../concepts/types';
import { en } from './en';
import { fr } from './fr';
import { ja } from './ja';
import { ko } from './ko';
import { AGENT_ASKS, type AgentAsk, type LanguagePieces, type PropertyTypeId } from './types';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export * from './types';

export const LANGUAGE: Record<Lang, LanguagePieces> = { en, fr, 'zh-CN': zhCN, 'zh-TW': zhTW, ja, ko };
const ALL = Object.values(LANGUAGE);

const anyOf = (pieces: Array<RegExp | null>, flags = ''): RegExp =>
  new RegExp(
    pieces
      .filter((p): p is RegExp => !!p)
      .map((p) => p.source)
      .join('|'),
    flags,
  );

/** A message that only greets, in any language (on normalized text). */
export const GREETING = new RegExp(`^(?:${anyOf(ALL.map((l) => l.greeting)).source})[\\s!,.?！。~]*$`, 'i');
/** Asking for an introduction of the listing, in any language. */
export const INTRO = anyOf(
  ALL.map((l) => l.intro),
  'i',
);
/** Fair-housing questions of every language. */
export const FAIR_HOUSING: RegExp[] = ALL.flatMap((l) => l.fairHousing);
/** What a question asks of the agent (an action, an opinion, ...), each kind in every language. */
export const ASKS_OF_AGENT = Object.fromEntries(
  AGENT_ASKS.map((kind) => [kind, anyOf(ALL.map((l) => l.asksOfAgent[kind]))]),
) as Record<AgentAsk, RegExp>;
/** A property type named in any language (case ignored). */
export const propertyTypeWords = (id: PropertyTypeId): RegExp =>
  anyOf(
    ALL.map((l) => l.propertyTypes[id]),
    'i',
  );
/** Comparing or naming every listing, in any language. */
export const COMPARATIVE = anyOf(
  ALL.map((l) => l.comparative),
  'i',
);
export const ASKS_OTHER_LISTINGS = anyOf(ALL.map((l) => l.asksOtherListings));
export const NAMES_OTHER_LISTING = anyOf(
  ALL.map((l) => l.namesOtherListing),
  'i',
);
/** Function words of Chinese and Japanese (one set: a segment may be either). */
export const CJ_FUNCTION_WORDS = new Set([zhCN, zhTW, ja].flatMap((l) => l.functionWords));
export const KO_FUNCTION_WORDS = new Set(ko.functionWords);
/** Particles of every language, as one character class. */
export const PARTICLES = new RegExp(`[${ALL.map((l) => l.particles).join('')}]`, 'g');
/** Month names of every language (an alternation). */
export const MONTH_NAMES = ALL.map((l) => l.monthNames)
  .filter(Boolean)
  .join('|');
/** The dates, times, amounts and distances the languages write their own way (case ignored). */
export const DATE_FORMS = anyOf(ALL.map((l) => l.dateForms));
export const TIME_FORMS = anyOf(ALL.map((l) => l.timeForms));
export const AMOUNT_FORMS = anyOf(ALL.map((l) => l.amountForms));
export const DISTANCE_FORMS = anyOf(ALL.map((l) => l.distanceForms));
export const HOME_WORDS = new Set(ALL.flatMap((l) => l.homeWords));
export const FALSE_FRIENDS = new Set(ALL.flatMap((l) => l.falseFriends));
/** Asking for a total, in any language (normalized text). */
/** Asking for a phone number or an email address, in any language (normalized text). */
export const ASKS_PHONE = anyOf(ALL.map((l) => l.asksPhone));
/** Asking how much a value changed, in any language (normalized text). */
export const ASKS_CHANGE = anyOf(ALL.map((l) => l.asksChange));
/** A text saying a value changed, in any language (case ignored). */
export const SAYS_CHANGE = anyOf(
  ALL.map((l) => l.saysChange),
  'i',
);
export const ASKS_TOTAL = anyOf(ALL.map((l) => l.asksTotal));
/** A line that gives a total, in any language. */
export const TOTAL_LINE = anyOf(
  ALL.map((l) => l.totalLine),
  'i',
);
/** The record of the last time, and when something is next due, in any language. */
export const LAST_TIME = anyOf(
  ALL.map((l) => l.lastTime),
  'i',
);
export const NEXT_TIME = anyOf(
  ALL.map((l) => l.nextTime),
  'i',
);
/** What follows or comes before words that nickname a listing, in any language (normalized text). */
export const NICKNAME_AFTER = anyOf(ALL.map((l) => l.nicknameAfter));
export const NICKNAME_BEFORE = anyOf(ALL.map((l) => l.nicknameBefore));
/** Asking one value for each of several rows, in any language (normalized text). */
export const PER_ROW = anyOf(ALL.map((l) => l.perRow));

// "Does the agent speak Mandarin?", "Votre courtière parle-t-elle le coréen?": the languages the
// agent speaks are not in any document; when the insider notes say them ("Mina speaks Korean and
// English", "Wendy会说普通话和英语"), the notes' sentence answers, in whatever language it is written.
// One record per spoken language: its names in the six languages (normalized: lower case, French
// accents folded).
import type { Item, ListingKnowledge } from '../knowledge/items';
import type { Lang } from '../concepts/vocabulary';
import type { Responder } from './draft';
import { T, fill } from '../rendering/compose';
import { asSentence, tidy } from '../rendering/phrasing';
import { charLength, clip, normalize } from '../text/text';
import { quoteLead } from '../rendering/quote';
import { AGENTS_NOTES } from '../rendering/render';
import { agentName } from '../rendering/replies';

type Names = Record<Lang, string[]>;

export const SPOKEN_LANGUAGES: Record<string, Names> = {
  english: {
    en: ['english'],
    fr: ['anglais'],
    'zh-CN': ['英语', '英文'],
    'zh-TW': ['英語', '英文'],
    ja: ['英語'],
    ko: ['영어'],
  },
  french: {
    en: ['french'],
    fr: ['francais'],
    'zh-CN': ['法语', '法文'],
    'zh-TW': ['法語', '法文'],
    ja: ['フランス語'],
    ko: ['프랑스어', '불어'],
  },
  mandarin: {
    en: ['mandarin', 'chinese'],
    fr: ['mandarin', 'chinois'],
    'zh-CN': ['普通话', '国语', '华语', '中文'],
    'zh-TW': ['普通話', '國語', '華語', '中文'],
    ja: ['中国語', '北京語', '標準中国語'],
    ko: ['중국어', '만다린', '표준 중국어'],
  },
  cantonese: {
    en: ['cantonese'],
    fr: ['cantonais'],
    'zh-CN': ['粤语', '广东话'],
    'zh-TW': ['粵語', '廣東話'],
    ja: ['広東語'],
    ko: ['광둥어', '광동어'],
  },
  korean: {
    en: ['korean'],
    fr: ['coreen'],
    'zh-CN': ['韩语', '韩文'],
    'zh-TW': ['韓語', '韓文'],
    ja: ['韓国語'],
    ko: ['한국어'],
  },
  japanese: {
    en: ['japanese'],
    fr: ['japonais'],
    'zh-CN': ['日语', '日文'],
    'zh-TW': ['日語', '日文'],
    ja: ['日本語'],
    ko: ['일본어'],
  },
  spanish: {
    en: ['spanish'],
    fr: ['espagnol'],
    'zh-CN': ['西班牙语'],
    'zh-TW': ['西班牙語'],
    ja: ['スペイン語'],
    ko: ['스페인어'],
  },
  punjabi: {
    en: ['punjabi'],
    fr: ['pendjabi', 'punjabi'],
    'zh-CN': ['旁遮普语'],
    'zh-TW': ['旁遮普語'],
    ja: ['パンジャブ語'],
    ko: ['펀자브어'],
  },
  hindi: {
    en: ['hindi'],
    fr: ['hindi'],
    'zh-CN': ['印地语'],
    'zh-TW': ['印地語'],
    ja: ['ヒンディー語'],
    ko: ['힌디어'],
  },
  tagalog: {
    en: ['tagalog', 'filipino'],
    fr: ['tagalog'],
    'zh-CN': ['他加禄语'],
    'zh-TW': ['他加祿語'],
    ja: ['タガログ語'],
    ko: ['타갈로그어'],
  },
  vietnamese: {
    en: ['vietnamese'],
    fr: ['vietnamien'],
    'zh-CN': ['越南语'],
    'zh-TW': ['越南語'],
    ja: ['ベトナム語'],
    ko: ['베트남어'],
  },
  farsi: {
    en: ['farsi', 'persian'],
    fr: ['persan', 'farsi'],
    'zh-CN': ['波斯语'],
    'zh-TW': ['波斯語'],
    ja: ['ペルシャ語'],
    ko: ['페르시아어'],
  },
  arabic: {
    en: ['arabic'],
    fr: ['arabe'],
    'zh-CN': ['阿拉伯语'],
    'zh-TW': ['阿拉伯語'],
    ja: ['アラビア語'],
    ko: ['아랍어'],
  },
  russian: { en: ['russian'], fr: ['russe'], 'zh-CN': ['俄语'], 'zh-TW': ['俄語'], ja: ['ロシア語'], ko: ['러시아어'] },
  portuguese: {
    en: ['portuguese'],
    fr: ['portugais'],
    'zh-CN': ['葡萄牙语'],
    'zh-TW': ['葡萄牙語'],
    ja: ['ポルトガル語'],
    ko: ['포르투갈어'],
  },
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const all = Object.values(SPOKEN_LANGUAGES).flatMap((n) => Object.values(n).flat());
const latin = [...new Set(all.filter((n) => /^[a-z ]+$/.test(n)))];
const cjk = [...new Set(all.filter((n) => !/^[a-z ]+$/.test(n)))];
/** Any language's name, in any of the six languages. */
const NAMES = new RegExp(`\\b(?:${latin.map(escape).join('|')})\\b|${cjk.map(escape).join('|')}`, 'g');

/** Speaking a language, in the six languages: the verb or the "-speaking" form. */
const SPEAKS =
  /\bspeaks?\b|\bspeaking\b|\bfluent\b|\blanguages?\b|\bparle(?:nt|z|s)?\b|\blangues?\b|说|說|讲|講|会.{0,2}语|會.{0,2}語|話せ|話し|話す|言語|말하|말할|말씀|구사|할 ?줄|하세요|가능|언어/;

function namesIn(text: string): string[] {
  return [...new Set(normalize(text).match(NAMES) ?? [])];
}

/** The question asks which languages the agent speaks, or whether one of them. */
export function asksAgentLanguages(question: string): boolean {
  const n = normalize(question);
  return SPEAKS.test(n) && (namesIn(n).length > 0 || /\blanguages?\b|\blangues?\b|语言|語言|言語|언어/.test(n));
}

/** The notes' sentences that say which languages someone speaks ("Ana speaks Spanish and English"). */
export function languageNotes(listings: readonly ListingKnowledge[]): Array<{ item: Item; listing: ListingKnowledge }> {
  const out: Array<{ item: Item; listing: ListingKnowledge }> = [];
  const seen = new Set<string>();
  for (const l of listings)
    for (const item of l.notes) {
      if (seen.has(item.text)) continue;
      const n = normalize(item.text);
      const names = namesIn(n);
      if (names.length && SPEAKS.test(n)) {
        seen.add(item.text);
        out.push({ item, listing: l });
      }
    }
  return out;
}

/** "Does the agent speak Mandarin?": the notes' sentence that says the languages, quoted in the
 * language it is written in, with the agent's contact. */
export const agentLanguages: Responder = (ctx) => {
  if (!asksAgentLanguages(ctx.question) || !(ctx.q.concepts.includes('agent_contact') || ADDRESSED.test(ctx.normQ)))
    return null;
  const notes = languageNotes(ctx.resolved ? [ctx.resolved] : ctx.listings);
  if (!notes.length) return null;
  const { item, listing } = notes[0]!;
  const confirm = fill(T.confirm[ctx.lang], { name: agentName(ctx.agent), phone: ctx.agent?.phone ?? '' });
  const prefix = quoteLead(T.fromNotes[ctx.lang], item.text, ctx.lang);
  const quote = clip(tidy(item.text), ctx.budget - charLength(confirm) - charLength(prefix) - 2);
  return {
    text: `${asSentence(`${prefix}${quote}`)} ${confirm}`,
    sources: [{ fileName: AGENTS_NOTES, listingName: listing.name }],
    handoff: false,
    listing: ctx.resolved,
    property: false,
  };
};

// The visitor addresses the agent ("do you speak...", "parlez-vous", "你会说", "話せますか").
const ADDRESSED = /\byou\b|\bvous\b|\bparlez\b|你|您|あなた|話せます|당신|하세요|하시나요/;

// Word segmentation per language, for the words of a question that go to the FTS5 query and the
// glossary: Chinese and Japanese have no spaces (Intl.Segmenter, built into Node, finds the
// words), Korean glues particles and verb endings to its nouns ("정화조는" → "정화조"), French
// elides articles ("l'entrée" → "entree", accents folded by normalize()).
import { latinWords, normalize } from './text';
import type { Lang } from './vocabulary';

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+/gu;
const HIRAGANA_ONLY = /^[\p{Script=Hiragana}\u30fc]+$/u;

// Words that carry no topic: question words, copulas, pronouns, "there is", measure words.
const ZH_FUNCTION = new Set(
  (
    '的 了 吗 嗎 呢 吧 啊 呀 是 有 没有 沒有 在 这 這 那 这个 這個 那个 那個 个 個 怎么 怎麼 怎么样 怎麼樣 样 樣 什么 什麼 ' +
    '多少 会 會 会不会 會不會 能 能不能 可以 可不可以 还 還 或者 和 与 與 跟 我 我们 我們 你 你们 你們 他 她 它 们 們 ' +
    '哪 哪个 哪個 哪里 哪裡 里 裡 就 都 也 要 请 請 一下 现在 現在 吗 么 麼 多 大 几 幾 谁 誰 为什么 為什麼 如何 是否 ' +
    '一 这里 這裡 那里 那裡 房子 房源 物业 物業 这套 這套 间 間 套 栋 棟 家 附近'
  ).split(' '),
);
const JA_FUNCTION = new Set(
  (
    'ある あり あります ありますか ない です ですか ます ますか した でしょう いつ どこ どの どれ どう どんな 何 なに なん ' +
    'この その あの これ それ あれ 物件 ここ そこ'
  ).split(' '),
);

// Korean particles and endings, longest first, stripped once from the end of a word.
const KO_SUFFIX =
  /(?:했었나요|했어요|했나요|됐어요|됐나요|되나요|되어|돼요|인가요|있나요|없나요|있어요|없어요|있습니까|입니까|습니까|이에요|예요|나요|가요|에서는|에서도|으로는|에게서|까지는|부터는|이랑|에서|으로|에게|한테|까지|부터|처럼|보다|하고|이나|은|는|이|가|을|를|에|의|도|로|와|과|랑|요)$/u;
const KO_FUNCTION = new Set(
  '이 그 저 집 매물 언제 어디 얼마 얼마나 무엇 뭐 어떤 어떻게 몇 있 없 좀 혹시 여기'.split(' '),
);

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
}

/** The Korean stem of a word: particles and polite endings dropped. */
export function koreanStem(word: string): string {
  return word.replace(KO_SUFFIX, '');
}

function cjkWords(run: string, lang: Lang): string[] {
  if (/\p{Script=Hangul}/u.test(run)) {
    const w = koreanStem(run);
    return w.length >= 2 && !KO_FUNCTION.has(w) ? [w] : [];
  }
  const locale = lang === 'ja' || /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(run) ? 'ja' : 'zh';
  const out: string[] = [];
  let prevEnd = -1;
  for (const s of segmenter(locale).segment(run)) {
    if (!s.isWordLike) continue;
    const w = s.segment;
    if (ZH_FUNCTION.has(w) || JA_FUNCTION.has(w)) continue;
    // Japanese content words are written in kanji or katakana; kana-only pieces are grammar.
    if (HIRAGANA_ONLY.test(w)) continue;
    // Japanese compounds the segmenter cuts ("断熱" + "材") are one word: kana marks the seams.
    if (locale === 'ja' && s.index === prevEnd && out.length) out[out.length - 1] += w;
    else out.push(w);
    prevEnd = s.index + w.length;
  }
  return out;
}

/**
 * The content words of a text in the visitor's language: Latin words without stop words or
 * elided articles, Chinese and Japanese words found by Intl.Segmenter, Korean words without
 * their particles. Function words of every language are left out.
 */
export function contentWords(text: string, lang: Lang): string[] {
  const norm = normalize(text).replace(/\b(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)'(?=\p{L})/gu, ' ');
  const out = [...latinWords(norm)];
  for (const m of norm.matchAll(CJK_RUN)) {
    // Korean separates words with spaces, so each run is one word (with its particles).
    out.push(...cjkWords(m[0], lang));
  }
  return [...new Set(out)];
}

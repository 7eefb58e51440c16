// The language a visitor wrote a message in, among the six shipped ones, so the answer comes back
// in the language of the question whatever the menu says. Script first (Hangul, kana, Han, Latin),
// then, inside a script, characters or words that only one language uses: simplified against
// traditional Chinese characters, Japanese-only kanji, English against French function words.
// When the evidence is thin (a word or two, numbers, an address, a mix of scripts) the language
// the visitor chose stays: a wrong switch is worse than none.
import type { Lang } from './languages';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/g;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/g;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;
const LATIN_WORD = /[a-z\u00c0-\u024f]+(?:['’][a-z\u00c0-\u024f]+)*/gi;
const NOISE = /https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+\.[\w.]+/gi;

// Characters written differently in simplified and traditional Chinese (each pair: simplified,
// traditional), limited to ones visitors use about homes, money, places and questions.
const ZH_PAIRS =
  '这這个個们們来來会會说說么麼吗嗎楼樓厅廳价價钱錢号號学學车車间間卧臥门門区區线線离離买買卖賣电電话話' +
  '时時为為对對发發开開关關经經问問题題还還没沒过過实實现現种種样樣场場园園边邊环環设設备備积積厨廚卫衛' +
  '阳陽库庫贷貸税稅费費业業条條约約该該请請谢謝让讓给給从從东東气氣热熱户戶医醫铁鐵轻輕装裝级級宽寬长長两兩' +
  '几幾万萬亿億块塊岁歲龄齡旧舊维維护護减減围圍儿兒视視乐樂谁誰层層邻鄰际際单單质質闻聞预預';
const SIMPLIFIED = new Set<string>();
const TRADITIONAL = new Set<string>();
for (let i = 0; i + 1 < ZH_PAIRS.length; i += 2) {
  SIMPLIFIED.add(ZH_PAIRS[i]!);
  TRADITIONAL.add(ZH_PAIRS[i + 1]!);
}
// Forms of those pairs that Japanese writes the same way: no evidence against Japanese.
const SHARED_WITH_JAPANESE = new Set(
  '学号区来会厨税条医装万旧楼個車間臥門線離買電話時為開問題過現種場園環設備積衛陽庫貸費業約該請謝給東熱級長幾億塊維護質聞預誰'.split(
    '',
  ),
);
// Kanji in their Japanese (shinjitai) form, unlike both Chinese ones: a kanji-only Japanese
// question such as "駐車場の価格" is still Japanese.
const JAPANESE_KANJI = new Set('価駅広売円図気変帰様浜経楽薬鉄関検険単発畳込働済残沢戦黒県銭総応恵歳払築'.split(''));
// Chinese grammar words that Japanese does not write in kanji ("this", plural, question particles).
const CHINESE_GRAMMAR = new Set('这這们們么麼吗嗎呢吧哪怎您还還些很是的了'.split(''));

// Function words (and a few very common home words) that only one of the two Latin-script
// languages uses. Words both share ("a", "on", "me", "garage", "plan") count for neither.
const EN_WORDS = new Set(
  (
    'the an is are was were be been of to in for with and or but what how when where which who why does do did ' +
    'can could would should will there this that these those it its i you my your we our they their much many ' +
    'have has any some about near far from at by price bedroom bedrooms bathroom bathrooms house home ' +
    'yard school schools big old new built tell please thanks thank hi hello'
  ).split(' '),
);
const FR_WORDS = new Set(
  (
    'le la les un une des du de et est sont il elle ils elles y pour avec dans sur pas ne que qui quoi quel quelle ' +
    'quels quelles combien je vous nous mon ma mes votre vos ce cette ces au aux en peut pouvez fait chambre ' +
    'chambres maison prix salle salles bain jardin proche loin bonjour merci svp construit construite vieux neuf ' +
    'grand grande quand comment pourquoi beaucoup'
  ).split(' '),
);
const FRENCH_LETTERS = /[àâçéèêëîïôûùüÿœæ]/i;

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

function chineseVariant(han: string, chosen: string): Lang {
  let simplified = 0;
  let traditional = 0;
  for (const c of han) {
    if (SIMPLIFIED.has(c)) simplified += 1;
    else if (TRADITIONAL.has(c)) traditional += 1;
  }
  if (simplified > traditional) return 'zh-CN';
  if (traditional > simplified) return 'zh-TW';
  return chosen === 'zh-TW' ? 'zh-TW' : 'zh-CN';
}

/** Han characters without kana or Hangul: Chinese, or Japanese written in kanji only. */
function hanLanguage(han: string, chosen: string, question: boolean): Lang {
  // A Japanese question is written with kana; a kanji-only question of some length is Chinese.
  let chinese = question && han.length >= 4 ? 1 : 0;
  let japanese = 0;
  for (const c of han) {
    if (CHINESE_GRAMMAR.has(c)) chinese += 2;
    else if ((SIMPLIFIED.has(c) || TRADITIONAL.has(c)) && !SHARED_WITH_JAPANESE.has(c)) chinese += 1;
    else if (JAPANESE_KANJI.has(c)) japanese += 1;
  }
  if (chinese > japanese) return chineseVariant(han, chosen);
  if (japanese > 0 || chosen === 'ja') return 'ja';
  return chineseVariant(han, chosen);
}

/** English or French from function words; null when the words do not tell. */
function latinLanguage(words: string[]): 'en' | 'fr' | null {
  let en = 0;
  let fr = 0;
  for (const raw of words) {
    const w = raw.toLowerCase().replace(/’/g, "'");
    // "l'eau", "qu'il", "s'il": an elided article or pronoun is French.
    if (/^(?:l|d|qu|j|n|s|c|m|t)'/.test(w)) fr += 1;
    else if (EN_WORDS.has(w)) en += 1;
    else if (FR_WORDS.has(w)) fr += 1;
    else if (FRENCH_LETTERS.test(w)) fr += 1;
  }
  if (en >= 2 && en >= 2 * fr) return 'en';
  if (fr >= 2 && fr >= 2 * en) return 'fr';
  return null;
}

/**
 * The language of a visitor's message. `chosen` is the language of the chat's interface (one of
 * the six, or another code whose labels were translated); it is kept when the message is too
 * short, only numbers, an address, a mix of scripts, or in none of the six languages.
 */
export function detectLanguage<C extends string>(message: string, chosen: C): Lang | C {
  const text = message.replace(NOISE, ' ');
  const hangul = count(text, HANGUL);
  const kana = count(text, KANA);
  const han = text.match(HAN)?.join('') ?? '';
  const cjk = hangul + kana + han.length;
  const words = text.match(LATIN_WORD) ?? [];
  // About two CJK characters make a word. Capitalised Latin words (names, street addresses such as
  // "Main St" inside a Chinese question) weigh half. One script has to outweigh the other three
  // times, else the message is mixed and the chosen language stays.
  const cjkWeight = cjk / 2;
  const latinWeight = words.reduce((sum, w) => sum + (/^[A-Z]/.test(w) ? 0.5 : 1), 0);

  if (cjk >= 2 && cjkWeight >= 3 * latinWeight) {
    if (hangul > 0 && hangul >= kana) return 'ko';
    if (kana > 0) return 'ja';
    return hanLanguage(han, chosen, /[?？]/.test(text));
  }
  if (words.length >= 2 && latinWeight >= 3 * cjkWeight) {
    // A short line with a number is an address or a figure ("12 Main St", "3 chambres"): its words
    // say little about the visitor's language.
    if (/\d/.test(text) && words.length <= 4) return chosen;
    return latinLanguage(words) ?? chosen;
  }
  return chosen;
}

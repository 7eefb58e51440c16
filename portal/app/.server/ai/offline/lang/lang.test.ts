// Each language module gives every piece, and each piece works on a question of its language.
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../concepts/vocabulary';
import { normalize } from '../text/text';
import { isFairHousingQuestion } from '../answering/fair-housing';
import { answerTypes, asksTotal } from '../question/answer-type';
import {
  COMPARATIVE,
  GREETING,
  LANGUAGE,
  LAST_TIME,
  NEXT_TIME,
  PER_ROW,
  PROPERTY_TYPES,
  TOTAL_LINE,
  propertyTypeWords,
} from './index';

interface Sample {
  greeting: string;
  fairHousing: string;
  farm: string;
  when: string;
  which: string;
  /** A question for a total, a line that gives one, a record of the last time, a next one due. */
  total: [string, string];
  times: [string, string];
  /** A question for a value of each row, and one for a single (yearly) value. */
  perRow: [string, string];
}

const SAMPLES: Record<Lang, Sample> = {
  en: {
    greeting: 'Hello!',
    fairHousing: 'What kind of people live here?',
    farm: 'the hobby farm',
    when: 'When is the open house?',
    which: 'Which one is bigger?',
    total: ['What is the total rent in all?', 'Total expenses 4,200'],
    times: ['Last serviced in May', 'Next service due in June'],
    perRow: ['What is the rent of each unit?', 'What are the taxes per year?'],
  },
  fr: {
    greeting: 'Bonjour',
    fairHousing: 'Quel genre de gens habitent ici ?',
    farm: 'la fermette',
    when: 'Quand est la visite ?',
    which: 'Lequel est le plus grand ?',
    total: ['Combien au total pour les charges ?', 'Totaux des dépenses 4 200'],
    times: ['Dernière vidange en mai', 'Prochain ramonage en juin'],
    perRow: ['Quel est le loyer de chaque logement ?', 'Combien de taxes par année ?'],
  },
  'zh-CN': {
    greeting: '你好',
    fairHousing: '这里住的是什么样的人？',
    farm: '那个农场',
    when: '什么时候开放参观？',
    which: '哪个更大？',
    total: ['每年合计多少钱？', '费用合计 4200'],
    times: ['上次检修是五月', '下次检修在六月'],
    perRow: ['每个单位的租金是多少？', '每年地税多少？'],
  },
  'zh-TW': {
    greeting: '哈囉',
    fairHousing: '這裡住的是什麼樣的人？',
    farm: '那個農場',
    when: '什麼時候開放參觀？',
    which: '哪個比較大？',
    total: ['每年總共多少錢？', '費用合計 4200'],
    times: ['上次檢修是五月', '下次檢修在六月'],
    perRow: ['每個單位的租金是多少？', '每年地稅多少？'],
  },
  ja: {
    greeting: 'こんにちは',
    fairHousing: 'どんな人が住んでいますか？',
    farm: 'その農地',
    when: '内覧はいつですか？',
    which: 'どちらが広いですか？',
    total: ['全部でいくらですか？', '費用の合計 4200'],
    times: ['前回の点検は5月', '次回の点検は6月'],
    perRow: ['各ユニットの家賃はいくらですか？', '固定資産税は年間いくらですか？'],
  },
  ko: {
    greeting: '안녕하세요',
    fairHousing: '어떤 사람들이 살아요?',
    farm: '그 농장',
    when: '오픈하우스는 언제예요?',
    which: '어느 집이 더 넓어요?',
    total: ['합계가 얼마예요?', '비용 총액 4200'],
    times: ['지난번 점검은 5월', '다음 점검은 6월'],
    perRow: ['각 유닛의 월세는 얼마예요?', '재산세는 1년에 얼마예요?'],
  },
};

describe('language modules', () => {
  it.each(LANGS.map((l) => [l] as const))('%s has every piece English has', (lang) => {
    expect(Object.keys(LANGUAGE[lang]).sort()).toEqual(Object.keys(LANGUAGE.en).sort());
    expect(Object.keys(LANGUAGE[lang].asks).sort()).toEqual(Object.keys(LANGUAGE.en.asks).sort());
    expect(Object.keys(LANGUAGE[lang].propertyTypes).sort()).toEqual([...PROPERTY_TYPES].sort());
  });

  it.each(LANGS.map((l) => [l] as const))('%s pieces read a question of the language', (lang) => {
    const l = LANGUAGE[lang];
    const s = SAMPLES[lang];
    expect(l.greeting.test(normalize(s.greeting))).toBe(true);
    expect(GREETING.test(normalize(s.greeting))).toBe(true);
    expect(l.fairHousing.some((re) => re.test(normalize(s.fairHousing)))).toBe(true);
    expect(isFairHousingQuestion(s.fairHousing)).toBe(true);
    expect(l.propertyTypes.farm?.test(s.farm)).toBe(true);
    expect(propertyTypeWords('farm').test(s.farm)).toBe(true);
    expect(l.asks.date.test(normalize(s.when))).toBe(true);
    expect(answerTypes(s.when)).toContain('date');
    expect(l.comparative.test(s.which)).toBe(true);
    expect(COMPARATIVE.test(s.which)).toBe(true);
    expect(l.asksTotal.test(normalize(s.total[0]))).toBe(true);
    expect(asksTotal(s.total[0])).toBe(true);
    expect(l.totalLine.test(s.total[1])).toBe(true);
    expect(TOTAL_LINE.test(s.total[1])).toBe(true);
    expect(l.lastTime.test(s.times[0]) && !l.nextTime.test(s.times[0])).toBe(true);
    expect(l.nextTime.test(s.times[1]) && !LAST_TIME.test(s.times[1])).toBe(true);
    expect(NEXT_TIME.test(s.times[1])).toBe(true);
    expect(l.perRow.test(normalize(s.perRow[0]))).toBe(true);
    expect(PER_ROW.test(normalize(s.perRow[0]))).toBe(true);
    expect(PER_ROW.test(normalize(s.perRow[1]))).toBe(false);
  });

  it.each(LANGS.map((l) => [l] as const))('%s says the listing, the year, the period and the agent', (lang) => {
    const l = LANGUAGE[lang];
    expect(l.ofListing('QX Lane')).toContain('QX Lane');
    expect(l.yearNote('2031')).toContain('2031');
    expect(l.perMonth).toContain('{a}');
    expect(l.perYear).toContain('{a}');
    expect(l.fairHousingAnswer).toContain('{agent}');
    expect(l.fairHousingAnswer).toContain('{phone}');
    expect(l.phone('555-0199')).toContain('555-0199');
  });
});

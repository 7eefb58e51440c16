import { describe, expect, it } from 'vitest';
import { ANSWER_TYPES } from '../lang';
import { ASKS, answerTypes, asksTotal, holdsType, valueAt } from './answer-type';
import { LANGS } from '../concepts/vocabulary';

describe('answer types', () => {
  it('has a pattern in every language for every kind', () => {
    for (const type of ANSWER_TYPES)
      for (const lang of LANGS) expect(ASKS[type][lang], `${type} ${lang}`).toBeDefined();
  });

  it.each([
    ['What year was the boiler replaced?', 'year'],
    ['En quelle année la toiture a-t-elle été refaite?', 'year'],
    ['锅炉是哪一年换的？', 'year'],
    ['鍋爐是哪一年換的？', 'year'],
    ['ボイラーは何年に交換しましたか？', 'year'],
    ['보일러는 몇 년도에 교체했나요?', 'year'],
    ['How deep is the well?', 'distance'],
    ['Le puits est profond de combien?', 'distance'],
    ['井有多深？', 'distance'],
    ['井戸の深さは？', 'distance'],
    ['우물 깊이가 어떻게 돼요?', 'distance'],
    ['How big is the workshop?', 'size'],
    ['Quelle est la taille du garage?', 'size'],
    ['车库多大？', 'size'],
    ['車庫的尺寸是多少？', 'size'],
    ['ガレージの広さは？', 'size'],
    ['차고 크기가 어떻게 돼요?', 'size'],
    ['How many units are rented?', 'count'],
    ['Combien de logements sont loués?', 'count'],
    ['有几个车位？', 'count'],
    ['有幾個車位？', 'count'],
    ['駐車場は何台ですか？', 'count'],
    ['주차는 몇 대 가능해요?', 'count'],
    ['How long is the warranty?', 'duration'],
    ['La garantie dure combien de temps?', 'duration'],
    ['保修多久？', 'duration'],
    ['保固多久？', 'duration'],
    ['保証期間はどのくらいかかりますか？', 'duration'],
    ['보증 기간이 얼마나 돼요?', 'duration'],
    ['When is the open house?', 'date'],
    ['Quand est la visite libre?', 'date'],
    ['开放日是什么时候？', 'date'],
    ['開放日是什麼時候？', 'date'],
    ['オープンハウスはいつですか？', 'date'],
    ['오픈하우스는 언제예요?', 'date'],
    ['Who did the wiring?', 'name'],
    ['Quelle entreprise a fait le toit?', 'name'],
    ['谁装的太阳能板？', 'name'],
    ['誰裝的太陽能板？', 'name'],
    ['誰が屋根を直しましたか？', 'name'],
    ['누가 지붕을 고쳤나요?', 'name'],
    ['How much is the water bill?', 'amount'],
    ['Combien coûte le chauffage?', 'amount'],
    ['水费多少钱？', 'amount'],
    ['水費多少錢？', 'amount'],
    ['水道代はいくらですか？', 'amount'],
    ['수도 요금은 얼마예요?', 'amount'],
    ['What is included with the sale?', 'list'],
    ['管理费包括什么？', 'list'],
    ['Is there a generator?', 'yesno'],
    ['Est-ce que le sous-sol est fini?', 'yesno'],
    ['有没有发电机？', 'yesno'],
    ['有沒有發電機？', 'yesno'],
    ['発電機はありますか？', 'yesno'],
    ['발전기 있나요?', 'yesno'],
  ])('%s asks for a %s', (question, type) => {
    expect(answerTypes(question)).toContain(type);
  });

  it('takes the more specific kind: a year over a date, a size over an amount', () => {
    expect(answerTypes('When was the garage built?')).toEqual(['year']);
    expect(answerTypes('How much land, how big is it?')).not.toContain('amount');
    expect(answerTypes('How long does the permit take? How many weeks?')).not.toContain('count');
  });

  it('asks for no value of a plain topic', () => {
    expect(answerTypes('Tell me about the kitchen')).toEqual([]);
    expect(answerTypes('Est-ce que la maison qui est au coin est vendue?')).not.toContain('name');
  });

  it('sees values of each kind in document text', () => {
    expect(holdsType('year', 'Furnace: high-efficiency, installed 2016.')).toBe(true);
    expect(holdsType('year', 'Furnace: high-efficiency gas.')).toBe(false);
    expect(holdsType('distance', 'The dock sits in about 6 ft of water.')).toBe(true);
    expect(holdsType('distance', 'The dock is aluminum.')).toBe(false);
    expect(holdsType('size', "Workshop 28' x 40' with a concrete floor")).toBe(true);
    expect(holdsType('size', 'Lot of 1.2 acres')).toBe(true);
    expect(holdsType('size', 'Workshop with a concrete floor')).toBe(false);
    expect(holdsType('duration', 'Coverage runs 10 years from completion.')).toBe(true);
    expect(holdsType('date', 'Possession le 1er juillet 2026.')).toBe(true);
    expect(holdsType('date', '入住日期 2026年3月')).toBe(true);
    expect(holdsType('amount', 'Hydro averages $140 a month.')).toBe(true);
    expect(holdsType('name', 'Re-roofed by Bluestone Roofing Ltd.')).toBe(true);
    expect(holdsType('yesno', 'Yes.')).toBe(false);
  });

  it('points at the value inside a long text', () => {
    const text = 'The shed has power and a concrete pad. It measures 12 x 16 and was built in 2011.';
    expect(text.slice(valueAt(['size'], text))).toMatch(/^12 x 16/);
    expect(text.slice(valueAt(['year'], text))).toMatch(/^2011/);
    expect(valueAt(['amount'], text)).toBe(-1);
  });
});

describe('a total asked for', () => {
  it.each([
    'What is the total rent?',
    'Combien au total?',
    '一年的總開支是多少？',
    '总租金多少',
    '合計でいくら？',
    '총 지출은 얼마예요?',
  ])('%s asks a total', (q) => expect(asksTotal(q)).toBe(true));
  it.each(['What is the rent of unit 2?', 'Quel est le loyer?', '房租多少？', '家賃はいくら？', '월세는 얼마예요?'])(
    '%s asks no total',
    (q) => expect(asksTotal(q)).toBe(false),
  );
});

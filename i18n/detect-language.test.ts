import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';
import { LANGUAGE_CODES, type Lang } from './languages';

const others = (lang: Lang) => LANGUAGE_CODES.filter((l) => l !== lang);

describe('detectLanguage', () => {
  // Questions a visitor types, whatever language the chat's menu is set to.
  const questions: Array<[Lang, string]> = [
    ['en', 'How many bedrooms does the house have?'],
    ['en', "What's the asking price?"],
    ['en', 'Is the basement finished and is there a separate entrance?'],
    ['fr', 'Combien de chambres y a-t-il ?'],
    ['fr', 'Quel est le prix demandé pour cette maison ?'],
    ['fr', "Qu'est-ce qu'il y a près de l'école ?"],
    ['fr', 'Est-ce que le sous-sol est aménagé'],
    ['ja', '寝室はいくつありますか？'],
    ['ja', '価格はいくらですか'],
    ['ja', '駐車場はありますか'],
    ['ko', '방이 몇 개예요?'],
    ['ko', '가격이 얼마인가요?'],
    ['zh-CN', '这个房子多少钱？'],
    ['zh-CN', '有几个卧室？'],
    ['zh-CN', '附近有学校吗'],
    ['zh-TW', '這間房子多少錢？'],
    ['zh-TW', '有幾個臥室？'],
    ['zh-TW', '附近有學校嗎'],
  ];

  it.each(questions)('%s: "%s" is recognised whatever the chosen language', (lang, text) => {
    for (const chosen of LANGUAGE_CODES) expect(detectLanguage(text, chosen), `chosen ${chosen}`).toBe(lang);
  });

  it.each(LANGUAGE_CODES.map((l) => [l]))('short messages keep the chosen language (%s)', (chosen) => {
    for (const text of ['Hi', 'Bonjour', 'prix?', 'ok', '?', '', '   ', '👍', 'Merci !'])
      expect(detectLanguage(text, chosen), text).toBe(chosen);
  });

  it.each(LANGUAGE_CODES.map((l) => [l]))('numbers, prices and addresses keep the chosen language (%s)', (chosen) => {
    for (const text of [
      '1250000',
      '$1,249,000?',
      '604-555-0100',
      '12 Main St',
      '12 Main St, Vancouver',
      '45 rue des Érables, Montréal',
      '3 chambres',
      '2 bedrooms',
      'visitor@example.com',
      'https://example.com/listing/12',
    ])
      expect(detectLanguage(text, chosen), text).toBe(chosen);
  });

  it('mixed messages keep the chosen language', () => {
    expect(detectLanguage('Is the 駐車場 included?', 'ja')).toBe('ja');
    expect(detectLanguage('Is the 駐車場 included?', 'en')).toBe('en');
    expect(detectLanguage('この家の price は?', 'fr')).toBe('fr');
    expect(detectLanguage('OK 谢谢', 'en')).toBe('en');
  });

  it('a CJK question that names an address in Latin letters is still that language', () => {
    expect(detectLanguage('12 Main St 的价格是多少？', 'en')).toBe('zh-CN');
    expect(detectLanguage('12 Main Stの価格はいくらですか', 'fr')).toBe('ja');
    expect(detectLanguage('12 Main St 가격이 얼마예요?', 'en')).toBe('ko');
    expect(detectLanguage('12 Main St 的價格是多少？', 'ja')).toBe('zh-TW');
  });

  it('kanji shared by Chinese and Japanese keep a chosen Japanese or Chinese', () => {
    expect(detectLanguage('駐車場', 'ja')).toBe('ja');
    expect(detectLanguage('停车场', 'zh-CN')).toBe('zh-CN');
    expect(detectLanguage('地下室', 'zh-TW')).toBe('zh-TW');
    expect(detectLanguage('地下室', 'ja')).toBe('ja');
  });

  it('English or French words decide only with enough of them', () => {
    expect(detectLanguage('Hello there', 'fr')).toBe('en');
    expect(detectLanguage('Bonjour madame', 'en')).toBe('en'); // one French word: not enough
    expect(detectLanguage('Wie viel kostet das Haus?', 'fr')).toBe('fr'); // neither: the chosen one
    for (const chosen of others('fr')) expect(detectLanguage("s'il vous plaît, le prix", chosen)).toBe('fr');
  });
});

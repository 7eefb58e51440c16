import { describe, expect, it } from 'vitest';
import { quoteLead, textLanguage } from './quote';

describe('cross-language quotes', () => {
  it.each([
    ['The boiler was serviced in the fall and the chimney was lined.', 'en'],
    ['La chaudière a été entretenue cet automne et la cheminée est gainée.', 'fr'],
    ['锅炉去年秋天保养过，烟囱也做了内衬。', 'zh'],
    ['鍋爐去年秋天保養過，煙囪也做了內襯。', 'zh'],
    ['ボイラーは昨年の秋に点検され、煙突にはライナーが入っています。', 'ja'],
    ['보일러는 작년 가을에 점검했고 굴뚝에는 라이너를 설치했습니다.', 'ko'],
  ])('tells the language of %s', (text, lang) => {
    expect(textLanguage(text)).toBe(lang);
  });

  it('cannot tell the language of a bare value', () => {
    expect(textLanguage('$1,250')).toBeNull();
  });

  it('names the quote’s language when it is not the visitor’s', () => {
    const english = 'The well was drilled in 2009 to 140 ft and yields 9 US gallons a minute.';
    expect(quoteLead('资料显示：', english, 'zh-CN')).toBe('资料显示（英文原文）：');
    expect(quoteLead('資料顯示：', english, 'zh-TW')).toBe('資料顯示（英文原文）：');
    expect(quoteLead('資料によると：', english, 'ja')).toBe('資料によると（英語の原文）：');
    expect(quoteLead('자료에 따르면: ', english, 'ko')).toBe('자료에 따르면(영어 원문): ');
    expect(quoteLead('Selon les documents : ', english, 'fr')).toBe('Selon les documents (en anglais) : ');
    const french = 'Le puits a été foré en 2009 et il donne 9 gallons par minute.';
    expect(quoteLead('The documents for 7 Elm St say: ', french, 'en')).toBe(
      'The documents for 7 Elm St say (in French): ',
    );
  });

  it('leaves the lead alone for a quote in the visitor’s language', () => {
    expect(quoteLead('The documents say: ', 'The deck was rebuilt in 2021 with cedar.', 'en')).toBe(
      'The documents say: ',
    );
    expect(quoteLead('資料顯示：', '锅炉去年秋天保养过，烟囱也做了内衬。', 'zh-TW')).toBe('資料顯示：');
  });
});

// The live list's summary of what a visitor asked, from questions in each of the six languages.
import { describe, expect, it } from 'vitest';
import { questionTopics, summarizeQuestions } from './summary.server';

const ASKED: Record<string, string[]> = {
  en: ['What is the asking price?', 'How much are the condo fees?', 'Is there parking?'],
  fr: ['Quel est le prix ?', 'Quels sont les frais de copropriété ?', 'Y a-t-il un stationnement ?'],
  'zh-CN': ['价格是多少？', '管理费多少？', '有停车位吗？'],
  'zh-TW': ['價格是多少？', '管理費多少？', '有停車位嗎？'],
  ja: ['価格はいくらですか？', '管理費はいくらですか？', '駐車場はありますか？'],
  ko: ['가격이 얼마예요?', '관리비는 얼마인가요?', '주차 가능한가요?'],
};

describe('summarizeQuestions', () => {
  it.each(Object.entries(ASKED))(
    'names price, the condo fees and parking asked in %s, in asking order',
    (_lang, questions) => {
      expect(questionTopics(questions).map((t) => t.concept)).toEqual(['price', 'strata_fee', 'parking']);
      const line = summarizeQuestions(questions);
      expect(line).toMatch(/^(asking )?price, (condo fees|strata fee), parking$/);
    },
  );

  it('keeps the visitor’s own English words', () => {
    expect(summarizeQuestions(ASKED.en!)).toBe('asking price, condo fees, parking');
  });

  it('names each topic once and says how many more there were', () => {
    const line = summarizeQuestions([
      'Is there parking?',
      'Parking for two cars?',
      'Tell me about the roof.',
      'Any schools nearby?',
      'What heating does it have?',
      'Is there a pool?',
      'Are pets allowed?',
      'What are the property taxes?',
    ]);
    expect(line.split(', ')[0]).toBe('parking');
    expect(line.match(/parking/g)).toHaveLength(1);
    expect(line).toMatch(/ \+\d more$/);
    expect(line.replace(/ \+\d more$/, '').split(', ')).toHaveLength(6);
  });

  it('says it in the agent’s language', () => {
    expect(summarizeQuestions(ASKED['zh-CN']!, 'fr')).toBe('prix, frais de copropriété, stationnement');
    expect(summarizeQuestions(ASKED.ko!, 'ja')).toBe('価格、管理費、駐車場');
  });

  it('is empty for small talk', () => {
    expect(summarizeQuestions(['Hello!', 'Thanks'])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { TYPE_WORDS, isOfType, isTypeWord } from './aliases';
import { shortName } from '../rendering/compose';
import type { ListingKnowledge } from '../knowledge/items';
import { addressNumbers } from '../text/text';

const listing = (...texts: string[]) =>
  ({ items: texts.map((text) => ({ kind: 'passage', text })) }) as unknown as ListingKnowledge;
const typeOf = (question: string) => TYPE_WORDS.find((t) => t.q.test(question))!;

describe('listings by another name', () => {
  it('names property types in every language and finds them in the documents', () => {
    const farm = listing('Forty acres of hayfield with a 1960s barn and a machine shed.');
    const cottage = listing('Three-season cottage with 180 ft of shoreline and a floating dock.');
    for (const q of [
      'when can we see the farm?',
      '农场有几口井？',
      '농장 크기가 어떻게 돼요?',
      'La ferme est-elle vendue?',
    ])
      expect(isOfType(farm, typeOf(q)), q).toBe(true);
    for (const q of ['is the cottage winterized?', '別荘は冬も使えますか？'])
      expect(isOfType(cottage, typeOf(q)), q).toBe(true);
    expect(isOfType(cottage, typeOf('the farm'))).toBe(false);
    expect(isTypeWord('bungalow')).toBe(true);
    expect(isTypeWord('septic')).toBe(false);
  });

  it('keeps the whole address when it starts with the unit number', () => {
    expect(shortName('1207, 35 Harbour Sq, Toronto, ON')).toBe('1207, 35 Harbour Sq');
    expect(addressNumbers('1207, 35 Harbour Sq, Toronto, ON')).toEqual({ unit: '1207', street: '35' });
    expect(shortName('918 rue des Érables, app. 12, Montréal, QC')).toBe('918 rue des Érables, app. 12');
    expect(addressNumbers('918 rue des Érables, app. 12, Montréal, QC')).toEqual({ unit: '12', street: '918' });
    expect(shortName('77 Maple Crescent, Guelph, ON')).toBe('77 Maple Crescent');
  });
});

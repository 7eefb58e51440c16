import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, type World } from '../testing/world';
import { correctQuestion, correctWord, expandClippings, oneEditAway, type SpellingVocabulary } from './spelling';

// A made-up assistant: its documents speak of a furnace, a basement, a driveway and a cistern.
const DICTIONARY = new Set(['horse', 'house', 'their', 'please', 'heated', 'garden']);
const vocab = (docs: string[], terms: string[] = ['price', 'taxes', 'basement', 'garage']): SpellingVocabulary => ({
  terms: new Set(terms),
  documents: [new Set(docs)],
  known: (w) => DICTIONARY.has(w),
});
const V = vocab(['furnace', 'driveway', 'cistern', 'heated', 'shingles']);

describe('clippings', () => {
  it('spells out the English clipped forms the language module lists', () => {
    expect(expandClippings('How many yrs old is the roof?', 'en')).toBe('How many years old is the roof?');
    expect(expandClippings('sq ft of the bsmt?', 'en')).toBe('square feet of the basement?');
    expect(expandClippings('Is the W/D included? mtce fee?', 'en')).toBe(
      'Is the washer and dryer included? maintenance fee?',
    );
    expect(expandClippings('what is the sqft', 'en')).toBe('what is the square feet');
  });
  it('leaves clipped forms inside other words and hyphenated words alone', () => {
    expect(expandClippings('U-Haul access, yrsly, bsmts', 'en')).toBe('U-Haul access, yrsly, bsmts');
    expect(expandClippings('is it n/a', 'en')).toBe('is it n/a');
  });
  it('reads another language only with its own clippings', () => {
    expect(expandClippings('yrs', 'fr')).toBe('yrs');
    expect(expandClippings("c'est dispo quand ?", 'fr')).toBe("c'est disponible quand ?");
  });
});

describe('spelling', () => {
  it('lists every string one edit away', () => {
    const near = oneEditAway('abc');
    for (const w of ['ab', 'bac', 'abd', 'abcd', 'xabc']) expect(near.has(w)).toBe(true);
    expect(near.has('abc')).toBe(false);
  });
  it('corrects a word of five letters or more one edit from one vocabulary word', () => {
    expect(correctWord('furnance', V)).toBe('furnace');
    expect(correctWord('basment', V)).toBe('basement');
    expect(correctWord('pirce', V)).toBe('price');
    expect(correctWord('drivway', V)).toBe('driveway');
  });
  it('never corrects a word the vocabulary or the dictionary knows', () => {
    expect(correctWord('heated', vocab(['heater']))).toBeNull();
    expect(correctWord('horse', vocab(['house']))).toBeNull();
    expect(correctWord('taxes', V)).toBeNull();
  });
  it('leaves short words and words near several vocabulary words', () => {
    expect(correctWord('pric', V)).toBeNull();
    expect(correctWord('shingle', vocab(['shingles', 'shingled']))).toBeNull();
    expect(correctWord('cistren', vocab(['cistern', 'cisterns']))).toBe('cistern');
  });
  it('prefers the vocabulary terms over document words', () => {
    expect(correctWord('garagr', vocab(['garages'], ['garage']))).toBe('garage');
  });
  it('corrects English questions only, after spelling out clippings', () => {
    expect(correctQuestion('wats the pirce of the bsmt furnance?', 'en', V)).toBe(
      'what is the price of the basement furnace?',
    );
    expect(correctQuestion('Le pirce ?', 'fr', V)).toBe('Le pirce ?');
  });
});

describe('misspelt and clipped questions through the whole engine', () => {
  let w: World;
  beforeAll(async () => {
    w = await seedWorld({ f: 'Noor', l: 'Haddad', phone: '709-555-0191', email: 'noor@example.com' }, [
      {
        key: 'l',
        name: '9 Gannet Pl, Gander, NL',
        docs: [
          {
            n: 'features.txt',
            text: 'FEATURES\nAsking price: $412,500\nYear built: 1987\nRoof: asphalt shingles, 2019\nWindows: vinyl, 2012\nFurnace: oil-fired Kerr furnace, installed 2016\nBasement: fully finished with a rec room and a cold cellar\nCondo fee: $212 per month\nFinished area: 1,840 sq ft\nLot: 0.31 acres\nWasher and dryer: included (2021)\nGarage: detached, 22 x 24, wired 60-amp\n',
          },
        ],
      },
    ]);
  }, 60_000);
  afterAll(async () => w.close());

  it.each([
    ['when was the furnance installed?', '2016'],
    ['is the bsmt finished', 'cold cellar'],
    ['how old are the windoes?', '2012'],
    ['is the w/d included', '2021'],
    ['how many yrs old is the roof', '2019'],
  ])('%s', async (q, expected) => {
    expect(await w.ask('l', 'en', q)).toContain(expected);
  });

  it('does not read a known word as another ("horse" is no house)', async () => {
    expect(await w.ask('l', 'en', 'Is there a horse paddock?')).toContain('##CONTACT');
  });
});

// A one-character Chinese or Japanese word (船, a boat) is a glossary form when its entry marks it
// (singleChar), and it is found only where it is a word of its own: a question about "the boat"
// in Chinese or Japanese then reaches the English sentence that names it. Made-up documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGlossary, getGlossary } from './glossary/glossary';
import type { GlossaryEntry } from './glossary/types';
import { norm, seedWorld, type World } from './testing/world';

const ids = (text: string, lang: 'zh-CN' | 'zh-TW' | 'ja') =>
  getGlossary()
    .find(text, lang)
    .map((m) => `${m.id}:${m.form}`);

describe('one-character glossary forms', () => {
  it('finds the character as a word of its own in Chinese and Japanese', () => {
    expect(ids('船有包含在內嗎？', 'zh-TW')).toEqual(['boat:船']);
    expect(ids('有船吗？', 'zh-CN')).toEqual(['boat:船']);
    expect(ids('船は付いていますか？', 'ja')).toEqual(['boat:船']);
    expect(ids('有没有井？', 'zh-CN')).toEqual(['well:井']);
    expect(ids('井有多深？', 'zh-TW')).toEqual(['well:井']);
  });

  it('never finds it inside a longer word', () => {
    expect(ids('渡船几点开？', 'zh-CN')).toEqual([]);
    expect(ids('船长是谁？', 'zh-CN')).toEqual([]);
    expect(ids('天井漏水吗？', 'zh-CN')).not.toContain('well:井');
    // A longer form of another entry still wins where it is written.
    expect(ids('有帆船吗？', 'zh-CN')).toEqual(['fishing_boating:帆船']);
  });

  it('applies the whole-word rule to any one-character form the data holds', () => {
    const entry = {
      id: 'kiln',
      domain: 'test',
      en: ['kiln'],
      fr: ['four'],
      'zh-CN': ['窑'],
      'zh-TW': ['窯'],
      ja: ['窯'],
      ko: ['가마'],
    };
    const g = createGlossary([entry as GlossaryEntry]);
    expect(g.find('有窑吗', 'zh-CN').map((m) => m.id)).toEqual(['kiln']);
    expect(g.find('窑洞在哪里', 'zh-CN').map((m) => m.id)).toEqual([]);
  });
});

let w: World;

beforeAll(async () => {
  w = await seedWorld({ f: 'Runa', l: 'Solberg', phone: '705-555-0163', email: 'runa@example.com' }, [
    {
      key: 'cabin',
      name: '9 Heron Point Road, Larkspur Lake, ON',
      docs: [
        {
          n: 'cabin-sheet.txt',
          text: 'HERON POINT CABIN\nBedrooms 2\nHeating ........ Wood stove and baseboards\nDock ........ Floating, 20 ft, with a ladder\nThe 12-ft fibreglass fishing boat with its 6 hp outboard motor (2021) is included in the sale.\nSeptic ........ Holding tank, pumped yearly',
        },
      ],
    },
  ]);
});
afterAll(async () => w.close());

describe('a one-character question word reaches the English document', () => {
  it.each([
    ['zh-TW', '船有包含在內嗎？'],
    ['zh-CN', '有船吗？'],
    ['zh-TW', '有船嗎？'],
    ['ja', '船は付いていますか？'],
  ])('%s %s', async (lang, q) => {
    const out = await w.ask('cabin', lang, q);
    expect(norm(out), `${q} => ${out}`).toContain(norm('fishing boat'));
  });
});

// Chinese asked in one script about a document written in the other (documents made up for
// these tests): the free words of the passage (an instrument, a pond, a shed) are in no glossary
// or concept record, so only the script fold (text/zh-fold.ts) lets them meet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { norm, seedWorld, type World } from './testing/world';
import { cjkBigrams } from './text/text';
import { foldHan, hanForms } from './text/zh-fold';
import { ftsQueryText } from './retrieval/fts.server';

let w: World;

beforeAll(async () => {
  w = await seedWorld({ f: 'Mei', l: 'Okafor', phone: '604-555-0142', email: 'mei@example.com' }, [
    {
      key: 'simplified',
      name: '9 Lantern Hill Road, Quillhaven, BC',
      docs: [
        {
          n: 'notes-zh-cn.txt',
          text: '房屋说明\n阁楼储藏间里的旧钢琴随房附送，调音记录保存在抽屉里。\n车道两旁种了十二棵樱桃树。',
        },
      ],
    },
    {
      key: 'traditional',
      name: '31 Mossgate Crescent, Quillhaven, BC',
      docs: [
        {
          n: 'notes-zh-tw.txt',
          text: '房屋說明\n後花園的錦鯉池養了八條魚，池水由循環泵過濾。\n工具間的屋頂去年換過。',
        },
      ],
    },
  ]);
});
afterAll(async () => w.close());

describe('folding Chinese to one script for matching', () => {
  it('compares both scripts in one form and searches the index in both', () => {
    expect(foldHan('錦鯉池')).toBe(foldHan('锦鲤池'));
    expect(cjkBigrams('舊鋼琴')).toEqual(cjkBigrams('旧钢琴'));
    expect(hanForms('钢琴').sort()).toEqual(['钢琴', '鋼琴'].sort());
    expect(ftsQueryText('鋼琴', [])).toContain('钢琴');
    // Latin text is left as it is (and costs no conversion).
    expect(foldHan('Quartz counters')).toBe('Quartz counters');
  });

  it('a Traditional question finds a free word of a Simplified passage', async () => {
    const out = await w.ask('simplified', 'zh-TW', '閣樓的舊鋼琴會留下嗎？');
    // The quote stays as the document wrote it.
    expect(norm(out), out).toContain(norm('钢琴随房附送'));
  });

  it('a Simplified question finds a free word of a Traditional passage', async () => {
    const out = await w.ask('traditional', 'zh-CN', '锦鲤池里养了几条鱼？');
    expect(norm(out), out).toContain(norm('錦鯉池養了八條魚'));
  });
});

// A listing named by a nickname (a word or pair of words only its documents, notes or address use,
// a feature only it has, said with a word for the listing) answers about that listing only; a
// nickname two listings share picks neither. Made-up listings, questions in the six languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, type World } from './testing/world';

const PHONE = '519-555-0177';
let w: World;

beforeAll(async () => {
  w = await seedWorld({ f: 'Priya', l: 'Sandhu', phone: PHONE, email: 'priya@example.com' }, [
    {
      key: 'maple',
      name: '77 Maple Crescent, Guelph, ON',
      docs: [
        {
          n: 'feature-sheet.txt',
          text: 'FEATURE SHEET\nAsking price: $1,049,000\nBedrooms: 4\nBathrooms: 3\nProperty taxes: $6,212 (2024)\n\nDetached two-storey on a corner lot in Kortright Hills, built by Thornbury Homes in 1998.\nInground saltwater pool (heated, new liner 2022) in the fenced backyard.',
        },
      ],
      notes: 'The sellers would like to close in late August.',
    },
    {
      key: 'birch',
      name: '14 Birch St, Guelph, ON',
      docs: [
        {
          n: 'duplex.txt',
          text: 'UP-AND-DOWN DUPLEX\nAsking price: $899,000\nProperty taxes: $4,870 (2024)\n\nLegal duplex near Exhibition Park. Each unit has its own hydro meter and laundry.\nThe upper unit is rented to long-term tenants; the lower unit is owner-occupied.',
        },
      ],
    },
    {
      key: 'harbour',
      name: '1203-455 Harbour Way, Hamilton, ON',
      docs: [
        {
          n: 'condo.txt',
          text: 'THE WEXFORD - SUITE 1203\nAsking price: $629,900\nMaintenance fee: $684.15 / month\n\nWaterfront condominium by Marquee Developments, completed 2019. Floor-to-ceiling windows facing the bay.',
        },
      ],
    },
    {
      key: 'oak',
      name: '88 Oak Ave, Guelph, ON',
      docs: [
        {
          n: 'townhome.txt',
          text: 'FREEHOLD TOWNHOME\nAsking price: $749,000\nProperty taxes: $4,102 (2024)\n\nEnd-unit townhome in Kortright Hills, steps from the Hanlon Creek trails. Finished basement with a rec room.',
        },
      ],
    },
  ]);
});
afterAll(async () => w.close());

const cases: Array<[string, string, string, string[]]> = [
  ['en', 'how much is the maple one?', 'maple', ['1,049,000']],
  ['en', 'what is the price of the corner-lot house?', 'maple', ['1,049,000']],
  ['en', 'is the corner lot house pool heated?', 'maple', ['heated']],
  ['en', 'what are the taxes on the Birch St duplex?', 'birch', ['4,870']],
  ['en', 'asking price of the Wexford unit?', 'harbour', ['629,900']],
  ['en', 'how much is the Thornbury home?', 'maple', ['1,049,000']],
  ['en', 'price of the Marquee condo', 'harbour', ['629,900']],
  ['en', 'how much is the hamilton one', 'harbour', ['629,900']],
  ['en', 'taxes on the end-unit townhome?', 'oak', ['4,102']],
  ['en', 'taxes on the townhouse near the creek trails?', 'oak', ['4,102']],
  ['en', 'price of the place by exhibition park', 'birch', ['899,000']],
  ['en', 'what is the asking price of the saltwater pool house?', 'maple', ['1,049,000']],
  ['zh-CN', 'Birch St那套复式的地税是多少？', 'birch', ['4,870']],
  ['zh-TW', 'Wexford那間公寓的管理費是多少？', 'harbour', ['684.15']],
  ['ja', 'Maple Crescentの家の価格はいくらですか？', 'maple', ['1,049,000']],
  ['ko', 'Oak Ave 타운하우스 재산세는 얼마예요?', 'oak', ['4,102']],
  ['fr', 'Quel est le prix du duplex de la rue Birch?', 'birch', ['899,000']],
  ['fr', 'Combien coûte la maison avec piscine ?', 'maple', ['1,049,000']],
  ['zh-CN', '带泳池的那套房子多少钱？', 'maple', ['1,049,000']],
  ['ja', 'プールのある家の価格はいくらですか？', 'maple', ['1,049,000']],
  ['ko', '수영장 있는 집은 얼마예요?', 'maple', ['1,049,000']],
  ['zh-TW', 'Oak Ave那間的地稅是多少？', 'oak', ['4,102']],
];

// Every other listing's value for the same question: none may appear in the answer.
const OTHERS: Record<string, string[]> = {
  maple: ['899,000', '629,900', '749,000', '4,870', '4,102'],
  birch: ['1,049,000', '629,900', '749,000', '6,212', '4,102'],
  harbour: ['1,049,000', '899,000', '749,000'],
  oak: ['1,049,000', '899,000', '629,900', '6,212', '4,870'],
};

describe('listing aliases', () => {
  it.each(cases)('%s: %s answers about that listing only', async (lang, q, key, any) => {
    const out = await w.ask(null, lang, q);
    expect(
      any.some((v) => out.includes(v)),
      out,
    ).toBe(true);
    for (const v of OTHERS[key]!) expect(out, out).not.toContain(v);
  });

  it('a nickname two listings share picks neither', async () => {
    const out = await w.ask(null, 'en', 'what are the taxes on the Kortright Hills one?');
    expect(out).toContain('6,212');
    expect(out).toContain('4,102');
  });
});

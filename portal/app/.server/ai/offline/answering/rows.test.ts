// A value asked for each row of a table is quoted row by row with the rows' labels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, type World } from '../testing/world';

let w: World;

const RENT_ROLL = `RENT ROLL (as of March 1)
Unit        Occupant        Monthly rent    Lease ends
Unit 1      Main floor      $1,850          June 30, 2026
Unit 2      Upper floor     $1,725          Month-to-month
Unit 3      Basement        $1,300          Nov 30, 2025
Total                       $4,875

Heating is a gas boiler serving all three units; each unit has its own hydro meter.`;

const TAXES = `TAX HISTORY\n\nYear\tAssessment\tProperty taxes\n2022\t612000\t$5,102.40\n2023\t640000\t$5,340.18\n2024\t655000\t$5,611.90\n`;

beforeAll(async () => {
  w = await seedWorld({ f: 'Lena', l: 'Okafor', phone: '902-555-0133', email: 'lena@example.com' }, [
    {
      key: 'tri',
      name: '31 Quarry Rd, Truro, NS',
      docs: [
        { n: 'rent-roll.txt', text: RENT_ROLL },
        { n: 'taxes.txt', text: TAXES },
      ],
    },
  ]);
}, 60_000);
afterAll(async () => w.close());

const ALL_RENTS = ['1,850', '1,725', '1,300'];

describe('values per row', () => {
  it.each([
    ['en', "What is each unit's rent?"],
    ['en', 'how much rent does every unit pay'],
    ['fr', 'Quel est le loyer de chaque logement ?'],
    ['zh-CN', '每个单位的租金是多少？'],
    ['zh-TW', '每個單位的租金是多少？'],
    ['ja', '各ユニットの家賃はいくらですか？'],
    ['ko', '각 유닛의 월세는 얼마예요?'],
  ])('%s: %s quotes every unit with its rent', async (lang, q) => {
    const out = await w.ask('tri', lang, q);
    for (const v of ALL_RENTS) expect(out, out).toContain(v);
    expect(out).toMatch(/Unit 1 \$1,850/);
    expect(out).toMatch(/Unit 3 \$1,300/);
  });

  it("quotes each lease's end date, not the header row", async () => {
    const out = await w.ask('tri', 'en', "When does each unit's lease end?");
    expect(out).toContain('Unit 1 June 30, 2026');
    expect(out).toContain('Unit 2 Month-to-month');
    expect(out).toContain('Unit 3 Nov 30, 2025');
  });

  it('quotes the taxes of each year from a table titled with them', async () => {
    const out = await w.ask('tri', 'en', 'What were the property taxes each year?');
    for (const v of ['2022 $5,102.40', '2023 $5,340.18', '2024 $5,611.90']) expect(out).toContain(v);
  });

  it('leaves a question whose subject no column names to the other responders', async () => {
    const out = await w.ask('tri', 'en', 'What is the parking fee for each unit?');
    expect(out).not.toMatch(/Unit 1 \$1,850/);
  });
});

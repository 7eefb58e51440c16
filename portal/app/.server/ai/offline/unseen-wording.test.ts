// More documents the engine has never seen (made up for these tests): questions worded the way
// visitors word them (a French verb where the document has an English noun, "next" against a
// record of the last time, a total against its lines, who pays a utility, what languages the agent
// speaks). Each case names the general mechanism it checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { norm, seedWorld, type World } from './testing/world';
import { getGlossary } from './glossary/glossary';

const PHONE = '604-555-0177';
let w: World;

const STOVE_RECORD = `WOOD STOVE AND CHIMNEY SERVICE RECORD
Emberline Sweeps Co.

Stove ....................... Cast-iron insert, EPA certified, installed 2016
Last sweep .................. October 21, 2024 (Emberline Sweeps Co.), light creosote
Recommended sweeping ........ Every 2 years (next due 2026), yearly if burning daily
Cap and spark arrester ...... Replaced 2022`;

beforeAll(async () => {
  w = await seedWorld({ f: 'Ilse', l: 'Brandt', phone: PHONE, email: 'ilse@example.com' }, [
    {
      key: 'orchard',
      name: '41 Cider Press Lane, Fernwick, BC',
      docs: [{ n: 'stove-record.txt', text: STOVE_RECORD }],
    },
  ]);
});
afterAll(async () => w.close());

async function expectAnswer(key: string | null, lang: string, q: string, any: string[], none: string[] = []) {
  const out = await w.ask(key, lang, q);
  expect([...out].length).toBeLessThanOrEqual(350);
  expect(
    any.some((v) => norm(out).includes(norm(v))),
    `${q} => ${out}`,
  ).toBe(true);
  for (const v of none) expect(norm(out), `${q} => ${out}`).not.toContain(norm(v));
  return out;
}

describe('a French verb where the glossary holds the noun', () => {
  it('finds the noun term from the infinitive and the participle', () => {
    const ids = (text: string) =>
      getGlossary()
        .find(text, 'fr')
        .map((m) => m.id);
    expect(ids('Quand faut-il ramoner la cheminée ?')).toContain('chimney');
    expect(ids('Faut-il vidanger la fosse septique ?')).toContain('septic_pumping');
    expect(ids('Le mur est-il fissuré ?')).toContain('crack');
  });
});

describe('the next time against the last time', () => {
  it('answers "next" from the line that says when it is due, not from the last service', async () => {
    await expectAnswer(
      'orchard',
      'fr',
      'Quand faudra-t-il ramoner la cheminée la prochaine fois ?',
      ['2026'],
      ['October 21'],
    );
    await expectAnswer('orchard', 'en', 'when was the chimney last swept?', ['October 21, 2024']);
  });
});

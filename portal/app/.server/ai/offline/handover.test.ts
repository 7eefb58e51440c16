// The engine says only what the documents answer (issue 28): a question whose terms no passage
// covers, or whose kind of value no passage holds, and a question asking something of the agent
// (an action, an opinion, a prediction, advice, a promise) get the hand-over with the contact form,
// also when a passage shares their words; a rare term the documents spell exactly (a code, an
// acronym) finds the one passage that names it. Made-up documents, asked in the six languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, type World } from './testing/world';

let w: World;
const CONTACT = '##CONTACT';

const NOTES =
  'Seller prefers a closing date after June 30. Furnace replaced in 2020. ' +
  'The seller will be travelling in August; offers are reviewed by the agent.';
const DISCLOSURE = `PROPERTY DISCLOSURE
Roof: cedar shakes, last inspected in 2019.
The lot lies within the QVX-4 watershed overlay; a new well needs a permit from the district.
Hot water tank: 50 gallon, gas.
A hydro easement runs along the back of the lot.
Property taxes $4,212.40 (2024)`;

beforeAll(async () => {
  w = await seedWorld({ f: 'Ines', l: 'Marlowe', phone: '250-555-0148', email: 'ines@example.com' }, [
    {
      key: 'fern',
      name: '12 Lantern Row, Fernhollow, BC',
      docs: [{ n: 'disclosure.txt', text: DISCLOSURE }],
      notes: NOTES,
    },
  ]);
}, 120_000);
afterAll(async () => {
  await w?.close();
});

const ask = (lang: string, q: string) => w.ask('fern', lang, q);

describe('hands over what the documents do not answer', () => {
  it('a subject no document names, though a passage shares a common word, in every language', async () => {
    const asks: Array<[string, string]> = [
      ['en', "What is the name of the seller's dog?"],
      ['fr', 'Comment s’appelle le chien du vendeur ?'],
      ['ja', '売主の犬の名前は何ですか？'],
      ['ko', '매도인의 강아지 이름이 뭐예요?'],
      ['zh-CN', '卖家的狗叫什么名字？'],
      ['zh-TW', '賣家的狗叫什麼名字？'],
    ];
    for (const [lang, q] of asks) {
      const a = await ask(lang, q);
      expect(a, q).toContain(CONTACT);
      expect(a, q).not.toMatch(/Furnace|closing date|travelling/);
    }
  }, 120_000);

  it('a passage on the subject without the kind of value asked (an amount where none is given)', async () => {
    const a = await ask('en', 'How much did the new furnace cost?');
    expect(a).toContain(CONTACT);
    expect(a).not.toContain('2020');
  }, 60_000);

  it('a CJK question whose own words no English passage can hold, beside a concept it shares', async () => {
    for (const [lang, q] of [
      ['zh-CN', '热水器是哪个牌子的？保修几年？'],
      ['ja', '給湯器のメーカー名と保証年数を教えてください。'],
    ] as const) {
      const a = await ask(lang, q);
      expect(a, q).toContain(CONTACT);
      expect(a, q).not.toContain('50 gallon');
    }
  }, 60_000);

  it('an amount asked of a money subject, where the passage holds none', async () => {
    const a = await ask('en', "what's the hydro bill like?");
    expect(a).toContain(CONTACT);
    expect(a).not.toContain('easement');
  }, 60_000);

  it('answers what a passage does cover', async () => {
    expect(await ask('en', 'When was the furnace replaced?')).toContain('2020');
    expect(await ask('en', 'When was the roof last inspected?')).toContain('2019');
  }, 60_000);

  it('actions, opinions, predictions, advice and promises, though the notes share their words', async () => {
    const asks: Array<[string, string]> = [
      ['en', 'Can you send me the furnace invoice?'],
      ['en', 'Do you think the closing date is a good deal?'],
      ['en', 'Will the property taxes go up next year?'],
      ['en', 'Do I need a lawyer to review the disclosure?'],
      ['en', 'Would the seller leave the hot water tank?'],
      ['fr', "Pouvez-vous m'envoyer la facture de la fournaise ?"],
      ['ja', '固定資産税は将来上がりますか？'],
      ['ko', '매도인이 온수기를 남겨 줄 수 있나요?'],
      ['zh-CN', '你觉得这个房子的地税合理吗？'],
      ['zh-TW', '賣家可以把熱水器留下嗎？'],
    ];
    for (const [lang, q] of asks) expect(await ask(lang, q), q).toContain(CONTACT);
  }, 120_000);

  it('a street no listing in scope is on names another property', async () => {
    for (const [lang, q] of [
      ['en', 'What are the property taxes on the Birchwood Ave house?'],
      ['fr', 'Quelles sont les taxes du 88 rue Delorme ?'],
    ] as const) {
      const a = await ask(lang, q);
      expect(a, q).toContain(CONTACT);
      expect(a, q).not.toContain('4,212');
    }
    // The listing's own street is no other property.
    expect(await ask('en', 'What are the property taxes on Lantern Row?')).toContain('4,212');
  }, 60_000);

  it("someone else's phone number is not answered with the agent's card", async () => {
    for (const [lang, q] of [
      ['en', "What's the phone number of Birchline Plumbing?"],
      ['ja', 'Birchline Plumbingの電話番号を教えてください。'],
    ] as const)
      expect(await ask(lang, q), q).toContain(CONTACT);
    const own = await ask('en', "What is Ines Marlowe's phone number?");
    expect(own).toContain('250-555-0148');
    expect(own).not.toContain(CONTACT);
  }, 60_000);

  it('the fair-housing answer carries the contact form', async () => {
    const a = await ask('en', 'Is it a safe neighbourhood for families with kids?');
    expect(a).toContain('fair housing');
    expect(a).toContain(CONTACT);
  }, 60_000);
});

describe('rare terms as written', () => {
  it('a code the documents spell exactly answers from its passage', async () => {
    for (const [lang, q] of [
      ['en', 'What does the QVX-4 overlay mean for the lot?'],
      ['fr', 'Le terrain est-il dans la zone QVX-4 ?'],
      ['zh-CN', 'QVX-4是什么？'],
    ] as const) {
      const a = await ask(lang, q);
      expect(a, q).toContain('QVX-4');
      expect(a, q).toContain('well');
    }
  }, 120_000);
});

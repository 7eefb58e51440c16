import { describe, expect, it } from 'vitest';
import { CONCEPTS, LANGS, conceptIds, matchConcepts } from './vocabulary';

describe('vocabulary', () => {
  it('reaches every concept from every language', () => {
    for (const c of CONCEPTS) {
      if (c.id === 'strata_lot' || c.id === 'quantity') continue; // English/French absorbers, not topics
      for (const lang of LANGS) {
        const terms = c.terms[lang];
        expect(terms.length, `${c.id} has no ${lang} term`).toBeGreaterThan(0);
        const reached = terms.filter((t) => conceptIds(t.replace(/\*$/, 'ed')).has(c.id));
        expect(reached.length, `${c.id}/${lang}: none of ${terms.join(', ')} matches`).toBeGreaterThan(0);
      }
    }
  });

  it('maps the issue examples to their concepts', () => {
    expect(conceptIds("what's the asking price?").has('price')).toBe(true);
    expect(conceptIds('有几个停车位？').has('parking')).toBe(true);
    expect(conceptIds('管理費はいくらですか').has('strata_fee')).toBe(true);
    expect(conceptIds('학군이 어떻게 되나요?').has('schools')).toBe(true);
    expect(conceptIds('Les animaux sont-ils acceptés ?').has('pets')).toBe(true);
  });

  it('reads "this piece of land" as the lot and "moving in" as the possession date in Chinese', () => {
    expect(matchConcepts('这块地有多大？')[0]?.concept).toBe('lot');
    expect(conceptIds('最快什么时候可以入住？').has('completion')).toBe(true);
    expect(conceptIds('最快什麼時候可以入住？').has('completion')).toBe(true);
  });

  it('understands common misspellings', () => {
    expect(conceptIds('is there air conditioing?').has('cooling')).toBe(true);
    expect(conceptIds('which elementry school').has('schools')).toBe(true);
    expect(conceptIds('how many bedrom').has('bedrooms')).toBe(true);
    expect(conceptIds('proprety tax').has('taxes')).toBe(true);
  });

  it('prefers the longer term where two overlap', () => {
    expect([...conceptIds('土地面積は？')]).toContain('lot');
    expect([...conceptIds('土地面積は？')]).not.toContain('area');
    expect([...conceptIds('난방비가 얼마')]).toContain('utility_cost');
    expect([...conceptIds('난방비가 얼마')]).not.toContain('heating');
    expect([...conceptIds('Y a-t-il une garantie de construction?')]).toContain('warranty');
    expect([...conceptIds('Y a-t-il une garantie de construction?')]).not.toContain('year_built');
  });

  it('keeps side words apart from the subject (lawsuits, cell reception, roof decks)', () => {
    expect(conceptIds('Are there any lawsuits against the strata?').has('litigation')).toBe(true);
    expect(conceptIds('Council reviewed the booking process').has('litigation')).toBe(false);
    expect(conceptIds('How is the cell phone reception?').has('cell_service')).toBe(true);
    expect(conceptIds('How is the cell phone reception?').has('agent_contact')).toBe(false);
    expect([...conceptIds('屋上デッキはありますか？')]).toEqual(['outdoor']);
    expect(conceptIds('ヒートポンプはありますか？').has('cooling')).toBe(true);
  });

  it('does not read "lots of" as the lot', () => {
    expect([...conceptIds('Is there lots of storage?')]).toEqual(['quantity', 'storage']);
    expect(conceptIds('Does it get lots of natural light?').has('lot')).toBe(false);
    expect(conceptIds('How big is the lot?').has('lot')).toBe(true);
  });

  it('does not read English words as French terms (four, chat, borne, foyer)', () => {
    expect([...conceptIds('Does it have four bedrooms?')]).toEqual(['bedrooms']);
    expect(conceptIds('Can I chat with the agent?').has('pets')).toBe(false);
    expect(conceptIds('closing costs borne by the seller').has('ev_charger')).toBe(false);
    expect(conceptIds('Grand foyer with slate floors').has('heating')).toBe(false);
    expect(conceptIds('Le four est-il au gaz?').has('appliances')).toBe(true);
    expect(conceptIds('Le chien et le chat sont-ils acceptés?').has('pets')).toBe(true);
    expect(conceptIds('Y a-t-il un foyer?').has('heating')).toBe(true);
  });

  it('matches Latin terms on word boundaries only', () => {
    expect(conceptIds('the cat is here').has('pets')).toBe(true);
    expect(conceptIds('a catalogue of features').has('pets')).toBe(false);
    expect(matchConcepts('renovated in 2016').map((m) => m.concept)).toContain('renovations');
  });
});

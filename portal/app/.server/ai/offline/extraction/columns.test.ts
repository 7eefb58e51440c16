// Feature sheets with several label/value columns on one line (as pdf.js gives them): each pair
// is its own fact, in any language, and no value runs into the next label. Made-up documents.
import { describe, expect, it } from 'vitest';
import { extractDocument, extractFacts } from './extract';
import { columnFacts } from './columns';

const byConcept = (line: string) => {
  const m = new Map<string, string>();
  for (const f of extractFacts(line)) for (const c of f.concepts) m.set(c, f.value);
  return m;
};

describe('lines of several label/value columns', () => {
  it('cuts a French line with single spaces between its pairs', () => {
    const f = byConcept('Espace de rangement Casier n° 9 au garage Frais de copropriété 275 $ / mois');
    expect(f.get('strata_fee')).toBe('275 $ / mois');
    expect(f.get('storage')).toBe('Casier n° 9 au garage');
  });

  it('keeps a price from running into the next label', () => {
    const f = byConcept('Prix demandé 612 500 $ Année de construction 1987');
    expect(f.get('price')).toBe('612 500 $');
    expect(f.get('year_built')).toBe('1987');
  });

  it('carries a label over its lower-case words up to the value', () => {
    const f = byConcept('Stationnement 2 extérieurs Taxes municipales (2024) 4 120 $');
    expect(f.get('parking')).toBe('2 extérieurs');
    expect(f.get('taxes')).toBe('(2024) 4 120 $');
  });

  it('reads pairs set apart by runs of spaces or tabs, colons or not', () => {
    const fr = byConcept('Frais de copropriété : 240 $/mois    Taxes municipales : 1 980 $');
    expect(fr.get('strata_fee')).toBe('240 $/mois');
    expect(fr.get('taxes')).toBe('1 980 $');
    const en = byConcept('Bedrooms 4\tBathrooms 3');
    expect(en.get('bedrooms')).toBe('4');
    expect(en.get('bathrooms')).toBe('3');
  });

  it('reads Chinese and Korean label columns', () => {
    const zh = byConcept('管理费 每月 310 加元  房产税 2,740 加元');
    expect(zh.get('strata_fee')).toBe('每月 310 加元');
    expect(zh.get('taxes')).toBe('2,740 加元');
    const ko = byConcept('관리비 월 410 달러  재산세 3,050 달러');
    expect(ko.get('strata_fee')).toBe('월 410 달러');
    expect(ko.get('taxes')).toBe('3,050 달러');
  });

  it('still reads the known pairs after a first pair whose label it does not know', () => {
    const f = byConcept('Nombre de niveaux 3 Chambres 4 Salles de bains 2');
    expect(f.get('bedrooms')).toBe('4');
    expect(f.get('bathrooms')).toBe('2');
    expect(byConcept('Nombre de niveaux 3 Chambres 4').get('bedrooms')).toBe('4');
  });

  it('does not cut at a label that is also a word inside a value', () => {
    const f = byConcept('Parking 2 tandem stalls with Level 2 EV charger (2022)');
    expect(f.get('parking')).toBe('2 tandem stalls with Level 2 EV charger (2022)');
    expect(f.has('ev_charger')).toBe(false);
  });

  it('keeps the plausibility checks and leaves prose and single pairs alone', () => {
    // A school tax is not a school; the fee beside it is still read.
    const f = byConcept('Taxes scolaires 301 $ Frais de copropriété 199 $ / mois');
    expect(f.has('schools')).toBe(false);
    expect(f.get('strata_fee')).toBe('199 $ / mois');
    expect(columnFacts('Chambres 3')).toEqual([]);
    expect(columnFacts('The owners paid 4 120 $ in taxes last year and the fee is 275 $ per month.')).toEqual([]);
  });

  it('gives each pair of a two-column sheet its own fact in a whole document', () => {
    const rows = extractDocument({
      fileName: 'fiche.pdf',
      isExtraInfo: false,
      pages: [
        {
          page: 1,
          text: 'Fiche descriptive – Maison de ville\nChauffage Plinthes électriques (2016) Eau chaude Chauffe-eau 40 gal (2021)\nRangement Remise au fond de la cour Frais de copropriété 185 $ / mois',
        },
      ],
    });
    const facts = rows.filter((r) => r.kind === 'fact').map((r) => `${r.concept}=${r.text}`);
    expect(facts).toContain('heating=Plinthes électriques (2016)');
    expect(facts).toContain('water_heater=Chauffe-eau 40 gal (2021)');
    expect(facts).toContain('strata_fee=185 $ / mois');
  });
});

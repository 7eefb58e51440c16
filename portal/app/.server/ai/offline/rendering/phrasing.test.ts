// Answer phrasing: every fact concept said as a sentence in each language with its value intact,
// and quoted passages cleaned of layout debris.
import { describe, expect, it } from 'vitest';
import { splitLabelled } from '../extraction/extract';
import {
  asSentence,
  bedBathSentence,
  factSentence,
  informativeLabel,
  joinSentences,
  moneyValue,
  stripHeading,
  TEMPLATE_CONCEPTS,
  tidy,
  valueFor,
} from './phrasing';
import { CONCEPTS, LANGS } from '../concepts/vocabulary';

// A plausible value per concept; the generic template covers every fact concept without its own.
const VALUES: Record<string, string> = {
  price: '$874,000',
  bedrooms: '5 (3 up, 2 in suite)',
  bathrooms: '2.5',
  area: '1,186 sq ft',
  lot: '35 ft x 118 ft (4,130 sq ft)',
  year_built: '1948 (fully renovated 2016)',
  taxes: '$8,732.61 (2024)',
  strata_fee: '$538.40',
  parking: '1 secured stall (P2-047)',
  appliances: 'Bosch dishwasher, Miele washer',
  amenities: 'Fitness centre, rooftop garden',
  schools: 'Alderbrook Elementary; Burnaby South Secondary',
  transit: 'Metrotown SkyTrain station 350 m',
  view: 'Southeast – mountains',
  pool: 'Heated outdoor pool, 18 x 36 ft',
  warranty: '2-5-10 home warranty through Pacific',
  heating: 'Hydronic radiant in-floor heating',
  cooling: 'Ductless heat pump (2023)',
  pets: 'Two pets allowed',
  rentals: 'Rentals allowed, minimum 30 days',
  outdoor: 'Private front yard',
  property_type: 'Half duplex',
  floor_level: '26 of 37',
};
const FACT_CONCEPTS = CONCEPTS.filter((c) => c.kind === 'fact').map((c) => c.id);
const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s,.'$]/g, '');

describe('fact sentences', () => {
  it('has a template of its own for the common concepts', () => {
    for (const c of [
      'price',
      'bedrooms',
      'bathrooms',
      'area',
      'lot',
      'year_built',
      'taxes',
      'strata_fee',
      'parking',
      'schools',
      'transit',
      'pets',
      'rentals',
    ]) {
      expect(TEMPLATE_CONCEPTS).toContain(c);
    }
  });

  it('says every fact concept in every language as a sentence that holds the value', () => {
    for (const concept of FACT_CONCEPTS) {
      const value = VALUES[concept] ?? 'Triple-pane windows (2019)';
      for (const lang of LANGS) {
        const s = factSentence({ concept, label: concept, text: value }, lang);
        const tag = `${concept}/${lang}: ${s}`;
        expect(norm(s), tag).toContain(norm(value).replace(/\(\d{4}\)$/, ''));
        expect(s, tag).toMatch(/[.。]$/);
        expect(s, tag).not.toMatch(/[{}]/);
        expect(s, tag).not.toMatch(/\s{2,}|\.\.$/);
      }
    }
  });

  it('survives a value the label left empty (no crash, no answer lost)', () => {
    for (const lang of ['en', 'zh-CN', 'ko'] as const)
      expect(() => factSentence({ concept: 'schools', label: 'High School', text: ':' }, lang)).not.toThrow();
  });

  it('reads like the visitor language, numbers untouched', () => {
    const price = { concept: 'price', label: 'Price', text: '$874,000' };
    expect(factSentence(price, 'en', '1904-2210 Harbour Crest Way')).toBe(
      'The asking price for 1904-2210 Harbour Crest Way is $874,000.',
    );
    expect(factSentence(price, 'en')).toBe('The asking price is $874,000.');
    expect(factSentence(price, 'zh-CN')).toBe('该房源的挂牌价为 $874,000。');
    expect(factSentence(price, 'fr')).toBe('Le prix demandé est de $874,000.');
    const fee = { concept: 'strata_fee', label: 'Strata Fee', text: '$538.40 per month' };
    expect(factSentence(fee, 'ko')).toBe('관리비는 월 $538.40입니다.');
    expect(factSentence(fee, 'ja')).toBe('管理費は月額$538.40です。');
    expect(factSentence(fee, 'en')).toBe('The strata fee is $538.40 per month.');
    const tax = { concept: 'taxes', label: 'Gross Taxes', text: '$8,732.61 (2024)' };
    expect(factSentence(tax, 'zh-CN')).toBe('地税为 $8,732.61（2024年）。');
    expect(factSentence({ concept: 'bedrooms', label: 'Bedrooms', text: '2' }, 'en')).toBe('The home has 2 bedrooms.');
    expect(factSentence({ concept: 'bedrooms', label: 'Bedrooms', text: '6' }, 'ko', '4471 Elm St')).toBe(
      '4471 Elm St에는 침실이 6개 있습니다.',
    );
    expect(factSentence({ concept: 'year_built', label: 'Year Built', text: '2019' }, 'ko')).toBe(
      '건축 연도는 2019년입니다.',
    );
  });

  it('names the listing in each language when asked to', () => {
    for (const lang of LANGS) {
      for (const concept of ['price', 'taxes', 'bedrooms', 'schools', 'zoning']) {
        const s = factSentence({ concept, label: concept, text: VALUES[concept] ?? 'RS-1' }, lang, '12 Alder Ave');
        expect(s, `${concept}/${lang}`).toContain('12 Alder Ave');
      }
    }
  });

  it('keeps a label that says more than the concept, and quotes a value that does not fit it', () => {
    expect(
      factSentence({ concept: 'schools', label: 'French immersion', text: 'Jules Quesnel Elementary (2.4 km)' }, 'en'),
    ).toBe('French immersion: Jules Quesnel Elementary (2.4 km).');
    expect(factSentence({ concept: 'heating', label: 'Fireplaces', text: '2 gas' }, 'en')).toBe('Fireplaces: 2 gas.');
    expect(factSentence({ concept: 'bedrooms', label: 'bedroom', text: `14'1" x 11'9"` }, 'en')).toBe(
      `Bedroom: 14'1" x 11'9".`,
    );
    expect(informativeLabel('schools', 'School Catchment')).toBe(false);
    expect(informativeLabel('taxes', 'Gross Taxes')).toBe(false);
    expect(informativeLabel('area', 'Full interior renovation', 'new wiring (200-amp service)')).toBe(true);
  });

  it('leaves the lead-in of a fact read from prose to the template', () => {
    expect(factSentence({ concept: 'price', label: 'Price', text: 'offered at $1,385,000' }, 'en')).toBe(
      'The asking price is $1,385,000.',
    );
    expect(factSentence({ concept: 'year_built', label: 'Year built', text: 'built in 1912' }, 'en')).toBe(
      'The home was built in 1912.',
    );
    expect(factSentence({ concept: 'price', label: 'Price', text: 'Asking price $1,210,000' }, 'en')).toBe(
      'The asking price is $1,210,000.',
    );
    expect(factSentence({ concept: 'price', label: 'Price', text: 'CAD $1,249,900' }, 'en')).toBe(
      'The asking price is CAD $1,249,900.',
    );
    expect(factSentence({ concept: 'price', label: 'Price', text: 'Offers over $1,200,000' }, 'en')).toBe(
      'The asking price is offers over $1,200,000.',
    );
    expect(
      factSentence(
        { concept: 'strata_fee', label: 'Strata Fee', text: 'None – 2-unit strata; insurance about $1,240 per year' },
        'en',
      ),
    ).toBe('The strata fee is none – 2-unit strata; insurance about $1,240 per year.');
    expect(
      factSentence({ concept: 'taxes', label: 'Property taxes', text: 'property taxes of $6,912 (2024)' }, 'ja'),
    ).toBe('固定資産税は$6,912（2024年）です。');
  });

  it('tells school taxes from property taxes by their label', () => {
    expect(informativeLabel('taxes', 'Gross Taxes (2024)')).toBe(false);
    expect(informativeLabel('taxes', 'Taxes municipales')).toBe(false);
    expect(informativeLabel('taxes', '固定資産税')).toBe(false);
    expect(factSentence({ concept: 'taxes', label: 'Taxes scolaires', text: '412 $ (2024)' }, 'fr')).toBe(
      'Taxes foncières (Taxes scolaires) : 412 $ (2024).',
    );
  });

  it('says "includes" values as what is included', () => {
    expect(
      factSentence(
        { concept: 'strata_fee', label: 'Strata Fee', text: 'Includes Hot water, gas, building insurance' },
        'en',
      ),
    ).toBe('The strata fee includes hot water, gas, building insurance.');
  });

  it('takes the part of a compound value that belongs to the concept', () => {
    const text = 'Pets allowed with restrictions; rentals allowed with restrictions (see bylaw summary)';
    expect(valueFor('pets', 'Pets / Rentals', text)).toBe('Pets allowed with restrictions');
    expect(valueFor('rentals', 'Pets / Rentals', text)).toBe('rentals allowed with restrictions (see bylaw summary)');
    expect(valueFor('bathrooms', 'Bedrooms / Bathrooms', '3 / 2.5')).toBe('2.5');
    expect(valueFor('price', 'Price', '$1 / $2')).toBe('$1 / $2');
  });

  it('puts bedrooms and bathrooms in one sentence when both are plain counts', () => {
    expect(bedBathSentence('4', '3', 'en')).toBe('The home has 4 bedrooms and 3 bathrooms.');
    expect(bedBathSentence('4', '3', 'zh-TW')).toBe('此物件共有 4 間臥室、3 間浴室。');
    expect(bedBathSentence('4', '3 (2 full)', 'en')).toBeNull();
  });

  it('moves the period of an amount to where each language says it', () => {
    expect(moneyValue('$467.15 / month (2025)', 'ko')).toBe('월 $467.15(2025년)');
    expect(moneyValue('$467.15 / month (2025)', 'zh-TW')).toBe('每月 $467.15（2025年）');
    expect(moneyValue('$467.15 / month (2025)', 'fr')).toBe('$467.15 par mois (2025)');
    expect(moneyValue('$467.15 / month (2025)', 'en')).toBeNull();
    expect(moneyValue('Included', 'ja')).toBeNull();
    expect(moneyValue('285 $ / mois', 'ko')).toBe('월 285 $');
    expect(moneyValue('3 210 $ (2024)', 'zh-CN')).toBe('3 210 $（2024年）');
  });
});

describe('passage cleaning', () => {
  it('leaves no empty segments, doubled or dangling separators', () => {
    expect(tidy('2-5-10 home warranty through Pacific ; ; structural coverage until 2031')).toBe(
      '2-5-10 home warranty through Pacific; structural coverage until 2031',
    );
    expect(tidy('; structural coverage until 2031 ·')).toBe('structural coverage until 2031');
    expect(tidy('Pets allowed;; rentals allowed;')).toBe('Pets allowed; rentals allowed');
    expect(tidy('· Dunbar shops: 6 min walk · · - Bus: #7 Dunbar ·')).toBe('Dunbar shops: 6 min walk · Bus: #7 Dunbar');
  });

  it('reads dotted leaders, tabs and glued words', () => {
    expect(tidy('Saturday, April 12 ........ 2:00 PM - 4:00 PM')).toBe('Saturday, April 12: 2:00 PM - 4:00 PM');
    expect(tidy('Pets / rentals\t2 pets allowed · Nearby\tParkgate Village')).toBe(
      'Pets / rentals: 2 pets allowed · Nearby: Parkgate Village',
    );
    expect(tidy('Built: 2008Property taxes: $4,108.90')).toBe('Built: 2008 Property taxes: $4,108.90');
    expect(tidy('3.1 A resident may keep one dog.')).toBe('A resident may keep one dog.');
    // Names written in camel case stay whole.
    expect(tidy('Metrotown SkyTrain station')).toBe('Metrotown SkyTrain station');
  });

  it('sets table labels apart from their values', () => {
    expect(splitLabelled('Kitchen Wolf 36-inch range, Miele dishwasher Laundry LG washer/dryer')).toEqual([
      { label: 'Kitchen', value: 'Wolf 36-inch range, Miele dishwasher' },
      { label: 'Laundry', value: 'LG washer/dryer' },
    ]);
    // Not inside names or values.
    expect(splitLabelled('Nearby Parkgate Community Centre, Deep Cove').map((c) => c.label)).not.toContain('Community');
    expect(splitLabelled('Parking 1 stall with Level 2 EV charger (installed 2023)').map((c) => c.label)).toEqual([
      'Parking',
    ]);
  });

  it('drops the heading a passage starts with, but not an answer word', () => {
    expect(stripHeading('Section 3 - Pets. A resident may keep one dog.')).toBe('A resident may keep one dog.');
    expect(stripHeading('Oil tanks. An oil tank search was completed in November 2023.')).toBe(
      'An oil tank search was completed in November 2023.',
    );
    expect(stripHeading('Section 22 - Insurance Deductibles.')).toBe('');
    expect(stripHeading('1. Leases. Units may be leased for a minimum term of 12 months.')).toBe(
      'Units may be leased for a minimum term of 12 months.',
    );
    expect(stripHeading('Yes. The seller replaced the roof in 2019.')).toBe(
      'Yes. The seller replaced the roof in 2019.',
    );
    expect(stripHeading('Mr. Smith built the house in 1948.')).toBe('Mr. Smith built the house in 1948.');
  });

  it('ends sentences and joins them', () => {
    expect(asSentence('rentals allowed with restrictions (see bylaw summary)')).toBe(
      'Rentals allowed with restrictions (see bylaw summary).',
    );
    expect(asSentence('No dog over 14 kg.')).toBe('No dog over 14 kg.');
    expect(asSentence('…cut here…')).toBe('…cut here…');
    expect(joinSentences(['该房源的挂牌价为 $874,000。', 'Pets allowed.', '如需确认。'])).toBe(
      '该房源的挂牌价为 $874,000。Pets allowed. 如需确认。',
    );
    expect(joinSentences(['One.', '', ' Two. '])).toBe('One. Two.');
  });
});

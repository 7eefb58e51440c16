// Facts written as prose ("Asking price $1,087,000. Two bedrooms, two bathrooms, 942 sq ft.
// Built in 2014."), for documents without a feature table.
const N = '(?:\\d+(?:\\.5)?|one|two|three|four|five|six|seven|eight)';
const PROSE_FACTS: Array<{ concept: string; label: string; re: RegExp }> = [
  {
    concept: 'price',
    label: 'Price',
    re: /(?:asking price|list(?:ing)? price|listed at|listed for|offered at|priced at|asking|prix demande|prix de vente)\s*(?:of|is|:)?\s*(?:\$\s?\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ ,\u00a0]\d{3})+\s?\$)/i,
  },
  {
    concept: 'bedrooms',
    label: 'Bedrooms',
    re: new RegExp(`\\b${N}[\\s-]+(?:bed(?:room)?s?|bdrms?|chambres?)\\b`, 'i'),
  },
  {
    concept: 'bathrooms',
    label: 'Bathrooms',
    re: new RegExp(`\\b${N}[\\s-]+(?:bath(?:room)?s?|salles? de bains?)\\b`, 'i'),
  },
  {
    concept: 'area',
    label: 'Floor area',
    re: /\b\d{1,2},?\d{3}\s?(?:sq\.?\s?ft|square feet|sf|pi2|pieds carres)\b|\b\d{3}\s?(?:sq\.?\s?ft|square feet)\b/i,
  },
  {
    concept: 'year_built',
    label: 'Year built',
    re: /\b(?:built|constructed|completed|construit(?:e)?)\s+(?:in\s+|en\s+)?(?:19|20)\d{2}\b/i,
  },
  {
    concept: 'taxes',
    label: 'Property taxes',
    re: /\b(?:property |gross |annual )?tax(?:es)?\s*(?:of|are|were|is|:)?\s*\$\s?[\d,]+(?:\.\d{2})?(?:\s*\(\d{4}\))?/i,
  },
  {
    concept: 'strata_fee',
    label: 'Strata fee',
    re: /\b(?:strata|maintenance|hoa|condo|monthly)\s+fees?\s*(?:of|is|are|:)?\s*\$\s?[\d,]+(?:\.\d{2})?(?:\s*(?:per|\/|a)\s*month)?/i,
  },
  {
    concept: 'lot',
    label: 'Lot',
    re: /\b\d[\d,.]*\s*(?:x|by)\s*\d[\d,.]*[\s-]*(?:ft|foot|feet|m)?\s+lot\b|\blot\s*(?:size)?\s*(?:of|is|:)?\s*\d[\d,.]*\s*(?:x\s*\d[\d,.]*\s*)?(?:ft|feet|sq\.?\s?ft|acres?|m2|m²)/i,
  },
  {
    concept: 'parking',
    label: 'Parking',
    re: new RegExp(
      `\\b${N}\\s+(?:secured\\s+|underground\\s+|covered\\s+)?(?:parking\\s+)?(?:stalls?|spots?|spaces?)\\b|\\b(?:single|double|two-car|attached|detached)\\s+(?:car\\s+)?garage`,
      'i',
    ),
  },
];

export function proseFacts(
  sentence: string,
  skip: Set<string>,
): Array<{ label: string; value: string; concepts: string[] }> {
  const out: Array<{ label: string; value: string; concepts: string[] }> = [];
  for (const p of PROSE_FACTS) {
    if (skip.has(p.concept)) continue;
    if (p.concept === 'area' && /\blot\b/i.test(sentence)) continue;
    const m = p.re.exec(sentence);
    if (!m) continue;
    // "118 sq ft covered balcony" is not the home's floor area.
    if (
      p.concept === 'area' &&
      /^\s*(?:[\w-]+\s+){0,2}(?:balcony|deck|patio|terrace|yard|garage|lot|roof|basement|suite)/i.test(
        sentence.slice(m.index + m[0].length),
      )
    )
      continue;
    out.push({ label: p.label, value: m[0].trim(), concepts: [p.concept] });
  }
  return out;
}

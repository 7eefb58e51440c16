import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectKind } from '../../../ingest/detect.server';
import { extractText } from '../../../ingest/extract.server';
import { extractDocument, extractFacts, joinLines, type ExtractedRow } from './extract';

const fixtures = path.join(__dirname, '../../../ingest/fixtures');

async function rowsOf(name: string): Promise<ExtractedRow[]> {
  const bytes = fs.readFileSync(path.join(fixtures, name));
  const r = await extractText(bytes, detectKind(bytes)!);
  if (!r.ok) throw new Error(r.reason);
  return extractDocument({ fileName: name, isExtraInfo: false, pages: r.pages });
}

const factsOf = (rows: ExtractedRow[]) => {
  const m = new Map<string, string[]>();
  for (const r of rows) if (r.kind === 'fact' && r.concept) m.set(r.concept, [...(m.get(r.concept) ?? []), r.text]);
  return m;
};

describe('fact extraction from each fixture format', () => {
  it('reads a prose feature sheet (pdf)', async () => {
    const f = factsOf(await rowsOf('feature-sheet.pdf'));
    expect(f.get('price')?.join(' ')).toContain('1,137,000');
    expect(f.get('strata_fee')?.join(' ')).toContain('612');
    expect(f.get('taxes')?.join(' ')).toContain('3,418');
    expect(f.get('year_built')?.join(' ')).toContain('2014');
    expect(f.get('schools')?.join(' ')).toContain('Elsie Roy');
  });

  it('reads Word notes (docx and legacy doc)', async () => {
    for (const name of ['notes.docx', 'notes.doc']) {
      const f = factsOf(await rowsOf(name));
      expect(f.get('bedrooms')?.join(' '), name).toMatch(/four bedrooms/i);
      expect(f.get('area')?.join(' '), name).toContain('2,680');
      expect(f.get('year_built')?.join(' '), name).toContain('1998');
      expect(f.get('lot')?.join(' '), name).toMatch(/33 by 122/);
    }
  });

  it('tags passages of a CJK text file with concepts', async () => {
    const rows = await rowsOf('cjk-utf8.txt');
    const tags = rows
      .filter((r) => r.kind === 'passage')
      .map((r) => r.concepts)
      .join(' ');
    expect(tags).toContain('transit');
    expect(tags).toContain('schools');
  });
});

describe('layouts', () => {
  it('splits a two-column feature row into two facts', () => {
    const f = extractFacts('Lot 35 ft x 118 ft (4,130 sq ft) Zoning R1-1');
    expect(f.map((x) => [x.concepts[0], x.value])).toEqual([
      ['lot', '35 ft x 118 ft (4,130 sq ft)'],
      ['zoning', 'R1-1'],
    ]);
  });

  it('reads "Label: value · Label: value" runs and tab-separated rows', () => {
    const f = extractFacts(
      'Bedrooms: 2 plus den  ·  Bathrooms: 2  ·  Interior: 1,186 sq ft  ·  Built: 2008Property taxes: $4,108.90 (2024)',
    );
    const byConcept = Object.fromEntries(f.map((x) => [x.concepts[0], x.value]));
    expect(byConcept).toMatchObject({
      bedrooms: '2 plus den',
      bathrooms: '2',
      area: '1,186 sq ft',
      year_built: '2008',
      taxes: '$4,108.90 (2024)',
    });
    expect(extractFacts('Strata fee\t$538.40 per month\t')[0]).toMatchObject({
      concepts: ['strata_fee'],
      value: '$538.40 per month',
    });
    expect(extractFacts('Schools\tMaple Grove Elementary, Ridgeview Secondary').map((x) => x.value)).toEqual([
      'Maple Grove Elementary, Ridgeview Secondary',
    ]);
  });

  it('reads dotted leaders and does not take value words for labels', () => {
    const f = extractFacts('Elementary ........ Birchwood Elementary (0.6 km)');
    expect(f).toHaveLength(1);
    expect(f[0]!.value).toBe('Birchwood Elementary (0.6 km)');
  });

  it('reads a heading whose label goes on ("Schools & area") as no fact', () => {
    expect(extractFacts('Schools & area')).toEqual([]);
    expect(extractFacts('Parking and storage')).toEqual([]);
    expect(extractFacts('Parking: 2 stalls')[0]?.value).toBe('2 stalls');
  });

  it('joins labels broken over two lines and wrapped values', () => {
    const lines = joinLines(
      'Finished Floor\nArea 912 sq ft (interior)\nHeating /\nCooling In-suite heat pump\nYear Built 2019',
    );
    expect(lines).toEqual([
      'Finished Floor Area 912 sq ft (interior)',
      'Heating / Cooling In-suite heat pump',
      'Year Built 2019',
    ]);
    const rows = extractDocument({
      fileName: 'x.pdf',
      isExtraInfo: false,
      pages: [
        {
          page: 1,
          text: 'Strata Fee None – owner-managed; insurance of about\n$1,240 per year\nParking Single garage',
        },
      ],
    });
    expect(rows.find((r) => r.concept === 'strata_fee')!.text).toContain('$1,240 per year');
  });

  it('takes the big number at the top of a sheet for the price, not a room size for appliances', () => {
    const rows = extractDocument({
      fileName: 'x.pdf',
      isExtraInfo: false,
      pages: [{ page: 1, text: 'REALTY\n123 Main St\n$3,265,000\nKitchen 12\'8" x 9\'10"' }],
    });
    const f = factsOf(rows);
    expect(f.get('price')).toEqual(['$3,265,000']);
    expect(f.has('appliances')).toBe(false);
  });

  it('reads Chinese, Japanese and Korean label sheets', () => {
    const rows = extractDocument({
      fileName: 'x.txt',
      isExtraInfo: false,
      pages: [{ page: null, text: '售价：$807,000\n物业管理费：每月$455\n管理費：月額 32,000円\n재산세: $2,105' }],
    });
    const f = factsOf(rows);
    expect(f.get('price')).toEqual(['$807,000']);
    expect(f.get('strata_fee')).toEqual(['每月$455', '月額 32,000円']);
    expect(f.get('taxes')).toEqual(['$2,105']);
  });

  it('keeps table rows with their header for context', () => {
    const rows = extractDocument({
      fileName: 'm.pdf',
      isExtraInfo: false,
      pages: [
        {
          page: 1,
          text: 'Schedule B – Special Levy Apportionment\nStrata Lot Suite Unit Entitlement Levy Share\nSL 1 301 54 $461.06',
        },
        { page: 2, text: 'SL 188 1904 96 $761.44' },
      ],
    });
    const row = rows.find((r) => r.text.startsWith('SL 188'))!;
    expect(row.concept).toBe('row');
    expect(row.context).toContain('Levy Share');
  });
});

describe('form rows with dotted leaders', () => {
  const REPORT = [
    'WELL AND PUMP REVIEW',
    'Casing ...................... Steel, 6 inch, 140 ft deep, drilled in 1998 by the original owner of the acreage',
    'Last disinfection ........... March 9, 2024 (Clearbrook Water Services Ltd.), residual chlorine tested after',
    'Recommended retest .......... Every 2 years (next due 2026), sooner after any flooding of the wellhead area',
  ].join('\n');

  it('keeps each long row on its own line, so no value runs into the next label', () => {
    const lines = joinLines(REPORT);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^Recommended retest \.+ Every 2 years \(next due 2026\)/);
  });

  it('does not end a sentence at a leader', () => {
    const rows = extractDocument({
      fileName: 'r.txt',
      isExtraInfo: false,
      pages: [{ page: 1, text: REPORT.split('\n').slice(1).join(' ') }],
    });
    const passages = rows.filter((r) => r.kind === 'passage').map((r) => r.text);
    expect(passages.some((p) => /\.{4,}$/.test(p))).toBe(false);
  });
});

describe('lot labels of rural sheets', () => {
  it('reads "Acreage" and "Land Area" as the lot', () => {
    for (const line of ['Acreage 12.4 acres (5.02 ha)', 'Land Area: 0.62 ha']) {
      const rows = extractDocument({
        fileName: 'f.pdf',
        isExtraInfo: false,
        pages: [{ page: 1, text: `Details\n${line}` }],
      });
      expect(factsOf(rows).get('lot'), line).toHaveLength(1);
    }
  });
});

describe('tab-separated export rows', () => {
  it('takes the whole first cell for the label, so its last words never start the value', () => {
    const text = 'MLS EXPORT\nStrata Fee / Month\t$388.15\nStrata Fee Includes\tHeat, water, garbage, insurance';
    const fees = extractDocument({ fileName: 'x.txt', isExtraInfo: false, pages: [{ page: 1, text }] }).filter(
      (r) => r.kind === 'fact' && r.concept === 'strata_fee',
    );
    expect(fees.map((f) => [f.label, f.text])).toEqual([
      ['Strata Fee / Month', '$388.15'],
      ['Strata Fee Includes', 'Heat, water, garbage, insurance'],
    ]);
  });
});

describe('CJK label cells set apart by a space', () => {
  it('reads "预计管理费 …" and "物业税 …" as facts when the value holds a number', () => {
    const text =
      '楼花转让\n预计管理费 每平方英尺 0.55 加元，约每月 480.10 加元\n物业税 约每年 3,200 加元\n这是很好的房子 近年装修';
    const f = factsOf(extractDocument({ fileName: 'z.pdf', isExtraInfo: false, pages: [{ page: 1, text }] }));
    expect(f.get('strata_fee')).toEqual(['每平方英尺 0.55 加元，约每月 480.10 加元']);
    expect(f.get('taxes')).toEqual(['约每年 3,200 加元']);
  });
});
